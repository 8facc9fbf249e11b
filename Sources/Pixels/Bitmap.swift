/// A rectangle of 8-bit RGBA pixels with straight (not premultiplied) alpha.
///
/// This is the one image value that crosses module boundaries: the renderer produces it,
/// the PNG codec reads and writes it, and the visual diff compares two of them. Rows are
/// stored top to bottom with no padding, four bytes per pixel in R, G, B, A order.
public struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes, row-major, RGBA.
    public var pixels: [UInt8]

    /// Wraps existing RGBA bytes. Returns `nil` when the byte count does not match the size.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap filled with one color.
    public init(width: Int, height: Int, fill: RGBA = RGBA(r: 0, g: 0, b: 0, a: 0)) {
        self.width = max(0, width)
        self.height = max(0, height)
        var bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
        if fill != RGBA(r: 0, g: 0, b: 0, a: 0) {
            for i in Swift.stride(from: 0, to: bytes.count, by: 4) {
                bytes[i] = fill.r; bytes[i + 1] = fill.g; bytes[i + 2] = fill.b; bytes[i + 3] = fill.a
            }
        }
        self.pixels = bytes
    }

    /// Bytes per row.
    public var stride: Int { width * 4 }

    /// The pixel at column `x`, row `y` (both must be inside the bitmap).
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let i = (y * width + x) * 4
            return RGBA(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }
}

/// One straight-alpha 8-bit RGBA pixel.
public struct RGBA: Sendable, Equatable, Hashable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
}
