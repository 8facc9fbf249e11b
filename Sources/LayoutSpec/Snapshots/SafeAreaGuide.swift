import AutoLayout

/// The safe area of a device's screen, as a spec lays it out: a view of its own under the
/// canvas, `safeArea` (`root.safeAreaLayoutGuide` in constraints), inset from the canvas by
/// the device's safe-area insets; and the canvas's layout margins, a view controller's
/// root view's: the safe area plus the system's side margin.
struct SafeAreaGuide {
    /// The id constraints name it by.
    static let id = "safeArea"

    let insets: EdgeInsets
    let sideMargin: Double
    let direction: LayoutDirection

    /// The guide of the canvas's device; nil without one.
    init?(canvas: CanvasSpec) {
        guard let device = canvas.device else { return nil }
        insets = canvas.safeArea
        sideMargin = device.sideMargin
        direction = canvas.direction
    }

    /// Adds the guide as the canvas's last subview (so the spec's own paths keep their
    /// numbers) and gives the canvas a controller view's margins, unless the spec set some.
    func apply(to root: inout ViewSpec) {
        root.subviews.append(ViewSpec(id: Self.id))
        guard root.layoutMargins == .systemDefault else { return }
        let left = insets.left + sideMargin, right = insets.right + sideMargin
        root.layoutMargins = DirectionalInsets(top: insets.top, leading: direction == .ltr ? left : right,
                                               bottom: insets.bottom, trailing: direction == .ltr ? right : left)
    }

    /// The guide's edges, the device's insets in from the canvas's.
    func constraints(origin: SourceLocation) -> [ConstraintSpec] {
        [(Attribute.left, insets.left), (.top, insets.top), (.right, -insets.right), (.bottom, -insets.bottom)].map {
            ConstraintSpec(ConstraintExpression(first: AnchorName(.named(Self.id), $0.0), relation: .equal,
                                                second: AnchorName(.root, $0.0), constant: $0.1), origin: origin)
        }
    }
}
