import CCairo
import Pixels

/// Draws scenes into bitmaps with cairo (shapes, images) and Pango (text).
///
/// Thread-safe: each call owns its surface, and text goes through the calling thread's own
/// Pango font map. The same scene always gives the same pixels, on any thread.
public enum Renderer {
    /// The largest canvas rendered, in pixels (the PNG decoder's default limit too).
    public static let maxPixels = PNG.defaultMaxPixels

    /// Renders a scene at its scale into a straight-alpha bitmap of
    /// `ceil(width × scale) × ceil(height × scale)` pixels.
    public static func render(_ scene: Scene) throws(RenderError) -> Bitmap {
        guard (1...3).contains(scene.scale) else {
            throw .invalidCanvas("scale must be 1, 2 or 3, got \(scene.scale)")
        }
        let (width, height) = scene.pixelSize
        guard width > 0, height > 0 else {
            throw .invalidCanvas("size must be positive and finite, got \(scene.width)×\(scene.height) points")
        }
        guard width * height <= maxPixels, width <= 32767, height <= 32767 else {
            throw .invalidCanvas("\(width)×\(height) pixels exceeds the limit of \(maxPixels) pixels, 32767 per side")
        }
        let needsText = scene.nodes.contains { $0.containsText } || scene.overlay.contains {
            if case .tag = $0 { true } else { false }
        }
        if needsText, !FontLibrary.shared.failedFiles.isEmpty {
            throw .fontsUnavailable(missingFiles: FontLibrary.shared.failedFiles)
        }

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw .cairo("cannot create a \(width)×\(height) surface")
        }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        guard let cr = cairo_create(surface) else { throw .cairo("cannot create a drawing context") }
        defer { cairo_destroy(cr) }

        let canvas = Canvas(cr, scale: Double(scene.scale), text: needsText ? TextContext.current : nil)
        cairo_scale(cr, Double(scene.scale), Double(scene.scale))
        if let background = scene.background {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            canvas.setColor(background)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        for node in scene.nodes { try canvas.draw(node) }
        for mark in scene.overlay { try canvas.draw(mark) }
        try check(cairo_status(cr))

        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw .cairo("surface has no pixel data") }
        return CairoPixels.bitmap(from: data, width: width, height: height,
                                  stride: Int(cairo_image_surface_get_stride(surface)))
    }

    private static func check(_ status: cairo_status_t) throws(RenderError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)")
        }
    }
}
