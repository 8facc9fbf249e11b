import Stacksnap
import Foundation
import Pixels
import Raster
import VisualDiff

/// `stacksnap diff`: two PNG files compared, with the images the command may write.
public struct ImageFileDiff: Sendable {
    public var expected: Bitmap
    public var actual: Bitmap
    public var options: DiffOptions
    public var result: DiffResult

    /// Reads and decodes both files and compares them. A file that is missing or not a
    /// readable PNG is bad input (exit 65), named in the error.
    public static func compare(expected expectedPath: String, actual actualPath: String,
                               options: DiffOptions) throws(VerifyError) -> ImageFileDiff {
        let expected = try decode(expectedPath)
        let actual = try decode(actualPath)
        return ImageFileDiff(expected: expected, actual: actual, options: options,
                             result: VisualDiff.compare(expected, actual, options: options))
    }

    /// The diff image as PNG bytes.
    public func diffPNG() throws(VerifyError) -> [UInt8] {
        try SnapshotVerifier.encode(VisualDiff.diffImage(expected, actual, options: options), name: "diff")
    }

    /// Expected | diff | actual as PNG bytes.
    public func sideBySidePNG() throws(VerifyError) -> [UInt8] {
        let diff = VisualDiff.diffImage(expected, actual, options: options)
        return try SnapshotVerifier.encode(VisualDiff.sideBySide(expected: expected, diff: diff, actual: actual),
                                           name: "side by side")
    }

    /// The figures, one fact a line.
    public func lines(expectedPath: String, actualPath: String) -> [String] {
        let o = options
        return [
            "\(expectedPath): \(expected.width)×\(expected.height)",
            "\(actualPath): \(actual.width)×\(actual.height)",
            result.description,
            "threshold \(o.threshold), anti-aliasing \(o.detectAntialiasing ? "not counted" : "counted"), "
                + "allowed \(o.maxDifferentPixels) pixels or a ratio of \(o.maxDifferentRatio)",
        ]
    }

    /// Writes an output image atomically, creating its folder when needed.
    public static func write(_ png: [UInt8], to path: String) throws(VerifyError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try ReportFiles.createFolder(folder) }
        do {
            try AtomicFile.write(png, to: path)
        } catch {
            throw VerifyError(error)
        }
    }

    static func decode(_ path: String) throws(VerifyError) -> Bitmap {
        // A file that is not there or cannot be read is an I/O failure, as for every
        // other command; one that is there but is no PNG is bad input.
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .io(path: path, message: FileManager.default.fileExists(atPath: path)
                      ? "cannot read the file" : "no such file")
        }
        do {
            return try PNG.decode([UInt8](data))
        } catch {
            throw .unreadableImage(path: path, message: error.description)
        }
    }
}
