/// A cursor over the characters of a constraint or VFL string.
///
/// Both notations report errors by 1-based column counted in `Character`s (what a user sees
/// in an editor), so the scanner works on an array of characters rather than UTF-8 offsets.
struct TextScanner {
    let characters: [Character]
    private(set) var index = 0

    init(_ text: String) {
        characters = Array(text)
    }

    var isAtEnd: Bool { index >= characters.count }
    /// The 1-based column of the current character (one past the last at the end).
    var column: Int { index + 1 }
    var current: Character? { peek(0) }

    func peek(_ offset: Int) -> Character? {
        let at = index + offset
        return at >= 0 && at < characters.count ? characters[at] : nil
    }

    mutating func advance(by count: Int = 1) {
        index = min(characters.count, index + count)
    }

    /// Whitespace between tokens is free in both notations.
    mutating func skipWhitespace() {
        while let c = current, c.isWhitespace { index += 1 }
    }

    /// Consumes `literal` if the input continues with exactly those characters.
    mutating func consume(_ literal: String) -> Bool {
        var at = index
        for c in literal {
            guard at < characters.count, characters[at] == c else { return false }
            at += 1
        }
        index = at
        return true
    }

    /// True if the current character can start a C identifier (ASCII letter or `_`).
    var atIdentifierStart: Bool {
        guard let c = current else { return false }
        return Self.isIdentifierHead(c)
    }

    /// True if the current character can start an unsigned number (`12`, `.5`).
    var atNumberStart: Bool {
        guard let c = current else { return false }
        if c.isASCII && c.isNumber { return true }
        if c == ".", let next = peek(1), next.isASCII && next.isNumber { return true }
        return false
    }

    /// Scans a C identifier: ASCII letter or `_`, then letters, digits or `_`.
    mutating func scanIdentifier() -> String? {
        guard atIdentifierStart else { return nil }
        let start = index
        while let c = current, Self.isIdentifierHead(c) || (c.isASCII && c.isNumber) { index += 1 }
        return String(characters[start..<index])
    }

    /// Scans an unsigned decimal number with optional fraction and exponent.
    ///
    /// Returns `nil` (and consumes nothing) when no number starts here. A malformed or
    /// non-finite number is an error at the number's first column.
    mutating func scanUnsignedNumber() -> Result<Double, ScanFailure>? {
        guard atNumberStart else { return nil }
        let start = index
        skipDigits()
        if current == "." {
            index += 1
            let fractionStart = index
            skipDigits()
            if index == fractionStart {
                return .failure(ScanFailure(column: index + 1,
                                            message: "expected digits after the decimal point in '\(text(from: start))'"))
            }
        }
        if current == "e" || current == "E" {
            // Only an exponent if digits follow; `2em` is a number followed by a stray word.
            var lookahead = 1
            if peek(1) == "+" || peek(1) == "-" { lookahead = 2 }
            if let d = peek(lookahead), d.isASCII && d.isNumber {
                index += lookahead
                skipDigits()
            }
        }
        let literal = text(from: start)
        guard let value = Double(literal), value.isFinite else {
            return .failure(ScanFailure(column: start + 1,
                                        message: "the number '\(literal)' is out of range (numbers must be finite)"))
        }
        return .success(value)
    }

    /// How the token at the current position reads in a message: `'hieght'`, `'='`,
    /// or `the end of the input`.
    var found: String {
        guard let c = current else { return "the end of the input" }
        if Self.isIdentifierHead(c) || (c.isASCII && c.isNumber) {
            // A word reads as the identifier; a number keeps its decimal point.
            let isNumber = !Self.isIdentifierHead(c)
            var end = index
            while end < characters.count {
                let d = characters[end]
                guard Self.isIdentifierHead(d) || (d.isASCII && d.isNumber) || (isNumber && d == ".") else { break }
                end += 1
            }
            return "'\(String(characters[index..<end]))'"
        }
        // Relations and other operators read better whole: `=>`, `<=`.
        let operators: Set<Character> = ["=", "<", ">", "!"]
        if operators.contains(c) {
            var end = index
            while end < characters.count, operators.contains(characters[end]) { end += 1 }
            return "'\(String(characters[index..<end]))'"
        }
        return "'\(c)'"
    }

    func text(from start: Int) -> String {
        String(characters[start..<index])
    }

    private mutating func skipDigits() {
        while let c = current, c.isASCII && c.isNumber { index += 1 }
    }

    private static func isIdentifierHead(_ c: Character) -> Bool {
        c == "_" || (c.isASCII && c.isLetter)
    }
}

/// A lexical error found by the scanner, before it is wrapped in the notation's error type.
struct ScanFailure: Error, Sendable, Hashable {
    var column: Int
    var message: String
}
