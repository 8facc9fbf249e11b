import Foundation
import LayoutSpec

/// A view controller, as UIKit's `UIViewController`: it makes its view on first use
/// (``loadView()``, then ``viewDidLoad()``), and a snapshot on a device gives that view the
/// device's screen and safe area.
@MainActor
open class UIViewController {
    private var storedView: UIView?
    /// The controller's title.
    open var title: String?
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
    public func specDocument(name: String = "screen", device: String, scale: Int? = nil) throws(UIKitLayoutError) -> SpecDocument {
        guard let preset = DevicePreset.named(device) else {
            throw UIKitLayoutError(messages: ["no device named '\(device)' (stacksnap devices lists them)"])
        }
        self.device = preset
        return try LayoutRun.convert(view, name: name, canvas: LayoutRun.deviceCanvas(preset, scale: scale)).document
    }
}
