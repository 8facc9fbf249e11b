extension StackRules {
    /// The spacing constant between arranged neighbours `k` and `k + 1` (hidden views
    /// included), with UIKit's halving around hidden views.
    func spacingConstant(at k: Int) -> Double {
        let prev = arranged[k], next = arranged[k + 1]
        let prevHidden = isHidden(prev), nextHidden = isHidden(next)
        let gap = config.customSpacing[prev] ?? config.spacing
        switch (prevHidden, nextHidden) {
        case (false, false): return gap
        case (true, false): return k == 0 ? 0 : gap / 2
        case (false, true): return k + 1 == arranged.count - 1 ? 0 : gap / 2
        case (true, true): return 0
        }
    }

    /// Every spacing-chain constant, in order.
    func spacingConstants() -> [Double] {
        arranged.count < 2 ? [] : (0..<(arranged.count - 1)).map(spacingConstant(at:))
    }

    var isEqualFamily: Bool {
        config.distribution == .equalSpacing || config.distribution == .equalCentering
    }

    /// Baseline-relative arrangement applies to vertical stacks only (UIKit ignores it in
    /// horizontal ones): the chain then runs from last baseline to first baseline.
    var usesBaselines: Bool { config.isBaselineRelativeArrangement && axis == .vertical }

    /// Step 2a: `UISV-spacing`, `next.min == prev.max + c` (`>=` in the equal family).
    ///
    /// In the equal family UIKit's distributing guides run between visible views only, so
    /// a hidden view is held by the `>=` chain alone and its place along the axis is
    /// ambiguous (it draws nothing, but frame trees print it). A `hidden-position` wish at
    /// the lowest priority settles it where the chain's constants put it in the other
    /// distributions: after the previous visible view, or before the first one for hidden
    /// views at the start. It is always satisfiable without moving a visible view (the
    /// chain's constants up to the next visible view fit in any gap the chain allows), so
    /// it changes nothing else, and the direct layout places hidden views the same way.
    func addSpacingChain(into b: inout ConstraintBuilder) {
        guard arranged.count >= 2 else { return }
        let relation: LayoutRelation = isEqualFamily ? .greaterOrEqual : .equal
        let firstVisible = arranged.firstIndex { !isHidden($0) } ?? arranged.count
        for k in 0..<(arranged.count - 1) {
            let prev = arranged[k], next = arranged[k + 1]
            let nextAttr: Attribute = usesBaselines ? .firstBaseline : minA
            let prevAttr: Attribute = usesBaselines ? .lastBaseline : maxA
            b.add(.view(next), nextAttr, relation, .view(prev), prevAttr,
                  constant: spacingConstant(at: k), identifier: "UISV-spacing", origin: origin)
            let placesHidden = k + 1 > firstVisible ? isHidden(next) : isHidden(prev)
            if isEqualFamily && placesHidden {
                b.add(.view(next), nextAttr, .equal, .view(prev), prevAttr, constant: spacingConstant(at: k),
                      priority: Self.hiddenPositionPriority, identifier: "hidden-position", origin: origin)
            }
        }
    }

    /// The priority of a hidden view's place in the equal family: below every other wish.
    static let hiddenPositionPriority = 1.0

    /// Step 2b: `UISV-canvas-connection` along the axis to the first and last visible views;
    /// with everything hidden (or nothing arranged), to an ordering spanner around the
    /// collapsed views that shrinks to zero.
    func addAxisCanvasConnection(into b: inout ConstraintBuilder) {
        if let first = visible.first, let last = visible.last {
            b.add(edge, minA, .equal, .view(first), identifier: "UISV-canvas-connection", origin: origin)
            b.add(edge, maxA, .equal, .view(last), identifier: "UISV-canvas-connection", origin: origin)
            return
        }
        // No visible view (or none at all): the ordering spanner carries the axis.
        let spanner = b.guide("UISV-ordering-spanner", owner: stack)
        for view in arranged {
            b.add(spanner, minA, .lessOrEqual, .view(view), identifier: "UISV-spanning-boundary", origin: origin)
            b.add(spanner, maxA, .greaterOrEqual, .view(view), identifier: "UISV-spanning-boundary", origin: origin)
        }
        b.add(spanner, dimA, .equal, nil, constant: 0, priority: 51, identifier: "UISV-spanning-fit", origin: origin)
        b.add(edge, minA, .equal, spanner, identifier: "UISV-canvas-connection", origin: origin)
        b.add(edge, maxA, .equal, spanner, identifier: "UISV-canvas-connection", origin: origin)
    }
}
