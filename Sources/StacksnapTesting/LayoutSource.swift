import Foundation
import InterfaceBuilder
import LayoutDSL
import LayoutSpec

/// What an assertion snapshots: a spec file (or a storyboard or XIB, with the scene or
/// view chosen), spec text, a Swift layout or a document.
enum LayoutSource: Sendable {
    case file(URL, InterfaceBuilderSelection = InterfaceBuilderSelection())
    case text(String)
    case layout(Layout)
    case document(SpecDocument)

    /// The documents to check, named `name` when given (variants then are
    /// `<name>.<variant>`): one, or one per scene or top-level view of a storyboard or XIB.
    ///
    /// Relative file paths and spec text belong to `folder` (the test file's), as goldens
    /// do: a file is looked for there, and image sources are relative to it. A Swift layout
    /// belongs to the file it is written in (``LayoutDSL/Layout/definedAt``), as
    /// `layoutFile` places it (under the golden root when one is set).
    func documents(named name: String?, folder: String,
                   layoutFile: (String) -> String = { $0 }) throws(LayoutSnapshotError) -> [SpecDocument] {
        var documents: [SpecDocument]
        switch self {
        case .file(let url, let selection):
            let path = Self.path(of: url, folder: folder)
            if InterfaceBuilderFile.handles(path: path) {
                do {
                    documents = try InterfaceBuilderFile.load(path: path, selection: selection).documents
                } catch {
                    throw .spec(error)
                }
                if name != nil && documents.count > 1 {
                    throw .oneOfMany(name: name ?? "", names: documents.map(\.name))
                }
            } else {
                if !selection.isEmpty { throw .selection(path) }
                do {
                    documents = [try SpecFile.load(path: path).document]
                } catch {
                    throw .spec(error)
                }
            }
        case .text(let text):
            // The extension picks the parser; JSON text starts with `{`.
            let isJSON = text.first { !$0.isWhitespace } == "{"
            let file = (folder as NSString).appendingPathComponent("\(name ?? "spec").\(isJSON ? "json" : "yaml")")
            do {
                documents = [try SpecFile.parse(text, file: file).document]
            } catch {
                throw .spec(error)
            }
        case .layout(let layout):
            var document: SpecDocument
            do {
                document = try layout.document()
            } catch {
                throw .layout(error)
            }
            // The file the layout is written in: messages point there, and image paths are
            // relative to its folder.
            document.source = SourceMap(file: layoutFile(layout.definedAt.file))
            documents = [document]
        case .document(let given):
            do {
                _ = try given.validate()
            } catch {
                throw .spec(error)
            }
            var document = given
            if given.source.file == SourceMap().file {
                document.source = SourceMap(file: (folder as NSString).appendingPathComponent("\(given.name).swift"))
            }
            documents = [document]
        }
        if let name {
            guard Self.isValidName(name) else { throw .name(name) }
            for index in documents.indices { documents[index].name = name }
        }
        return documents
    }

    /// The file a URL names: a relative one (`URL(fileURLWithPath: "Specs/row.yaml")`, which
    /// Foundation bases on the working directory) is in the test file's folder; one given
    /// its own base folder, or an absolute one, is where it says.
    static func path(of url: URL, folder: String) -> String {
        let relative = url.relativePath
        guard !relative.hasPrefix("/") else { return url.path }
        if let base = url.baseURL,
           base.standardizedFileURL.path != URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path {
            return url.path
        }
        return (folder as NSString).appendingPathComponent(relative)
    }

    /// The spec format's rule for snapshot names, which become file names.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "." else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "_-+.".unicodeScalars.contains(scalar))
        }
    }
}
