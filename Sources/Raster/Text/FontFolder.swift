import Foundation
import Glibc

/// A folder of the user's own fonts (an app's bundled fonts, a team's licensed copy of
/// SF Pro): its `.otf`, `.ttf` and `.ttc` files join the bundled fonts for every text laid
/// out while it is ``current``.
///
/// ```swift
/// let fonts = try FontFolder(path: "App/Fonts")
/// let width = fonts.using { Typesetter.measure(TextStyle(text: "Hi", font: FontDescriptor(family: "Avenir Next")),
///                                              maxWidth: nil).width }
/// ```
///
/// The files are taken in name order, so the same folder gives the same fontconfig set,
/// and so the same pixels, on every machine. Each distinct folder gets a configuration of
/// its own, made once per process; the bundled-only one is never changed.
public struct FontFolder: Sendable, Hashable, CustomStringConvertible {
    /// The folder, as an absolute, standardized path.
    public let path: String
    /// The font files in it, full paths, sorted by file name.
    public let files: [String]

    /// The file name endings read as fonts (compared without regard to case).
    public static let extensions = ["otf", "ttf", "ttc"]

    /// Lists the font files of the folder at `path` (relative paths are resolved against the
    /// current directory). Sub-folders are not searched.
    ///
    /// - Throws: ``FontFolderError`` when the path is not a readable folder or holds no font file.
    public init(path: String) throws(FontFolderError) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw FontFolderError(path: path, message: "no such folder")
        }
        guard isDirectory.boolValue else { throw FontFolderError(path: path, message: "not a folder") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw FontFolderError(path: path, message: "cannot be read")
        }
        // Byte order of the names, not a locale's collation: the same on every machine.
        let fonts = names.filter { name in
            let ending = (name as NSString).pathExtension.lowercased()
            return Self.extensions.contains(ending) && !name.hasPrefix(".")
        }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        guard !fonts.isEmpty else {
            throw FontFolderError(path: path, message: "holds no font file (.otf, .ttf or .ttc)")
        }
        self.path = url.path
        self.files = fonts.map { url.appendingPathComponent($0).path }
    }

    /// The faces the folder's files hold, as fontconfig reads them, in file order: family,
    /// style, PostScript name and a digest of each file. A file fontconfig cannot read has
    /// no face here.
    public var faces: [FontFace] { FontLibrary.library(for: self).folderFaces }

    /// The folder's path.
    public var description: String { path }
}

/// A fonts folder that cannot be used, with the path as given and why.
public struct FontFolderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder as it was given.
    public var path: String
    /// What is wrong with it.
    public var message: String

    /// An error for `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `fonts folder 'PATH': MESSAGE`.
    public var description: String { "fonts folder '\(path)': \(message)" }
}
