import Foundation
import LayoutDSL
import LayoutSpec

/// What an assertion snapshots: a spec file, spec text, a Swift layout or a document.
enum LayoutSource: Sendable {
    case file(URL)
    case text(String)
    case layout(Layout)
    case document(SpecDocument)

    /// The document to check, named `name` when given (variants then are `<name>.<variant>`).
    ///
    /// Spec text and Swift layouts have no file of their own; their image sources are
    /// relative to `folder` (the test file's).
    func document(named name: String?, folder: String) throws(LayoutSnapshotError) -> SpecDocument {
        var document: SpecDocument
        switch self {
        case .file(let url):
            do {
                document = try SpecFile.load(path: url.path).document
            } catch {
                throw .spec(error)
            }
        case .text(let text):
            // The extension picks the parser; JSON text starts with `{`.
            let isJSON = text.first { !$0.isWhitespace } == "{"
            let file = (folder as NSString).appendingPathComponent("\(name ?? "spec").\(isJSON ? "json" : "yaml")")
            do {
                document = try SpecFile.parse(text, file: file).document
            } catch {
                throw .spec(error)
            }
        case .layout(let layout):
            do {
                document = try layout.document()
            } catch {
                throw .layout(error)
            }
            document.source = SourceMap(file: (folder as NSString).appendingPathComponent("\(layout.name).swift"))
        case .document(let given):
            do {
                _ = try given.validate()
            } catch {
                throw .spec(error)
            }
            document = given
            if given.source.file == SourceMap().file {
                document.source = SourceMap(file: (folder as NSString).appendingPathComponent("\(given.name).swift"))
            }
        }
        if let name {
            guard Self.isValidName(name) else { throw .name(name) }
            document.name = name
        }
        return document
    }

    /// The spec format's rule for snapshot names, which become file names.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "." else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "_-+.".unicodeScalars.contains(scalar))
        }
    }
}
