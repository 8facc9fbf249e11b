import AutoLayout
import LayoutSpec

/// One picture a document gives: a storyboard scene's view controller view, or a top-level
/// view of a XIB (or any view chosen with `--view`).
struct IBUnit: Sendable {
    /// The snapshot name.
    var name: String
    /// What `--scene` matches: the scene id, the view controller's id, storyboard id and
    /// title, and the snapshot name.
    var aliases: [String]
    /// The element drawn as the canvas.
    var root: IBElement
    /// The whole tree the root was found in: constraints between views of the root may be
    /// installed on an ancestor of it.
    var scope: IBElement
    /// The view controller whose view the root is (its old top and bottom layout guides
    /// live on it); nil for XIB views and views chosen inside a scene.
    var controller: IBElement?
    /// True for a view controller's own view: it gets the device's safe area and the
    /// controller view's side margins.
    var isControllerView: Bool
    /// The canvas size in points.
    var width: Double
    var height: Double
    /// The simulated device, when the size is one a device has.
    var device: IBDevice?
    /// The navigation, tab or tool bars Interface Builder lays the view out under.
    var bars: IBBars = .none
    /// For a XIB's top-level view that declares a safe area: the document's device, whose
    /// safe-area insets Interface Builder gives it (its margins stay a plain view's).
    var safeAreaDevice: IBDevice? = nil
    /// A controller's freeform screen of no device's size on an edge-to-edge phone: Xcode
    /// shows it at the top of the phone in portrait, however wide it is, so it has the
    /// housing's inset at the top, none at the sides, and the home indicator's only when it
    /// is as tall as the phone (a 350 × 200 popover on an iPhone 11 is recorded with its
    /// content on the left, right and bottom edges; a 375 × 1,100 scroller on an iPhone X
    /// 34 points above its bottom; a 758 × 703 one 44 below its top).
    var portraitFreeform = false
    /// A controller's view that starts below an opaque navigation bar: the screen's top inset
    /// and the bar are outside it (its safe area starts at its top, and the bar is not drawn
    /// over it), the bottom inset and bars are its own.
    var belowOpaqueTopBar = false
    /// Where the scene or view starts, for messages about it as a whole.
    var position: SourcePosition
    /// Pixels per point: the designed device's, the grid Xcode snapped the frames to (2 when
    /// the document names no device).
    var scale = 2
    /// The major `toolsVersion` of the Xcode that saved the document (Interface Builder's
    /// table layout changed with it).
    var toolsVersion = 0
    /// The document uses size classes but names no device: Xcode 6 and 7 edited it in the
    /// "Any width, any height" class, whose layout (the base, without the variations of any
    /// class) is the one its frames record.
    var editsAnySizeClass = false
    /// The device the document was designed on (`<device>`), whatever the unit's size.
    var documentDevice: IBDevice? = nil
    /// The appearance the document is drawn in (`<device appearance="dark">`).
    var appearance: Appearance.Style = .light
    /// Container views of the document by Interface Builder id → the root view of the
    /// controller each embeds (its `embed` segue's destination).
    var embedded: [String: IBElement] = [:]
}

extension IBUnit {
    /// The device's safe-area insets for this screen: by its orientation (as the Xcode that
    /// saved the document lays it out), or a portrait freeform screen's.
    func screenSafeArea(of device: IBDevice) -> EdgeInsets {
        if portraitFreeform { return device.portraitSafeArea(height: height) }
        return device.safeArea(width: width, height: height, toolsVersion: toolsVersion)
    }
}
