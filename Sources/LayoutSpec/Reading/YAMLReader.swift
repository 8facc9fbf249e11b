import Yams

/// Reads YAML into a ``SpecNode`` tree, using Yams (libyaml) for the syntax.
///
/// Steps: 1. compose the document with Yams; 2. convert its nodes, recording positions and whether each string appears
/// verbatim in the file; 3. count nodes as aliases expand, under a budget.
///
/// Decisions (documented for spec authors):
/// - Plain scalars keep their text and get a type only when decoded against the key's
///   expected type: `text: NO` is the string "NO", `spacing: 10` the number 10.
/// - `null`, `Null`, `NULL`, `~` and an empty value are null, whatever the key.
/// - Tags (`!!str`, `!!int`) are ignored; quoting is how a value is forced to be a string.
///   Yams is asked for no type resolution at all (its resolver matches every plain scalar
///   against regular expressions: half the time of reading a small spec), so mapping keys
///   compare as text, as in JSON: `true` and `"true"` in one mapping are a duplicate key.
/// - Aliases (`*name`) are expanded. A recursive alias is rejected by libyaml ("undefined
///   alias", since an anchor is only defined once its node is complete); the expanded tree
///   may hold at most ``SpecLimits/maxNodes`` nodes, which stops "billion laughs" files.
/// - Merge keys (`<<: *base`) are not supported and are reported as such.
enum YAMLReader {
    static func read(_ text: String, limits: SpecLimits, diagnostics: inout Diagnostics) -> SpecNode? {
        let root: Node?
        do {
            // UTF-8 named here, not looked up in the environment for every file.
            root = try Parser(yaml: text, resolver: .basic, encoding: .utf8).singleRoot()
        } catch let error as YamlError {
            report(error, diagnostics: &diagnostics)
            return nil
        } catch {
            diagnostics.error("cannot read the YAML: \(error)", at: .start, path: "")
            return nil
        }
        guard let root else {
            diagnostics.error("the file holds no YAML document; expected a mapping with at least 'root'",
                              at: .start, path: "")
            return nil
        }
        var converter = Converter(source: Array(text.unicodeScalars), limits: limits)
        let node = converter.convert(root, depth: 0)
        if let failure = converter.failure {
            diagnostics.error(failure.message, at: failure.position, path: failure.path)
            return nil
        }
        return node
    }

    /// Maps a Yams error to a positioned message.
    private static func report(_ error: YamlError, diagnostics: inout Diagnostics) {
        func position(_ mark: Mark) -> SourcePosition {
            SourcePosition(line: max(1, mark.line), column: max(1, mark.column))
        }
        func detail(_ problem: String, _ context: YamlError.Context?) -> String {
            guard let context else { return problem }
            return "\(problem) (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _):
            var message = detail(problem, context)
            if problem.contains("Maximum nesting level") {
                message = "nesting deeper than \(SpecLimits.maxNesting) levels of lists and mappings"
            }
            diagnostics.error("YAML syntax error: \(message)", at: position(mark), path: "")
        case .composer(let context, let problem, let mark, _):
            let message = problem.contains("undefined alias")
                ? "alias refers to an anchor that is not defined before it (aliases may not refer to the node that contains them)"
                : detail(problem, context)
            diagnostics.error("YAML error: \(message)", at: position(mark), path: "")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.error("duplicate key \(names) in one mapping", at: position(context.mark), path: "")
        case .reader(let problem, _, _, _):
            diagnostics.error("cannot read the file as text: \(problem)", at: .start, path: "")
        default:
            diagnostics.error("cannot read the YAML: \(error)", at: .start, path: "")
        }
    }

    /// Turns Yams nodes into spec nodes, stopping at the first hard failure.
    private struct Converter {
        let source: [Unicode.Scalar]
        let limits: SpecLimits
        /// Offsets of line starts in `source`, for checking that a string appears verbatim.
        let lineStarts: [Int]
        var nodeCount = 0
        var failure: (message: String, position: SourcePosition, path: String)?
        /// The top-level key being converted: an alias explosion is reported there, since
        /// the alias itself has no position of its own once Yams has resolved it.
        var topLevelKey: (name: String, position: SourcePosition)?

        init(source: [Unicode.Scalar], limits: SpecLimits) {
            self.source = source
            self.limits = limits
            var starts = [0]
            for (offset, scalar) in source.enumerated() where scalar == "\n" { starts.append(offset + 1) }
            lineStarts = starts
        }

        mutating func convert(_ node: Node, depth: Int) -> SpecNode {
            let position = node.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? .start
            guard failure == nil else { return SpecNode(.null, at: position) }
            nodeCount += 1
            if nodeCount > limits.maxNodes {
                failure = ("the document has more than \(limits.maxNodes) nodes once YAML aliases are expanded",
                           topLevelKey?.position ?? position, topLevelKey?.name ?? "")
                return SpecNode(.null, at: position)
            }
            if depth > SpecLimits.maxNesting {
                failure = ("nesting deeper than \(SpecLimits.maxNesting) levels (counting expanded aliases)", position, "")
                return SpecNode(.null, at: position)
            }
            switch node {
            case .scalar(let scalar):
                return convertScalar(scalar, at: position)
            case .sequence(let sequence):
                var items: [SpecNode] = []
                items.reserveCapacity(sequence.count)
                for item in sequence { items.append(convert(item, depth: depth + 1)) }
                return SpecNode(.sequence(items), at: position)
            case .mapping(let mapping):
                var entries: [SpecNode.Entry] = []
                for (key, value) in mapping {
                    let keyPosition = key.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? position
                    guard case .scalar(let keyScalar) = key else {
                        failure = ("mapping keys must be plain strings, found a list or mapping as a key", keyPosition, "")
                        return SpecNode(.null, at: position)
                    }
                    if keyScalar.string == "<<" && keyScalar.style == .plain {
                        failure = ("YAML merge keys ('<<') are not supported; write the keys out", keyPosition, "")
                        return SpecNode(.null, at: position)
                    }
                    if depth == 0 { topLevelKey = (keyScalar.string, keyPosition) }
                    entries.append(SpecNode.Entry(key: keyScalar.string, keyPosition: keyPosition,
                                                  value: convert(value, depth: depth + 1)))
                }
                return SpecNode(.mapping(entries), at: position)
            case .alias:
                // Yams's parser resolves aliases itself; this case only exists for emitting.
                failure = ("unexpected unresolved YAML alias", position, "")
                return SpecNode(.null, at: position)
            }
        }

        private func convertScalar(_ scalar: Node.Scalar, at position: SourcePosition) -> SpecNode {
            let text = scalar.string
            switch scalar.style {
            case .plain, .any:
                if ["", "~", "null", "Null", "NULL"].contains(text) { return SpecNode(.null, at: position) }
                return SpecNode(.scalar(text, .plain), at: position,
                                literalStart: verbatim(text, at: position) ? position : nil)
            case .singleQuoted, .doubleQuoted:
                let inside = position.advanced(by: 1)
                return SpecNode(.scalar(text, .string), at: position,
                                literalStart: verbatim(text, at: inside) ? inside : nil)
            case .literal, .folded:
                return SpecNode(.scalar(text, .string), at: position)
            }
        }

        /// True when `text` sits in the file exactly as written at `position`, on one line.
        private func verbatim(_ text: String, at position: SourcePosition) -> Bool {
            guard position.line >= 1, position.line <= lineStarts.count else { return false }
            let start = lineStarts[position.line - 1] + position.column - 1
            var offset = start
            for scalar in text.unicodeScalars {
                guard offset < source.count, source[offset] == scalar, scalar != "\n" else { return false }
                offset += 1
            }
            return true
        }
    }
}
