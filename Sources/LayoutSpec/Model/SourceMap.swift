import AutoLayout

/// Where the parts of a document were written: the file, and a position for each spec path
/// that validation or lowering may need to point at.
///
/// Not part of a document's equality: the same document printed and read back sits at
/// other lines but is the same document.
public struct SourceMap: Sendable {
    /// The file as named to the tool; `<memory>` for documents built in code.
    public var file: String
    private var positions: [String: SourcePosition] = [:]
    private var literals: [String: SourcePosition] = [:]

    public init(file: String = "<memory>") { self.file = file }

    /// The position recorded for a path, or for its nearest recorded ancestor; the file's
    /// start when neither was recorded.
    public func position(at path: String) -> SourcePosition { recordedPosition(at: path) ?? .start }

    /// The position recorded for a path or for its nearest recorded ancestor, nil when
    /// neither was (a converted document's caller then names the element it converted).
    public func recordedPosition(at path: String) -> SourcePosition? {
        var current = Substring(path)
        while true {
            if let position = positions[String(current)] { return position }
            guard let cut = current.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            current = current[..<cut]
        }
    }

    /// Where the text of the string at `path` starts, when it is written verbatim.
    public func literalStart(at path: String) -> SourcePosition? { literals[path] }

    mutating func record(_ path: String, _ node: SpecNode) {
        positions[path] = node.position
        if let literal = node.literalStart { literals[path] = literal }
    }

    /// Records where the entry at `path` was written: for documents converted from another
    /// format (a storyboard's element), so that messages and `stacksnap constraints` name
    /// the line of the element rather than the file's first.
    public mutating func record(_ path: String, at position: SourcePosition) {
        positions[path] = position
    }

    /// Where the entry at `path` was written, as constraints carry it.
    func location(of path: String, visualFormat: String? = nil) -> SourceLocation {
        let position = position(at: path)
        return SourceLocation(file: file, line: position.line, column: position.column, visualFormat: visualFormat)
    }
}
