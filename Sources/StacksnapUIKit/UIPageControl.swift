import Foundation

/// A page control, as UIKit's `UIPageControl` (iOS 14 and later): a dot per page, 28 points
/// tall and `16 · pages + 74` wide; white dots, the current one opaque, unless tinted.
@MainActor
open class UIPageControl: UIControl {
    /// `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        /// The dots alone at rest (a snapshot is at rest).
        case automatic = 0
        /// The dots on a rounded capsule.
        case prominent = 1
        /// The dots alone, always.
        case minimal = 2
    }

    private var storedCurrentPage = 0

    /// The number of dots (default 0); the current page is pinned again when it changes.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            storedCurrentPage = Self.pinned(storedCurrentPage, numberOfPages)
        }
    }
    /// The page drawn current, pinned to `0...numberOfPages - 1` as UIKit pins it (default 0).
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = Self.pinned(newValue, numberOfPages) }
    }
    /// With one page, draw nothing (default false).
    open var hidesForSinglePage = false
    /// The other pages' dots; nil for white at 30 %.
    open var pageIndicatorTintColor: UIColor?
    /// The current page's dot; nil for white.
    open var currentPageIndicatorTintColor: UIColor?
    /// The background behind the dots (default automatic).
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Kept; a snapshot has no touches.
    open var allowsContinuousInteraction = true

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the control needs for `pageCount` dots: 16 points a page and 74 for both
    /// ends, 28 tall (no pages: 0 wide).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: pageCount > 0 ? 16 * CGFloat(pageCount) + 74 : 0, height: 28)
    }

    private static func pinned(_ page: Int, _ pages: Int) -> Int {
        min(max(page, 0), max(pages - 1, 0))
    }
}
