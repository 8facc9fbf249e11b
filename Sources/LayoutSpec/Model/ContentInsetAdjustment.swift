/// `contentInsetAdjustment` of a scroll view or table view: UIKit's
/// `contentInsetAdjustmentBehavior`, how much of the safe area its content inset gains.
///
/// The safe area a scroll view gains is the part of the canvas's unsafe edges (a device's
/// sensor housing and home indicator, the bars of its `chrome`) that its solved frame
/// covers, at the top and at the bottom. UIKit adds it to the written inset
/// (`adjustedContentInset = contentInset + that part`), so the content rests below what
/// covers the view's top, and a view that grows to its whole content reaches past what
/// covers its bottom. Side insets are not drawn: the content of a vertical scroll view
/// keeps its width.
public enum ContentInsetAdjustment: String, Sendable, Hashable, CaseIterable {
    /// UIKit's default: as `scrollableAxes`, and always at the top and bottom for the
    /// screen's own view (the spec's root) under a navigation bar or tab bar.
    case automatic
    /// Only when the view scrolls vertically: its content is taller than it is, or it
    /// bounces vertically anyway (a table view always does), or it shows its whole content.
    case scrollableAxes
    /// Always.
    case always
    /// Never: the written inset alone.
    case never

    /// Whether a view adjusts at the top and bottom: `scrolls` says whether it scrolls
    /// vertically, `isScreenUnderBars` whether it is the screen's view under a bar.
    func adjustsVertically(scrolls: Bool, isScreenUnderBars: Bool) -> Bool {
        switch self {
        case .never: false
        case .always: true
        case .scrollableAxes: scrolls
        case .automatic: scrolls || isScreenUnderBars
        }
    }
}
