/// The syntax step of ``VisualFormat``: reads Apple's grammar into a ``VisualFormatSyntax``.
///
/// Steps, in input order:
/// 1. the orientation `H:` / `V:` (optional; `H` by default);
/// 2. an optional leading `|` and its connection;
/// 3. the first view, then `(connection view)*`;
/// 4. an optional trailing connection and `|`;
/// 5. the end of the format.
///
/// Metric names are replaced by their values here, because whether `[a(==b)]` names a metric
/// or a view depends on the metrics: a name in `metrics` is a constant, any other name inside
/// a view's parentheses is a view (as in Apple's implementation).
struct VisualFormatParser {
    // Not private: the value tokens live in `VisualFormatParser+Values.swift`.
    var scanner: TextScanner
    let metrics: [String: Double]

    init(_ format: String, metrics: [String: Double]) {
        scanner = TextScanner(format)
        self.metrics = metrics
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormatSyntax {
        // 1. Orientation.
        scanner.skipWhitespace()
        let axis = try orientation()

        // 2. Leading superview.
        scanner.skipWhitespace()
        var leadingSuperview: VisualFormatSyntax.Connection?
        if scanner.consume("|") {
            scanner.skipWhitespace()
            leadingSuperview = try connection()
            scanner.skipWhitespace()
        }
        guard scanner.current == "[" else {
            let after = leadingSuperview == nil ? "" : " after the leading '|'"
            throw error("expected a view ('[name]')\(after), found \(scanner.found)")
        }

        // 3. Views and the connections between them.
        var views = [try view()]
        var connections: [VisualFormatSyntax.Connection] = []
        var trailingSuperview: VisualFormatSyntax.Connection?
        while true {
            scanner.skipWhitespace()
            let link = try connection()
            scanner.skipWhitespace()
            if scanner.current == "[" {
                connections.append(link)
                views.append(try view())
                continue
            }
            // 4. Trailing superview.
            if scanner.consume("|") {
                trailingSuperview = link
                break
            }
            if case .flush = link.kind {
                guard scanner.isAtEnd else {
                    throw error("expected '-', a view ('['), '|' or the end of the format, found \(scanner.found)")
                }
                break
            }
            throw error("expected a view ('[name]') or '|' after the connection, found \(scanner.found)")
        }

        // 5. End.
        scanner.skipWhitespace()
        guard scanner.isAtEnd else {
            throw error("expected the end of the format after the closing '|', found \(scanner.found)")
        }
        return VisualFormatSyntax(axis: axis, leadingSuperview: leadingSuperview, views: views,
                                  connections: connections, trailingSuperview: trailingSuperview)
    }

    // MARK: Steps

    /// Step 1: `H:` or `V:`, or nothing.
    private mutating func orientation() throws(VisualFormatError) -> Axis {
        guard scanner.atIdentifierStart else { return .horizontal }
        let letter = scanner.current
        guard letter == "H" || letter == "V" else {
            throw error("expected 'H:', 'V:', '|' or a view ('[') at the start of the format, found \(scanner.found)")
        }
        scanner.advance()
        scanner.skipWhitespace()
        guard scanner.consume(":") else {
            throw error("expected ':' after '\(letter.map(String.init) ?? "")' to give the orientation, "
                        + "found \(scanner.found)")
        }
        return letter == "H" ? .horizontal : .vertical
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func view() throws(VisualFormatError) -> VisualFormatSyntax.View {
        let open = scanner.column
        scanner.advance()  // "["
        scanner.skipWhitespace()
        let column = scanner.column
        guard let name = scanner.scanIdentifier() else {
            throw error("expected a view name (a C identifier) after '[', found \(scanner.found)")
        }
        scanner.skipWhitespace()
        var predicates: [VisualFormatSyntax.Predicate] = []
        if scanner.current == "(" {
            predicates = try predicateList(inView: name)
            scanner.skipWhitespace()
        }
        guard scanner.consume("]") else {
            let what = predicates.isEmpty ? "'(' or ']'" : "']'"
            throw error("expected \(what) to close '[\(name)' (opened at column \(open)), found \(scanner.found)")
        }
        return VisualFormatSyntax.View(name: name, column: column, predicates: predicates)
    }

    /// A connection: nothing (flush), `-`, `-simplePredicate-` or `-(predicates)-`.
    private mutating func connection() throws(VisualFormatError) -> VisualFormatSyntax.Connection {
        let column = scanner.column
        guard scanner.consume("-") else { return .init(kind: .flush, column: column) }
        scanner.skipWhitespace()
        if scanner.current == "[" || scanner.current == "|" {
            return .init(kind: .standard, column: column)
        }
        let predicates: [VisualFormatSyntax.Predicate]
        if scanner.current == "(" {
            predicates = try predicateList(inView: nil)
        } else if scanner.atNumberStart || scanner.atIdentifierStart {
            // A simple predicate: a non-negative number or a metric, meaning `==`, required.
            let start = scanner.column
            let value = try constant(inView: nil)
            predicates = [.init(relation: .equal, object: value, priority: 1000, column: start,
                                text: scanner.text(from: start - 1))]
        } else {
            throw error("expected a number, a metric name, '(' or a view after '-', found \(scanner.found)"
                        + (scanner.current == "-" && scanner.peek(1)?.isNumber == true
                            ? " (a negative spacing goes in parentheses: '-(-5)-')" : ""))
        }
        scanner.skipWhitespace()
        guard scanner.consume("-") else {
            throw error("expected '-' to end the connection that starts at column \(column), found \(scanner.found)")
        }
        return .init(kind: .predicates(predicates), column: column)
    }

    /// `(predicate, predicate, …)`. `inView` is the view's name, or `nil` in a connection.
    private mutating func predicateList(inView view: String?) throws(VisualFormatError)
        -> [VisualFormatSyntax.Predicate] {
        scanner.advance()  // "("
        var list: [VisualFormatSyntax.Predicate] = []
        repeat {
            scanner.skipWhitespace()
            list.append(try predicate(inView: view))
            scanner.skipWhitespace()
        } while scanner.consume(",")
        guard scanner.consume(")") else {
            throw error("expected ',' or ')' after the predicate, found \(scanner.found)")
        }
        return list
    }

    /// `(relation)?(object)(@priority)?`.
    private mutating func predicate(inView view: String?) throws(VisualFormatError) -> VisualFormatSyntax.Predicate {
        let start = scanner.column
        var relation = LayoutRelation.equal
        if let written = scanner.scanRelation() {
            relation = written
            scanner.skipWhitespace()
        } else if let c = scanner.current, "=<>≤≥".contains(c) {
            throw error("expected a relation ('==', '<=' or '>='), found \(scanner.found)\(scanner.relationHint)")
        }
        let object = try constant(inView: view)
        scanner.skipWhitespace()
        var priority = 1000.0
        if scanner.consume("@") {
            scanner.skipWhitespace()
            priority = try self.priority()
        }
        let text = scanner.text(from: start - 1).filter { !$0.isWhitespace }
        return .init(relation: relation, object: object, priority: priority, column: start, text: text)
    }
}
