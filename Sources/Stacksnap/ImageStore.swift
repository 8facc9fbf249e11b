import Foundation
import Pixels
import Raster

/// Loads the PNG files a spec's image views name, relative to the spec's folder, once each.
///
/// A source must stay inside the spec's folder: `..` and absolute paths are already refused
/// by the spec module; here the resolved path (symlinks followed) is checked too, so a link
/// pointing outside the folder is refused with a clear error.
final class ImageStore: @unchecked Sendable {
    struct Image {
        var bitmap: Bitmap
        /// Pixels per point: 2 for `name@2x.png`, 3 for `@3x`, else 1 (UIImage's rule).
        var scale: Double
        var pointSize: (width: Double, height: Double) {
            (Double(bitmap.width) / scale, Double(bitmap.height) / scale)
        }
    }

    private let lock = NSLock()
    private var cache: [String: Result<Image, StacksnapError>] = [:]

    /// The image at `source` for the spec at `specFile`.
    func image(_ source: String, specFile: String) -> Result<Image, StacksnapError> {
        let folder = URL(fileURLWithPath: specFile).deletingLastPathComponent().standardizedFileURL
        let url = folder.appendingPathComponent(source).standardizedFileURL
        let key = url.path
        lock.lock()
        if let hit = cache[key] { lock.unlock(); return hit }
        lock.unlock()
        let loaded = Self.load(url: url, folder: folder, source: source, specFile: specFile)
        lock.lock()
        cache[key] = loaded
        lock.unlock()
        return loaded
    }

    private static func load(url: URL, folder: URL, source: String, specFile: String) -> Result<Image, StacksnapError> {
        let resolvedFolder = folder.resolvingSymlinksInPath().path
        let resolved = url.resolvingSymlinksInPath().path
        guard resolved == resolvedFolder || resolved.hasPrefix(resolvedFolder + "/") else {
            return .failure(.image(file: specFile, path: source,
                                   message: "the image resolves outside the spec's folder (\(resolved)); refusing to read it"))
        }
        guard let data = FileManager.default.contents(atPath: resolved) else {
            return .failure(.image(file: specFile, path: source, message: "cannot read the image file"))
        }
        do {
            let bitmap = try PNG.decode([UInt8](data))
            let name = url.deletingPathExtension().lastPathComponent
            let scale: Double = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
            return .success(Image(bitmap: bitmap, scale: scale))
        } catch {
            return .failure(.image(file: specFile, path: source, message: "not a readable PNG: \(error)"))
        }
    }
}
