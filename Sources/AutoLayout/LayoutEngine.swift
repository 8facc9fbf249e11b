import Cassowary

/// Lays out a ``LayoutTree`` as Auto Layout would: builds every constraint (stack rules,
/// intrinsic sizes, the canvas, the user's), solves them with the ``Cassowary`` solver,
/// and re-measures height-for-width content at its solved width until the layout is stable.
///
/// Steps:
///  1. check the tree and resolve the user's constraints to items (`ConstraintResolver`);
///  2. measure intrinsic content (`measure` is injected: layout never imports a renderer);
///  3. build the constraints in a fixed order — canvas, stack rules, user, intrinsic sizes,
///     fitting wishes — so that when required constraints conflict, the later one (the
///     user's, as UIKit reports it) is the one broken;
///  4. lay out stack subtrees directly (`DirectStacks`) where their size is their content's
///     or fixed from outside, and solve the rest, collecting broken constraints instead of
///     failing; a subtree the direct layout cannot finish exactly is solved again with the
///     rest;
///  5. re-measure width-dependent views at their solved width and repeat 3–4 if any changed;
///  6. read frames (superview and canvas coordinates) and ambiguity.
public enum LayoutEngine {
    /// Options that do not change the constraint set.
    public struct Options: Sendable {
        /// Upper bound on the height-for-width passes (UIKit's two-pass layout needs 2).
        public var maxPasses = 4
        /// Lays out stack subtrees (a stack nobody arranges, holding fill or fillEqually
        /// stacks of views with intrinsic sizes, whose width and height are its content's or
        /// fixed from outside by required equalities) by direct computation instead of the
        /// solver: the same frames (up to rounding in the last bits), much faster for large
        /// trees. Anything else, and any tie the solver would break by its internal order,
        /// goes through the solver either way. Off: every view goes through the solver.
        package var directStacks = true
        /// When the layout must stop: checked after measuring, between passes, between the
        /// solver's constraint additions and every 16 pivots inside one, so a late layout
        /// throws ``LayoutError/timeLimit(stage:)`` soon after this instant.
        /// Nil: no limit.
        public var deadline: ContinuousClock.Instant?
        /// Fill ``LayoutResult/slack``: how far each constraint is from equality at the
        /// solved frames — what says which constraints decide a frame. Every constraint then
        /// goes through the solver (no direct stacks), which gives the same frames, slower.
        public var recordsSlack = false
        public init() {}
    }

    /// Lays out `tree`. Throws only for input that cannot be laid out at all (unknown
    /// items, invalid constraints); conflicts and ambiguity are reported in the result.
    public static func solve(_ tree: LayoutTree, measure: Measuring? = nil,
                             options: Options = Options()) throws(LayoutError) -> LayoutResult {
        try TreeCheck.check(tree)
        let user = try ConstraintResolver(tree: tree).resolve(tree.constraints)
        var content = ContentSizes(tree: tree, measure: measure)
        var pass = 0
        // Direct roots a pass handed back to the solver (they stay with it from then on).
        var excluded: [Int] = []
        while true {
            pass += 1
            try check(options.deadline, pass == 1 ? "measuring content" : "measuring content again (pass \(pass))")
            let built = try buildConstraints(tree, content: content, user: user)
            var solved: SolvePass
            while true {
                let direct = options.directStacks && !options.recordsSlack
                    ? DirectStacks(tree: tree, content: content, user: user, excluded: excluded) : nil
                switch try SolvePass.run(tree: tree, built: built, content: content,
                                         direct: direct.flatMap { $0.roots.isEmpty ? nil : $0 },
                                         deadline: options.deadline, recordsSlack: options.recordsSlack) {
                case .solved(let s): solved = s
                case .retry(let roots):
                    excluded += roots
                    continue
                }
                break
            }
            let widths = solved.alignmentWidths
            var changed = content.remeasure(widths: widths)
            if !content.flowExtents.isEmpty {
                changed = content.updateFlows(widths: widths, heights: solved.alignmentHeights) || changed
            }
            if !changed || pass >= options.maxPasses {
                return solved.result(tree: tree, content: content, passes: pass)
            }
        }
    }

    /// Throws when `deadline` has passed; `stage` names what was going on.
    static func check(_ deadline: ContinuousClock.Instant?, _ stage: @autoclosure () -> String) throws(LayoutError) {
        if let deadline, ContinuousClock.now >= deadline { throw .timeLimit(stage: stage()) }
    }

    /// Step 3: every constraint of one pass, in solver order.
    static func buildConstraints(_ tree: LayoutTree, content: ContentSizes,
                                 user: [LayoutConstraint]) throws(LayoutError) -> ConstraintBuilder {
        var b = ConstraintBuilder()
        b.reserve(estimatedCount: estimatedConstraintCount(tree, user: user.count))
        if let width = tree.canvasWidth {
            b.add(.view(0), .width, .equal, nil, constant: width, identifier: "canvas-width", origin: .canvas)
        }
        if let height = tree.canvasHeight {
            b.add(.view(0), .height, .equal, nil, constant: height, identifier: "canvas-height", origin: .canvas)
        }
        // Each arranged view's stack axis and tie weight, by view index (no hashing).
        var tieAxis = [Axis?](repeating: nil, count: tree.views.count)
        var tieWeight = [Double](repeating: 1, count: tree.views.count)
        for index in tree.views.indices where tree.views[index].stack != nil {
            var rules = StackRules(stack: index, tree: tree, intrinsic: content.intrinsic)
            try rules.generate(into: &b)
            for (position, view) in rules.arranged.enumerated() {
                tieAxis[view] = rules.axis
                tieWeight[view] = StackRules.tieWeight(at: position)
            }
        }
        for (index, extent) in content.flowExtents.sorted(by: { $0.key < $1.key }) {
            guard let flow = tree.flows[index] else { continue }
            var placed = flow
            if let sizes = content.flowItemSizes[index] { placed.itemSizes = sizes }
            addFlow(placed, container: index, extent: extent, boundsOriginY: tree.views[index].boundsOriginY, into: &b)
        }
        for constraint in user { b.add(constraint) }
        for index in tree.views.indices {
            let size = content.intrinsic[index]
            guard size.width != nil || size.height != nil else { continue }
            addIntrinsic(index, size, hugging: tree.views[index].hugging,
                         resistance: tree.views[index].compressionResistance,
                         tieAxis: tieAxis[index], tieWeight: tieWeight[index], into: &b)
        }
        // A dimension left out of the canvas is the compressed fitting size, as
        // `systemLayoutSizeFitting(UILayoutFittingCompressedSize)` computes it.
        if tree.canvasWidth == nil {
            b.add(.view(0), .width, .equal, nil, constant: 0, priority: 50, identifier: "fitting-width", origin: .canvas)
        }
        if tree.canvasHeight == nil {
            b.add(.view(0), .height, .equal, nil, constant: 0, priority: 50, identifier: "fitting-height", origin: .canvas)
        }
        return b
    }

    /// A flow layout's items at the places it gives them in a view `extent` long: their
    /// sizes and their offsets from the view's top-left (below its content inset). Self-sizing
    /// items only wish for their size (at the fitting size priority), so their content decides
    /// it; the next pass places what was measured.
    private static func addFlow(_ flow: FlowConfiguration, container: Int, extent: Double, boundsOriginY: Double,
                                into b: inout ConstraintBuilder) {
        let (frames, length) = flow.place(extent: extent.isFinite ? extent : 1e7)
        if flow.fitsContent {
            b.add(.view(container), flow.scrollDirection == .vertical ? .height : .width, .equal, nil,
                  constant: length - (flow.scrollDirection == .vertical ? boundsOriginY : 0),
                  identifier: "UICollectionViewFlowLayout-content", origin: .flow(container))
        }
        // Headers and footers are placed at the flow layout's frames, never measured.
        let supplementary = flow.supplementaryFrames(extent: extent.isFinite ? extent : 1e7)
        for (view, frame) in [(flow.header, supplementary.header), (flow.footer, supplementary.footer)] {
            guard let view else { continue }
            for (attribute, constant) in [(Attribute.left, frame.x), (.top, frame.y - boundsOriginY),
                                          (.width, frame.width), (.height, frame.height)] {
                b.add(.view(view), attribute, .equal, attribute == .left || attribute == .top ? .view(container) : nil,
                      constant: constant, identifier: "UICollectionViewFlowLayout-supplementary", origin: .flow(container))
            }
        }
        for (item, frame) in zip(flow.items, frames) {
            for (attribute, constant) in [(Attribute.left, frame.x), (.top, frame.y - boundsOriginY)] {
                b.add(.view(item), attribute, .equal, .view(container), constant: constant,
                      identifier: "UICollectionViewFlowLayout-position", origin: .flow(container))
            }
            for (attribute, constant) in [(Attribute.width, frame.width), (.height, frame.height)] {
                if flow.sizesItemsToContent {
                    b.add(.view(item), attribute, .equal, nil, constant: constant, priority: 50,
                          identifier: "UICollectionViewCell-fitting", origin: .flow(container))
                } else {
                    b.add(.view(item), attribute, .equal, nil, constant: constant,
                          identifier: "UICollectionViewFlowLayout-size", origin: .flow(container))
                }
            }
        }
    }

    /// Two inequalities per axis with a metric: `size <= c` at the hugging priority and
    /// `size >= c` at the compression resistance (`NSContentSizeLayoutConstraint`).
    private static func addIntrinsic(_ index: Int, _ size: IntrinsicSize, hugging: AxisPriorities,
                                     resistance: AxisPriorities, tieAxis: Axis?, tieWeight: Double,
                                     into b: inout ConstraintBuilder) {
        func add(_ axis: Axis, _ c: Double) {
            let dim: Attribute = axis == .horizontal ? .width : .height
            let weight = tieAxis == axis ? tieWeight : 1
            b.add(.view(index), dim, .lessOrEqual, nil, constant: c, priority: hugging[axis],
                  identifier: "NSContentSizeLayoutConstraint-hugging", origin: .intrinsic, tieWeight: weight)
            b.add(.view(index), dim, .greaterOrEqual, nil, constant: c, priority: resistance[axis],
                  identifier: "NSContentSizeLayoutConstraint-compression", origin: .intrinsic, tieWeight: weight)
        }
        if let c = size.width { add(.horizontal, c) }
        if let c = size.height { add(.vertical, c) }
    }

    /// About how many constraints a pass makes (so the list grows once): per stack, a
    /// handful per arranged view plus a few of its own; per view, four intrinsic ones.
    private static func estimatedConstraintCount(_ tree: LayoutTree, user: Int) -> Int {
        var count = 8 + user + 4 * tree.views.count
        for index in tree.views.indices {
            guard let stack = tree.views[index].stack else { continue }
            // The equal family's guides add two edges and an equality per arranged view,
            // fillProportionally a wish.
            let distribution: Int
            switch stack.distribution {
            case .fill, .fillEqually: distribution = 0
            case .fillProportionally: distribution = 1
            case .equalSpacing, .equalCentering: distribution = 3
            }
            count += 8 + (6 + distribution) * stack.arranged.count
        }
        return count
    }
}
