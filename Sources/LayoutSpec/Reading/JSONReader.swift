/// Reads JSON into a ``SpecNode`` tree with a position on every node.
///
/// Foundation's `JSONSerialization` forgets positions, so this is a small parser of its own.
/// It is iterative (an explicit stack of open lists and objects), so a 10,000-deep file ends
/// in a clear error at the nesting limit instead of a stack overflow.
///
/// Steps: 1. skip whitespace; 2. read a value, opening a frame for `[` / `{`;
/// 3. hand the finished value to the innermost open frame, closing frames as `]` / `}` come.
/// A syntax error stops the reader (nothing after it can be trusted); duplicate keys are
/// reported and reading goes on, keeping the first value.
struct JSONReader {
    private var cursor: JSONCursor
    private var stack: [Frame] = []
    private let maxNesting: Int

    private enum Frame {
        case list(start: SourcePosition, items: [SpecNode])
        case object(start: SourcePosition, entries: [SpecNode.Entry],
                    seen: [String: SourcePosition], key: (String, SourcePosition))
    }

    /// A syntax error: the one message and where it happened.
    struct SyntaxError: Error {
        var message: String
        var position: SourcePosition
    }

    init(text: String, maxNesting: Int = SpecLimits.maxNesting) {
        cursor = JSONCursor(Array(text.utf8))
        self.maxNesting = maxNesting
    }

    /// Parses the whole text; duplicate keys go to `diagnostics`, a syntax error is thrown.
    static func read(_ text: String, diagnostics: inout Diagnostics) throws(SyntaxError) -> SpecNode {
        var reader = JSONReader(text: text)
        return try reader.readDocument(diagnostics: &diagnostics)
    }

    mutating func readDocument(diagnostics: inout Diagnostics) throws(SyntaxError) -> SpecNode {
        cursor.skipByteOrderMark()
        var finished: SpecNode
        valueLoop: while true {
            cursor.skipWhitespace()
            // 2. A value: either a scalar (finished at once) or the start of a container.
            switch try openValue() {
            case .some(let node): finished = node
            case .none: continue valueLoop
            }
            // 3. Hand it to the open frames until one of them wants another value.
            while let frame = stack.popLast() {
                switch frame {
                case .list(let start, var items):
                    items.append(finished)
                    cursor.skipWhitespace()
                    switch cursor.peek {
                    case UInt8(ascii: ","):
                        cursor.advance()
                        stack.append(.list(start: start, items: items))
                        continue valueLoop
                    case UInt8(ascii: "]"):
                        cursor.advance()
                        finished = SpecNode(.sequence(items), at: start)
                    default:
                        throw unexpected("',' or ']' after a list item")
                    }
                case .object(let start, var entries, var seen, let key):
                    if let first = seen[key.0] {
                        diagnostics.error("duplicate key '\(key.0)' (first written at line \(first.line), column \(first.column))",
                                          at: key.1, path: "")
                    } else {
                        seen[key.0] = key.1
                        entries.append(SpecNode.Entry(key: key.0, keyPosition: key.1, value: finished))
                    }
                    cursor.skipWhitespace()
                    switch cursor.peek {
                    case UInt8(ascii: ","):
                        cursor.advance()
                        let next = try readKey()
                        stack.append(.object(start: start, entries: entries, seen: seen, key: next))
                        continue valueLoop
                    case UInt8(ascii: "}"):
                        cursor.advance()
                        finished = SpecNode(.mapping(entries), at: start)
                    default:
                        throw unexpected("',' or '}' after an object member")
                    }
                }
            }
            cursor.skipWhitespace()
            if cursor.peek != nil { throw unexpected("the end of the file after the top-level value") }
            return finished
        }
    }

    /// Reads a scalar, or opens a container and returns nil (its contents come next).
    private mutating func openValue() throws(SyntaxError) -> SpecNode? {
        let start = cursor.position
        guard let byte = cursor.peek else { throw unexpected("a value") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            if stack.count >= maxNesting {
                throw SyntaxError(message: "nesting deeper than \(maxNesting) levels of lists and objects", position: start)
            }
            cursor.advance()
            cursor.skipWhitespace()
            if byte == UInt8(ascii: "[") {
                if cursor.peek == UInt8(ascii: "]") {
                    cursor.advance()
                    return SpecNode(.sequence([]), at: start)
                }
                stack.append(.list(start: start, items: []))
                return nil
            }
            if cursor.peek == UInt8(ascii: "}") {
                cursor.advance()
                return SpecNode(.mapping([]), at: start)
            }
            let key = try readKey()
            stack.append(.object(start: start, entries: [], seen: [:], key: key))
            return nil
        case UInt8(ascii: "\""):
            let (text, literal) = try cursor.readString()
            return SpecNode(.scalar(text, .string), at: start, literalStart: literal)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return SpecNode(.scalar(try cursor.readNumber(), .number), at: start)
        default:
            let word = cursor.readWord()
            switch word {
            case "true", "false": return SpecNode(.scalar(word, .boolean), at: start)
            case "null": return SpecNode(.null, at: start)
            case "NaN", "Infinity":
                throw SyntaxError(message: "JSON has no '\(word)': numbers must be finite", position: start)
            default:
                cursor.restore(to: start)
                throw unexpected("a value (object, list, string, number, true, false or null)")
            }
        }
    }

    /// Reads `"key" :` and leaves the cursor at the value.
    private mutating func readKey() throws(SyntaxError) -> (String, SourcePosition) {
        cursor.skipWhitespace()
        let position = cursor.position
        guard cursor.peek == UInt8(ascii: "\"") else { throw unexpected("a quoted key") }
        let (key, _) = try cursor.readString()
        cursor.skipWhitespace()
        guard cursor.peek == UInt8(ascii: ":") else { throw unexpected("':' after the key '\(key)'") }
        cursor.advance()
        return (key, position)
    }

    private func unexpected(_ expected: String) -> SyntaxError {
        SyntaxError(message: "expected \(expected), found \(cursor.describeNext())", position: cursor.position)
    }
}
