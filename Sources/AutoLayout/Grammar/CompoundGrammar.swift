/// Compound anchors in the constraint grammar, the ones the layout DSL has, each statement
/// expanding to the constraints the DSL makes of it:
///
/// ```
/// a.edges == root.edges.inset(16)                  top, leading, bottom, trailing; insets inwards
/// a.horizontalEdges == root.margins…               also verticalEdges, absoluteEdges, margins
/// a.edges == b.edges.inset(top: 8, horizontal: 16) per side: top leading bottom trailing left right horizontal vertical
/// badge.center == icon.center.offset(x: 10, y: -10) also centerWithinMargins
/// icon.size == (44, 44)    a.size >= b.size    thumb.size == 0.5 * photo.size    @ priority on any
/// ```
///
/// Edges pair by side (top with top or topMargin, …) and relate with `==` only, as in the
/// DSL: an inequality would point outwards on two sides and inwards on the others. A side's
/// constant is `inward × (inset of the second − inset of the first)`, inward being +1 for
/// top, leading and left and −1 for the others; a center's is the offset of the second minus
/// that of the first.
struct CompoundGrammar {
    /// What a compound name stands for.
    enum Kind: Equatable {
        /// Sides, each a side name and the attribute it uses.
        case edges([Side])
        case center(x: Attribute, y: Attribute)
        case size
    }

    struct Side: Equatable {
        var name: String
        var attribute: Attribute
        /// +1 where the inside is towards larger coordinates (top, leading, left), else −1.
        var inward: Double { ["top", "leading", "left"].contains(name) ? 1 : -1 }
    }

    static let kinds: [(name: String, kind: Kind)] = [
        ("edges", .edges(sides([("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]))),
        ("absoluteEdges", .edges(sides([("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]))),
        ("horizontalEdges", .edges(sides([("leading", .leading), ("trailing", .trailing)]))),
        ("verticalEdges", .edges(sides([("top", .top), ("bottom", .bottom)]))),
        ("margins", .edges(sides([("top", .topMargin), ("leading", .leadingMargin), ("bottom", .bottomMargin),
                                  ("trailing", .trailingMargin)]))),
        ("center", .center(x: .centerX, y: .centerY)),
        ("centerWithinMargins", .center(x: .centerXWithinMargins, y: .centerYWithinMargins)),
        ("size", .size),
    ]

    /// The compound names, for hints.
    static var names: [String] { kinds.map(\.name) }

    private static func sides(_ list: [(String, Attribute)]) -> [Side] { list.map { Side(name: $0.0, attribute: $0.1) } }

    /// One side of the statement: `item.name` and its inset or offset.
    struct Term {
        var item: ItemName
        var name: String
        var kind: Kind
        var itemColumn: Int
        var insets: [String: Double] = [:]
        var offset = (x: 0.0, y: 0.0)
        var multiplier = 1.0
    }

    private var scanner: TextScanner

    init(_ text: String) { scanner = TextScanner(text) }

    /// True when `text` starts with `item.` and a compound name (whitespace allowed
    /// around them, as everywhere in the grammar).
    static func handles(_ text: String) -> Bool {
        var scanner = TextScanner(text)
        scanner.skipWhitespace()
        guard scanner.scanIdentifier() != nil else { return false }
        scanner.skipWhitespace()
        guard scanner.consume(".") else { return false }
        scanner.skipWhitespace()
        guard let name = scanner.scanIdentifier() else { return false }
        return names.contains(name)
    }

    /// The statement's constraints, in the DSL's order.
    mutating func parse() throws(ConstraintSyntaxError) -> [ConstraintExpression] {
        scanner.skipWhitespace()
        let first = try term()
        scanner.skipWhitespace()
        let relationColumn = scanner.column
        guard let relation = scanner.scanRelation() else {
            throw error("expected a relation ('==', '<=' or '>=') after '\(first.name)', found \(scanner.found)\(scanner.relationHint)")
        }
        if first.kind != .size && relation != .equal {
            throw ConstraintSyntaxError(column: relationColumn, message: "'\(first.name)' relates with '==' only; "
                                        + "write an inequality side by side (e.g. 'a.top >= b.top + 8')")
        }
        scanner.skipWhitespace()
        var expressions: [ConstraintExpression]
        if first.kind == .size, scanner.current == "(" {
            expressions = try fixedSize(first, relation)
        } else {
            let secondColumn = scanner.column
            let second = try scaledTerm(first.kind == .size)
            expressions = try expand(first, relation, second, column: secondColumn)
        }
        scanner.skipWhitespace()
        if scanner.consume("@") {
            scanner.skipWhitespace()
            let priority = try scanner.scanPriority()
            for index in expressions.indices { expressions[index].priority = priority }
            scanner.skipWhitespace()
        }
        if !scanner.isAtEnd { throw error("expected '@' or the end of the input, found \(scanner.found)") }
        for expression in expressions {
            do throws(ConstraintSyntaxError) {
                try expression.validate()
            } catch {
                // The expansion's own columns mean nothing here: point at the statement.
                throw ConstraintSyntaxError(column: first.itemColumn, message: error.message)
            }
        }
        return expressions
    }

    // MARK: Terms

    /// `item.name`, then `.inset(…)` (edges) or `.offset(…)` (centers).
    private mutating func term() throws(ConstraintSyntaxError) -> Term {
        let itemColumn = scanner.column
        guard let id = scanner.scanIdentifier() else {
            throw error("expected item.\(Self.names.joined(separator: "|")), found \(scanner.found)")
        }
        var item = ItemName(word: id)
        scanner.skipWhitespace()
        guard scanner.consume(".") else { throw error("expected '.' after '\(id)', found \(scanner.found)") }
        scanner.skipWhitespace()
        var nameColumn = scanner.column
        var scanned = scanner.scanIdentifier()
        if let word = scanned, let guide = ItemName.guide(of: id, word) {
            // `scroll.contentLayoutGuide.edges`: the guide, then the compound anchor.
            guard scanner.consume(".") else { throw error("expected '.' after '\(id).\(word)', found \(scanner.found)") }
            item = guide
            nameColumn = scanner.column
            scanned = scanner.scanIdentifier()
        }
        guard let name = scanned else {
            throw error("expected a compound anchor after '\(id).' (\(Self.names.joined(separator: ", "))), found \(scanner.found)")
        }
        guard let kind = Self.kinds.first(where: { $0.name == name })?.kind else {
            throw ConstraintSyntaxError(column: nameColumn, message: "expected a compound anchor after '\(id).' ("
                                        + Self.names.joined(separator: ", ") + "), found '\(name)'"
                                        + Suggestion.hint(for: name, among: Self.names))
        }
        var term = Term(item: item, name: name, kind: kind, itemColumn: itemColumn)
        scanner.skipWhitespace()
        while scanner.consume(".") {
            scanner.skipWhitespace()
            let modifierColumn = scanner.column
            let modifier = scanner.scanIdentifier()
            switch (modifier, kind) {
            case ("inset", .edges(let sides)): term.insets = try insets(of: sides)
            case ("offset", .center): term.offset = try offset()
            default:
                let allowed = if case .edges = kind { "'.inset(…)'" } else if case .center = kind { "'.offset(x:y:)'" } else { "nothing" }
                throw ConstraintSyntaxError(column: modifierColumn,
                                            message: "after '\(id).\(name)' expected \(allowed), found '\(modifier ?? "")'")
            }
            scanner.skipWhitespace()
        }
        return term
    }

    /// A term on the right of a size, with a multiplier before or after it.
    private mutating func scaledTerm(_ isSize: Bool) throws(ConstraintSyntaxError) -> Term {
        let column = scanner.column
        var multiplier = 1.0
        if let leading = try scanner.scanNumber() {
            scanner.skipWhitespace()
            guard isSize, scanner.consume("*") else {
                throw ConstraintSyntaxError(column: column, message: isSize
                    ? "expected '*' after the multiplier, or a size as '(width, height)'"
                    : "expected a compound anchor (item.edges, item.center, …) after the relation; only sizes take a multiplier or a constant")
            }
            scanner.skipWhitespace()
            multiplier = leading
        }
        var term = try term()
        if isSize, scanner.consume("*") {
            scanner.skipWhitespace()
            guard let trailing = try scanner.scanNumber() else { throw error("expected a number after '*', found \(scanner.found)") }
            multiplier *= trailing
        }
        term.multiplier = multiplier
        return term
    }

    // MARK: Expansion

    private func expand(_ first: Term, _ relation: LayoutRelation, _ second: Term,
                        column: Int) throws(ConstraintSyntaxError) -> [ConstraintExpression] {
        func anchors(_ a: Attribute, _ b: Attribute, constant: Double = 0, multiplier: Double = 1) -> ConstraintExpression {
            ConstraintExpression(first: AnchorName(first.item, a), relation: relation, second: AnchorName(second.item, b),
                                 multiplier: multiplier, constant: constant == 0 ? 0 : constant)
        }
        switch (first.kind, second.kind) {
        case (.edges(let mine), .edges(let theirs)) where mine.map(\.name) == theirs.map(\.name):
            return zip(mine, theirs).map { a, b in
                anchors(a.attribute, b.attribute,
                        constant: a.inward * ((second.insets[b.name] ?? 0) - (first.insets[a.name] ?? 0)))
            }
        case (.center(let x1, let y1), .center(let x2, let y2)):
            return [anchors(x1, x2, constant: second.offset.x - first.offset.x),
                    anchors(y1, y2, constant: second.offset.y - first.offset.y)]
        case (.size, .size):
            return [anchors(.width, .width, multiplier: second.multiplier),
                    anchors(.height, .height, multiplier: second.multiplier)]
        default:
            throw ConstraintSyntaxError(column: column, message: "'\(first.name)' cannot be related to '\(second.name)'; "
                                        + "both sides need the same edges, centers or sizes")
        }
    }

    /// `a.size R (w, h)`.
    private mutating func fixedSize(_ first: Term, _ relation: LayoutRelation) throws(ConstraintSyntaxError) -> [ConstraintExpression] {
        _ = scanner.consume("(")
        var values: [Double] = []
        for separator in [",", ")"] {
            scanner.skipWhitespace()
            guard let value = try scanner.scanNumber() else { throw error("expected a number in '(width, height)', found \(scanner.found)") }
            values.append(value)
            scanner.skipWhitespace()
            guard scanner.consume(separator) else { throw error("expected '\(separator)' in '(width, height)', found \(scanner.found)") }
        }
        return zip([Attribute.width, .height], values).map { attribute, value in
            ConstraintExpression(first: AnchorName(first.item, attribute), relation: relation, second: nil, constant: value)
        }
    }

    // MARK: Arguments

    /// `(16)`, or named sides: `(top: 8, horizontal: 16)`.
    private mutating func insets(of sides: [Side]) throws(ConstraintSyntaxError) -> [String: Double] {
        let names = sides.map(\.name)
        let groups: [String: [String]] = ["horizontal": ["leading", "trailing", "left", "right"], "vertical": ["top", "bottom"]]
        var result: [String: Double] = [:]
        try arguments(allowed: ["top", "leading", "bottom", "trailing", "left", "right", "horizontal", "vertical"],
                      unnamed: { value in for name in names { result[name] = value } },
                      named: { label, value in
                          for name in groups[label] ?? [label] where names.contains(name) { result[name, default: 0] += value }
                      })
        return result
    }

    /// `(x: 10, y: -4)`.
    private mutating func offset() throws(ConstraintSyntaxError) -> (x: Double, y: Double) {
        var result = (x: 0.0, y: 0.0)
        try arguments(allowed: ["x", "y"], unnamed: nil, named: { label, value in
            if label == "x" { result.x += value } else { result.y += value }
        })
        return result
    }

    /// `( [label:] number, … )`: one unnamed number where `unnamed` takes one, or labels.
    private mutating func arguments(allowed: [String], unnamed: ((Double) -> Void)?,
                                    named: (String, Double) -> Void) throws(ConstraintSyntaxError) {
        scanner.skipWhitespace()
        guard scanner.consume("(") else { throw error("expected '(', found \(scanner.found)") }
        scanner.skipWhitespace()
        if let unnamed, let value = try scanner.scanNumber() {
            unnamed(value)
        } else {
            repeat {
                scanner.skipWhitespace()
                let labelColumn = scanner.column
                let label = scanner.scanIdentifier()
                guard let label, allowed.contains(label) else {
                    throw ConstraintSyntaxError(column: labelColumn, message: "expected "
                        + (unnamed == nil ? "" : "a number or ") + "one of "
                        + allowed.map { "'\($0):'" }.joined(separator: ", ") + ", found "
                        + (label.map { "'\($0)'" + Suggestion.hint(for: $0, among: allowed) } ?? scanner.found))
                }
                scanner.skipWhitespace()
                guard scanner.consume(":") else { throw error("expected ':' after '\(label)', found \(scanner.found)") }
                scanner.skipWhitespace()
                guard let value = try scanner.scanNumber() else { throw error("expected a number after '\(label):', found \(scanner.found)") }
                named(label, value)
                scanner.skipWhitespace()
            } while scanner.consume(",")
        }
        scanner.skipWhitespace()
        guard scanner.consume(")") else { throw error("expected ')', found \(scanner.found)") }
    }

    private func error(_ message: String) -> ConstraintSyntaxError {
        ConstraintSyntaxError(column: scanner.column, message: message)
    }
}
