import CCairo
import Pixels

extension Canvas {
    /// Draws a bitmap placed by a content mode, with bilinear filtering. Nothing here clips
    /// to the frame: as with UIImageView, aspect-fill and natural-size content spills out
    /// unless the node clips to bounds (which `draw(_ node:)` applies).
    func drawImage(_ bitmap: Bitmap, mode: ContentMode, imageScale: Double, in frame: SceneRect) throws(RenderError) {
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        let target = mode.placement(of: Self.naturalSize(of: bitmap, scale: imageScale), in: frame)
        guard target.width > 0, target.height > 0 else { return }
        let surface = try Self.surface(for: bitmap)
        defer { cairo_surface_destroy(surface) }
        try saved { () throws(RenderError) in
            cairo_translate(cr, target.x, target.y)
            cairo_scale(cr, target.width / Double(bitmap.width), target.height / Double(bitmap.height))
            cairo_set_source_surface(cr, surface, 0, 0)
            let pattern = cairo_get_source(cr)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            // Edge pixels repeat outward, so a stretched image has no half-transparent rim.
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            setSmooth(true)
            cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
            cairo_fill(cr)
        }
    }

    /// An image's size in points: its pixels divided by its scale (1 when the scale is unusable).
    static func naturalSize(of bitmap: Bitmap, scale: Double) -> SceneSize {
        let pointsPerPixel = scale.isFinite && scale > 0 ? 1 / scale : 1
        return SceneSize(width: Double(bitmap.width) * pointsPerPixel, height: Double(bitmap.height) * pointsPerPixel)
    }

    /// A premultiplied ARGB32 copy of a bitmap; the caller destroys it.
    static func surface(for bitmap: Bitmap) throws(RenderError) -> OpaquePointer {
        guard bitmap.width <= 32767, bitmap.height <= 32767 else {
            throw .cairo("a \(bitmap.width)×\(bitmap.height) image exceeds cairo's 32767 pixels per side")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface) else {
            throw .cairo("cannot create a \(bitmap.width)×\(bitmap.height) image surface")
        }
        CairoPixels.write(bitmap, to: data, stride: Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
