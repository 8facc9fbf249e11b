import AutoLayout

/// ``MoveExplanation`` for one laid-out snapshot against its section of the golden frame
/// tree: finds the moved views, their causes, and the chains of tight constraints that
/// carried each cause to the views it moved.
struct MemberExplainer {
    let laid: SnapshotPipeline.LaidOut
    let golden: [FrameTreeText.View]
    let oldListing: ConstraintListing.Section?
    /// `member: ` in a composed figure.
    let prefix: String

    var names: [String] = []
    var ids: [String] = []
    /// How each view's frame changed, nil when it did not.
    var changes: [String?] = []
    /// Which of `x`, `y`, `width`, `height` changed, per view.
    var parts: [Set<String>] = []
    /// Views hidden or shown since the golden, and views the golden does not have.
    var toggled: Set<Int> = []
    var added: Set<Int> = []
    var removed: [FrameTreeText.View] = []
    /// Tight constraints by node (views first, then guides): (other node, constraint).
    var links: [[(node: Int, constraint: Int)]] = []
    var causes: [Int: [String]] = [:]

    init(laid: SnapshotPipeline.LaidOut, golden: [FrameTreeText.View], oldListing: ConstraintListing.Section?,
         prefix: String) {
        self.laid = laid
        self.golden = golden
        self.oldListing = oldListing
        self.prefix = prefix
    }

    var tree: LayoutTree { laid.lowered.tree }
    var formatter: ConstraintFormatter { ConstraintFormatter(tree: tree, guides: laid.layout.guides) }

    mutating func explain() -> ([MoveExplanation.Line], [String]) {
        findMoves()
        guard changes.contains(where: { $0 != nil }) || !removed.isEmpty else { return ([], []) }
        findTightLinks()
        findCauses()
        return chains()
    }

    // MARK: 1. What moved

    private mutating func findMoves() {
        names = SnapshotPipeline.names(laid.lowered)
        ids = formatter.viewNames
        var paths: [String] = []
        var byPath: [String: FrameTreeText.View] = [:]
        for view in golden { byPath[view.path] = view }
        var matched: Set<String> = []
        for index in tree.views.indices {
            let path = tree.views[index].parent.map { paths[$0] + " / " + names[index] } ?? names[index]
            paths.append(path)
            let frame = laid.frames[index], hidden = tree.views[index].isHidden
            guard let old = byPath[path] else {
                added.insert(index)
                changes.append("new at \(frame)")
                parts.append(["x", "y", "width", "height"])
                continue
            }
            matched.insert(path)
            if old.isHidden != hidden { toggled.insert(index) }
            let (change, changed) = Self.change(from: old, to: frame, hidden: hidden)
            changes.append(change)
            parts.append(changed)
        }
        removed = golden.filter { !matched.contains($0.path) }
    }

    /// The change as printed, and which of the frame's four numbers changed.
    static func change(from old: FrameTreeText.View, to frame: Rect, hidden: Bool) -> (String?, Set<String>) {
        var words: [String] = [], changed: Set<String> = []
        let labels = ["x", "y", "width", "height"]
        if old.frame != frame.description {
            if let was = FrameTreeText.numbers(old.frame) {
                let now = [frame.x, frame.y, frame.width, frame.height]
                for (k, label) in labels.enumerated() where fmt(was[k]) != fmt(now[k]) {
                    words.append("\(label) \(fmt(was[k])) → \(fmt(now[k]))")
                    changed.insert(label)
                }
            } else {
                words.append("\(old.frame) → \(frame)")
                changed = Set(labels)
            }
        }
        if old.isHidden != hidden {
            words.append(hidden ? "now hidden" : "now shown")
            changed = Set(labels)
        }
        return (words.isEmpty ? nil : words.joined(separator: ", "), changed)
    }

    /// True when the view's change moved this attribute of it: a length moves with its
    /// size, a near edge with the position, a far edge, centre or baseline with either.
    func moves(_ attribute: Attribute, of view: Int) -> Bool {
        let changed = parts[view]
        let absolute = attribute.absolute(tree.direction)
        let horizontal = absolute.axis == .horizontal
        let position = changed.contains(horizontal ? "x" : "y"), length = changed.contains(horizontal ? "width" : "height")
        switch absolute {
        case .width, .height: return length
        case .left, .top, .leftMargin, .topMargin: return position
        default: return position || length
        }
    }

    /// The attribute of `node` a constraint names, if it names the node.
    func attribute(of node: Int, in c: LayoutConstraint) -> Attribute? {
        if self.node(c.first.item) == node { return c.first.attribute }
        if let second = c.second, self.node(second.item) == node { return second.attribute }
        return nil
    }

    // MARK: 2. Which constraints hold

    func node(_ item: LayoutItem) -> Int {
        switch item {
        case .view(let i): i
        case .guide(let g): tree.views.count + g
        }
    }

    private mutating func findTightLinks() {
        links = Array(repeating: [], count: tree.views.count + laid.layout.guides.count)
        for (k, c) in laid.layout.constraints.enumerated() {
            guard laid.layout.isTight(k), let second = c.second else { continue }
            let a = node(c.first.item), b = node(second.item)
            guard a != b else { continue }
            links[a].append((b, k))
            links[b].append((a, k))
        }
    }


    func quoted(_ k: Int) -> String {
        let c = laid.layout.constraints[k]
        return "\(formatter.format(c)) (\(c.identifier ?? formatter.source(c)))"
    }

    // MARK: 3. Causes

    private mutating func findCauses() {
        for index in toggled { causes[index, default: []].append(tree.views[index].isHidden ? "hidden" : "shown") }
        for index in added { causes[index, default: []].append("a new view") }
        if let oldListing { causesFromListing(oldListing) }
        causesFromIntrinsicSizes()
    }

    /// The golden's constraint listing against the layout's: each change is a cause at the
    /// moved view it names first, unless a hidden, shown, new or removed view explains it.
    private mutating func causesFromListing(_ old: ConstraintListing.Section) {
        let new = ConstraintListing.section(laid, name: nil)
        var index: [String: Int] = [:]
        for (i, id) in ids.enumerated() { index[id] = i }
        let explained = Set(toggled.union(added).map { ids[$0] })
        let gone = Set(removed.map { String($0.name.split(separator: " ").last ?? "") })
        var intrinsic: [String: (was: Double, now: Double)] = [:]
        for change in ConstraintListing.changes(from: old, to: new) {
            let entry: ConstraintListing.Entry, description: String
            switch change {
            case .changed(let was, let now):
                if now.identifier.hasPrefix("NSContentSizeLayoutConstraint"), let a = was.soleConstant, let b = now.soleConstant {
                    intrinsic[now.firstAnchor] = (a, b)
                    continue
                }
                (entry, description) = (now, "constraint changed: \(was.text) → \(now.text) (\(now.identifier == "-" ? now.source : now.identifier))")
            case .added(let now): (entry, description) = (now, "constraint added: \(now.quoted)")
            case .removed(let was): (entry, description) = (was, "constraint removed: \(was.quoted)")
            }
            let items = entry.items
            if items.contains(where: { explained.contains($0) || gone.contains($0) }) { continue }
            if entry.source.hasPrefix("stack "), let stack = index[String(entry.source.dropFirst(6))],
               tree.views[stack].stack?.arranged.contains(where: { toggled.contains($0) || added.contains($0) }) == true {
                continue
            }
            guard let target = items.compactMap({ index[$0] }).first(where: { changes[$0] != nil }) else { continue }
            causes[target, default: []].append(description)
        }
        for (anchor, sizes) in intrinsic.sorted(by: { $0.key < $1.key }) {
            let parts = anchor.split(separator: ".")
            guard parts.count == 2, let view = index[String(parts[0])], changes[view] != nil,
                  !toggled.contains(view), !added.contains(view) else { continue }
            causes[view, default: []].append("\(contentWord(view)) \(parts[1]) \(fmt(sizes.was)) → \(fmt(sizes.now)) pt")
        }
    }

    /// Without a listing entry for it: a moved view whose changed length its intrinsic size
    /// now decides.
    private mutating func causesFromIntrinsicSizes() {
        guard oldListing == nil else { return }
        var seen: Set<String> = []
        for (k, c) in laid.layout.constraints.enumerated() where c.origin == .intrinsic && c.second == nil {
            guard case .view(let view) = c.first.item, changes[view] != nil, !toggled.contains(view),
                  !added.contains(view), laid.layout.isTight(k) else { continue }
            let dimension = c.first.attribute == .width ? "width" : "height"
            guard parts[view].contains(dimension), seen.insert("\(view).\(dimension)").inserted else { continue }
            causes[view, default: []].append("\(contentWord(view)) \(dimension) is now \(fmt(c.constant)) pt")
        }
    }

    /// "text" for views whose intrinsic size is their text's, "intrinsic" otherwise.
    private func contentWord(_ view: Int) -> String {
        switch laid.lowered.views[view].type {
        case .label, .button, .textField, .textView: "text"
        default: "intrinsic"
        }
    }
}
