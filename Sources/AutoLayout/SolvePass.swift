import Cassowary

/// Step 4 of the engine: one solve of one constraint set, and reading its frames.
struct SolvePass {
    let geometry: ItemGeometry
    let solution: Solution
    let constraints: [LayoutConstraint]
    let broken: [BrokenConstraint]
    let ambiguous: [Int]

    /// Alignment-rect width of every view (what width-dependent content is measured at).
    var alignmentWidths: [Double] { geometry.views.map { solution[$0.width] } }

    static func run(tree: LayoutTree, built: ConstraintBuilder, content: ContentSizes) throws(LayoutError) -> SolvePass {
        let solver = Solver()
        var geometry = ItemGeometry(tree: tree, guides: built.guides, solver: solver)
        geometry.baselines = content.baselines()
        let converter = AnchorConverter(geometry: geometry, content: content, direction: tree.direction)

        var added: [ConstraintID: Int] = [:]
        var broken: [BrokenConstraint] = []
        for (index, constraint) in built.constraints.enumerated() {
            let solverConstraint = try converter.convert(constraint)
            do {
                let id = try solver.add(solverConstraint)
                added[id] = index
            } catch {
                switch error {
                case .unsatisfiable(_, let conflicting):
                    let others = conflicting.compactMap { added[$0] }.sorted().map { built.constraints[$0] }
                    broken.append(BrokenConstraint(constraint: constraint, conflicting: others))
                default:
                    let origin: String
                    if case .user(let text) = constraint.origin { origin = text } else { origin = "engine" }
                    throw .invalidConstraint("the solver rejected the constraint: \(error)", origin: origin)
                }
            }
        }

        // Views that are hidden (or inside a hidden view) are not drawn, so where they sit
        // does not matter; UIKit's hidden views in equal-spacing stacks are left loose too.
        let loose = solver.ambiguousVariables()
        var ambiguous: [Int] = []
        for index in tree.views.indices.dropFirst() where !Self.isHiddenInTree(index, tree) {
            let v = geometry.views[index]
            if loose[v.width.index] || loose[v.height.index] || v.x.map({ loose[$0.index] }) == true
                || v.y.map({ loose[$0.index] }) == true {
                ambiguous.append(index)
            }
        }
        return SolvePass(geometry: geometry, solution: solver.solution(), constraints: built.constraints,
                         broken: broken, ambiguous: ambiguous)
    }

    private static func isHiddenInTree(_ index: Int, _ tree: LayoutTree) -> Bool {
        var current: Int? = index
        while let i = current {
            if tree.views[i].isHidden { return true }
            current = tree.views[i].parent
        }
        return false
    }

    /// Step 6: frames in superview and canvas coordinates.
    func result(tree: LayoutTree, content: ContentSizes, passes: Int) -> LayoutResult {
        var frames: [Rect] = []
        var canvasFrames: [Rect] = []
        frames.reserveCapacity(tree.views.count)
        for (index, view) in tree.views.enumerated() {
            let v = geometry.views[index]
            let insets = view.alignmentInsets
            let frame = Rect(
                x: (v.x.map { solution[$0] } ?? insets.left) - insets.left,
                y: (v.y.map { solution[$0] } ?? insets.top) - insets.top,
                width: solution[v.width] + insets.left + insets.right,
                height: solution[v.height] + insets.top + insets.bottom)
            frames.append(frame)
            if let parent = view.parent {
                let p = canvasFrames[parent]
                canvasFrames.append(frame.offsetBy(dx: p.x, dy: p.y))
            } else {
                canvasFrames.append(Rect(x: 0, y: 0, width: frame.width, height: frame.height))
            }
        }
        let guideFrames = geometry.guides.map { g in
            Rect(x: solution[g.x!], y: solution[g.y!], width: solution[g.width], height: solution[g.height])
        }
        return LayoutResult(frames: frames, canvasFrames: canvasFrames, guides: geometry.guideInfo,
                            guideFrames: guideFrames, constraints: constraints, broken: broken,
                            ambiguous: ambiguous, measurements: content.measurements, passes: passes)
    }
}
