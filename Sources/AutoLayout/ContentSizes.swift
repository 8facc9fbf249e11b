/// Intrinsic sizes and baselines of every view, from the tree and the injected measuring
/// function; re-measured at solved widths for height-for-width content.
struct ContentSizes {
    let tree: LayoutTree
    let measure: Measuring?
    private(set) var intrinsic: [IntrinsicSize]
    private(set) var measurements: [Measurement?]
    /// Width each width-dependent view was last measured at (`nil` = unlimited).
    private var measuredAt: [Int: Double?] = [:]
    /// The length each flow layout breaks its lines at (its view's width, or height for
    /// horizontal scrolling), from the last pass; the canvas's to begin with.
    private(set) var flowExtents: [Int: Double] = [:]
    /// Self-sizing flow layouts' item sizes: the estimates to begin with, then what each
    /// item's content measured in the last pass.
    private(set) var flowItemSizes: [Int: [Size]] = [:]

    init(tree: LayoutTree, measure: Measuring?) {
        self.tree = tree
        self.measure = measure
        intrinsic = Array(repeating: IntrinsicSize(), count: tree.views.count)
        measurements = Array(repeating: nil, count: tree.views.count)
        for (index, flow) in tree.flows {
            let canvas = flow.scrollDirection == .vertical ? tree.canvasWidth : tree.canvasHeight
            flowExtents[index] = canvas ?? .infinity
            if flow.sizesItemsToContent { flowItemSizes[index] = flow.itemSizes }
        }
        for (index, view) in tree.views.enumerated() {
            switch view.intrinsic {
            case .none:
                break
            case .fixed(let width, let height):
                intrinsic[index] = IntrinsicSize(width: width, height: height)
            case .measured(let widthDependent):
                let m = measure?(index, nil) ?? Measurement(size: .zero)
                measurements[index] = m
                intrinsic[index] = IntrinsicSize(width: m.size.width, height: m.size.height)
                if widthDependent { measuredAt[index] = .some(nil) }
            }
        }
    }

    /// Step 5 of the engine: measures width-dependent views again at their solved widths.
    /// Returns true when any intrinsic size changed (another pass is needed).
    mutating func remeasure(widths: [Double]) -> Bool {
        guard let measure else { return false }
        var changed = false
        for index in measuredAt.keys.sorted() {
            let width = widths[index]
            if let last = measuredAt[index], let last, abs(last - width) < 1e-9 { continue }
            let m = measure(index, width)
            measuredAt[index] = width
            measurements[index] = m
            let new = IntrinsicSize(width: m.size.width, height: m.size.height)
            if !close(new, intrinsic[index]) {
                intrinsic[index] = new
                changed = true
            }
        }
        return changed
    }

    /// Step 5 for flow layouts: their views' solved lengths, and self-sizing items' solved
    /// sizes. Returns true when any changed (the items are placed again).
    mutating func updateFlows(widths: [Double], heights: [Double]) -> Bool {
        var changed = false
        for (index, sizes) in flowItemSizes.sorted(by: { $0.key < $1.key }) {
            guard let items = tree.flows[index]?.items else { continue }
            let measured = items.map { Size(width: widths[$0], height: heights[$0]) }
            if zip(measured, sizes).contains(where: { abs($0.width - $1.width) > 1e-9 || abs($0.height - $1.height) > 1e-9 }) {
                flowItemSizes[index] = measured
                changed = true
            }
        }
        for (index, last) in flowExtents.sorted(by: { $0.key < $1.key }) {
            let vertical = tree.flows[index]?.scrollDirection != .horizontal
            let extent = vertical ? widths[index] : heights[index]
            if abs(extent - last) > 1e-9 {
                flowExtents[index] = extent
                changed = true
            }
        }
        return changed
    }

    private func close(_ a: IntrinsicSize, _ b: IntrinsicSize) -> Bool {
        func eq(_ x: Double?, _ y: Double?) -> Bool {
            switch (x, y) {
            case (nil, nil): true
            case let (x?, y?): abs(x - y) < 1e-9
            default: false
            }
        }
        return eq(a.width, b.width) && eq(a.height, b.height)
    }

    /// Baseline offsets for each view: measured text first, then the spec's offsets.
    func baselines() -> [BaselineOffsets] {
        tree.views.indices.map(baselineOffsets)
    }

    /// Baseline offsets of one view (the direct path reads only those of its baseline rows).
    func baselineOffsets(_ index: Int) -> BaselineOffsets {
        var offsets = BaselineOffsets()
        if let m = measurements[index] {
            if let first = m.firstBaseline { offsets.first = .fromTop(first) }
            if let last = m.lastBaseline { offsets.last = .fromBottom(m.size.height - last) }
        }
        if let first = tree.views[index].firstBaseline { offsets.first = .fromTop(first) }
        if let last = tree.views[index].lastBaseline { offsets.last = .fromTop(last) }
        return offsets
    }

    /// A view's natural height for choosing a horizontal stack's baseline view: its
    /// intrinsic height, or for a nested stack the height its arranged views ask for.
    func naturalHeight(_ index: Int) -> Double {
        if let h = intrinsic[index].height { return h }
        guard let stack = tree.views[index].stack else { return 0 }
        let heights = stack.arranged.filter { !tree.views[$0].isHidden }.map(naturalHeight)
        if stack.axis == .horizontal { return heights.max() ?? 0 }
        return heights.reduce(0, +) + stack.spacing * Double(max(0, heights.count - 1))
    }

    /// UIKit's baseline forwarding: a horizontal stack answers with its tallest visible
    /// arranged view (the first on a tie), a vertical stack with its first visible view for
    /// the first baseline and its last for the last; nested stacks forward again.
    func baselineView(of index: Int, last: Bool) -> Int {
        var current = index
        var guardCount = 0
        while let stack = tree.views[current].stack, guardCount < tree.views.count {
            guardCount += 1
            let visible = stack.arranged.filter { !tree.views[$0].isHidden }
            guard !visible.isEmpty else { return current }
            if stack.axis == .horizontal {
                var best = visible[0]
                for view in visible.dropFirst() where naturalHeight(view) > naturalHeight(best) { best = view }
                current = best
            } else {
                current = last ? visible[visible.count - 1] : visible[0]
            }
        }
        return current
    }
}
