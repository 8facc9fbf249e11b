import Foundation
import LayoutSpec

/// A tab bar controller, as UIKit's `UITabBarController`: controllers side by side, the
/// selected one's view on screen above a tab bar of their ``UIViewController/tabBarItem``s.
///
/// A device snapshot of it (or of a controller inside it) is the selected controller's view
/// (the top one, for a navigation controller) on the device above the spec's
/// `chrome.tabBar`.
@MainActor
open class UITabBarController: UIViewController {
    /// The controllers, one a tab, in order.
    open var viewControllers: [UIViewController]? {
        didSet {
            for controller in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) {
                controller.parentController = nil
            }
            for controller in viewControllers ?? [] { controller.parentController = self }
        }
    }
    /// The index of the tab on screen (default 0).
    open var selectedIndex = 0
    /// The bar, drawn from the controllers' items.
    public let tabBar = UITabBar()

    /// The controller on screen; setting one of ``viewControllers`` selects its tab.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return nil }
            return controllers[selectedIndex]
        }
        set {
            if let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    /// The controllers of the tabs.
    open override var children: [UIViewController] { viewControllers ?? [] }

    /// Replaces the controllers.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    override var shownController: UIViewController { selectedViewController?.shownController ?? self }

    /// The bar as the spec's tab bar; what it cannot draw goes to `notes`.
    func barSpec(notes: inout [String]) -> ViewSpec {
        let items = (viewControllers ?? []).map { controller in
            let item: UITabBarItem = controller.tabBarItem
            var symbol: String?
            if let image = item.image {
                if case .symbol(let name) = image.source {
                    symbol = name
                } else {
                    notes.append("tab bar: an item's image is drawn only when it is a system symbol")
                }
            }
            return TabItem(title: item.title ?? controller.title ?? "", symbol: symbol)
        }
        let selected = items.indices.contains(selectedIndex) ? selectedIndex : nil
        var bar = TabBarSpec(items: items, selectedIndex: selected)
        // As iOS 15 and later show a screen's tab bar over content that ends above it.
        bar.background = .transparent
        return ViewSpec(id: "chrome_tabBar", .tabBar(bar))
    }
}

/// A tab bar, as UIKit's `UITabBar`: drawn by a tab bar controller's snapshot from its
/// controllers' items.
@MainActor
open class UITabBar: UIView {}

/// An item of a tab bar, as UIKit's `UITabBarItem`: a symbol over a title.
@MainActor
open class UITabBarItem: UIBarItem {
    /// `UITabBarItem.SystemItem`, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        /// "More".
        case more = 0
        /// "Favorites".
        case favorites = 1
        /// "Featured".
        case featured = 2
        /// "Top Rated".
        case topRated = 3
        /// "Recents".
        case recents = 4
        /// "Contacts".
        case contacts = 5
        /// "History".
        case history = 6
        /// "Bookmarks".
        case bookmarks = 7
        /// "Search".
        case search = 8
        /// "Downloads".
        case downloads = 9
        /// "Most Recent".
        case mostRecent = 10
        /// "Most Viewed".
        case mostViewed = 11
    }

    /// Kept; the badge is not drawn.
    open var badgeValue: String?
    /// Kept; the selected item is drawn with its image in the tint.
    open var selectedImage: UIImage?

    /// An item with a title and an image.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and an image for when it is selected (kept).
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of the system's items, with the title and symbol UIKit draws for it.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        let item = TabItem.system(String(describing: systemItem))
        title = item?.title
        image = item?.symbol.flatMap { UIImage(systemName: $0) }
        self.tag = tag
    }

    /// An item without title or image.
    public override init() {
        super.init()
    }
}
