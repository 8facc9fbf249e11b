import Foundation
import LayoutSpec

/// A view controller, as UIKit's `UIViewController`: it makes its view on first use
/// (``loadView()``, then ``viewDidLoad()``), and a snapshot on a device gives that view the
/// device's screen and safe area.
@MainActor
open class UIViewController {
    private var storedView: UIView?
    /// The controller's title: the navigation bar's and the tab's unless their items have
    /// their own, as in UIKit.
    open var title: String?
    /// Light or dark for the controller's view whatever the system's: the snapshot's
    /// appearance (a container's applies to the controllers inside it).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The container this controller is in (a navigation or tab bar controller), or nil.
    weak var parentController: UIViewController?
    private var ownNavigationItem: UINavigationItem?
    private var ownTabBarItem: UITabBarItem?
    /// The device the view is laid out on (set by a device snapshot); nil lays it out at its
    /// frame's size.
    var device: DevicePreset?

    /// The designated initializer, as in UIKit; there are no nibs here, so both are ignored
    /// and the view comes from ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// There are no archives to decode here: the controller starts as
    /// `init(nibName: nil, bundle: nil)` makes it. Declared so that subclasses written for
    /// iOS, which must provide it, compile.
    public required init?(coder: NSCoder) {}

    /// A controller without a nib: `init(nibName: nil, bundle: nil)`.
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The root view, made on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.controller = nil
            storedView = newValue
            newValue?.controller = self
        }
    }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the view now if it has not been made.
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = UIView() }
        viewDidLoad()
    }

    /// The container the controller is in: a navigation or tab bar controller; nil for none.
    open var parent: UIViewController? { parentController }
    /// The controllers this one contains (a navigation controller's stack, a tab bar
    /// controller's tabs).
    open var children: [UIViewController] { [] }

    /// The navigation controller this controller is in (directly or in a container that is).
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The tab bar controller this controller is in (directly or in a container that is).
    open var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// What a navigation bar shows for this controller: its title (the controller's
    /// ``title`` until set) and buttons.
    open var navigationItem: UINavigationItem {
        if let item = ownNavigationItem { return item }
        let item = UINavigationItem(title: "")
        item.title = nil
        ownNavigationItem = item
        return item
    }

    /// The controller's tab in a tab bar controller: its title (the controller's ``title``
    /// until set) and image.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = ownTabBarItem { return item }
            let item = UITabBarItem()
            ownTabBarItem = item
            return item
        }
        set { ownTabBarItem = newValue }
    }

    /// The system Edit button, for a navigation bar.
    open var editButtonItem: UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: nil)
    }

    /// Makes the root view: a plain view, unless overridden.
    open func loadView() { view = UIView() }

    /// Called once the view has been made: build the hierarchy here.
    open func viewDidLoad() {}
    /// Called before the view is laid out.
    open func viewWillLayoutSubviews() {}
    /// Called after the view has been laid out and its frames set.
    open func viewDidLayoutSubviews() {}

    /// The root view's hierarchy as a spec document on a device (`stacksnap devices` lists
    /// the presets): the canvas is the device's screen, `view.safeAreaLayoutGuide` its safe
    /// area, and the view's margins the system's for a controller's view.
    ///
    /// For a navigation or tab bar controller it is the view of the controller on screen
    /// (the top one, the selected tab's) under the bars, as `chrome:` on the canvas.
    public func specDocument(name: String = "screen", device: String, scale: Int? = nil) throws(UIKitLayoutError) -> SpecDocument {
        guard let preset = DevicePreset.named(device) else {
            throw UIKitLayoutError(messages: ["no device named '\(device)' (stacksnap devices lists them)"])
        }
        let shown = shownController
        shown.device = preset
        // viewDidLoad() sets the title and the bar's buttons.
        shown.loadViewIfNeeded()
        var canvas = LayoutRun.deviceCanvas(preset, scale: scale)
        var notes: [String] = []
        canvas.chrome = shown.chrome(notes: &notes)
        // The bars' warnings are the view's, said with the snapshot's.
        shown.view.notes += notes.filter { !shown.view.notes.contains($0) }
        return try LayoutRun.convert(shown.view, name: name, canvas: canvas).document
    }

    /// The controller whose view a snapshot shows: this one, or a container's on screen.
    var shownController: UIViewController { self }

    /// The bars of the containers this controller is in, as the canvas's chrome.
    func chrome(notes: inout [String]) -> ChromeSpec {
        var chrome = ChromeSpec()
        var current = parent
        while let container = current {
            if let navigation = container as? UINavigationController, chrome.navigationBar == nil {
                chrome.navigationBar = navigation.barSpec(notes: &notes)
            }
            if let tabs = container as? UITabBarController, chrome.tabBar == nil {
                chrome.tabBar = tabs.barSpec(notes: &notes)
            }
            current = container.parent
        }
        return chrome
    }
}
