/// The options of a VFL string, as `NSLayoutConstraint.FormatOptions` names them: alignment
/// of every view in the format along the other axis, and the direction of `H:` formats.
public struct VisualFormatOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Aligns the left edges of all views (a vertical format).
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 0)
    /// Aligns the right edges of all views (a vertical format).
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 1)
    /// Aligns the top edges of all views (a horizontal format).
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 2)
    /// Aligns the bottom edges of all views (a horizontal format).
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 3)
    /// Aligns the leading edges of all views (a vertical format).
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 4)
    /// Aligns the trailing edges of all views (a vertical format).
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 5)
    /// Aligns the horizontal centers of all views (a vertical format).
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 6)
    /// Aligns the vertical centers of all views (a horizontal format).
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 7)
    /// Aligns the first baselines of all views (a horizontal format).
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 8)
    /// Aligns the last baselines of all views (a horizontal format).
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 9)

    /// `H:` runs from leading to trailing (the default when no direction is given).
    public static let directionLeadingToTrailing = VisualFormatOptions(rawValue: 1 << 16)
    /// `H:` runs from left to right, with `left`/`right` attributes.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 17)
    /// `H:` runs from right to left, with `right`/`left` attributes.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 1 << 18)

    /// Every option with its name and, for alignment options, the attribute it aligns; in
    /// declaration order, which is also the order alignment constraints are emitted in.
    public static let all: [(name: String, option: VisualFormatOptions, attribute: Attribute?)] = [
        ("alignAllLeft", .alignAllLeft, .left),
        ("alignAllRight", .alignAllRight, .right),
        ("alignAllTop", .alignAllTop, .top),
        ("alignAllBottom", .alignAllBottom, .bottom),
        ("alignAllLeading", .alignAllLeading, .leading),
        ("alignAllTrailing", .alignAllTrailing, .trailing),
        ("alignAllCenterX", .alignAllCenterX, .centerX),
        ("alignAllCenterY", .alignAllCenterY, .centerY),
        ("alignAllFirstBaseline", .alignAllFirstBaseline, .firstBaseline),
        ("alignAllLastBaseline", .alignAllLastBaseline, .lastBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing, nil),
        ("directionLeftToRight", .directionLeftToRight, nil),
        ("directionRightToLeft", .directionRightToLeft, nil),
    ]

    /// The options from their names as a spec lists them (`["alignAllTop", …]`).
    ///
    /// - Throws: ``VisualFormatOptionError`` for the first unknown name, with a "did you mean"
    ///   hint, or when more than one direction is given.
    public init(names: [String]) throws(VisualFormatOptionError) {
        self = []
        let candidates = Self.all.map(\.name)
        for (index, name) in names.enumerated() {
            guard let entry = Self.all.first(where: { $0.name == name }) else {
                throw VisualFormatOptionError(
                    index: index, name: name,
                    message: "expected a format option (alignAll… or direction…), found '\(name)'"
                        + Suggestion.hint(for: name, among: candidates))
            }
            if !entry.option.isDisjoint(with: .directions), !isDisjoint(with: .directions), !contains(entry.option) {
                throw VisualFormatOptionError(
                    index: index, name: name,
                    message: "'\(name)' contradicts the direction given before it; give at most one direction")
            }
            insert(entry.option)
        }
    }

    /// The names of the options in this set, in declaration order.
    public var names: [String] {
        Self.all.filter { contains($0.option) }.map(\.name)
    }

    /// The three direction options.
    static let directions: VisualFormatOptions = [
        .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft,
    ]
}

/// An unknown or conflicting name in a list of VFL option names.
public struct VisualFormatOptionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The position of the offending name in the list (0-based, like a spec path's index).
    public var index: Int
    /// The offending name.
    public var name: String
    /// What was expected, e.g. `expected a format option …, found 'alignAllTpo' (did you mean 'alignAllTop'?)`.
    public var message: String

    public init(index: Int, name: String, message: String) {
        self.index = index
        self.name = name
        self.message = message
    }

    /// `options[2]: expected …`.
    public var description: String { "options[\(index)]: \(message)" }
}
