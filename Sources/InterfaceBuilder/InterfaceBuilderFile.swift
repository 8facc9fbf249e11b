import Foundation
import LayoutSpec

/// Reads Interface Builder documents — storyboards and XIBs, Xcode's XML — into spec
/// documents: the front door of the module.
///
/// ```swift
/// let imported = try InterfaceBuilderFile.load(path: "App/Main.storyboard")   // throws SpecErrors (exit 65)
/// for document in imported.documents { document.snapshots() … }
/// imported.warnings.forEach { print($0) }    // unsupported elements, approximations
/// ```
///
/// Each storyboard scene with a view controller view, and each top-level view of a XIB,
/// becomes one document named after it (see docs/interface-builder.md for the names,
/// sizes and what each element becomes).
public enum InterfaceBuilderFile {
    /// The file extensions read as Interface Builder documents.
    public static let extensions = ["storyboard", "xib"]

    /// Whether the path names an Interface Builder document (by its extension, any case).
    public static func handles(path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// Reads, converts and checks the document at `path`.
    ///
    /// - Parameters:
    ///   - selection: which scenes or view to convert (default: all).
    ///   - specFolder: the folder image paths are made relative to; default the document's
    ///     own folder (right for drawing it directly). Images outside it become placeholders.
    /// - Throws: ``SpecErrors``: an unreadable file, malformed XML (with its line and
    ///   column), a document that is not an iOS Interface Builder document, or a selection
    ///   that matches nothing.
    public static func load(path: String, selection: InterfaceBuilderSelection = InterfaceBuilderSelection(),
                            specFolder: String? = nil, limits: SpecLimits = .default) throws(SpecErrors)
        -> InterfaceBuilderImport {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw fileError(path, "cannot read the file: it does not exist")
        }
        if isFolder.boolValue { throw fileError(path, "cannot read the file: it is a folder") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > limits.maxFileBytes {
            throw fileError(path, "the file is \(size) bytes; the limit is \(limits.maxFileBytes)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw fileError(path, "cannot read the file")
        }
        return try parse([UInt8](data), file: path, selection: selection, specFolder: specFolder, limits: limits)
    }

    /// Converts document bytes. `file` names the document in messages and locates its
    /// images (its folder); when it is a file on disk, named colors are looked up in the
    /// asset catalogs (`*.xcassets`) in its folder or up to three folders above, else only
    /// in the document's `<resources>`.
    public static func parse(_ bytes: [UInt8], file: String,
                             selection: InterfaceBuilderSelection = InterfaceBuilderSelection(),
                             specFolder: String? = nil, limits: SpecLimits = .default) throws(SpecErrors)
        -> InterfaceBuilderImport {
        if bytes.count > limits.maxFileBytes {
            throw fileError(file, "the file is \(bytes.count) bytes; the limit is \(limits.maxFileBytes)")
        }
        let root = try IBXMLReader.read(bytes, file: file)
        let kind = IBDocument.Kind(root: root)
        let document = try IBDocument(root: root, file: file, kind: kind)
        let units = try document.units(for: selection)

        let documentFolder = URL(fileURLWithPath: file).deletingLastPathComponent()
        let assets = AssetResolver(documentFolder: documentFolder,
                                   specFolder: specFolder.map { URL(fileURLWithPath: $0) } ?? documentFolder)
        // Shared by the units, so each catalog is searched and read once.
        let catalogColors = AssetCatalogColors(documentFile: file)
        var documents: [SpecDocument] = []
        var warnings = document.warnings
        var errors: [SpecError] = []
        for unit in units {
            var converter = UnitConverter(unit: unit, resources: document.resources, assets: assets,
                                          catalogColors: catalogColors, file: file, limits: limits)
            let converted = converter.convert()
            warnings += converter.diagnostics.warnings
            // The spec's own checks, pointed back at the XML that produced each path.
            do {
                let checks = try converted.validate(limits: limits)
                warnings += checks.map { relocate($0, converted.source, unit, file) }
            } catch {
                errors += error.errors.map { relocate($0, converted.source, unit, file) }
            }
            documents.append(converted)
        }
        if !errors.isEmpty { throw SpecErrors(errors) }
        return InterfaceBuilderImport(documents: documents, warnings: SpecErrors(warnings).errors)
    }

    /// A message about the converted spec, moved to the element it came from.
    private static func relocate(_ problem: SpecError, _ positions: SourceMap, _ unit: IBUnit, _ file: String) -> SpecError {
        let position = positions.recordedPosition(at: problem.path) ?? unit.position
        let place = problem.path.isEmpty ? "" : " at \(problem.path)"
        return SpecError(file: file, line: position.line, column: position.column, path: "",
                         message: "\(unit.name)\(place): \(problem.message)", severity: problem.severity)
    }

    private static func fileError(_ file: String, _ message: String) -> SpecErrors {
        SpecErrors([SpecError(file: file, line: 1, column: 1, path: "", message: message)])
    }
}
