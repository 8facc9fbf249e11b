import AutoLayout

extension MemberExplainer {
    /// Step 4: each cause, then the moved views its tight constraints reach, breadth first
    /// (so each follower names the nearest moved view upstream); then each moved view no
    /// cause reached, explained by what holds it, with the views it reaches in turn.
    func chains() -> ([MoveExplanation.Line], [String]) {
        var lines: [MoveExplanation.Line] = [], text: [String] = []
        for view in removed {
            let line = MoveExplanation.Line(view: prefix + view.name, change: "removed",
                                            cause: "the golden has it, the layout does not", isRoot: true)
            lines.append(line)
            text.append(line.text)
        }
        var assigned = Set(causes.keys)
        let roots = causes.keys.sorted()
        // In tree order, the canvas last: its size follows its content far more often than
        // it leads it.
        var unexplained = (Array(changes.indices.dropFirst()) + [0]).filter { changes[$0] != nil && causes[$0] == nil }
        let queue = roots.map { ($0, causes[$0]?.joined(separator: "; ") ?? "") }
        var next = 0
        while next < queue.count || !unexplained.isEmpty {
            let root: Int, cause: String
            if next < queue.count {
                (root, cause) = queue[next]
                next += 1
            } else {
                root = unexplained.removeFirst()
                if assigned.contains(root) { continue }
                assigned.insert(root)
                cause = heldBy(root)
            }
            let change = changes[root] ?? "unchanged"
            let line = MoveExplanation.Line(view: prefix + names[root], change: change, cause: cause, isRoot: true)
            lines.append(line)
            text.append(line.text)
            let followers = reach(from: root, assigned: &assigned)
            for (count, follower) in followers.enumerated() {
                let line = MoveExplanation.Line(
                    view: prefix + names[follower.view], change: changes[follower.view] ?? "",
                    cause: "follows \(ids[follower.upstream]): \(quoted(follower.constraint))", isRoot: false)
                lines.append(line)
                if count < MoveExplanation.followersShown { text.append(line.text) }
            }
            if followers.count > MoveExplanation.followersShown {
                text.append("  … and \(followers.count - MoveExplanation.followersShown) more views follow \(ids[root])")
            }
            unexplained.removeAll { assigned.contains($0) }
        }
        return (lines, text)
    }

    /// The moved views not yet explained that tight constraints connect to `root`, through
    /// moved views and layout guides, nearest first. A link carries a move only along its
    /// own axis: a view that moved sideways does not follow a vertical alignment.
    private func reach(from root: Int, assigned: inout Set<Int>) -> [(view: Int, upstream: Int, constraint: Int)] {
        var found: [(view: Int, upstream: Int, constraint: Int)] = []
        var visitedGuides: Set<String> = []
        // Each entry: a node, the nearest moved view upstream of it, and for a guide the
        // axis it was reached along.
        var queue: [(node: Int, upstream: Int, axis: Axis?)] = [(root, root, nil)]
        var head = 0
        let viewCount = tree.views.count
        while head < queue.count {
            let (current, upstream, along) = queue[head]
            head += 1
            for link in links[current] {
                let c = laid.layout.constraints[link.constraint]
                let axis = c.first.attribute.axis
                if let along, along != axis { continue }
                // The constraint carries the move only if it names what moved on both sides.
                if current < viewCount, let own = attribute(of: current, in: c), !moves(own, of: current) { continue }
                if link.node >= viewCount {
                    if visitedGuides.insert("\(link.node) \(axis)").inserted { queue.append((link.node, upstream, axis)) }
                    continue
                }
                guard changes[link.node] != nil, !assigned.contains(link.node),
                      let theirs = attribute(of: link.node, in: c), moves(theirs, of: link.node) else { continue }
                assigned.insert(link.node)
                found.append((link.node, upstream, link.constraint))
                queue.append((link.node, link.node, nil))
            }
        }
        return found
    }

    /// A moved view no cause reached: the tight constraints that hold it along the axes it
    /// moved on, strongest first.
    private func heldBy(_ view: Int) -> String {
        let axes = [Axis.horizontal, .vertical].filter { axis in
            parts[view].contains(axis == .horizontal ? "x" : "y") || parts[view].contains(axis == .horizontal ? "width" : "height")
        }
        let held = laid.layout.constraints.indices.filter { k in
            guard laid.layout.isTight(k), let own = attribute(of: view, in: laid.layout.constraints[k]) else { return false }
            return moves(own, of: view)
        }
        guard !held.isEmpty else {
            if laid.layout.slack == nil { return "moved (the constraints were not recorded)" }
            let along = axes.count == 1 ? (axes[0] == .horizontal ? " horizontally" : " vertically") : ""
            return "no constraint holds it exactly\(along) (see the layout's warnings)"
        }
        let strongest = held.sorted { (-laid.layout.constraints[$0].priority, $0) < (-laid.layout.constraints[$1].priority, $1) }
        let shown = strongest.prefix(3).map(quoted).joined(separator: "; ")
        return "held by " + shown + (held.count > 3 ? "; and \(held.count - 3) more" : "")
    }
}
