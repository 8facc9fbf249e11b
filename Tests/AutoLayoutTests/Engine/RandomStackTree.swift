import AutoLayout

/// Random stack trees for comparing the direct stack layout with the solver: mostly trees
/// the direct path takes (free-standing stacks of stacks and leaves, every distribution),
/// with some of everything it must hand back (squeezed baseline rows, sizes pinned from outside, low or
/// inverted priorities, right-to-left), margins-relative arrangement, hidden leaves and hidden stacks.
///
/// `pinned` trees fix their roots' lengths from outside instead — both edges pinned to a
/// canvas of fixed (or fitting) size, a required width or height, a multiple of the
/// canvas's — at lengths above and below the natural ones, with priorities drawn so that
/// equal ones are common (the tie weights decide) and required compression resistance
/// turns up; their hostile ones add conflicting pins and soft or inequality pins.
struct RandomStackTree {
    /// SplitMix64: a failing seed reproduces the same tree.
    struct Rng {
        var state: UInt64
        init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 &+ 7 }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func pick<T>(_ xs: [T]) -> T { xs[int(0...(xs.count - 1))] }
        /// True with probability 1/n.
        mutating func oneIn(_ n: Int) -> Bool { int(1...n) == 1 }
    }

    var r: Rng
    /// Margins are drawn from a stream of their own, so adding them left the trees the
    /// other draws make (and the seeds tests name) as they were.
    var margins: Rng
    /// Hidden leaves too (one tree in three hides some, or every tree with `hiding`; each
    /// leaf there with chance 1/3): the direct path takes them in every distribution but
    /// the equal family.
    var hiding: Rng
    var hides = false
    /// Hidden stacks (where leaves are hidden, each nested stack with chance 1/3), drawn
    /// from a stream of their own so the trees made before stay as they were.
    var stackHiding: Rng
    /// Baseline rows (with `baselines`): horizontal stacks aligned by their first or last
    /// baselines, half of them, over leaves without text (baseline at the bottom), leaves
    /// given baseline offsets, and measured text of several fonts (`measured`), drawn from
    /// a stream of their own so the other trees stay as they were.
    var baselineDraws: Rng
    var baselines = false
    /// What the measuring function reports for each measured leaf.
    var measured: [Int: Measurement] = [:]
    /// Text that wraps (in vertical stacks, with `baselines`): its width on one line, its
    /// line height and its font's descent.
    var wrapping: [Int: (width: Double, line: Double, descent: Double)] = [:]
    /// The axis of the stack whose views are being made.
    var parentAxis = Axis.vertical
    /// Wrapping text in rows too (with `rowText`): in horizontal stacks, one leaf in three
    /// becomes a multi-line label with hugging and compression resistance of its own, one
    /// row in four shares its width equally, and in one in four every leaf is a label of
    /// the same text (`rowLabel`); drawn from a stream of their own, so the trees without
    /// it stay as they were.
    var rowDraws: Rng
    var rowText = false
    /// Leaves with lengths the user fixes (with `fixing`): one leaf in three is an icon of
    /// no intrinsic size with a required width (or aspect ratio) and height, or keeps its
    /// size with one of them fixed; now and then such a constraint is soft, doubled, an
    /// inequality or on a hidden leaf (what the direct path hands back). Drawn from a
    /// stream of their own.
    var fixDraws: Rng
    var fixing = false
    /// The leaves drawn to have fixed lengths, and the constraints that fix them, added once
    /// the tree is built.
    var fixable: [Int] = []
    var fixes: [String] = []
    /// The one-line length of every label in the row whose views are being made, if it is
    /// a row of one text.
    var rowLabel: Int?
    var b = TreeBuilder()
    var count = 0
    /// One tree in three is built to be handed back: features the direct path does not take
    /// turn up there (each still rarely, so the rest of the tree varies as much).
    var hostile = false

    /// Roots pinned from outside (see the type's comment).
    var pinned = false

    init(seed: Int, pinned: Bool = false, hidingAlways: Bool = false, baselines: Bool = false) {
        r = Rng(seed: seed)
        margins = Rng(seed: seed &+ 0x5EED)
        hiding = Rng(seed: seed &+ 0x41DE)
        stackHiding = Rng(seed: seed &+ 0x5D1E)
        baselineDraws = Rng(seed: seed &+ 0xBA5E)
        rowDraws = Rng(seed: seed &+ 0x7E47)
        fixDraws = Rng(seed: seed &+ 0xF12E)
        self.baselines = baselines
        hides = hiding.oneIn(3) || hidingAlways
        self.pinned = pinned
    }

    static func make(seed: Int, pinned: Bool = false, hiding: Bool = false, fixing: Bool = false) throws -> LayoutTree {
        var g = RandomStackTree(seed: seed, pinned: pinned, hidingAlways: hiding)
        g.fixing = fixing
        return try g.build()
    }

    /// A tree with baseline rows (see `baselineDraws`) and the measuring function for its text.
    /// With `rowText`, rows carry wrapping text too (see `rowDraws`).
    static func makeWithBaselines(seed: Int, pinned: Bool = false, rowText: Bool = false) throws -> (LayoutTree, Measuring) {
        var g = RandomStackTree(seed: seed, pinned: pinned, baselines: true)
        g.rowText = rowText
        let tree = try g.build()
        let measured = g.measured, wrapping = g.wrapping
        return (tree, { index, width in
            guard let text = wrapping[index] else { return measured[index] ?? Measurement(size: .zero) }
            return Self.wrap(text, at: width)
        })
    }

    /// Text `text.width` long on one line, wrapped at `width` (nil: on one line). A width
    /// within rounding of zero counts as zero (one line): the solver's rounding would
    /// otherwise wrap it into some 10^17 lines, a layout no arithmetic compares to 1e-9.
    static func wrap(_ text: (width: Double, line: Double, descent: Double), at width: Double?) -> Measurement {
        var lines = 1.0
        if let width, width < text.width { lines = width > 1e-9 ? (text.width / width - 1e-9).rounded(.up) : 1 }
        let height = lines * text.line
        return Measurement(size: Size(width: min(text.width, width ?? .infinity), height: height),
                           firstBaseline: text.line - text.descent, lastBaseline: height - text.descent)
    }

    mutating func build() throws -> LayoutTree {
        hostile = r.oneIn(3)
        if r.oneIn(4) { b.tree.direction = .rtl }
        if r.oneIn(pinned ? 5 : 3) { b.tree.canvasWidth = Double(r.int(100...400)) }
        if r.oneIn(3) { b.tree.canvasHeight = Double(r.int(100...400)) }
        if pinned && b.tree.canvasWidth == nil && !r.oneIn(6) { b.tree.canvasWidth = Double(r.int(20...400)) }
        let roots = r.oneIn(4) ? 2 : 1
        for k in 0..<roots {
            let s = stack(parent: 0, depth: 0)
            let id = "v\(s)"
            if pinned {
                try pin(id, top: k * 200)
                continue
            }
            let edge = r.pick(["leading", "left"])
            try b.constrain("\(id).\(edge) == root.\(edge) + \(r.int(0...20))")
            try b.constrain("\(id).top == root.top + \(k * 200 + r.int(0...20))")
            if rare(10) { try b.constrain("\(id).trailing == root.trailing") }
            if rare(12) { try b.constrain("\(id).width >= 40") }
            if rare(12) { try b.constrain("v\(s + 1).top == root.top + 5") }  // into the subtree
        }
        for v in fixable { fixLengths(v) }
        for rule in fixes { try b.constrain(rule) }
        return b.tree
    }

    /// Fixes the lengths of leaf `v` (see `fixDraws`), once its stack is made: along the
    /// stack's axis, and across it where the alignment does not stretch the leaf to the
    /// stack (there a fixed length would mostly conflict, and half of these leaves have no
    /// length of their own across instead); fillEqually and fillProportionally
    /// stacks, where it mostly conflicts too, get one half as often. A leaf with both
    /// lengths fixed loses its intrinsic size.
    mutating func fixLengths(_ v: Int) {
        guard let parent = b.tree.views[v].parent, let stack = b.tree.views[parent].stack else { return }
        let id = "v\(v)"
        if [.fillEqually, .fillProportionally].contains(stack.distribution) && fixDraws.oneIn(2) { return }
        let width = Double(fixDraws.int(0...60)) + (fixDraws.oneIn(4) ? 0.5 : 0)
        let height = Double(fixDraws.int(0...40))
        let across = stack.alignment != .fill || fixDraws.oneIn(6)
        // Across a fill alignment, half of them have no length of their own there (a
        // divider, or with its own length along too, a slider).
        if !across && fixDraws.oneIn(2), case .fixed(let w, let h) = b.tree.views[v].intrinsic {
            b.tree.views[v].intrinsic = stack.axis == .vertical ? .fixed(width: nil, height: h) : .fixed(width: w, height: nil)
            if fixDraws.oneIn(2) { return }
        }
        let fixWidth = stack.axis == .horizontal || across, fixHeight = stack.axis == .vertical || across
        if fixWidth && fixHeight && fixDraws.oneIn(3) {
            // An aspect ratio gives the width from the fixed height.
            fixes.append("\(id).width == \(fixDraws.pick([0.5, 1, 1.5, 2])) * \(id).height + \(fixDraws.pick([0, 4]))")
        } else if fixWidth {
            fixes.append("\(id).width == \(width)")
        }
        if fixHeight { fixes.append("\(id).height == \(height)") }
        if fixWidth && fixHeight && fixDraws.oneIn(2) { b.tree.views[v].intrinsic = .none }
        guard fixDraws.oneIn(8) else { return }
        switch fixDraws.int(0...3) {
        case 0: fixes.append("\(id).width == \(width) @\(fixDraws.pick([999, 500]))")
        case 1: fixes.append("\(id).height >= \(height)")
        case 2: fixes.append("\(id).width == \(width)")
        default: b.tree.views[v].isHidden = true
        }
    }

    /// Fixes the length of root `id` from outside on each axis, or leaves it to its content.
    mutating func pin(_ id: String, top: Int) throws {
        let a = r.int(0...20), z = r.int(0...20), size = r.int(0...300)
        var rules: [String]
        switch r.int(0...5) {
        case 0: rules = ["\(id).leading == root.leading + \(a)"]
        case 1, 2:
            let (near, far) = r.oneIn(3) ? ("left", "right") : ("leading", "trailing")
            rules = ["\(id).\(near) == root.\(near) + \(a)", "\(id).\(far) == root.\(far) - \(z)"]
        case 3: rules = ["\(id).leading == root.leading + \(a)", "\(id).width == \(size)"]
        case 4: rules = ["\(id).width == 0.5 * root.width + \(size / 3)", "\(id).left == root.left"]
        default:
            rules = ["\(id).trailing == root.trailing - \(z)", "\(id).leading == root.leading + \(a)"]
            if rare(4) { rules.append("\(id).width == \(size)") }  // conflicts, mostly
        }
        let t = top + r.int(0...20), height = r.int(0...200), bottom = r.int(0...20)
        switch r.int(0...3) {
        case 0: rules.append("\(id).top == root.top + \(t)")
        case 1: rules += ["\(id).top == root.top + \(t)", "\(id).height == \(height)"]
        default: rules += ["\(id).top == root.top + \(t)", "root.bottom == \(id).bottom + \(bottom)"]
        }
        let soft = r.pick([500, 999])
        if rare(8) { rules.append("\(id).width == 100 @\(soft)") }
        if rare(8) { rules.append("\(id).height <= 50") }
        if rare(8) { rules.append("\(id).centerX == root.centerX") }
        for rule in rules { try b.constrain(rule) }
    }

    /// A stack under `parent` with 1–4 arranged views; returns its index.
    mutating func stack(parent: Int, depth: Int) -> Int {
        count += 1
        let s = b.add("v\(b.tree.views.count)", parent: parent)
        var config = StackConfiguration()
        config.axis = r.pick([.horizontal, .vertical])
        config.distribution = r.pick([.fill, .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
        config.alignment = rare(10) ? r.pick([.firstBaseline, .lastBaseline])
                                       : r.pick([.fill, .fill, .leading, .top, .center, .trailing, .bottom])
        config.spacing = Double(r.pick([0, 4, 8, 8, -2, 2.5]))
        if rare(20) { config.isBaselineRelativeArrangement = true }
        if margins.oneIn(6) { config.isLayoutMarginsRelativeArrangement = true }
        if r.oneIn(12) { config.model = .fdstackview }
        if baselines && config.axis == .horizontal && baselineDraws.oneIn(2) {
            config.alignment = baselineDraws.pick([.firstBaseline, .lastBaseline])
        }
        if rowText && config.axis == .horizontal && rowDraws.oneIn(4) { config.distribution = .fillEqually }
        let label = rowText && config.axis == .horizontal && rowDraws.oneIn(4) ? rowDraws.pick([20, 40, 60]) : nil
        for _ in 0..<r.int(1...4) {
            let child: Int
            parentAxis = config.axis
            rowLabel = label
            if depth < 3 && r.oneIn(3) {
                child = stack(parent: s, depth: depth + 1)
                if hides && stackHiding.oneIn(3) { b.tree.views[child].isHidden = true }
            } else {
                child = leaf(parent: s)
            }
            config.arranged.append(child)
        }
        if r.oneIn(5), let first = config.arranged.first { config.customSpacing[first] = Double(r.int(0...20)) }
        b.tree.views[s].stack = config
        b.tree.views[s].layoutMargins = margins.pick([.systemDefault, .zero, DirectionalInsets(top: 2, leading: 5, bottom: 0, trailing: 1.5)])
        return s
    }

    /// A feature the direct path hands back: only in hostile trees, there with chance 1/n.
    mutating func rare(_ n: Int) -> Bool { hostile && r.oneIn(max(1, n / 4)) }

    /// Leaf `v` (`width` × `height`) keeps its bottom as its baseline, is given baseline
    /// offsets, or becomes measured text: one or more lines of a font whose ascent and
    /// descent are drawn (the last baseline then sits its descent above the bottom).
    /// In a vertical stack, one leaf in four is text that wraps at the width it is given.
    mutating func giveBaselines(_ v: Int, width: Double, height: Double) {
        if rowText && parentAxis == .horizontal && (rowLabel != nil || rowDraws.oneIn(3)) {
            b.tree.views[v].intrinsic = .measured(widthDependent: true)
            b.tree.views[v].isMultilineText = true
            // Labels of one text come out at their shares of a free row; others rarely do.
            let long = rowLabel ?? (rowDraws.oneIn(2) ? rowDraws.int(10...300) : rowDraws.pick([20, 40, 60]))
            wrapping[v] = (Double(long), rowDraws.pick([14.5, 20.3, 24]), rowDraws.pick([3.2, 4.77]))
            b.tree.views[v].hugging.horizontal = rowDraws.pick([250, 250, 251, 300, 700])
            b.tree.views[v].compressionResistance.horizontal = rowDraws.pick([750, 750, 700, 760, 800, 1000])
            return
        }
        if parentAxis == .vertical && baselineDraws.oneIn(4) {
            b.tree.views[v].intrinsic = .measured(widthDependent: true)
            b.tree.views[v].isMultilineText = true
            wrapping[v] = (Double(baselineDraws.int(10...300)), baselineDraws.pick([14.5, 20.3, 24]), baselineDraws.pick([3.2, 4.77]))
            return
        }
        switch baselineDraws.int(0...3) {
        case 0: break
        case 1:
            let first = Double(baselineDraws.int(0...Int(height))) + (baselineDraws.oneIn(3) ? 0.5 : 0)
            b.tree.views[v].firstBaseline = first
            b.tree.views[v].lastBaseline = baselineDraws.oneIn(2) ? first : min(height, first + Double(baselineDraws.int(0...20)))
        default:
            let ascent = baselineDraws.pick([10.5, 13.37, 16.7, 20.05, 28.2]), descent = baselineDraws.pick([2.5, 3.2, 4.77, 7.1])
            let lines = Double(baselineDraws.pick([1, 1, 2, 3]))
            let lineHeight = ascent + descent + baselineDraws.pick([0, 1.5])
            let total = lineHeight * lines
            b.tree.views[v].intrinsic = .measured(widthDependent: false)
            measured[v] = Measurement(size: Size(width: width, height: total), firstBaseline: ascent,
                                      lastBaseline: total - descent)
        }
    }

    mutating func leaf(parent: Int) -> Int {
        let w = Double(r.int(0...60)) + (r.oneIn(4) ? 0.5 : 0)
        let h = Double(r.int(0...40)) + (r.oneIn(4) ? 0.25 : 0)
        let hugging: [Double] = [250, 250, 250, 251, 300, 252]
        // 998: above all but the highest proportional wishes, so some fillProportionally stacks
        // are laid out only at their natural length.
        let compression: [Double] = pinned ? [750, 750, 750, 1000, 700, 751, 998] : [750, 750, 750, 1000, 700]
        var huggingH = r.pick(hugging)
        let huggingV = r.pick(hugging)
        if rare(40) { huggingH = r.pick([40, 800, 1000]) }
        let resistance = AxisPriorities(horizontal: r.pick(compression), vertical: r.pick(compression))
        let hidden = rare(40) || (hides && hiding.oneIn(3))
        let insets = rare(40) ? EdgeInsets(top: 1, left: 2, bottom: 0, right: 0) : .zero
        let v = b.add("v\(b.tree.views.count)", parent: parent, intrinsic: .fixed(width: w, height: h)) { node in
            node.hugging = AxisPriorities(horizontal: huggingH, vertical: huggingV)
            node.compressionResistance = resistance
            node.isHidden = hidden
            node.alignmentInsets = insets
        }
        if baselines { giveBaselines(v, width: w, height: h) }
        if fixing && fixDraws.oneIn(3) { fixable.append(v) }
        return v
    }
}
