import Foundation

/// A path with every symbolic link on it followed: what the checks that a file stays inside
/// its folder (image sources, goldens, the artifacts folder) compare.
package struct ResolvedPath: Equatable {
    package let path: String

    package init(_ path: String) {
        self.path = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// True when this lies strictly inside `folder` (the folder itself is not inside).
    package func isInside(_ folder: ResolvedPath) -> Bool {
        path.hasPrefix(folder.path + "/")
    }
}
