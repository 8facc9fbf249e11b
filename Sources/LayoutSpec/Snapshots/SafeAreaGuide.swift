import AutoLayout

/// The safe area of a device's screen, as a spec lays it out: a view of its own under the
/// canvas, `safeArea` (`root.safeAreaLayoutGuide` in constraints), inset from the canvas by
/// the device's safe-area insets and its bars; the bars themselves (`chrome`), pinned to
/// the canvas over the content; and the canvas's layout margins, a view controller's root
/// view's: the safe area plus the system's side margin.
struct SafeAreaGuide {
    /// The id constraints name it by.
    static let id = "safeArea"

    let insets: EdgeInsets
    /// The device's own insets, without the bars: where the bars go.
    let screen: EdgeInsets
    let sideMargin: Double
    let direction: LayoutDirection
    let chrome: ChromeSpec

    /// The guide of the canvas's device, own safe area or bars; nil with none of them.
    init?(canvas: CanvasSpec) {
        guard canvas.device != nil || canvas.screenSafeArea != nil || !canvas.chrome.isEmpty else { return nil }
        insets = canvas.safeArea
        screen = canvas.screenSafeArea ?? canvas.device?.safeArea(canvas.orientation) ?? .zero
        sideMargin = canvas.device?.sideMargin ?? DevicePreset.sideMargin(forWidth: canvas.width)
        direction = canvas.direction
        chrome = canvas.chrome
    }

    /// Adds the guide as the canvas's last subview (so the spec's own paths keep their
    /// numbers) and gives the canvas a controller view's margins, unless the spec set some.
    func apply(to root: inout ViewSpec) {
        // The bars over the content: a tab bar or toolbar reaches under the home indicator,
        // its items in its top 49 or 44 points.
        if let bar = chrome.navigationBar { root.subviews.append(bar) }
        if var bar = chrome.tabBar ?? chrome.toolbar {
            bar.intrinsicSize = IntrinsicSizeSpec(width: nil, height: chrome.bottomHeight + screen.bottom)
            root.subviews.append(bar)
        }
        root.subviews.append(ViewSpec(id: Self.id))
        guard root.layoutMargins == .systemDefault else { return }
        let left = insets.left + sideMargin, right = insets.right + sideMargin
        root.layoutMargins = DirectionalInsets(top: insets.top, leading: direction == .ltr ? left : right,
                                               bottom: insets.bottom, trailing: direction == .ltr ? right : left)
    }

    /// The guide's edges, the device's insets in from the canvas's.
    func constraints(origin: SourceLocation) -> [ConstraintSpec] {
        var pins: [(String, Attribute, Double)] = [(Self.id, .left, insets.left), (Self.id, .top, insets.top),
                                                  (Self.id, .right, -insets.right), (Self.id, .bottom, -insets.bottom)]
        if let id = chrome.navigationBar?.id { pins += [(id, .left, 0), (id, .right, 0), (id, .top, screen.top)] }
        if let id = (chrome.tabBar ?? chrome.toolbar)?.id { pins += [(id, .left, 0), (id, .right, 0), (id, .bottom, 0)] }
        return pins.map { id, attribute, constant in
            ConstraintSpec(ConstraintExpression(first: AnchorName(.named(id), attribute), relation: .equal,
                                                second: AnchorName(.root, attribute), constant: constant), origin: origin)
        }
    }
}
