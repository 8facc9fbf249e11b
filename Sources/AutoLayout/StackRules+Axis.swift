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
    func addSpacingChain(into b: inout ConstraintBuilder) {
        guard arranged.count >= 2 else { return }
        let relation: LayoutRelation = isEqualFamily ? .greaterOrEqual : .equal
        for k in 0..<(arranged.count - 1) {
            let prev = arranged[k], next = arranged[k + 1]
            b.add(.view(next), usesBaselines ? .firstBaseline : minA, relation,
                  .view(prev), usesBaselines ? .lastBaseline : maxA,
                  constant: spacingConstant(at: k), identifier: "UISV-spacing", origin: origin)
        }
    }

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
