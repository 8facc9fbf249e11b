/// The properties of a page control (`UIPageControl`, iOS 14 and later): a dot per page,
/// the current page's dot in the current-page color.
///
/// Its intrinsic size is UIKit's for the dots it shows: 28 points tall and `16 · pages + 74`
/// points wide (no pages: 0 wide), a 16-point pitch between dots with the rest as the room
/// each end keeps for tapping to the previous or next page (see ``intrinsicWidth``).
public struct PageControlSpec: Sendable, Equatable {
    /// `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: String, Sendable, Hashable, CaseIterable {
        /// The dots alone until someone interacts (a still picture: the dots alone).
        case automatic
        /// The dots on a rounded capsule of the translucent fill.
        case prominent
        /// The dots alone, always.
        case minimal
    }

    /// `numberOfPages` (UIKit's default 0).
    public var numberOfPages = 0
    /// `currentPage`: the page whose dot is drawn in the current-page color.
    public var currentPage = 0
    /// `hidesForSinglePage`: a control with one page draws nothing.
    public var hidesForSinglePage = false
    /// `pageIndicatorTintColor`; nil = the system's translucent gray.
    public var pageIndicatorTint: SpecColor?
    /// `currentPageIndicatorTintColor`; nil = the system's (the label color).
    public var currentPageIndicatorTint: SpecColor?
    /// `backgroundStyle` (default automatic).
    public var backgroundStyle: BackgroundStyle = .automatic

    public init(numberOfPages: Int = 0, currentPage: Int = 0) {
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
    }

    /// The distance between the centres of neighbouring dots.
    public static let dotPitch = 16.0
    /// The intrinsic height.
    public static let height = 28.0

    /// The intrinsic width: 16 points a page and 74 for both ends together, so three pages
    /// are 122 wide as Interface Builder sizes a new three-page control.
    public var intrinsicWidth: Double {
        numberOfPages > 0 ? Self.dotPitch * Double(numberOfPages) + 74 : 0
    }

    /// The page drawn current: UIKit pins `currentPage` to the pages there are.
    public var pinnedCurrentPage: Int {
        min(max(currentPage, 0), max(numberOfPages - 1, 0))
    }

    /// Whether the control draws nothing (no pages, or one and it hides for a single page).
    public var drawsNothing: Bool {
        numberOfPages == 0 || (numberOfPages == 1 && hidesForSinglePage)
    }
}
