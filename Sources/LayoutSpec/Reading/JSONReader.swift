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

    /// An open list or object. Frames are changed in place on the stack, so appending to a
    /// long list never copies it.
    private struct Frame {
        var start: SourcePosition
        var isObject: Bool
        var items: [SpecNode] = []
        var entries: [SpecNode.Entry] = []
        /// Indexes the keys once an object grows past a few of them; small objects (nearly
        /// all of a spec's) are checked for duplicates by a scan, which is cheaper.
        var seen: [String: SourcePosition]?
        /// The key whose value is being read.
        var key = ("", SourcePosition.start)

        init(start: SourcePosition, isObject: Bool) {
            self.start = start
            self.isObject = isObject
        }
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
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].isObject {
                    addEntry(finished, to: top, diagnostics: &diagnostics)
                } else {
                    stack[top].items.append(finished)
                }
                cursor.skipWhitespace()
                let closing = UInt8(ascii: stack[top].isObject ? "}" : "]")
                if cursor.peek == UInt8(ascii: ",") {
                    cursor.advance()
                    if stack[top].isObject { stack[top].key = try readKey() }
                    continue valueLoop
                }
                guard cursor.peek == closing else {
                    throw unexpected(stack[top].isObject ? "',' or '}' after an object member" : "',' or ']' after a list item")
                }
                cursor.advance()
                let frame = stack.removeLast()
                finished = SpecNode(frame.isObject ? .mapping(frame.entries) : .sequence(frame.items), at: frame.start)
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
                stack.append(Frame(start: start, isObject: false))
                return nil
            }
            if cursor.peek == UInt8(ascii: "}") {
                cursor.advance()
                return SpecNode(.mapping([]), at: start)
            }
            var frame = Frame(start: start, isObject: true)
            frame.key = try readKey()
            stack.append(frame)
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

    /// Adds `key: value` to the object at `index`; a repeated key is reported, and the
    /// first value kept.
    private mutating func addEntry(_ value: SpecNode, to index: Int, diagnostics: inout Diagnostics) {
        let key = stack[index].key
        if stack[index].seen == nil, stack[index].entries.count >= 16 {
            stack[index].seen = Dictionary(stack[index].entries.map { ($0.key, $0.keyPosition) },
                                           uniquingKeysWith: { first, _ in first })
        }
        let first = stack[index].seen.map { $0[key.0] }
            ?? stack[index].entries.first { $0.key == key.0 }?.keyPosition
        if let first {
            diagnostics.error("duplicate key '\(key.0)' (first written at line \(first.line), column \(first.column))",
                              at: key.1, path: "")
            return
        }
        stack[index].seen?[key.0] = key.1
        stack[index].entries.append(SpecNode.Entry(key: key.0, keyPosition: key.1, value: value))
    }

    /// Reads `"key" :` and leaves the cursor at the value.
    private mutating func readKey() throws(SyntaxError) -> (String, SourcePosition) {
        cursor.skipWhitespace()
        let position = cursor.position
        guard cursor.peek == UInt8(ascii: "\"") else { throw unexpected("a quoted key") }
        let (key, _) = try cursor.readString()
        cursor.skipWhitespace()
        guard cursor.peek == UInt8(ascii: ":") else { throw unexpected("':' after the key '\(SpecPath.quotable(key))'") }
        cursor.advance()
        return (key, position)
    }

    private func unexpected(_ expected: String) -> SyntaxError {
        SyntaxError(message: "expected \(expected), found \(cursor.describeNext())", position: cursor.position)
    }
}
