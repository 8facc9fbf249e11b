import AutoLayout
import LayoutSpec

/// A view controller's bars, drawn over its view: the navigation bar under the status bar,
/// the tab bar or toolbar at the bottom reaching under the home indicator (its items in its
/// top 49 or 44 points), as the device shows them. They are views of the spec like any
/// other (`chrome_navigationBar`, `chrome_tabBar`, `chrome_toolbar`), pinned to the canvas.
/// A view below an opaque navigation bar starts under it, so only its bottom bar is over it.
extension UnitConverter {
    func chrome() -> (views: [ViewSpec], pins: [ConstraintExpression]) {
        guard unit.isControllerView, let device = unit.device else { return ([], []) }
        let screen = unit.screenSafeArea(of: device)
        var views: [ViewSpec] = []
        var pins: [ConstraintExpression] = []
        func add(_ id: String, _ content: ViewContent, height: Double, top: Double?) {
            var view = ViewSpec(id: id)
            view.content = content
            view.intrinsicSize = IntrinsicSizeSpec(width: nil, height: height)
            views.append(view)
            // Both sides, and the top under the status bar or the bottom at the screen's edge.
            let edges: [(Attribute, Double)] = [(.left, 0), (.right, 0), top.map { (.top, $0) } ?? (.bottom, 0)]
            pins += edges.map { attribute, constant in
                ConstraintExpression(first: AnchorName(.named(id), attribute), relation: .equal,
                                     second: AnchorName(.root, attribute), constant: constant)
            }
        }
        if let bar = unit.bars.navigationBar, unit.bars.top > 0, !unit.belowOpaqueTopBar {
            add("chrome_navigationBar", .navigationBar(bar), height: unit.bars.top, top: screen.top)
        }
        if let bar = unit.bars.tabBar, unit.bars.bottom > 0 {
            add("chrome_tabBar", .tabBar(bar), height: unit.bars.bottom + screen.bottom, top: nil)
        } else if let bar = unit.bars.toolbar, unit.bars.bottom > 0 {
            add("chrome_toolbar", .toolbar(bar), height: unit.bars.bottom + screen.bottom, top: nil)
        }
        return (views, pins)
    }
}
