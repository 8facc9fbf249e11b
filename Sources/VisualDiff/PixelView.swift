/// Read-only access to a bitmap's bytes as packed pixels, valid only inside the
/// `withUnsafeBytes` call that made it.
///
/// The comparison reads each pixel many times (a pixel over the threshold looks at up to 24
/// neighbours); reading through a raw pointer avoids Array's bounds checks and copy-on-write
/// bookkeeping in that loop. Every index is computed from coordinates already clipped to
/// `0..<width` × `0..<height`, and the caller checks the byte count first.
struct PixelView {
    let base: UnsafeRawPointer
    let width: Int
    let height: Int

    /// The pixel at linear index `index` (`y * width + x`): R in the low byte, A in the high.
    @inline(__always)
    subscript(index: Int) -> UInt32 {
        UInt32(littleEndian: base.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
    }

    /// The pixel at column `x`, row `y`.
    @inline(__always)
    subscript(x: Int, y: Int) -> UInt32 {
        self[y &* width &+ x]
    }
}
