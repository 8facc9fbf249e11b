import Foundation

/// A scroll view, as UIKit's `UIScrollView`, at rest: its subviews in a content area of
/// their own, shown from the content offset and clipped at its bounds.
///
/// The content area is ``contentLayoutGuide``; the scroll view's frame is
/// ``frameLayoutGuide``. As in UIKit (and before iOS 11), constraints between the scroll
/// view's edges or margins and a view inside it attach to the content, so they decide
/// ``contentSize``; its width, height and centres are the frame's. The content's size is
/// read back after layout.
@MainActor
open class UIScrollView: UIView {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`, with UIKit's raw values: how the safe
    /// area is added to ``adjustedContentInset``.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and always at the top and bottom inside a navigation
        /// controller (the default).
        case automatic = 0
        /// Along the axes the view scrolls on.
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always.
        case always = 3
    }

    /// `UIScrollView.IndicatorStyle`, with UIKit's raw values.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on a light background, light on a dark one.
        case `default` = 0
        /// Black.
        case black = 1
        /// White.
        case white = 2
    }

    /// `UIScrollView.KeyboardDismissMode`, with UIKit's raw values.
    public enum KeyboardDismissMode: Int, Sendable {
        /// The keyboard stays when the content is dragged.
        case none = 0
        /// The keyboard goes when a drag starts.
        case onDrag = 1
        /// The keyboard follows the drag.
        case interactive = 2
    }

    /// The space around the content the view can scroll to (default zero). Setting it does
    /// not move the content (UIKit keeps the offset), except that a view whose
    /// ``contentOffset`` was never set rests at its top, `-adjustedContentInset.top`.
    open var contentInset: UIEdgeInsets = .zero
    /// How the safe area is added to the inset (default `.automatic`): on a device, the
    /// part of its safe area the view's frame covers at the top and bottom, when the view
    /// scrolls vertically (a table view always does) or with `.always`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The part of the safe area the last layout added to the inset.
    var safeAreaContentInset: UIEdgeInsets = .zero
    /// The inset the content rests in: ``contentInset`` and, after layout, the part of the
    /// safe area ``contentInsetAdjustmentBehavior`` adds.
    open var adjustedContentInset: UIEdgeInsets {
        UIEdgeInsets(top: contentInset.top + safeAreaContentInset.top, left: contentInset.left + safeAreaContentInset.left,
                     bottom: contentInset.bottom + safeAreaContentInset.bottom,
                     right: contentInset.right + safeAreaContentInset.right)
    }

    /// The offset set in code; nil = the content rests at its top.
    private(set) var setOffset: CGPoint?
    /// The point of the content shown at the view's top-left: what was set, else the
    /// content at rest at its top (`-adjustedContentInset.left`, `-adjustedContentInset.top`).
    /// A snapshot draws its vertical part; a horizontal offset is kept, with a warning.
    open var contentOffset: CGPoint {
        get { setOffset ?? CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }
        set { setOffset = newValue }
    }

    /// Sets ``contentOffset``; a snapshot is still, so there is nothing to animate.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    var explicitContentSize: CGSize?
    var laidContentSize: CGSize = .zero
    /// The content's size: after layout, the content guide's (what the constraints inside
    /// make it); set, it is the content's size unless constraints decide it.
    open var contentSize: CGSize {
        get { laidContentSize }
        set {
            explicitContentSize = newValue
            laidContentSize = newValue
        }
    }

    /// The content area, for constraints: its edges decide ``contentSize``.
    public var contentLayoutGuide: UILayoutGuide { contentGuide }
    /// The scroll view's frame, for constraints: views pinned to it do not scroll.
    public var frameLayoutGuide: UILayoutGuide { frameGuide }
    lazy var contentGuide = UILayoutGuide(kind: .scrollContent, owner: self)
    lazy var frameGuide = UILayoutGuide(kind: .scrollFrame, owner: self)

    /// Whether the content scrolls (default true): kept for a scroll view, whose snapshot is
    /// still; a text view that does not scroll sizes to its text.
    open var isScrollEnabled = true
    /// Kept; a snapshot does not scroll.
    open var isPagingEnabled = false
    /// Kept; a snapshot does not scroll.
    open var isDirectionalLockEnabled = false
    /// Kept; a snapshot does not scroll.
    open var bounces = true
    /// Kept; a snapshot does not scroll.
    open var alwaysBounceVertical = false
    /// Kept; a snapshot does not scroll.
    open var alwaysBounceHorizontal = false
    /// Kept; as in UIKit at rest, no indicator is drawn.
    open var showsVerticalScrollIndicator = true
    /// Kept; as in UIKit at rest, no indicator is drawn.
    open var showsHorizontalScrollIndicator = true
    /// Kept; no indicator is drawn.
    open var indicatorStyle: IndicatorStyle = .default
    /// Kept; no indicator is drawn.
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    /// Kept; no indicator is drawn.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Kept; no indicator is drawn.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Kept; no indicator is drawn.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Kept; a snapshot does not scroll.
    open var scrollsToTop = true
    /// Kept; there is no keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Kept; the content is drawn at scale 1.
    open var minimumZoomScale: CGFloat = 1
    /// Kept; the content is drawn at scale 1.
    open var maximumZoomScale: CGFloat = 1
    /// Kept; the content is drawn at scale 1.
    open var zoomScale: CGFloat = 1

    /// Does nothing: as in UIKit at rest, no indicator is drawn.
    open func flashScrollIndicators() {}

    /// A view of this kind with a frame; it clips its content, as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }
}
