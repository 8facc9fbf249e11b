import Foundation

/// Reads spec files: the front door of the module.
///
/// ```swift
/// let loaded = try SpecFile.load(path: "Samples/row.yaml")   // throws SpecErrors (exit 65)
/// for snapshot in loaded.document.snapshots() { let lowered = try lower(snapshot) … }
/// if let figure = loaded.document.composition() { … figure.members … }
/// ```
///
/// Where the spec format says nothing, these rules decide:
/// - **Scalars.** A YAML plain scalar takes the type its key expects (`text: NO` and
///   `text: 1.0` are strings). Quoted YAML and JSON strings are only strings, JSON numbers
///   only numbers. `null`, `~` and an empty value are null. Numbers are decimal only; NaN,
///   `.inf`, hex and values beyond ``SpecLimits/maxMagnitude`` points are errors.
/// - **Booleans** are `true`/`false` (YAML also `True`/`TRUE`/`False`/`FALSE`); `yes`, `no`,
///   `on`, `off` are refused with a hint to write `true` or `false`.
/// - **YAML aliases** expand, within ``SpecLimits/maxNodes``; recursive aliases are
///   refused by libyaml; merge keys (`<<`) are not supported. A YAML file reports at most
///   one syntax or duplicate-key error (libyaml stops there); JSON reports every duplicate.
/// - **Ids** are C identifiers (the constraint grammar's), unique in the file; `root` and
///   `superview` are reserved. Names of snapshots and variants use letters, digits, `_`, `-`,
///   `+`, `.`; `default` is reserved for the document in `compose`.
/// - **Extensions**: `version: 1`; a top-level `caption` (the document's caption in a
///   composed figure); insets (`layoutMargins`, `alignmentInsets`, `contentInsets`) may be
///   one number for all four sides; partial `hugging`/`compressionResistance`/`font`/
///   `border` mappings keep the other fields (in a variant's `set`, the view's current
///   ones); `set: {id.key: null}` removes an optional property; `canvas: {width: null}` in a
///   variant switches it to fitting the content.
/// - **Compose**: the figure is named after the document; when it does not include
///   `default`, the plain document is rendered as `<name>.default`.
/// - **Model precedence**: a variant's `model` > the stack's own > the document's > `uikit`.
public enum SpecFile {
    /// The two spellings of a spec; the file's extension decides.
    public enum Format: String, Sendable {
        case json, yaml

        /// `.json` → json, `.yaml` / `.yml` → yaml (any case); nil for anything else.
        public init?(path: String) {
            switch (path as NSString).pathExtension.lowercased() {
            case "json": self = .json
            case "yaml", "yml": self = .yaml
            default: return nil
            }
        }
    }

    /// Reads, decodes and validates the spec at `path`. Every error of the file is thrown
    /// at once, sorted by position; warnings come back with the document.
    public static func load(path: String, limits: SpecLimits = .default) throws(SpecErrors) -> LoadedSpec {
        guard Format(path: path) != nil else { throw formatError(path) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw SpecErrors([fileError(path, "cannot read the file: it does not exist")])
        }
        if isFolder.boolValue { throw SpecErrors([fileError(path, "cannot read the file: it is a folder")]) }
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? Int, size > limits.maxFileBytes {
                throw SpecErrors([fileError(path, "the file is \(size) bytes; the limit is \(limits.maxFileBytes)")])
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let errors as SpecErrors {
            throw errors
        } catch {
            throw SpecErrors([fileError(path, "cannot read the file: \((error as NSError).localizedDescription)")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecErrors([fileError(path, "the file is not valid UTF-8 text")])
        }
        return try parse(text, file: path, limits: limits)
    }

    /// Decodes and validates spec text. `file` names it in messages, and its extension picks
    /// the format; its base name is the default snapshot name.
    public static func parse(_ text: String, file: String, limits: SpecLimits = .default) throws(SpecErrors) -> LoadedSpec {
        guard let format = Format(path: file) else { throw formatError(file) }
        var diagnostics = Diagnostics(file: file)
        if text.utf8.count > limits.maxFileBytes {
            diagnostics.error("the file is \(text.utf8.count) bytes; the limit is \(limits.maxFileBytes)", at: .start, path: "")
            try diagnostics.throwIfErrors()
        }
        let tree: SpecNode?
        switch format {
        case .json:
            do throws(JSONReader.SyntaxError) {
                tree = try JSONReader.read(text, diagnostics: &diagnostics)
            } catch {
                diagnostics.error("JSON syntax error: \(error.message)", at: error.position, path: "")
                tree = nil
            }
        case .yaml:
            tree = YAMLReader.read(text, limits: limits, diagnostics: &diagnostics)
        }
        guard let tree, !diagnostics.hasErrors else {
            try diagnostics.throwIfErrors()
            return LoadedSpec(document: SpecDocument(name: defaultName(file)), warnings: [])
        }
        var decoder = SpecDecoder(file: file, limits: limits)
        let document = decoder.document(tree, defaultName: defaultName(file))
        diagnostics.append(contentsOf: decoder.diagnostics)
        guard let document else {
            try diagnostics.throwIfErrors()
            return LoadedSpec(document: SpecDocument(name: defaultName(file)), warnings: [])
        }
        var validator = SpecValidator(source: document.source, limits: limits)
        validator.validate(document)
        diagnostics.append(contentsOf: validator.diagnostics)
        try diagnostics.throwIfErrors()
        return LoadedSpec(document: document, warnings: diagnostics.sortedWarnings)
    }

    /// The file name without folders and extension: the default snapshot name.
    static func defaultName(_ file: String) -> String {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    private static func fileError(_ file: String, _ message: String) -> SpecError {
        SpecError(file: file, line: 1, column: 1, path: "", message: message)
    }

    private static func formatError(_ file: String) -> SpecErrors {
        SpecErrors([fileError(file, "unknown spec format: the file name must end in .json, .yaml or .yml")])
    }

}
