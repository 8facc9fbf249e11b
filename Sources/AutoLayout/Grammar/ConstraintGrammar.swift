/// The syntax step of ``ConstraintParser``: a recursive-descent reader over the characters.
///
/// Steps, in input order:
/// 1. the first anchor `item.attribute`;
/// 2. the relation;
/// 3. the right-hand side: a constant alone, or `[m *] item.attribute [* m | / d] [± c]`;
/// 4. an optional `@ priority`;
/// 5. the end of the input.
///
/// Each step reports what it expected next and what it found instead.
struct ConstraintGrammar {
    private var scanner: TextScanner

    init(_ text: String) {
        scanner = TextScanner(text)
    }

    mutating func parse() throws(ConstraintSyntaxError) -> ParsedConstraint {
        // 1. First anchor.
        scanner.skipWhitespace()
        let first = try anchor(after: nil)

        // 2. Relation.
        scanner.skipWhitespace()
        guard let relation = scanner.scanRelation() else {
            throw error("expected a relation ('==', '<=' or '>=') after '\(first.anchor)', "
                        + "found \(scanner.found)\(scanner.relationHint)")
        }

        // 3. Right-hand side.
        var parsed = ParsedConstraint(
            expression: ConstraintExpression(first: first.anchor, relation: relation, second: nil),
            firstItemColumn: first.itemColumn, firstAttributeColumn: first.attributeColumn)
        var next = try rightSide(into: &parsed, after: relation.rawValue)

        // 4. Priority.
        scanner.skipWhitespace()
        if scanner.consume("@") {
            scanner.skipWhitespace()
            parsed.priorityColumn = scanner.column
            parsed.expression.priority = try priority()
            next = []
        } else {
            next.append("'@'")
        }

        // 5. End.
        scanner.skipWhitespace()
        if !scanner.isAtEnd {
            throw error("expected \(Self.list(next + ["the end of the input"])), found \(scanner.found)")
        }
        return parsed
    }

    // MARK: Steps

    /// Step 3. Returns the tokens that may still follow (for the end-of-input message).
    private mutating func rightSide(into parsed: inout ParsedConstraint,
                                    after relation: String) throws(ConstraintSyntaxError) -> [String] {
        scanner.skipWhitespace()
        let column = scanner.column
        if let leading = try number() {
            scanner.skipWhitespace()
            guard scanner.consume("*") else {
                parsed.expression.constant = leading  // `a.width == 100`
                return ["'*'"]
            }
            scanner.skipWhitespace()
            let second = try anchor(after: "'*'")
            parsed.expression.second = second.anchor
            parsed.expression.multiplier = leading
            parsed.secondItemColumn = second.itemColumn
            parsed.multiplierColumn = column
            scanner.skipWhitespace()
            if scanner.current == "*" || scanner.current == "/" {
                throw error("the multiplier is already given before '\(second.anchor)'; "
                            + "write it once, e.g. '\(Self.example(parsed.expression))'")
            }
        } else if scanner.atIdentifierStart {
            let second = try anchor(after: nil)
            parsed.expression.second = second.anchor
            parsed.secondItemColumn = second.itemColumn
            scanner.skipWhitespace()
            if scanner.current == "*" || scanner.current == "/" {
                let divides = scanner.current == "/"
                scanner.advance()
                scanner.skipWhitespace()
                parsed.multiplierColumn = scanner.column
                guard let value = try number() else {
                    throw error("expected a number after '\(divides ? "/" : "*")', found \(scanner.found)")
                }
                if divides && value == 0 {
                    throw ConstraintSyntaxError(column: parsed.multiplierColumn ?? column,
                                                message: "can't divide '\(second.anchor)' by zero")
                }
                parsed.expression.multiplier = divides ? 1 / value : value
            }
        } else {
            throw error("expected a constant or item.attribute after '\(relation)', found \(scanner.found)")
        }

        // The constant of `item.attribute ± c`.
        scanner.skipWhitespace()
        guard scanner.current == "+" || scanner.current == "-" else {
            return parsed.multiplierColumn == nil ? ["'*'", "'/'", "'+'", "'-'"] : ["'+'", "'-'"]
        }
        let sign: Double = scanner.current == "-" ? -1 : 1
        let operatorText = sign < 0 ? "-" : "+"
        scanner.advance()
        scanner.skipWhitespace()
        guard let value = try number() else {
            throw error("expected a number after '\(operatorText)', found \(scanner.found)")
        }
        parsed.expression.constant = sign * value
        return []
    }

    /// Step 4: a number or a priority name.
    private mutating func priority() throws(ConstraintSyntaxError) -> Double {
        try scanner.scanPriority()
    }

    // MARK: Tokens

    /// `item.attribute`. `context` names the token before it, for the message.
    private mutating func anchor(after context: String?) throws(ConstraintSyntaxError)
        -> (anchor: AnchorName, itemColumn: Int, attributeColumn: Int) {
        let itemColumn = scanner.column
        guard let id = scanner.scanIdentifier() else {
            let place = context.map { " after \($0)" } ?? ""
            throw error("expected item.attribute\(place) (the item is a view id, 'root' or 'superview'), "
                        + "found \(scanner.found)")
        }
        var item = ItemName(word: id)
        guard scanner.consume(".") else {
            if ["nan", "inf", "infinity"].contains(id.lowercased()) {
                throw ConstraintSyntaxError(column: itemColumn,
                                            message: "expected a finite number or item.attribute, found '\(id)'")
            }
            let hint = scanner.current == "-"
                ? " (ids are C identifiers: letters, digits and '_'; '-' is not allowed)" : ""
            throw error("expected '.' and an attribute after '\(id)', found \(scanner.found)\(hint)")
        }
        var attributeColumn = scanner.column
        guard var name = scanner.scanIdentifier() else {
            throw error("expected an attribute after '\(id).', found \(scanner.found)")
        }
        if let guide = ItemName.guide(of: id, name) {
            // `scroll.contentLayoutGuide.top`: the guide, then its attribute.
            guard scanner.consume(".") else {
                throw error("expected '.' and an attribute after '\(id).\(name)', found \(scanner.found)")
            }
            attributeColumn = scanner.column
            guard let guideAttribute = scanner.scanIdentifier() else {
                throw error("expected an attribute after '\(id).\(name).', found \(scanner.found)")
            }
            item = guide
            name = guideAttribute
        }
        guard let attribute = Attribute(rawValue: name) ?? (name == "baseline" ? .lastBaseline : nil) else {
            throw ConstraintSyntaxError(
                column: attributeColumn,
                message: "expected an attribute after '\(id).', found '\(name)'"
                    + Suggestion.hint(for: name, among: Attribute.allCases.map(\.rawValue) + CompoundGrammar.names))
        }
        return (AnchorName(item, attribute), itemColumn, attributeColumn)
    }

    /// A signed number, or `nil` if none starts here.
    private mutating func number() throws(ConstraintSyntaxError) -> Double? {
        try scanner.scanNumber()
    }

    private func error(_ message: String) -> ConstraintSyntaxError {
        ConstraintSyntaxError(column: scanner.column, message: message)
    }

    /// `'a', 'b' or c`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "")
    }

    /// The constraint written with a single multiplier, for the "already given" message.
    private static func example(_ expression: ConstraintExpression) -> String {
        guard let second = expression.second else { return expression.description }
        return "\(expression.first) \(expression.relation) \(fmt(expression.multiplier)) * \(second)"
    }
}
