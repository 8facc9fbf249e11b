import Cassowary

/// Step 4 of the engine: one solve of one constraint set, and reading its frames.
///
/// Direct stack subtrees (`DirectStacks`) are laid out without the solver: their constraints
/// stay in the constraint list but not in the solver, which sees each subtree's root as one
/// view and places it. A root's free lengths are pinned to its natural ones before anything
/// else. A length constraints from outside mention waits until everything else is in:
/// - fixed by required equalities (`Solver.requiredValue(of:)`), the subtree is laid out at
///   that length;
/// - otherwise the subtree's natural length is pinned, and kept if what the rest of the
///   layout would gain by moving it (the pin's `Solver.marginalCost(of:)`, a bound at each
///   priority level) is clearly less than what moving it costs the subtree — say, a canvas
///   that fits its content wishes to shrink at 50, the subtree's views resist at 750;
/// - a nested root's (a stack another stack arranges) goes in as its subtree's costs on
///   either side of its natural length (`DirectStacks.proxy`), and the solver's choice is
///   laid out when it is at or above the natural length and not loose.
/// When that cannot be done exactly — the pin conflicts or costs too much, the layout is
/// not one `DirectStacks` reproduces, or a required constraint broke (the solver's report
/// would name constraints of the subtree) — the pass asks to be run again with those roots
/// left to the solver.
struct SolvePass {
    let geometry: ItemGeometry
    let solution: Solution
    let constraints: [LayoutConstraint]
    let broken: [BrokenConstraint]
    let ambiguous: [Int]
    let direct: DirectStacks?
    /// The solver form of each constraint that went into the solver, when slack is recorded.
    var expressions: [Expression?]? = nil

    /// Alignment-rect width of every view (what width-dependent content is measured at).
    var alignmentWidths: [Double] {
        // The member and frame arrays taken once: binding `direct` per view would copy the
        // whole struct each time.
        let member = direct?.membership ?? .none, frames = direct?.frames ?? []
        return geometry.views.indices.map { i in
            if member.contains(i) { return frames[i].width }
            return solution[geometry.views[i].width]
        }
    }

    /// Alignment-rect height of every view (what a horizontal flow layout breaks at).
    var alignmentHeights: [Double] {
        let member = direct?.membership ?? .none, frames = direct?.frames ?? []
        return geometry.views.indices.map { i in
            if member.contains(i) { return frames[i].height }
            return solution[geometry.views[i].height]
        }
    }

    /// A solved pass, or the roots whose subtrees must go through the solver after all.
    enum Outcome {
        case solved(SolvePass)
        case retry(excluding: [Int])
    }

    static func run(tree: LayoutTree, built: ConstraintBuilder, content: ContentSizes,
                    direct: DirectStacks?, deadline: ContinuousClock.Instant? = nil,
                    recordsSlack: Bool = false) throws(LayoutError) -> Outcome {
        var direct = direct
        let solver = Solver()
        // One addition can re-solve for seconds (thousands of priority levels): the budget
        // is asked between its pivots too.
        if let deadline { solver.interruption = { ContinuousClock.now >= deadline } }
        let member = direct?.membership ?? .none
        var geometry = ItemGeometry(tree: tree, guides: built.guides, solver: solver, member: member)
        geometry.baselines = content.baselines()
        let converter = AnchorConverter(geometry: geometry, content: content, direction: tree.direction)

        // A direct root's free length is its content's: nothing outside mentions it (or one
        // constraint does, with the root's position, which moves instead), so pinning it
        // can neither conflict nor move anything else.
        if let direct {
            for root in direct.roots {
                let v = geometry.views[root], frame = direct.frames[root]
                if !direct.waits(root, .horizontal) {
                    _ = try? solver.add(Constraint(Expression(v.width), .equal, Expression(constant: frame.width)))
                }
                if !direct.waits(root, .vertical) {
                    _ = try? solver.add(Constraint(Expression(v.height), .equal, Expression(constant: frame.height)))
                }
            }
        }

        // The built constraint behind each solver handle, by the handle's number (handles
        // count up from 0; -1 for the pins above): a dictionary cost 3 % of the whole pass.
        var added: [Int] = []
        added.reserveCapacity(built.constraints.count + 2 * (direct?.roots.count ?? 0))
        var broken: [BrokenConstraint] = []
        var expressions: [Expression?]? = recordsSlack ? Array(repeating: nil, count: built.constraints.count) : nil
        // The constraints at the default hugging (250) and above first, then the lower wishes
        // and fits (equal centring's 150 − i, the spanners' 51, the canvas's 49, the
        // suppression's 25), each group in the builder's order. Fed as built, stack by stack,
        // the low wishes already in were re-solved as every later stack's constraints
        // arrived: rows of centring wishes took 0.7·N² pivots (6,802 for 10 centred rows of
        // 10, 206 ms; 62,081 for 30, 4 s); last, 3.1 and 11 ms. Only ties (ambiguous
        // layouts) can come out at another of their equally good solutions.
        let first = built.constraints.indices.filter { built.constraints[$0].priority >= Self.lowWishes }
        let order = first + built.constraints.indices.filter { !(built.constraints[$0].priority >= Self.lowWishes) }
        for (step, index) in order.enumerated() {
            let constraint = built.constraints[index]
            if Self.isLaidOutDirectly(constraint, member) { continue }
            try LayoutEngine.check(deadline, Self.solving(step, of: built.constraints.count))
            let solverConstraint = try converter.convert(constraint)
            do {
                let id = try solver.add(solverConstraint)
                if added.count <= id.rawValue {
                    added.append(contentsOf: repeatElement(-1, count: id.rawValue + 1 - added.count))
                }
                added[id.rawValue] = index
                expressions?[index] = solverConstraint.expression
            } catch {
                switch error {
                case .interrupted:
                    throw .timeLimit(stage: Self.solving(step, of: built.constraints.count))
                case .unsatisfiable(_, let conflicting):
                    let others = conflicting.map(\.rawValue).filter { $0 < added.count && added[$0] >= 0 }
                        .map { added[$0] }.sorted().map { built.constraints[$0] }
                    broken.append(BrokenConstraint(constraint: constraint, conflicting: others))
                default:
                    let origin: String
                    if case .user(let location) = constraint.origin { origin = location.description } else { origin = "engine" }
                    throw .invalidConstraint("the solver rejected the constraint: \(error)", origin: origin)
                }
            }
        }

        // Lengths constraints from outside mention: everything outside the subtrees is in, so
        // the solver knows whether they are fixed, and at what.
        if let pending = direct?.deferred, let linked = direct?.linked, !pending.isEmpty || !linked.isEmpty {
            var handBack: [Int] = []
            var unfixed: [(root: DirectStacks.Deferred, axis: Axis, variable: Variable)] = []
            var settling: [(root: DirectStacks.Deferred, axis: Axis, variable: Variable, natural: Double)] = []
            for root in pending {
                let v = geometry.views[root.root]
                for (axis, variable) in [(Axis.horizontal, v.width), (.vertical, v.height)] where root.waits(for: axis) {
                    if let length = solver.requiredValue(of: variable) {
                        if direct?.finish(root, axis: axis, length: length) != true { handBack.append(root.root) }
                    } else if root.nested, let (natural, stretch, compress) = direct?.proxy(root, axis: axis) {
                        // The stack arranging a nested root may ask for another length than
                        // its natural one (a row stretched to the widest of its column's):
                        // the solver chooses it against the subtree's costs.
                        for (relation, cost) in [(Relation.lessOrEqual, stretch), (.greaterOrEqual, compress)] {
                            for term in cost.terms {
                                _ = try? solver.add(Constraint(Expression(variable), relation, Expression(constant: natural),
                                                               priority: Priority(term.priority), weight: term.amount))
                            }
                        }
                        settling.append((root, axis, variable, natural))
                    } else {
                        unfixed.append((root, axis, variable))
                    }
                }
            }
            // Only once every fixed length is read: a pin below would fix others' lengths too.
            handBack += Self.settle(unfixed.filter { !handBack.contains($0.root.root) }, &direct, solver)
            // Lengths the solver chose by proxies: at or above the natural length the proxy is
            // the subtree's cost; a length left loose would move the views inside, which the
            // solver would call ambiguous.
            for (root, axis, variable, natural) in settling where !handBack.contains(root.root) {
                let length = solver.value(of: variable)
                let settled = abs(length - natural) <= 1e-9 * max(1, abs(natural)) ? natural : length
                if settled < natural || solver.isAmbiguous(variable)
                    || direct?.finish(root, axis: axis, length: settled) != true {
                    handBack.append(root.root)
                }
            }
            // A broken constraint's report lists the constraints it conflicts with; with a
            // subtree's own constraints out of the solver, that list could differ wherever a
            // constraint from outside names the root's length.
            if !broken.isEmpty { handBack = pending.map(\.root) + linked }
            if !handBack.isEmpty { return .retry(excluding: handBack) }
        }

        // Views that are hidden (or inside a hidden view) are not drawn, so where they sit
        // does not matter; UIKit's hidden views in equal-spacing stacks are left loose too.
        // Views laid out directly have one optimum by construction (ties fall back).
        let loose = solver.ambiguousVariables()
        var ambiguous: [Int] = []
        for index in tree.views.indices.dropFirst() where !Self.isHiddenInTree(index, tree) {
            if member.isInside(index) { continue }
            let v = geometry.views[index]
            if loose[v.width.index] || loose[v.height.index] || v.x.map({ loose[$0.index] }) == true
                || v.y.map({ loose[$0.index] }) == true {
                ambiguous.append(index)
            }
        }
        // A loose nested root may be loose in a way its proxy hides: the views inside it
        // could move too, which only the solver can tell.
        let looseNested = (direct?.deferred ?? []).filter { $0.nested && ambiguous.contains($0.root) }.map(\.root)
        if !looseNested.isEmpty { return .retry(excluding: looseNested) }
        return .solved(SolvePass(geometry: geometry, solution: solver.solution(), constraints: built.constraints,
                                 broken: broken, ambiguous: ambiguous, direct: direct, expressions: expressions))
    }

    /// Lengths the rest of the layout mentions but does not fix: each subtree's natural one,
    /// pinned, kept where the rest gains less by moving it either way than the subtree loses.
    /// Returns the roots to hand back.
    ///
    /// All the pins go in before any is judged: a subtree left out of the solver costs
    /// nothing there, so a length coupled to another root's (two stacks stacked in a canvas
    /// that fits them) would look free to move. With every such length pinned, the pins'
    /// marginal costs together bound what the rest gains by any joint move (weak duality),
    /// and each subtree's own cost rises faster than its pin's share: no move helps.
    private static func settle(_ lengths: [(root: DirectStacks.Deferred, axis: Axis, variable: Variable)],
                               _ direct: inout DirectStacks?, _ solver: Solver) -> [Int] {
        var handBack: [Int] = []
        var pins: [(root: DirectStacks.Deferred, axis: Axis, variable: Variable, pin: ConstraintID, stretch: StretchCost)] = []
        for (root, axis, variable) in lengths where !handBack.contains(root.root) {
            guard let (length, stretch) = direct?.settle(root, axis: axis),
                  let pin = try? solver.add(Constraint(Expression(variable), .equal, Expression(constant: length))) else {
                handBack.append(root.root)
                continue
            }
            pins.append((root, axis, variable, pin, stretch))
        }
        // A long centred stack's length depends on what the rest would have it be: its pin
        // moves once, to where the rest's price says (`DirectStacks.retier`).
        for i in pins.indices where direct?.isTiered(pins[i].root.root, pins[i].axis) == true {
            guard let rate = solver.marginalCost(of: pins[i].pin) else { continue }
            let price = StretchCost(terms: rate.map { ($0.priority, $0.rate) })
            guard direct?.retier(pins[i].root, axis: pins[i].axis, price: price) == true else { continue }
            guard (try? solver.remove(pins[i].pin)) != nil,
                  let (length, stretch) = direct?.settle(pins[i].root, axis: pins[i].axis),
                  let pin = try? solver.add(Constraint(Expression(pins[i].variable), .equal, Expression(constant: length))) else {
                handBack.append(pins[i].root.root)
                continue
            }
            pins[i].pin = pin
            pins[i].stretch = stretch
        }
        for p in pins where !handBack.contains(p.root.root) {
            // Moving the pin to `length − t` changes the rest's error by at least `price × t`.
            guard let rate = solver.marginalCost(of: p.pin) else {
                handBack.append(p.root.root)
                continue
            }
            let price = StretchCost(terms: rate.map { ($0.priority, $0.rate) })
            guard (p.stretch + price.negated).isPositive,
                  direct?.resistsCompression(p.root, axis: p.axis, against: price) == true else {
                handBack.append(p.root.root)
                continue
            }
        }
        return handBack
    }

    /// Below this priority a constraint goes into the solver after the others.
    static let lowWishes = 250.0

    /// The stage a time-limit error names while constraints go into the solver.
    private static func solving(_ index: Int, of count: Int) -> String {
        "solving constraints (\(index) of \(count) added)"
    }

    /// A stack rule of a direct subtree's stack (its margins guide's included), or an
    /// intrinsic size of one of its views.
    private static func isLaidOutDirectly(_ c: LayoutConstraint, _ member: DirectMembership) -> Bool {
        switch c.origin {
        case .stack(let s): return member.contains(s)
        case .intrinsic:
            if case .view(let v) = c.first.item { return member.contains(v) }
            return false
        case .margins:
            // `guide.left == stack.leftMargin`: the guide belongs to the stack.
            if case .view(let v)? = c.second?.item { return member.contains(v) }
            return false
        case .user:
            // Only a leaf's fixed length or own aspect ratio names a view inside a subtree
            // (`DirectStacks+FixedLength.swift`).
            if c.second == nil || c.second?.item == c.first.item, case .view(let v) = c.first.item {
                return member.isInside(v)
            }
            return false
        case .canvas, .flow: return false
        }
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
        let member = direct?.membership ?? .none, directFrames = direct?.frames ?? []
        var frames: [Rect] = []
        var canvasFrames: [Rect] = []
        frames.reserveCapacity(tree.views.count)
        canvasFrames.reserveCapacity(tree.views.count)
        for index in tree.views.indices {
            let v = geometry.views[index]
            let insets = tree.views[index].alignmentInsets
            var frame: Rect
            if let root = member.root(of: index) {
                frame = directFrames[index]
                if root == index {  // a root: placed by the solver
                    frame.x = (v.x.map { solution[$0] } ?? 0) - insets.left
                    frame.y = (v.y.map { solution[$0] } ?? 0) - insets.top
                }
            } else {
                frame = Rect(
                    x: (v.x.map { solution[$0] } ?? insets.left) - insets.left,
                    y: (v.y.map { solution[$0] } ?? insets.top) - insets.top,
                    width: solution[v.width] + insets.left + insets.right,
                    height: solution[v.height] + insets.top + insets.bottom)
            }
            if let parent = tree.views[index].parent {
                let p = canvasFrames[parent]
                canvasFrames.append(frame.offsetBy(dx: p.x, dy: p.y))
                frames.append(frame.offsetBy(dx: 0, dy: tree.views[parent].boundsOriginY))
            } else {
                canvasFrames.append(Rect(x: 0, y: 0, width: frame.width, height: frame.height))
                frames.append(frame)
            }
        }
        // A member stack's distributing guides, counted in the order they were made.
        var distributing = [Int](repeating: 0, count: direct == nil ? 0 : tree.views.count)
        let guideFrames = geometry.guides.indices.map { g -> Rect in
            let info = geometry.guideInfo[g]
            if member.contains(info.owner) {
                switch info.identifier {
                case "UISV-alignment-spanner": return direct?.spannerFrame(owner: info.owner) ?? .zero
                case "UIViewLayoutMarginsGuide": return direct?.marginsGuideFrame(owner: info.owner) ?? .zero
                case "UISV-distributing":
                    distributing[info.owner] += 1
                    return direct?.distributingFrame(owner: info.owner, k: distributing[info.owner] - 1) ?? .zero
                default: return .zero
                }
            }
            let v = geometry.guides[g]
            return Rect(x: solution[v.x!], y: solution[v.y!], width: solution[v.width], height: solution[v.height])
        }
        var result = LayoutResult(frames: frames, canvasFrames: canvasFrames, guides: geometry.guideInfo,
                                  guideFrames: guideFrames, constraints: constraints, broken: broken,
                                  ambiguous: ambiguous, measurements: content.measurements, passes: passes,
                                  directStackRoots: direct?.roots ?? [])
        result.slack = expressions.map { list in
            list.map { e in e.map { $0.terms.reduce($0.constant) { $0 + $1.coefficient * solution[$1.variable] } } }
        }
        return result
    }
}
