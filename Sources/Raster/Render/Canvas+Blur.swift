import CCairo

extension Canvas {
    /// Blurs what is already painted under `frame`, as a visual effect view shows what is
    /// behind it: the pixels around the frame (reaching `radius` past it, so its edges blend
    /// with their surroundings) are copied, blurred with three passes of a box filter each
    /// way (close to a Gaussian), and painted back through the current clip, inside the frame.
    ///
    /// Inside a translucent group the backdrop is not on the group's surface, so there is
    /// nothing to blur; the tint alone is drawn then. Integer arithmetic throughout: the same
    /// pixels on every machine.
    func blurBehind(_ frame: SceneRect, radius: Double) {
        guard let target = cairo_get_group_target(cr), target == cairo_get_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(target)
        let surfaceWidth = Int(cairo_image_surface_get_width(target))
        let surfaceHeight = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target))
        guard let data = cairo_image_surface_get_data(target) else { return }
        // The frame in device pixels, grown by the radius, clamped to the surface.
        var (x0, y0, x1, y1) = (frame.x, frame.y, frame.maxX, frame.maxY)
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        let r = max(1, Int((radius * scale).rounded()))
        let left = max(0, Int(min(x0, x1).rounded(.down)) - r), top = max(0, Int(min(y0, y1).rounded(.down)) - r)
        let right = min(surfaceWidth, Int(max(x0, x1).rounded(.up)) + r)
        let bottom = min(surfaceHeight, Int(max(y0, y1).rounded(.up)) + r)
        let width = right - left, height = bottom - top
        guard width > 0, height > 0 else { return }
        // Copy the region (ARGB32, premultiplied, one UInt32 a pixel) into its own array.
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            let source = (data + (top + row) * stride + left * 4).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for column in 0..<width { pixels[row * width + column] = source[column] }
        }
        // A box radius per pass so that three passes spread about as far as `radius`.
        let box = max(1, r / 3)
        for _ in 0..<3 {
            Self.boxBlur(&pixels, width: width, height: height, radius: box, horizontal: true)
            Self.boxBlur(&pixels, width: width, height: height, radius: box, horizontal: false)
        }
        pixels.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                  let blurred = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(width),
                                                                     Int32(height), Int32(width * 4)) else { return }
            defer { cairo_surface_destroy(blurred) }
            cairo_save(cr)
            // Paint in device space so the copy lands on the pixels it came from.
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, blurred, Double(left), Double(top))
            cairo_new_path(cr)
            cairo_rectangle(cr, min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    /// One pass of a box filter along rows or columns, each channel a running sum, the
    /// edges extended (a pixel past the end counts as the last one).
    static func boxBlur(_ pixels: inout [UInt32], width: Int, height: Int, radius: Int, horizontal: Bool) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let step = horizontal ? 1 : width
        let span = UInt32(2 * radius + 1), half = span / 2
        var line = [UInt32](repeating: 0, count: length)
        pixels.withUnsafeMutableBufferPointer { image in
            line.withUnsafeMutableBufferPointer { line in
                for index in 0..<lines {
                    let start = horizontal ? index * width : index
                    for i in 0..<length { line[i] = image[start + i * step] }
                    var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0
                    for k in -radius...radius {
                        let p = line[min(max(k, 0), length - 1)]
                        s0 &+= p & 0xFF; s1 &+= (p >> 8) & 0xFF; s2 &+= (p >> 16) & 0xFF; s3 &+= p >> 24
                    }
                    for i in 0..<length {
                        image[start + i * step] = ((s0 + half) / span) | ((s1 + half) / span) << 8
                            | ((s2 + half) / span) << 16 | ((s3 + half) / span) << 24
                        let incoming = line[min(i + radius + 1, length - 1)], outgoing = line[max(i - radius, 0)]
                        s0 = s0 &+ (incoming & 0xFF) &- (outgoing & 0xFF)
                        s1 = s1 &+ ((incoming >> 8) & 0xFF) &- ((outgoing >> 8) & 0xFF)
                        s2 = s2 &+ ((incoming >> 16) & 0xFF) &- ((outgoing >> 16) & 0xFF)
                        s3 = s3 &+ (incoming >> 24) &- (outgoing >> 24)
                    }
                }
            }
        }
    }
}
