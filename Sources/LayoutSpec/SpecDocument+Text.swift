extension SpecDocument {
    /// The document as a canonical YAML spec. Reading it back gives an equal document.
    public func canonicalYAML() -> String {
        // Serializing a tree of plain strings and numbers cannot fail in libyaml; if it ever
        // did, JSON (a subset of YAML) is still a correct answer.
        (try? canonicalNode.yamlText()) ?? canonicalJSON()
    }

    /// The document as a canonical JSON spec. Reading it back gives an equal document.
    public func canonicalJSON() -> String { canonicalNode.jsonText() }

    /// Checks a document built in code by the rules a spec file obeys: it is printed as
    /// canonical YAML and read back, so errors carry the same paths as for a file (their
    /// lines refer to the canonical text, named `<name>.yaml`).
    ///
    /// - Returns: the warnings.
    /// - Throws: ``SpecErrors`` with every error.
    public func validate(limits: SpecLimits = .default) throws(SpecErrors) -> [SpecError] {
        try SpecFile.parse(canonicalYAML(), file: "\(name).yaml", limits: limits).warnings
    }
}
