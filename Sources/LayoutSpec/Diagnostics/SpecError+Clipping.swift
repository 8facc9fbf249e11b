/// Messages quote what the file says, and a file may say a megabyte in one key or number.
/// A message or path far longer than any real one keeps its beginning and end and says
/// how much was left out, so one bad value never floods a terminal or a CI log. (Keys are
/// shortened where paths are built, ``SpecPath/key(_:_:)``; this is the backstop.)
extension SpecError {
    /// Unicode scalars of a message kept whole. Real messages are shorter: a list of valid
    /// keys is about 400, one that quotes a path 200 views deep about 3,000.
    public static let maxMessageLength = 8000
    /// Unicode scalars of a path kept whole: a path 1,000 levels deep (the nesting limit)
    /// with five-digit indices has about 16,000.
    public static let maxPathLength = 20000

    /// `text` itself when it has at most `limit` scalars; otherwise its first half-limit
    /// and last quarter-limit scalars around `… (N characters left out) …`.
    static func clipped(_ text: String, to limit: Int) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit else { return text }
        let head = limit / 2, tail = limit / 4
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars.prefix(head))
        let omitted = scalars.count - head - tail
        result.append(contentsOf: "… (\(omitted) characters left out) …".unicodeScalars)
        result.append(contentsOf: scalars.suffix(tail))
        return String(result)
    }
}
