import Foundation
import LayoutSpec

/// A navigation controller, as UIKit's `UINavigationController`: a stack of controllers, the
/// top one's view on screen under a navigation bar with its ``UIViewController/navigationItem``.
///
/// A device snapshot of it (or of a controller inside it) is the top controller's view on
/// the device, under the spec's `chrome.navigationBar`: the bar adds its height to the
/// view's safe area.
@MainActor
open class UINavigationController: UIViewController {
    /// The controllers, the root first and the one on screen last.
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for controller in oldValue where !viewControllers.contains(where: { $0 === controller }) {
                controller.parentController = nil
            }
            for controller in viewControllers { controller.parentController = self }
        }
    }
    /// The bar; its ``UINavigationBar/prefersLargeTitles`` sets how titles are shown.
    public let navigationBar = UINavigationBar()
    /// Whether the bar is hidden (default false).
    open var isNavigationBarHidden = false

    /// A navigation controller showing a root controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.parentController = self
    }

    /// A navigation controller without controllers, as UIKit's designated initializer.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// No archive is read: a navigation controller without controllers.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controllers in the stack.
    open override var children: [UIViewController] { viewControllers }

    /// The controller on screen: the last one.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller on screen (no controller is presented here).
    open var visibleViewController: UIViewController? { viewControllers.last }

    /// Shows a controller on top; a snapshot is still, so there is nothing to animate.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Takes the top controller off (not the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.popLast()
    }

    /// Takes every controller but the root off and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }

    /// Replaces the controllers.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    override var shownController: UIViewController { topViewController?.shownController ?? self }

    /// The bar as the spec's navigation bar for the top controller's item; what it cannot
    /// draw goes to `notes`.
    func barSpec(notes: inout [String]) -> ViewSpec? {
        guard !isNavigationBarHidden, let top = topViewController else { return nil }
        let item = top.navigationItem
        var bar = NavigationBarSpec(title: item.title ?? top.title ?? "")
        // As iOS 15 and later show a screen's bar over content at its top edge.
        bar.background = .transparent
        bar.prefersLargeTitles = item.largeTitleDisplayMode == .always
            || (item.largeTitleDisplayMode == .automatic && navigationBar.prefersLargeTitles)
        bar.leftItems = Self.items(item.leftBarButtonItems, &notes)
        bar.rightItems = Self.items(item.rightBarButtonItems, &notes)
        if viewControllers.count > 1, item.leftBarButtonItems?.isEmpty ?? true, !item.hidesBackButton {
            // The back button: its chevron (its title, the previous controller's, is not drawn).
            bar.leftItems = [.symbol("chevron.left")]
            notes.append("navigation bar: the back button is drawn as its chevron, without the previous controller's title")
        }
        return ViewSpec(id: "chrome_navigationBar", .navigationBar(bar))
    }

    private static func items(_ items: [UIBarButtonItem]?, _ notes: inout [String]) -> [BarItem] {
        (items ?? []).compactMap { item in
            switch item.barItem {
            case .success(let barItem): return barItem
            case .failure(let problem):
                notes.append("navigation bar: \(problem.message); the item is left out")
                return nil
            }
        }
    }
}

/// A navigation bar, as UIKit's `UINavigationBar`: drawn by a navigation controller's
/// snapshot from its settings.
@MainActor
open class UINavigationBar: UIView {
    /// Whether titles are large at the bar's leading edge (the item's
    /// `largeTitleDisplayMode` decides for each controller); default false.
    open var prefersLargeTitles = false
}
