import Foundation
import LayoutSpec
import Raster

/// An image, as UIKit's `UIImage`: an SF Symbol by name, or a PNG from a resource folder or
/// a file.
open class UIImage: @unchecked Sendable {
    /// What the image view shows: a symbol, or a file (an absolute path).
    public let source: ImageSource
    /// `alwaysTemplate` images are drawn in the view's tint, as symbols are.
    public private(set) var renderingMode: RenderingMode = .automatic

    init(source: ImageSource) { self.source = source }

    /// A built-in symbol; nil for a name Stacksnap does not draw (`stacksnap symbols` lists them).
    public convenience init?(systemName name: String) {
        guard Symbol(named: name) != nil else { return nil }
        self.init(source: .symbol(name))
    }

    /// `<name>.png` (or `@2x`, `@3x`) from the bundle's resources or from
    /// ``resourceFolders``; nil when there is none.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) {
        let folders = [bundle?.resourcePath, bundle?.bundlePath].compactMap { $0 } + Self.resourceFolders
        for folder in folders {
            for suffix in ["", ".png", "@3x.png", "@2x.png"] {
                let path = (folder as NSString).appendingPathComponent(name + suffix)
                if path.hasSuffix(".png"), FileManager.default.fileExists(atPath: path) {
                    self.init(source: .file(path))
                    return
                }
            }
        }
        return nil
    }

    /// A PNG file; nil when it does not exist.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(source: .file((path as NSString).standardizingPath))
    }

    /// Where `UIImage(named:)` looks after the bundle: folders of PNGs named as in an asset
    /// catalog's exports (`logo.png`, `logo@2x.png`).
    public static var resourceFolders: [String] {
        get { folderLock.withLock { folders } }
        set { folderLock.withLock { folders = newValue } }
    }
    private static let folderLock = NSLock()
    nonisolated(unsafe) private static var folders: [String] = []

    /// The same image drawn another way (`.alwaysTemplate`: in the tint).
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        let image = UIImage(source: source)
        image.renderingMode = mode
        return image
    }

    /// `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// Symbols in the view's tint, other images in their own colors.
        case automatic
        /// The image's own colors.
        case alwaysOriginal
        /// The image's shape in the view's tint.
        case alwaysTemplate
    }
}
