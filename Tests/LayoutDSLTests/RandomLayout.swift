import AutoLayout
import LayoutDSL
import LayoutSpec

/// Builds a random but valid Swift layout from a seed: nested stacks and leaves of every
/// kind with random modifiers, constraints of every operator form between the views, a
/// variant. Same seed, same layout.
struct RandomLayout {
    private var state: UInt64
    private var nextID = 0
    /// Ids given so far, in order.
    private(set) var ids: [String] = []

    init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9_7F4A_7C15 }

    /// SplitMix64: small, fast and the same everywhere.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    private mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    private mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    /// Values with at most three decimals and awkward ones (thirds) alike.
    private mutating func number(_ range: ClosedRange<Int>) -> Double {
        chance(20) ? Double(int(range)) / 3 : Double(int(range.lowerBound * 8...range.upperBound * 8)) / 8
    }

    static let colors = ["#F5A623", "#4A90E2", "#7ED32180", "#abc", "systemBlue", "white", "clear", "systemGray3"]

    mutating func layout() -> Layout {
        nextID = 0
        ids = []
        let count = int(1...4)
        var views: [LayoutNode] = []
        for _ in 0..<count { views.append(element(depth: 0)) }
        let width: Double? = chance(70) ? Double(int(100...400)) : nil
        var layout = Layout("random", canvas: Canvas(width: width, height: chance(30) ? Double(int(100...600)) : nil,
                                                     scale: int(1...3), background: pick(Self.colors),
                                                     direction: chance(20) ? .rtl : .ltr)) { views }
        layout.constraints = (0..<int(0...6)).map { _ in constraint() }
        if chance(40) {
            layout = layout.variant("v\(int(0...9))", canvas: .init(width: Double(int(100...300)), direction: .rtl),
                                    model: chance(50) ? .fdstackview : nil)
        }
        if chance(30) { layout = layout.compare(threshold: Double(int(0...10)) / 20, maxPixels: int(0...50)) }
        return layout
    }

    private mutating func newID() -> String {
        defer { nextID += 1 }
        let id = "v\(nextID)"
        ids.append(id)
        return id
    }

    private mutating func element(depth: Int) -> LayoutNode {
        let kind = depth < 2 ? int(0...7) : int(0...5)
        var node: LayoutNode
        switch kind {
        case 0: node = modified(Box(width: chance(50) ? number(0...80) : nil, height: chance(50) ? number(0...80) : nil))
        case 1: node = modified(label())
        case 2: node = modified(chance(50) ? Image(symbol: pick(["star", "heart"])).tint(pick(Self.colors))
                                           : Image(symbol: "star").contentMode(pick(ContentMode.allCases)))
        case 3: node = modified(Button(pick(["OK", "Cancel"])).font(size: number(8...30)).titleColor(pick(Self.colors)))
        case 4: node = modified(Switch(isOn: chance(50)))
        case 5: node = modified(Spacer())
        default: node = stack(depth: depth)
        }
        if chance(60) { node.spec.id = newID() }
        return node
    }

    private mutating func label() -> Label {
        var label = Label(pick(["Hi", "Hello, world", "四个汉字", ""]))
        if chance(50) { label = label.font(size: number(8...40), weight: pick(FontWeight.allCases)) }
        if chance(30) { label = label.lines(int(0...3)).lineBreak(pick(LineBreakMode.allCases)) }
        if chance(30) { label = label.textColor(pick(Self.colors)).textAlignment(pick(TextAlignment.allCases)) }
        if chance(20) { label = label.preferredMaxWidth(number(10...200)) }
        return label
    }

    private mutating func stack(depth: Int) -> LayoutNode {
        var children: [LayoutNode] = []
        for _ in 0..<int(0...3) { children.append(element(depth: depth + 1)) }
        var stack = Stack(axis: chance(50) ? .horizontal : .vertical, spacing: number(-4...20),
                          alignment: pick(StackConfiguration.Alignment.allCases),
                          distribution: pick(StackConfiguration.Distribution.allCases)) { children }
        if let id = children.compactMap(\.spec.id).first, chance(50) { stack = stack.customSpacing(number(0...30), after: id) }
        if chance(20) { stack = stack.baselineRelativeArrangement() }
        if chance(20) { stack = stack.layoutMarginsRelativeArrangement().layoutMargins(number(0...20)) }
        if chance(20) { stack = stack.model(.fdstackview) }
        return modified(stack)
    }

    /// Random common modifiers.
    private mutating func modified(_ element: some LayoutElement) -> LayoutNode {
        var e = AnyElement(node: element.node)
        if chance(20) { e = e.hidden() }
        if chance(30) { e = e.hugging(h: Double(int(1...1000))) }
        if chance(30) { e = e.compressionResistance(v: Double(int(1...1000))) }
        if chance(40) { e = e.background(pick(Self.colors)) }
        if chance(20) { e = e.border(width: number(0...4), color: pick(Self.colors)) }
        if chance(20) { e = e.cornerRadius(number(0...20)) }
        if chance(20) { e = e.alpha(Double(int(0...4)) / 4) }
        if chance(10) { e = e.clipsToBounds() }
        if chance(10) { e = e.alignmentInsets(top: number(0...4), right: number(0...4)) }
        if chance(10) { e = e.baselines(first: number(0...30), last: nil) }
        if chance(10) { e = e.intrinsicSize(width: number(0...50), height: nil) }
        return e.node
    }

    /// One constraint group between two random views (or root).
    private mutating func constraint() -> ConstraintGroup {
        let items = ids.map { ViewRef($0) } + [root]
        let a = pick(items)
        let others = items.filter { $0 != a }
        let c = number(-50...50)
        let priority = LayoutPriority(pick([1000, 750, 250, 50, 999.5]))
        // The grammar refuses an anchor related to itself; with no other view, fix a size.
        guard !others.isEmpty else { return a.height <= number(0...100) }
        let b = pick(others)
        switch int(0...7) {
        case 0: return a.top == b.bottom + c ~ priority
        case 1: return a.leading <= b.trailing - c
        case 2: return a.width >= number(0...100) ~ priority
        case 3: return a.width == pick([0.5, 2, 1.0 / 3, -1]) * b.height + c
        case 4: return a.centerX == b.centerX + c
        case 5: return a.edges == b.edges.inset(number(0...20))
        case 6: return a.center == b.center.offset(x: c, y: -c)
        default: return a.size == (number(0...100), number(0...100)) ~ priority
        }
    }
}

/// Any element, for applying the common modifiers to a node of any kind.
private struct AnyElement: LayoutElement {
    var node: LayoutNode
}
