/// The properties of a scroll view (`UIScrollView`), with UIKit's defaults.
///
/// A scroll view shows its content from the top-left (content offset zero), clipped at its
/// bounds. Its content area is a guide of its own, `<id>_contentLayoutGuide`
/// (`scroll.contentLayoutGuide` in constraints); `scroll.frameLayoutGuide` is the scroll
/// view's frame. As in UIKit, constraints between the scroll view's edges or margins and a
/// view inside it attach to the content area; its width, height and centres are the frame's.
public struct ScrollViewSpec: Sendable, Equatable {
    /// `contentInsetTop`: the content starts this far down (UIKit's `contentInset.top`);
    /// frames inside are reported from the content's top. Default 0.
    public var contentInsetTop: Double = 0
    /// `contentInsetAdjustment`: how much of the safe area the view's frame covers is added
    /// to the inset (default automatic: when the content is taller than the view).
    public var contentInsetAdjustment = ContentInsetAdjustment.automatic
    /// `fullContent`: the view grows to its whole content (as a full-page screenshot shows
    /// it), instead of showing what fits; with the canvas height left to fit, the snapshot
    /// holds everything. Default false.
    public var fullContent = false

    public init(contentInsetTop: Double = 0) {
        self.contentInsetTop = contentInsetTop
    }
}
