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
///  4. lay out free-standing stack subtrees directly (`DirectStacks`), and solve the rest,
///     collecting broken constraints instead of failing;
///  5. re-measure width-dependent views at their solved width and repeat 3–4 if any changed;
///  6. read frames (superview and canvas coordinates) and ambiguity.
public enum LayoutEngine {
    /// Options that do not change the constraint set.
    public struct Options: Sendable {
        /// Upper bound on the height-for-width passes (UIKit's two-pass layout needs 2).
        public var maxPasses = 4
        /// Lays out free-standing stack subtrees (a stack nobody arranges, sized by its
        /// content, holding fill or fillEqually stacks of views with intrinsic sizes) by
        /// direct computation instead of the solver: the same frames, much faster for large
        /// trees. Anything else, and any tie the solver would break by its internal order,
        /// goes through the solver either way. Off: every view goes through the solver.
        public var directStacks = true
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
        while true {
            pass += 1
            let built = try buildConstraints(tree, content: content, user: user)
            let direct = options.directStacks ? DirectStacks(tree: tree, intrinsic: content.intrinsic, user: user) : nil
            let solved = try SolvePass.run(tree: tree, built: built, content: content,
                                           direct: direct.flatMap { $0.roots.isEmpty ? nil : $0 })
            let changed = content.remeasure(widths: solved.alignmentWidths)
            if !changed || pass >= options.maxPasses {
                return solved.result(tree: tree, content: content, passes: pass)
            }
        }
    }

    /// Step 3: every constraint of one pass, in solver order.
    static func buildConstraints(_ tree: LayoutTree, content: ContentSizes,
                                 user: [LayoutConstraint]) throws(LayoutError) -> ConstraintBuilder {
        var b = ConstraintBuilder()
        if let width = tree.canvasWidth {
            b.add(.view(0), .width, .equal, nil, constant: width, identifier: "canvas-width", origin: .canvas)
        }
        if let height = tree.canvasHeight {
            b.add(.view(0), .height, .equal, nil, constant: height, identifier: "canvas-height", origin: .canvas)
        }
        var tieWeights: [Int: (Axis, Double)] = [:]
        for (index, view) in tree.views.enumerated() where view.stack != nil {
            var rules = StackRules(stack: index, tree: tree, intrinsic: content.intrinsic)
            let axis = rules.axis
            for (view, weight) in rules.generate(into: &b) {
                tieWeights[view] = (axis, weight)
            }
        }
        for constraint in user { b.add(constraint) }
        for (index, view) in tree.views.enumerated() {
            addIntrinsic(index, view, content.intrinsic[index], tie: tieWeights[index], into: &b)
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

    /// Two inequalities per axis with a metric: `size <= c` at the hugging priority and
    /// `size >= c` at the compression resistance (`NSContentSizeLayoutConstraint`).
    private static func addIntrinsic(_ index: Int, _ view: ViewNode, _ size: IntrinsicSize,
                                     tie: (Axis, Double)?, into b: inout ConstraintBuilder) {
        for axis in [Axis.horizontal, .vertical] {
            guard let c = size[axis] else { continue }
            let dim: Attribute = axis == .horizontal ? .width : .height
            let weight = tie.map { $0.0 == axis ? $0.1 : 1 } ?? 1
            b.add(.view(index), dim, .lessOrEqual, nil, constant: c, priority: view.hugging[axis],
                  identifier: "NSContentSizeLayoutConstraint-hugging", origin: .intrinsic, tieWeight: weight)
            b.add(.view(index), dim, .greaterOrEqual, nil, constant: c, priority: view.compressionResistance[axis],
                  identifier: "NSContentSizeLayoutConstraint-compression", origin: .intrinsic, tieWeight: weight)
        }
    }
}
