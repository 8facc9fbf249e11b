import AutoLayout
import LayoutSpec

/// A view controller's bars, drawn over its view: the navigation bar under the status bar,
/// the tab bar or toolbar at the bottom reaching under the home indicator (its items in its
/// top 49 or 44 points), as the device shows them. They are views of the spec like any
/// other (`chrome_navigationBar`, `chrome_tabBar`, `chrome_toolbar`), pinned to the canvas.
extension UnitConverter {
    func chrome() -> (views: [ViewSpec], pins: [ConstraintExpression]) {
        guard unit.isControllerView, let device = unit.device else { return ([], []) }
        let screen = device.safeArea(width: unit.width, height: unit.height)
        var views: [ViewSpec] = []
        var pins: [ConstraintExpression] = []
        func add(_ id: String, _ content: ViewContent, height: Double, top: Double?) {
            var view = ViewSpec(id: id)
            view.content = content
            view.intrinsicSize = IntrinsicSizeSpec(width: nil, height: height)
            views.append(view)
            let item = ItemName.named(id)
            pins.append(ConstraintExpression(first: AnchorName(item, .left), relation: .equal, second: AnchorName(.root, .left)))
            pins.append(ConstraintExpression(first: AnchorName(item, .right), relation: .equal, second: AnchorName(.root, .right)))
            if let top {
                pins.append(ConstraintExpression(first: AnchorName(item, .top), relation: .equal,
                                                 second: AnchorName(.root, .top), constant: top))
            } else {
                pins.append(ConstraintExpression(first: AnchorName(item, .bottom), relation: .equal,
                                                 second: AnchorName(.root, .bottom)))
            }
        }
        if let bar = unit.bars.navigationBar, unit.bars.top > 0 {
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
