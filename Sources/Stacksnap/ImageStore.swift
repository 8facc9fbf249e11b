import Foundation
import Pixels
import Raster

/// Loads the PNG files a spec's image views name, relative to the spec's folder, once each.
///
/// The cache holds at most ``maxBytes`` of decoded pixels: when an image would pass that,
/// the cache is emptied first, so a run over thousands of specs with images of their own
/// does not keep every one of them (the cache only saves time; it never changes a result).
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
    /// Decoded bytes held in `cache`.
    private var cachedBytes = 0
    let maxBytes: Int

    /// Decoded bytes the cache holds now.
    var heldBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return cachedBytes
    }

    /// `maxBytes`: decoded pixels kept between snapshots (default 256 MiB).
    init(maxBytes: Int = 256 << 20) {
        self.maxBytes = maxBytes
    }

    /// The image at `source` for the spec at `specFile`.
    func image(_ source: String, specFile: String) -> Result<Image, StacksnapError> {
        let folder = URL(fileURLWithPath: specFile).deletingLastPathComponent().standardizedFileURL
        let url = folder.appendingPathComponent(source).standardizedFileURL
        let key = url.path
        lock.lock()
        if let hit = cache[key] { lock.unlock(); return hit }
        lock.unlock()
        let loaded = Self.load(url: url, folder: folder, source: source, specFile: specFile)
        let size = (try? loaded.get())?.bitmap.pixels.count ?? 0
        lock.lock()
        if cache[key] == nil {
            if cachedBytes + size > maxBytes {
                cache.removeAll()
                cachedBytes = 0
            }
            if size <= maxBytes {
                cache[key] = loaded
                cachedBytes += size
            }
        }
        lock.unlock()
        return loaded
    }

    private static func load(url: URL, folder: URL, source: String, specFile: String) -> Result<Image, StacksnapError> {
        let inside = ResolvedPath(folder.path), resolved = ResolvedPath(url.path)
        guard resolved == inside || resolved.isInside(inside) else {
            return .failure(.image(file: specFile, path: source,
                                   message: "the image resolves outside the spec's folder (\(resolved.path)); refusing to read it"))
        }
        guard let data = FileManager.default.contents(atPath: resolved.path) else {
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
