/// Steps 1 and 2 of ``VisualFormatLowering``: options that don't fit the format, and
/// required constants that can't all hold.
extension VisualFormatLowering {
    /// The attributes that `H:` or `V:` lay views along, and which way.
    struct Edges {
        var start: Attribute
        var end: Attribute
        var size: Attribute
        /// True when the format runs against the axis (right to left).
        var reversed: Bool

        init(axis: Axis, options: VisualFormatOptions) throws(VisualFormatError) {
            let directions = options.intersection(VisualFormatOptions.directions)
            if directions.names.count > 1 {
                throw VisualFormatError(column: 1, message: "the options give \(directions.names.count) directions "
                                        + "(\(directions.names.joined(separator: ", "))); give at most one")
            }
            // Direction options only concern `H:`; Apple ignores them in `V:` formats.
            switch (axis, directions) {
            case (.vertical, _): (start, end, size, reversed) = (.top, .bottom, .height, false)
            case (.horizontal, .directionLeftToRight): (start, end, size, reversed) = (.left, .right, .width, false)
            case (.horizontal, .directionRightToLeft): (start, end, size, reversed) = (.right, .left, .width, true)
            case (.horizontal, _): (start, end, size, reversed) = (.leading, .trailing, .width, false)
            }
        }
    }

    /// The attributes of the alignment options, refusing those along the format's own axis
    /// (as Apple does: `alignAllLeading` in an `H:` format would fight the spacing).
    func alignmentAttributes() throws(VisualFormatError) -> [Attribute] {
        var attributes: [Attribute] = []
        for entry in VisualFormatOptions.all where options.contains(entry.option) {
            guard let attribute = entry.attribute else { continue }
            guard attribute.axis == syntax.axis.cross else {
                let allowed = VisualFormatOptions.all
                    .filter { $0.attribute?.axis == syntax.axis.cross }.map(\.name).joined(separator: ", ")
                let orientation = syntax.axis == .horizontal ? "H:" : "V:"
                throw VisualFormatError(
                    column: 1,
                    message: "'\(entry.name)' aligns along the format's own axis (\(orientation)); "
                        + "expected an alignment across it: \(allowed)")
            }
            attributes.append(attribute)
        }
        return attributes
    }

    /// Rejects required constant predicates that can't all hold: on one view (wherever it
    /// appears in the format) or in one connection, e.g. `[a(>=20,<=10)]` or `-(==8,==10)-`.
    func checkContradictions() throws(VisualFormatError) {
        var byView: [String: Bounds] = [:]
        for view in syntax.views {
            var bounds = byView[view.name] ?? Bounds()
            for predicate in view.predicates {
                try bounds.add(predicate, subject: "the \(syntax.axis == .horizontal ? "width" : "height") of '\(view.name)'")
            }
            byView[view.name] = bounds
        }
        let connections = [syntax.leadingSuperview].compactMap { $0 } + syntax.connections
            + [syntax.trailingSuperview].compactMap { $0 }
        for connection in connections {
            guard case .predicates(let list) = connection.kind else { continue }
            var bounds = Bounds()
            for predicate in list {
                try bounds.add(predicate, subject: "the spacing at column \(connection.column)")
            }
        }
    }

    /// The tightest required lower and upper bounds seen so far, with the predicate each came from.
    struct Bounds {
        var lower: (value: Double, predicate: VisualFormatSyntax.Predicate)?
        var upper: (value: Double, predicate: VisualFormatSyntax.Predicate)?

        mutating func add(_ predicate: VisualFormatSyntax.Predicate, subject: String) throws(VisualFormatError) {
            guard predicate.priority == 1000, case .constant(let value) = predicate.object else { return }
            if predicate.relation != .lessOrEqual, value > (lower?.value ?? -.infinity) {
                lower = (value, predicate)
            }
            if predicate.relation != .greaterOrEqual, value < (upper?.value ?? .infinity) {
                upper = (value, predicate)
            }
            guard let lower, let upper, lower.value > upper.value else { return }
            let other = lower.predicate.column == predicate.column ? upper.predicate : lower.predicate
            throw VisualFormatError(
                column: predicate.column,
                message: "'\(predicate.text)' contradicts '\(other.text)' for \(subject): both are required "
                    + "and no value satisfies both; lower one's priority (e.g. '@750') or fix the numbers")
        }
    }
}
