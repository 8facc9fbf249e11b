/// A place in a spec file: 1-based line and column.
///
/// Columns count Unicode scalars, the way libyaml counts them, so a position read from a
/// YAML file and one read from a JSON file point at the same character in an editor that
/// counts characters.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first character of a file: used when nothing more precise is known.
    public static let start = SourcePosition(line: 1, column: 1)

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// The position `count` scalars further along the same line.
    public func advanced(by count: Int) -> SourcePosition {
        SourcePosition(line: line, column: column + count)
    }

    public var description: String { "\(line):\(column)" }
}
