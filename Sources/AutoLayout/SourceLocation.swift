/// Where a constraint was written: a line of a spec file, of an Interface Builder document
/// or of Swift source (`#filePath`, `#line`). Constraints a VFL string generates also carry
/// the format, since one line makes several of them.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file as named to the tool, `<memory>` for documents built in code.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars, when known.
    public var column: Int?
    /// The VFL format the constraint came from, if it came from one.
    public var visualFormat: String?

    public init(file: String, line: Int, column: Int? = nil, visualFormat: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.visualFormat = visualFormat
    }

    /// `spec.yaml:14`, or `spec.yaml:14 VFL "H:|-[a]-|"`: the form messages and
    /// `stacksnap constraints` print (the column is left out, as a line is enough to find
    /// one entry of a list).
    public var description: String {
        let place = "\(file):\(line)"
        guard let visualFormat else { return place }
        return "\(place) VFL \"\(visualFormat)\""
    }
}
