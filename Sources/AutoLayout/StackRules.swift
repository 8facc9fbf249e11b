/// Generates the constraints `UIStackView` generates for one stack, in UIKit's model
/// (iOS 9–11), or with FDStackView's two fixes.
///
/// Steps, each in its own file:
///  1. hiding — collapse hidden arranged views along the axis (FD: also across it);
///  2. spacing chain and axis canvas connection (`StackRules+Axis.swift`);
///  3. distribution (`StackRules+Distribution.swift`);
///  4. alignment across the axis (`StackRules+Alignment.swift`);
///  5. multi-line label width disambiguation.
///
/// Decisions where the reference is uncertain (documented in docs/layout-engine.md):
/// - ties between equal priorities resolve by arrangement order: the first arranged view
///   stretches first and shrinks first (`tieWeight(at:)`);
/// - a vertical stack's `firstBaseline`/`lastBaseline` alignment lays out as
///   `leading`/`trailing`, as FDStackView does (UIKit leaves it ambiguous);
/// - with every arranged view hidden, an ordering spanner spans the collapsed views and
///   shrinks to zero at 51, so the stack's axis length is zero unless fixed from outside;
/// - custom spacing next to a hidden view: the half before it uses the spacing after the
///   previous view, the half after it uses the spacing after the hidden view.
struct StackRules {
    let stack: Int
    let config: StackConfiguration
    let tree: LayoutTree
    let intrinsic: [IntrinsicSize]
    let origin: ConstraintOrigin

    /// All arranged views, hidden ones included (UIKit keeps them in the constraint set).
    let arranged: [Int]
    let visible: [Int]
    let axis: Axis

    /// The item canvas connections attach to: the stack, or its margins guide.
    var edge: LayoutItem = .view(0)

    init(stack: Int, tree: LayoutTree, intrinsic: [IntrinsicSize]) {
        self.stack = stack
        self.tree = tree
        self.intrinsic = intrinsic
        self.config = tree.views[stack].stack ?? StackConfiguration()
        self.origin = .stack(stack)
        self.arranged = config.arranged
        self.visible = config.arranged.filter { !tree.views[$0].isHidden }
        self.axis = config.axis
        self.edge = .view(stack)
    }

    var canvas: LayoutItem { .view(stack) }
    var isFD: Bool { config.model == .fdstackview }
    func isHidden(_ view: Int) -> Bool { tree.views[view].isHidden }

    // Axis attributes: min/max/center/dim along the axis, and across it.
    var minA: Attribute { axis == .horizontal ? .leading : .top }
    var maxA: Attribute { axis == .horizontal ? .trailing : .bottom }
    var centerA: Attribute { axis == .horizontal ? .centerX : .centerY }
    var dimA: Attribute { axis == .horizontal ? .width : .height }
    var crossMin: Attribute { axis == .horizontal ? .top : .leading }
    var crossMax: Attribute { axis == .horizontal ? .bottom : .trailing }
    var crossCenter: Attribute { axis == .horizontal ? .centerY : .centerX }
    var crossDim: Attribute { axis == .horizontal ? .height : .width }

    /// Runs every step; the per-view tie weights for the axis intrinsic constraints are
    /// `tieWeight(at:)` of each arranged view's position.
    mutating func generate(into b: inout ConstraintBuilder) throws(LayoutError) {
        if config.isLayoutMarginsRelativeArrangement { edge = addMarginsGuide(into: &b) }
        addHiding(into: &b)
        addSpacingChain(into: &b)
        addAxisCanvasConnection(into: &b)
        try addDistribution(into: &b)
        addAlignment(into: &b)
        addTextWidthDisambiguation(into: &b)
    }

    /// UIKit's `UIViewLayoutMarginsGuide`: four required constraints to the margin attributes.
    private func addMarginsGuide(into b: inout ConstraintBuilder) -> LayoutItem {
        let guide = b.guide("UIViewLayoutMarginsGuide", owner: stack)
        let pairs: [(Attribute, Attribute, String)] = [
            (.left, .leftMargin, "UIView-leftMargin-guide-constraint"),
            (.right, .rightMargin, "UIView-rightMargin-guide-constraint"),
            (.top, .topMargin, "UIView-topMargin-guide-constraint"),
            (.bottom, .bottomMargin, "UIView-bottomMargin-guide-constraint"),
        ]
        for (guideAttr, marginAttr, id) in pairs {
            b.add(guide, guideAttr, .equal, canvas, marginAttr, identifier: id, origin: .margins)
        }
        return guide
    }

    /// Step 1: `UISV-hiding` (required, axis length 0); FD adds the cross axis at the view's
    /// own compression resistance so a hidden tallest view no longer props the stack up.
    private func addHiding(into b: inout ConstraintBuilder) {
        for view in arranged where isHidden(view) {
            b.add(.view(view), dimA, .equal, nil, constant: 0, identifier: "UISV-hiding", origin: origin)
            if isFD {
                let cr = tree.views[view].compressionResistance[axis.cross]
                b.add(.view(view), crossDim, .equal, nil, constant: 0, priority: cr,
                      identifier: "FDSV-hiding", origin: origin)
            }
        }
    }

    /// Step 5: `UISV-text-width-disambiguation` at 760 for multi-line labels in horizontal
    /// fill / equalSpacing / equalCentering stacks: each gets an equal share of the width.
    private func addTextWidthDisambiguation(into b: inout ConstraintBuilder) {
        guard axis == .horizontal else { return }
        switch config.distribution {
        case .fill, .equalSpacing, .equalCentering: break
        case .fillEqually, .fillProportionally: return
        }
        let n = Double(visible.count)
        let totalSpacing = spacingConstants().reduce(0, +)
        for view in arranged where tree.views[view].isMultilineText {
            if visible.isEmpty {
                b.add(.view(view), .width, .equal, nil, constant: 0, priority: 760,
                      identifier: "UISV-text-width-disambiguation", origin: origin)
            } else {
                b.add(.view(view), .width, .equal, edge, .width, multiplier: 1 / n,
                      constant: -totalSpacing / n, priority: 760,
                      identifier: "UISV-text-width-disambiguation", origin: origin)
            }
        }
    }

    /// Exact ties resolve by arrangement order: the earlier view's size wishes weigh a
    /// hair less, so it is the one that stretches or shrinks (`fill` leaves ties to this).
    /// `position` is the view's index among the arranged views, hidden ones included.
    static func tieWeight(at position: Int) -> Double { 1 + Double(position) * 1e-6 }
}
