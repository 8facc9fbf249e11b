import Foundation

/// A path with every symbolic link on it followed: what the checks that a file stays inside
/// its folder (image sources, goldens, the artifacts folder) compare.
struct ResolvedPath: Equatable {
    let path: String

    init(_ path: String) {
        self.path = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// True when this lies strictly inside `folder` (the folder itself is not inside).
    func isInside(_ folder: ResolvedPath) -> Bool {
        path.hasPrefix(folder.path + "/")
    }
}
