/// The semantic step of ``VisualFormat``: turns a ``VisualFormatSyntax`` into constraints.
///
/// Steps:
/// 1. check the options against the format (one direction; alignment across the axis only);
/// 2. check that no view or connection has contradictory required constants;
/// 3. emit, left to right: each connection's constraints, then each view's size predicates;
/// 4. emit the alignment constraints, per option in declaration order, per neighbouring pair.
///
/// A connection from the earlier thing X to the later thing Y says `gap R c`, where the gap is
/// measured along the format. Written as a constraint with the anchor further along the
/// x or y axis first, that is `Y.start R X.end + c` (`[a]-(>=10)-[b]` ⇒
/// `b.leading >= a.trailing + 10`, `[a]-(>=20)-|` ⇒ `superview.trailing >= a.trailing + 20`).
/// `directionRightToLeft` runs the format against the x axis, so there it is
/// `X.left R Y.right + c`.
struct VisualFormatLowering {
    let syntax: VisualFormatSyntax
    let options: VisualFormatOptions

    /// Apple's standard spacing between siblings.
    static let siblingSpacing = 8.0
    /// Apple's standard spacing between a view and its superview's edge.
    static let superviewSpacing = 20.0

    func constraints() throws(VisualFormatError) -> [ConstraintExpression] {
        // 1. Options.
        let alignments = try alignmentAttributes()
        let edges = try Edges(axis: syntax.axis, options: options)

        // 2. Contradictions.
        try checkContradictions()

        // 3. Connections and sizes, left to right.
        var result: [ConstraintExpression] = []
        let views = syntax.views
        if let leading = syntax.leadingSuperview, let first = views.first {
            result += gap(leading, from: AnchorName(.superview, edges.start),
                          to: AnchorName(.named(first.name), edges.start),
                          standard: Self.superviewSpacing, reversed: edges.reversed)
        }
        for (index, view) in views.enumerated() {
            if index > 0 {
                result += gap(syntax.connections[index - 1],
                              from: AnchorName(.named(views[index - 1].name), edges.end),
                              to: AnchorName(.named(view.name), edges.start),
                              standard: Self.siblingSpacing, reversed: edges.reversed)
            }
            result += sizes(of: view, attribute: edges.size)
        }
        if let trailing = syntax.trailingSuperview, let last = views.last {
            result += gap(trailing, from: AnchorName(.named(last.name), edges.end),
                          to: AnchorName(.superview, edges.end),
                          standard: Self.superviewSpacing, reversed: edges.reversed)
        }

        // 4. Alignment of neighbours.
        for attribute in alignments {
            for (earlier, later) in zip(views, views.dropFirst()) where earlier.name != later.name {
                result.append(ConstraintExpression(first: AnchorName(.named(later.name), attribute), relation: .equal,
                                                   second: AnchorName(.named(earlier.name), attribute)))
            }
        }
        return result
    }

    /// The constraints of one connection between the `from` anchor (earlier in the format)
    /// and the `to` anchor (later).
    private func gap(_ connection: VisualFormatSyntax.Connection, from earlier: AnchorName, to later: AnchorName,
                     standard: Double, reversed: Bool) -> [ConstraintExpression] {
        let predicates: [(LayoutRelation, Double, Double)] = switch connection.kind {
        case .flush: [(.equal, 0, 1000)]
        case .standard: [(.equal, standard, 1000)]
        case .predicates(let list): list.compactMap { p in
            if case .constant(let value) = p.object { (p.relation, value, p.priority) } else { nil }
        }
        }
        return predicates.map { relation, constant, priority in
            ConstraintExpression(first: reversed ? earlier : later, relation: relation,
                                 second: reversed ? later : earlier, constant: constant, priority: priority)
        }
    }

    /// `[a(>=50@750, ==b)]` ⇒ `a.width >= 50 @750`, `a.width == b.width`.
    private func sizes(of view: VisualFormatSyntax.View, attribute: Attribute) -> [ConstraintExpression] {
        let anchor = AnchorName(.named(view.name), attribute)
        return view.predicates.map { p in
            switch p.object {
            case .constant(let value):
                ConstraintExpression(first: anchor, relation: p.relation, second: nil,
                                     constant: value, priority: p.priority)
            case .view(let other):
                ConstraintExpression(first: anchor, relation: p.relation,
                                     second: AnchorName(.named(other), attribute), priority: p.priority)
            }
        }
    }
}
