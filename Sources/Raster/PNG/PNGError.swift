/// Why a PNG could not be read or written.
public enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data does not start with the PNG signature.
    case notPNG
    /// libpng rejected the data: a bad CRC in a critical chunk, a broken zlib stream, an
    /// invalid header… The message is libpng's.
    case corrupt(String)
    /// The data ends before the image does.
    case truncated
    /// The image has more pixels than the decoder was allowed to allocate.
    case tooLarge(width: Int, height: Int, maxPixels: Int)
    /// Memory ran out while decoding or encoding.
    case outOfMemory
    /// The bitmap cannot be written (PNG needs at least 1×1 pixels).
    case invalidImage(String)

    public var description: String {
        switch self {
        case .notPNG: "not a PNG file: expected the 8-byte PNG signature"
        case .corrupt(let message): "corrupt PNG data: \(message)"
        case .truncated: "truncated PNG: the data ends before the image does"
        case let .tooLarge(width, height, maxPixels):
            "PNG is \(width)×\(height) = \(width * height) pixels; expected at most \(maxPixels)"
        case .outOfMemory: "out of memory while processing a PNG"
        case .invalidImage(let message): "cannot write PNG: \(message)"
        }
    }
}
