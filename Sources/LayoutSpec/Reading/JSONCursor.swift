/// The JSON reader's position in the UTF-8 bytes of a file, with line and column kept up
/// to date as it moves. Strings, numbers and words are read here.
struct JSONCursor {
    private let bytes: [UInt8]
    private var index = 0
    private(set) var position = SourcePosition.start

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves past one byte. Columns count scalars, so UTF-8 continuation bytes do not move it.
    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            position = SourcePosition(line: position.line + 1, column: 1)
        } else if byte & 0xC0 != 0x80 {
            position.column += 1
        }
    }

    /// Goes back to a position seen before on the current line (only used to report errors).
    mutating func restore(to earlier: SourcePosition) {
        while position.column > earlier.column, index > 0 {
            index -= 1
            if bytes[index] & 0xC0 != 0x80 { position.column -= 1 }
        }
    }

    mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    /// A letters-only word (`true`, `null`, or whatever stray identifier is there).
    mutating func readWord() -> String {
        var word: [UInt8] = []
        while let byte = peek, (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") {
            word.append(byte)
            advance()
        }
        return String(decoding: word, as: UTF8.self)
    }

    /// What comes next, for "found …" in messages.
    func describeNext() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let end = min(bytes.count, index + 4)
        var scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first ?? "?"
        if scalar == "\u{FFFD}" { scalar = "?" }
        switch scalar {
        case "\n": return "a line break"
        case "\t": return "a tab"
        default: return "'\(scalar)'"
        }
    }

    /// Reads a number literal (the cursor is at its first byte) and returns its text.
    mutating func readNumber() throws(JSONReader.SyntaxError) -> String {
        let start = index, startPosition = position
        func fail(_ message: String) -> JSONReader.SyntaxError {
            JSONReader.SyntaxError(message: message, position: startPosition)
        }
        func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 48 && $0 <= 57 } ?? false }
        if peek == UInt8(ascii: "-") { advance() }
        guard isDigit(peek) else { throw fail("expected a digit after '-'") }
        if peek == UInt8(ascii: "0") {
            advance()
            if isDigit(peek) { throw fail("numbers may not start with 0 (write 7, not 07)") }
        } else {
            while isDigit(peek) { advance() }
        }
        if peek == UInt8(ascii: ".") {
            advance()
            guard isDigit(peek) else { throw fail("expected a digit after the decimal point") }
            while isDigit(peek) { advance() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard isDigit(peek) else { throw fail("expected a digit in the exponent") }
            while isDigit(peek) { advance() }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads a string (the cursor is at its opening quote). Returns its text and, when it has
    /// no escapes, where its first character is in the file.
    mutating func readString() throws(JSONReader.SyntaxError) -> (String, SourcePosition?) {
        let opening = position
        advance()
        let contentStart = position
        var text: [UInt8] = []
        var escaped = false
        while true {
            // Copy a run of ordinary bytes at once: a 1 MB string should not cost 1 M appends.
            let runStart = index
            while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
                advance()
            }
            text.append(contentsOf: bytes[runStart..<index])
            guard let byte = peek else {
                throw JSONReader.SyntaxError(message: "unterminated string (no closing '\"')", position: opening)
            }
            if byte == UInt8(ascii: "\"") {
                advance()
                return (String(decoding: text, as: UTF8.self), escaped ? nil : contentStart)
            }
            if byte < 0x20 {
                throw JSONReader.SyntaxError(
                    message: "control character in a string (write a line break as \\n, a tab as \\t)",
                    position: position)
            }
            escaped = true
            try readEscape(into: &text)
        }
    }

    private mutating func readEscape(into text: inout [UInt8]) throws(JSONReader.SyntaxError) {
        let start = position
        advance()  // the backslash
        guard let byte = peek else {
            throw JSONReader.SyntaxError(message: "unterminated escape sequence", position: start)
        }
        advance()
        let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08,
                                      0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
        if let replacement = simple[byte] {
            text.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw JSONReader.SyntaxError(
                message: "unknown escape '\\\(Unicode.Scalar(byte))' (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                position: start)
        }
        var code = try readHex4(escapeStart: start)
        if (0xD800...0xDBFF).contains(code) {
            // A high surrogate must be followed by `\u` and a low one; together they are one scalar.
            guard peek == UInt8(ascii: "\\") else { throw loneSurrogate(start) }
            advance()
            guard peek == UInt8(ascii: "u") else { throw loneSurrogate(start) }
            advance()
            let low = try readHex4(escapeStart: start)
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(start) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
            throw loneSurrogate(start)
        }
        guard let scalar = Unicode.Scalar(code) else { throw loneSurrogate(start) }
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func readHex4(escapeStart: SourcePosition) throws(JSONReader.SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = hexValue(byte) else {
                throw JSONReader.SyntaxError(message: "expected four hex digits after \\u", position: escapeStart)
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 48...57: UInt32(byte - 48)
        case 65...70: UInt32(byte - 55)
        case 97...102: UInt32(byte - 87)
        default: nil
        }
    }

    private func loneSurrogate(_ at: SourcePosition) -> JSONReader.SyntaxError {
        JSONReader.SyntaxError(message: "\\u escape is half of a surrogate pair without its other half", position: at)
    }
}
