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

        // cairo draws straight into the bitmap's storage (ARGB32 rows of exactly width × 4
        // bytes), which is then converted in place. An opaque background overwrites every
        // byte, so only a transparent canvas needs clearing first.
        let byteCount = width * height * 4
        let opaque = scene.background?.a == 255
        var pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
            if !opaque, let base = buffer.baseAddress { base.initialize(repeating: 0, count: byteCount) }
            count = byteCount
        }
        let outcome = pixels.withUnsafeMutableBytes { raw in Result { () throws(RenderError) in
            guard let base = raw.baseAddress,
                  cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)) == Int32(width * 4),
                  let surface = cairo_image_surface_create_for_data(base.assumingMemoryBound(to: UInt8.self),
                                                                   CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                                   Int32(width * 4)) else {
                throw .cairo("cannot create a \(width)×\(height) surface")
            }
            defer { cairo_surface_destroy(surface) }
            try check(cairo_surface_status(surface))
            try draw(scene, on: surface, needsText: needsText)
            cairo_surface_flush(surface)
            CairoPixels.unpremultiplyInPlace(base, count: width * height)
        } }
        try outcome.get()
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
            throw .cairo("pixel buffer does not match \(width)×\(height)")
        }
        return bitmap
    }

    /// Draws the background, the nodes and the overlay on a surface.
    private static func draw(_ scene: Scene, on surface: OpaquePointer, needsText: Bool) throws(RenderError) {
        guard let cr = cairo_create(surface) else { throw .cairo("cannot create a drawing context") }
        defer { cairo_destroy(cr) }
        let canvas = Canvas(cr, scale: Double(scene.scale), text: needsText ? TextContext.current : nil,
                            palette: scene.palette)
        cairo_scale(cr, Double(scene.scale), Double(scene.scale))
        if let background = scene.background {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            canvas.setColor(background)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        for node in scene.nodes { try canvas.draw(node) }
        if scene.displayCornerRadius > 0 {
            // Everything between the canvas's edge and the display's rounded outline is
            // cleared (even-odd: the rectangle less the rounded one).
            cairo_save(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_rectangle(cr, 0, 0, scene.width, scene.height)
            canvas.setSmooth(true)
            canvas.addRect(SceneRect(x: 0, y: 0, width: scene.width, height: scene.height), radius: scene.displayCornerRadius)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        for mark in scene.overlay { try canvas.draw(mark) }
        try check(cairo_status(cr))
    }

    private static func check(_ status: cairo_status_t) throws(RenderError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)")
        }
    }
}
