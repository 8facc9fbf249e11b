extension StackRules {
    /// Step 3: the distribution's own constraints.
    func addDistribution(into b: inout ConstraintBuilder) throws(LayoutError) {
        switch config.distribution {
        case .fill:
            break  // hugging and compression resistance decide; ties by arrangement order
        case .fillEqually:
            addFillEqually(into: &b)
        case .fillProportionally:
            if isFD { addFDProportional(into: &b) } else { try addUIKitProportional(into: &b) }
        case .equalSpacing, .equalCentering:
            addDistributingGuides(into: &b)
        }
    }

    /// `UISV-fill-equally`: the first visible view's length equals every other visible one's.
    private func addFillEqually(into b: inout ConstraintBuilder) {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() {
            b.add(.view(first), dimA, .equal, .view(view), identifier: "UISV-fill-equally", origin: origin)
        }
    }

    /// A view's intrinsic length along the axis as fillProportionally reads it: no metric,
    /// and multi-line labels in a horizontal stack, count as 0.
    private func proportionalLength(_ view: Int) -> Double {
        if axis == .horizontal && tree.views[view].isMultilineText { return 0 }
        return max(0, intrinsic[view][axis] ?? 0)
    }

    /// UIKit's rule: `view.dim == (L / T) × canvas.dim` with `T` = ΣL + spacing. The
    /// multipliers only add up with the spacing chain at the natural size, so elsewhere the
    /// lowest priority (last) proportional constraint breaks and the last view absorbs
    /// the error — iOS's documented bug, reproduced on purpose. Where `T` is 0 (negative
    /// spacing cancelling the lengths) the multipliers are infinite and iOS raises
    /// "Multiplier is not finite"; that is an error here, naming the stack.
    private func addUIKitProportional(into b: inout ConstraintBuilder) throws(LayoutError) {
        guard !visible.isEmpty else { return }
        let lengths = visible.map(proportionalLength)
        let total = lengths.reduce(0, +)
        let hiddenCount = arranged.count - visible.count
        let fallback = hiddenCount == 0
            ? (total == 0 || (visible.count == 1 && total <= 1))
            : total <= config.spacing * Double(hiddenCount)
        if fallback {
            addFillEqually(into: &b)
            return
        }
        let spacing = spacingConstants().reduce(0, +)
        let t = total + spacing
        guard t != 0 else {
            let length = axis == .horizontal ? "width" : "height"
            throw .invalidStack(view: stack, """
                a fillProportionally stack divides each arranged view's intrinsic \(length) by their \
                sum plus the spacing, here \(fmt(total)) + (\(fmt(spacing))) = 0, so its \
                multipliers would be infinite (iOS raises "Multiplier is not finite"); views without \
                an intrinsic \(length), stacks among them, count as 0. Give the arranged views more \
                intrinsic \(length) or change the spacing
                """, origin: tree.views[stack].id.map { "stack '\($0)'" } ?? "stack view #\(stack)")
        }
        let nonZero = lengths.filter { $0 > 0 }.count
        let alwaysRequired = visible.count == 1 || (nonZero == 1 && config.spacing == 0)
        for (view, length) in zip(visible, lengths) {
            if length == 0 {
                b.add(.view(view), dimA, .equal, nil, constant: 0,
                      identifier: "UISV-fill-proportionally", origin: origin)
                continue
            }
            let index = arranged.firstIndex(of: view) ?? 0
            let priority = alwaysRequired ? 1000 : Double(999 - index)
            b.add(.view(view), dimA, .equal, canvas, dimA, multiplier: length / t,
                  priority: max(1, priority), identifier: "UISV-fill-proportionally", origin: origin)
        }
    }

    /// FDStackView's fix: neighbours keep the ratio of their intrinsic lengths
    /// (`prev.dim == Lprev / Lnext × next.dim`), so spacing never enters and the space is
    /// shared exactly in proportion. A zero length makes the ratio 1 (FD's own guard).
    private func addFDProportional(into b: inout ConstraintBuilder) {
        guard visible.count >= 2 else { return }
        for k in 0..<(visible.count - 1) {
            let prev = visible[k], next = visible[k + 1]
            let lp = proportionalLength(prev), ln = proportionalLength(next)
            let ratio = (lp == 0 || ln == 0) ? 1 : lp / ln
            b.add(.view(prev), dimA, .equal, .view(next), dimA, multiplier: ratio,
                  priority: Double(max(1, 999 - k)), identifier: "FDSV-fill-proportionally", origin: origin)
        }
    }

    /// equalSpacing / equalCentering: a `UISV-distributing` guide between each pair of
    /// visible neighbours, edges required, lengths equal (required for equalSpacing,
    /// `150 − i` for equalCentering so the equal-centre wish gives way first), and the
    /// canvas shrinking along the axis at 49.
    private func addDistributingGuides(into b: inout ConstraintBuilder) {
        let centering = config.distribution == .equalCentering
        let startAttr: Attribute = centering ? centerA : (usesBaselines ? .lastBaseline : maxA)
        let endAttr: Attribute = centering ? centerA : (usesBaselines ? .firstBaseline : minA)
        var firstGuide: LayoutItem?
        if visible.count >= 2 {
            for k in 0..<(visible.count - 1) {
                let prev = visible[k], next = visible[k + 1]
                let guide = b.guide("UISV-distributing", owner: stack)
                b.add(guide, minA, .equal, .view(prev), startAttr,
                      identifier: "UISV-distributing-edge", origin: origin)
                b.add(.view(next), endAttr, .equal, guide, maxA,
                      identifier: "UISV-distributing-edge", origin: origin)
                if let firstGuide {
                    let index = arranged.firstIndex(of: prev) ?? 0
                    let priority = centering ? Double(max(1, 150 - index)) : 1000
                    b.add(firstGuide, dimA, .equal, guide, dimA, priority: priority,
                          identifier: "UISV-fill-equally", origin: origin)
                } else {
                    firstGuide = guide
                }
            }
        }
        b.add(canvas, dimA, .equal, nil, constant: 0, priority: 49, identifier: "UISV-canvas-fit", origin: origin)
    }
}
