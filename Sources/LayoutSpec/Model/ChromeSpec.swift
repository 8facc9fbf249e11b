/// The bars of the screen a canvas is (`canvas: {chrome: {navigationBar: …, tabBar: …}}`):
/// a navigation bar under the status bar, a tab bar or a toolbar at the bottom, drawn over
/// the content as UIKit draws a controller's bars, and added to its safe area. Each is a
/// view of its kind (`chrome_navigationBar`, `chrome_tabBar`, `chrome_toolbar`).
public struct ChromeSpec: Sendable, Equatable {
    /// `navigationBar`: a `navigationBar` view's keys; nil = none.
    public var navigationBar: ViewSpec?
    /// `tabBar`: a `tabBar` view's keys; nil = none.
    public var tabBar: ViewSpec?
    /// `toolbar`: a `toolbar` view's keys (ignored under a tab bar); nil = none.
    public var toolbar: ViewSpec?

    public init(navigationBar: ViewSpec? = nil, tabBar: ViewSpec? = nil, toolbar: ViewSpec? = nil) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
    }

    /// True when there are no bars.
    public var isEmpty: Bool { navigationBar == nil && tabBar == nil && toolbar == nil }

    /// The ids of the bar views, which constraints may name.
    public static let ids = ["chrome_navigationBar", "chrome_tabBar", "chrome_toolbar"]

    /// The height the navigation bar adds to the safe area at the top (0 without one).
    public var topHeight: Double {
        guard case .navigationBar(let bar)? = navigationBar?.content else { return 0 }
        return bar.height
    }

    /// The height the tab bar (49) or toolbar (44) adds at the bottom, above the home
    /// indicator (0 without one).
    public var bottomHeight: Double { tabBar != nil ? 49 : toolbar != nil ? 44 : 0 }
}
