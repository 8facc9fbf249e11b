/// One node of a parsed spec file, JSON or YAML alike, with where it was written.
///
/// Both readers produce this tree so that decoding and validation are written once.
/// Scalars keep their text: a YAML plain scalar such as `NO` or `1.0` is only given a type
/// when the decoder knows which type the key expects.
///
/// Equality compares content only; positions do not take part (two files that say the same
/// thing in different layouts produce equal nodes).
public struct SpecNode: Sendable, Equatable {
    /// The content of a node.
    public enum Value: Sendable, Equatable {
        /// `null` in JSON; `null`, `~` or nothing at all in YAML.
        case null
        /// A scalar's text and how it was written.
        case scalar(String, ScalarKind)
        /// A list, in order.
        case sequence([SpecNode])
        /// A mapping, in the order the keys were written.
        case mapping([Entry])
    }

    /// How a scalar was written, which decides the types it may be read as.
    public enum ScalarKind: Sendable, Equatable {
        /// A YAML plain (unquoted) scalar: read as whatever type the key expects.
        case plain
        /// A quoted YAML scalar, a YAML block scalar or a JSON string: only ever a string.
        case string
        /// A JSON number literal.
        case number
        /// A JSON `true` or `false`.
        case boolean
    }

    /// One `key: value` pair of a mapping.
    public struct Entry: Sendable, Equatable {
        /// The key as written.
        public var key: String
        /// Where the key was written.
        public var keyPosition: SourcePosition
        /// The value under the key.
        public var value: SpecNode

        public init(key: String, keyPosition: SourcePosition = .start, value: SpecNode) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }

        public static func == (a: Entry, b: Entry) -> Bool { a.key == b.key && a.value == b.value }
    }

    /// What the node holds.
    public var value: Value
    /// Where the node starts (for a quoted string: its opening quote).
    public var position: SourcePosition
    /// Where the first character of a string's content sits, when the content appears in the
    /// file verbatim on one line (no escapes, no folding). Lets an error found at column *n*
    /// of a constraint string point at the exact character in the file.
    public var literalStart: SourcePosition?

    public init(_ value: Value, at position: SourcePosition = .start, literalStart: SourcePosition? = nil) {
        self.value = value
        self.position = position
        self.literalStart = literalStart
    }

    public static func == (a: SpecNode, b: SpecNode) -> Bool { a.value == b.value }
}

extension SpecNode {
    /// A string scalar (quoted, so it never changes type).
    public static func string(_ text: String) -> SpecNode { SpecNode(.scalar(text, .string)) }
    /// A number scalar.
    public static func number(_ value: Double) -> SpecNode { SpecNode(.scalar(formatNumber(value), .number)) }
    /// A boolean scalar.
    public static func bool(_ value: Bool) -> SpecNode { SpecNode(.scalar(value ? "true" : "false", .boolean)) }
    /// A sequence.
    public static func list(_ items: [SpecNode]) -> SpecNode { SpecNode(.sequence(items)) }
    /// A mapping with keys in the given order.
    public static func map(_ pairs: [(String, SpecNode)]) -> SpecNode {
        SpecNode(.mapping(pairs.map { Entry(key: $0.0, value: $0.1) }))
    }
    /// `null`.
    public static let null = SpecNode(.null)

    /// The entries when the node is a mapping.
    var entries: [Entry]? {
        if case .mapping(let entries) = value { return entries }
        return nil
    }

    /// The value under `key` when the node is a mapping.
    subscript(key: String) -> SpecNode? {
        entries?.first { $0.key == key }?.value
    }

    /// A short description of what the node is, for "expected X, found Y" messages.
    var kindDescription: String {
        switch value {
        case .null: return "null"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .scalar(let text, let kind):
            let shown = text.count > 40 ? String(text.prefix(37)) + "…" : text
            switch kind {
            case .plain: return "'\(shown)'"
            case .string: return "string '\(shown)'"
            case .number: return "number \(shown)"
            case .boolean: return shown
            }
        }
    }
}

/// Writes a number so that reading it back gives the same `Double`: integers without a
/// fraction, everything else in Swift's shortest round-trip form.
func formatNumber(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}
