import Stacksnap
import Foundation
import Pixels
import Raster

/// The folder of goldens: `<folder>/<snapshot>.png` and `<folder>/<snapshot>.frames.txt`.
///
/// Reading tells a missing golden (nil) from an unreadable or corrupt one (an error);
/// writing is atomic (``AtomicFile``), so an interrupted run leaves every golden either
/// as it was or fully rewritten.
public struct GoldenStore: Sendable {
    public var folder: String

    public init(folder: String) {
        self.folder = folder
    }

    public static let imageSuffix = ".png"
    public static let framesSuffix = ".frames.txt"
    public static let constraintsSuffix = ".constraints.txt"

    /// `<folder>/<name>.png`.
    public func imagePath(_ name: String) -> String { path(name + Self.imageSuffix) }
    /// `<folder>/<name>.frames.txt`.
    public func framesPath(_ name: String) -> String { path(name + Self.framesSuffix) }

    /// `<folder>/<name>.constraints.txt`: the optional constraint listing.
    public func constraintsPath(_ name: String) -> String { path(name + Self.constraintsSuffix) }

    func path(_ file: String) -> String { (folder as NSString).appendingPathComponent(file) }

    /// The golden image: nil when there is none, its bytes and pixels otherwise.
    public func readImage(_ name: String) throws(VerifyError) -> (bytes: [UInt8], bitmap: Bitmap)? {
        guard let bytes = try readImageBytes(name) else { return nil }
        return (bytes, try decodeImage(bytes, name: name))
    }

    /// The golden image's file bytes, undecoded; nil when there is none.
    public func readImageBytes(_ name: String) throws(VerifyError) -> [UInt8]? {
        try read(imagePath(name))
    }

    /// Decodes a golden image's bytes; a file that does not decode is a corrupt golden.
    public func decodeImage(_ bytes: [UInt8], name: String) throws(VerifyError) -> Bitmap {
        do {
            return try PNG.decode(bytes)
        } catch {
            throw undecodable(bytes, name: name, error.description)
        }
    }

    /// The error for golden bytes that do not decode: a Git LFS pointer checked out in the
    /// image's place says so (the usual cause on a CI machine without `git lfs`); anything
    /// else is a corrupt golden.
    private func undecodable(_ bytes: [UInt8], name: String, _ reason: String) -> VerifyError {
        if Self.isLFSPointer(bytes) {
            return .corruptGolden(path: imagePath(name), message: "this is a Git LFS pointer, not the image: "
                                  + "run `git lfs pull` (or check out with Git LFS installed) to fetch the goldens")
        }
        return .corruptGolden(path: imagePath(name), message: reason)
    }

    /// True for a Git LFS pointer file (`version https://git-lfs.github.com/spec/v1` …).
    static func isLFSPointer(_ bytes: [UInt8]) -> Bool {
        bytes.count < 1024 && bytes.starts(with: Array("version https://git-lfs.github.com/spec/".utf8))
    }

    /// Decodes a golden image's bytes and compares them with a render's pixels (see
    /// `PNG.decode(_:matching:)`); a file that does not decode is a corrupt golden.
    public func decodeImage(_ bytes: [UInt8], name: String, matching render: Bitmap) throws(VerifyError) -> PNG.Match {
        do {
            return try PNG.decode(bytes, matching: render)
        } catch {
            throw undecodable(bytes, name: name, error.description)
        }
    }

    /// The frame-tree golden: nil when there is none.
    public func readFrames(_ name: String) throws(VerifyError) -> String? {
        let path = framesPath(name)
        guard let bytes = try read(path) else { return nil }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .corruptGolden(path: path, message: "expected UTF-8 text (a frame tree, one view a line)")
        }
        return text
    }

    /// The constraint listing kept beside the goldens: nil when there is none (or it is not
    /// text — it only ever adds detail to an explanation, so it never fails a snapshot).
    public func readConstraints(_ name: String) -> String? {
        guard let bytes = try? read(constraintsPath(name)) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Writes a golden atomically, creating the folder when needed.
    public func write(_ bytes: [UInt8], to path: String) throws(VerifyError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .io(path: folder, message: "cannot create the golden folder: \(AtomicFile.reason(error))")
        }
        do {
            try AtomicFile.write(bytes, to: path, durable: true)
        } catch {
            throw VerifyError(error)
        }
    }

    /// A golden in the folder, read through a symbolic link only when the link stays inside
    /// the folder: a link to a file elsewhere is refused (bad input, exit 65) before it is
    /// read, compared or replaced, so a checked-in link cannot make verify read, copy into a
    /// report, or overwrite anything outside the golden folder.
    func read(_ path: String) throws(VerifyError) -> [UInt8]? {
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
            let target = ResolvedPath(path)
            guard target.isInside(ResolvedPath(folder)) else {
                throw .input("\(path): error: the golden is a symbolic link to \(target.path), outside the golden folder \(folder); "
                             + "refusing to read or replace it (replace the link with the file)")
            }
        }
        return try Self.read(path)
    }

    /// A file's bytes, nil when it does not exist; an error when it exists but cannot be read
    /// (a folder in its place, no permission).
    static func read(_ path: String) throws(VerifyError) -> [UInt8]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard !isFolder.boolValue else { throw .io(path: path, message: "expected a file, found a folder") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .io(path: path, message: "cannot read the file")
        }
        return [UInt8](data)
    }
}
