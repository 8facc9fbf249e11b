/// Attribute values as Interface Builder writes them: numbers in C notation, booleans as
/// `YES`/`NO`.
enum IBValue {
    /// A finite number, or nil when the text is missing or is not one.
    static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A count (`numberOfPages="5"`): the number rounded down and kept within `0...limit`, so a
    /// damaged document cannot ask for more than a spec may; nil when absent or not a number.
    static func count(_ text: String?, limit: Int) -> Int? {
        guard let value = number(text) else { return nil }
        return Int(min(max(value.rounded(.down), 0), Double(limit)))
    }

    /// `YES` → true, `NO` → false, anything else nil.
    static func bool(_ text: String?) -> Bool? {
        switch text {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// A multiplier: a number, or a ratio `a:b` or `a/b` (as Interface Builder writes them).
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return nil }
        // A ratio as Interface Builder writes it: "16:9", or a fraction, "1/3".
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        if parts.count == 2 {
            guard let a = number(String(parts[0])), let b = number(String(parts[1])), b != 0 else { return nil }
            let ratio = a / b
            return ratio.isFinite ? ratio : nil
        }
        return number(text)
    }

    /// A label's text: the `text` attribute, a `<string key="text">` (long or multi-line
    /// text), or the characters of its attributed text's fragments; empty when it has none.
    static func text(of element: IBElement) -> String {
        if let text = element["text"] { return text }
        if let string = element.child(key: "text", named: "string") { return string.text }
        if let attributed = element.child(key: "attributedText", named: "attributedString") {
            return attributed.children(named: "fragment").map { fragment in
                fragment["content"] ?? fragment.child(key: "content", named: "string")?.text ?? ""
            }.joined()
        }
        return ""
    }
}
