extension StackRules {
    /// UIKit's alignment values reduced to what the constraints distinguish.
    enum CrossAlignment { case fill, min, max, center, firstBaseline, lastBaseline }

    var crossAlignment: CrossAlignment {
        switch config.alignment {
        case .fill: return .fill
        case .leading, .top: return .min
        case .trailing, .bottom: return .max
        case .center: return .center
        // Baselines align only along a horizontal axis; a vertical stack maps them to its
        // leading and trailing edges, as FDStackView does.
        case .firstBaseline: return axis == .horizontal ? .firstBaseline : .min
        case .lastBaseline: return axis == .horizontal ? .lastBaseline : .max
        }
    }

    /// Step 4: `UISV-alignment`, the cross-axis canvas connection, the alignment spanner
    /// with its boundaries (999.5 equalities on the aligned side) and fit (51), canvas-fit
    /// (49) for baselines, and ambiguity suppression (25).
    func addAlignment(into b: inout ConstraintBuilder) {
        guard let first = arranged.first else {
            addAllHiddenSpanner(into: &b)  // an empty stack collapses like an all-hidden one
            return
        }
        let alignment = crossAlignment

        // UISV-alignment ties the first arranged view to every other one, hidden included.
        let attributes: [Attribute]
        switch alignment {
        case .fill: attributes = [crossMin, crossMax]
        case .min: attributes = [crossMin]
        case .max: attributes = [crossMax]
        case .center: attributes = [crossCenter]
        case .firstBaseline: attributes = [.firstBaseline]
        case .lastBaseline: attributes = [.lastBaseline]
        }
        for view in arranged.dropFirst() {
            for attribute in attributes {
                b.add(.view(first), attribute, .equal, .view(view), identifier: "UISV-alignment", origin: origin)
            }
        }

        if visible.isEmpty {
            addAllHiddenSpanner(into: &b)
        } else if alignment == .fill {
            b.add(edge, crossMin, .equal, .view(first), identifier: "UISV-canvas-connection", origin: origin)
            b.add(edge, crossMax, .equal, .view(first), identifier: "UISV-canvas-connection", origin: origin)
        } else if arranged.count == 1 {
            addSingleViewConnection(first, alignment, into: &b)
        } else {
            addSpanner(first, alignment, into: &b)
        }

        if alignment != .fill {
            for view in arranged {
                b.add(.view(view), crossDim, .equal, nil, constant: 0, priority: 25,
                      identifier: "UISV-ambiguity-suppression", origin: origin)
            }
        }
    }

    private func addSpanner(_ first: Int, _ alignment: CrossAlignment, into b: inout ConstraintBuilder) {
        let spanner = b.guide("UISV-alignment-spanner", owner: stack)
        for view in visible {
            if alignment == .min {
                b.add(spanner, crossMin, .equal, .view(view), priority: 999.5,
                      identifier: "UISV-spanning-boundary", origin: origin)
            } else {
                b.add(spanner, crossMin, .lessOrEqual, .view(view),
                      identifier: "UISV-spanning-boundary", origin: origin)
            }
            if alignment == .max {
                b.add(spanner, crossMax, .equal, .view(view), priority: 999.5,
                      identifier: "UISV-spanning-boundary", origin: origin)
            } else {
                b.add(spanner, crossMax, .greaterOrEqual, .view(view),
                      identifier: "UISV-spanning-boundary", origin: origin)
            }
        }
        b.add(spanner, crossDim, .equal, nil, constant: 0, priority: 51, identifier: "UISV-spanning-fit", origin: origin)

        let id = "UISV-canvas-connection"
        switch alignment {
        case .min:
            b.add(edge, crossMin, .equal, .view(first), identifier: id, origin: origin)
            b.add(edge, crossMax, .equal, spanner, identifier: id, origin: origin)
        case .max:
            b.add(edge, crossMin, .equal, spanner, identifier: id, origin: origin)
            b.add(edge, crossMax, .equal, .view(first), identifier: id, origin: origin)
        case .center:
            b.add(edge, crossMin, .equal, spanner, identifier: id, origin: origin)
            b.add(edge, crossMax, .equal, spanner, identifier: id, origin: origin)
            b.add(edge, crossCenter, .equal, .view(first), identifier: id, origin: origin)
        case .firstBaseline:
            // Only the first view's top holds the canvas: a later view with a taller ascent
            // sticks out above the stack (UIKit's baseline canvas bug, kept on purpose).
            b.add(edge, .top, .lessOrEqual, .view(first), identifier: id, origin: origin)
            b.add(edge, .bottom, .equal, spanner, identifier: id, origin: origin)
            b.add(canvas, crossDim, .equal, nil, constant: 0, priority: 49, identifier: "UISV-canvas-fit", origin: origin)
        case .lastBaseline:
            b.add(edge, .top, .equal, spanner, identifier: id, origin: origin)
            b.add(edge, .bottom, .greaterOrEqual, .view(first), identifier: id, origin: origin)
            b.add(canvas, crossDim, .equal, nil, constant: 0, priority: 49, identifier: "UISV-canvas-fit", origin: origin)
        case .fill:
            break
        }
    }

    /// One arranged view and a non-fill alignment: no spanner; the sides that would follow
    /// the spanner become inequalities and the canvas shrinks across the axis at 49.
    private func addSingleViewConnection(_ view: Int, _ alignment: CrossAlignment, into b: inout ConstraintBuilder) {
        let id = "UISV-canvas-connection"
        let minRelation: LayoutRelation = alignment == .min ? .equal : .lessOrEqual
        let maxRelation: LayoutRelation = alignment == .max ? .equal : .greaterOrEqual
        b.add(edge, crossMin, minRelation, .view(view), identifier: id, origin: origin)
        b.add(edge, crossMax, maxRelation, .view(view), identifier: id, origin: origin)
        if alignment == .center {
            b.add(edge, crossCenter, .equal, .view(view), identifier: id, origin: origin)
        }
        b.add(canvas, crossDim, .equal, nil, constant: 0, priority: 49, identifier: "UISV-canvas-fit", origin: origin)
    }

    /// Every arranged view hidden: the alignment spanner alone carries the cross axis and
    /// shrinks to zero (no boundaries, no baseline canvas-fit).
    private func addAllHiddenSpanner(into b: inout ConstraintBuilder) {
        let spanner = b.guide("UISV-alignment-spanner", owner: stack)
        b.add(spanner, crossDim, .equal, nil, constant: 0, priority: 51, identifier: "UISV-spanning-fit", origin: origin)
        b.add(edge, crossMin, .equal, spanner, identifier: "UISV-canvas-connection", origin: origin)
        b.add(edge, crossMax, .equal, spanner, identifier: "UISV-canvas-connection", origin: origin)
    }
}
