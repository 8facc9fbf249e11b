/// Turns a ``SpecNode`` tree into a ``SpecDocument``, reporting every problem it meets and
/// recording where each part was written.
///
/// A value that cannot be decoded is reported and left at its default, so decoding goes on
/// and one run finds all the errors of a file.
struct SpecDecoder {
    var diagnostics: Diagnostics
    var source: SourceMap
    let limits: SpecLimits
    /// Views decoded so far, against ``SpecLimits/maxViews``.
    var viewCount = 0
    /// Set once the view limit has been reported, so it is reported once.
    var reportedViewLimit = false
    /// The constraints of the cells made from prototypes (a table's `rows`), in their names;
    /// they join the document's constraints.
    var rowConstraints: [ConstraintEntry] = []

    init(file: String, limits: SpecLimits) {
        diagnostics = Diagnostics(file: file)
        source = SourceMap(file: file)
        self.limits = limits
    }

    mutating func error(_ message: String, at node: SpecNode, _ path: String) {
        diagnostics.error(message, at: node.position, path: path)
    }

    /// The entries of a mapping; reports a non-mapping and every key not in `allowed`
    /// (with the nearest allowed key as a hint). Unknown keys are dropped from the result.
    /// Keys in `unlisted` are accepted too but left out of hints and "valid keys" lists.
    mutating func mapping(_ node: SpecNode, _ path: String, allowed: [String], unlisted: [String] = [], what: String,
                          explainUnknown: ((String) -> String?)? = nil) -> [SpecNode.Entry]? {
        guard case .mapping(let entries) = node.value else {
            error("expected \(what), found \(node.kindDescription)", at: node, path)
            return nil
        }
        var known: [SpecNode.Entry] = []
        for entry in entries {
            if allowed.contains(entry.key) || unlisted.contains(entry.key) {
                known.append(entry)
                continue
            }
            let keyPath = SpecPath.key(path, entry.key)
            let message = explainUnknown?(entry.key)
                ?? "unknown key '\(SpecPath.quotable(entry.key))'\(Suggestion.hint(for: entry.key, in: allowed)); valid keys here: \(allowed.joined(separator: ", "))"
            diagnostics.error(message, at: entry.keyPosition, path: keyPath)
        }
        return known
    }

    /// The items of a list, or nil after reporting a non-list.
    mutating func list(_ node: SpecNode, _ path: String, what: String) -> [SpecNode]? {
        guard case .sequence(let items) = node.value else {
            error("expected \(what), found \(node.kindDescription)", at: node, path)
            return nil
        }
        return items
    }
}
