import Foundation
import LayoutSpec

/// An item of a bar, as UIKit's `UIBarItem`: the title and image that bar button items and
/// tab bar items share.
@MainActor
open class UIBarItem {
    /// The item's title.
    open var title: String?
    /// The item's image; a system symbol is drawn.
    open var image: UIImage?
    /// Kept; a snapshot draws the item enabled.
    open var isEnabled = true
    /// A number the app identifies the item by.
    open var tag = 0
    /// What VoiceOver reads for the item; an image item needs one (a title is read as it is).
    open var accessibilityLabel: String?

    /// An item without title or image.
    public init() {}
}

/// A button of a navigation bar or toolbar, as UIKit's `UIBarButtonItem`: a title, an image
/// or one of the system items. Its target and action are kept; nothing is tapped here.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// `UIBarButtonItem.Style`, with UIKit's raw values (the deprecated `bordered` is not here).
    public enum Style: Int, Sendable {
        /// A title in the regular weight.
        case plain = 0
        /// A title in the semibold weight (Done, Save).
        case done = 2
    }

    /// `UIBarButtonItem.SystemItem`, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        /// "Done", semibold.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save", semibold.
        case save = 3
        /// A plus.
        case add = 4
        /// Space that spreads a toolbar's items.
        case flexibleSpace = 5
        /// Space of a fixed width.
        case fixedSpace = 6
        /// A pencil in a square.
        case compose = 7
        /// A curved arrow.
        case reply = 8
        /// The share arrow.
        case action = 9
        /// A folder.
        case organize = 10
        /// A book.
        case bookmarks = 11
        /// A magnifying glass.
        case search = 12
        /// A circular arrow.
        case refresh = 13
        /// A cross.
        case stop = 14
        /// A camera.
        case camera = 15
        /// A bin.
        case trash = 16
        /// A play triangle.
        case play = 17
        /// Two bars.
        case pause = 18
        /// Two triangles back.
        case rewind = 19
        /// Two triangles forward.
        case fastForward = 20
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// A page curl (not drawn: iOS has no symbol for it).
        case pageCurl = 23
        /// A cross in a circle.
        case close = 24
    }

    /// How the title is drawn (default plain).
    open var style: Style = .plain
    /// The object the action is sent to; kept, not retained, as in UIKit.
    open weak var target: AnyObject?
    /// The action; kept (there are no events here).
    open var action: Selector?
    /// The width of a fixed space (0: the system's 8 points).
    open var width: CGFloat = 0
    /// The system item the button is, if any.
    let systemItem: SystemItem?

    /// A button without title or image.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// A button with a title.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// A button with an image (a system symbol is drawn).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// One of the system's buttons, with the title or symbol UIKit draws for it.
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        super.init()
        self.target = target as AnyObject?
        self.action = action
    }

    /// Space that spreads a toolbar's items.
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// Space of a fixed width.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// The item as a spec's bar item, or why it cannot be drawn.
    var barItem: Result<BarItem, BarItemProblem> {
        if let systemItem {
            switch systemItem {
            case .fixedSpace: return .success(.fixedSpace(width > 0 ? Double(width) : 8))
            case .pageCurl: return .failure(BarItemProblem(message: "the page curl system item has no symbol to draw"))
            default:
                let name = String(describing: systemItem)
                guard let item = BarItem.system(name) else {
                    return .failure(BarItemProblem(message: "the system item \(name) is not drawn"))
                }
                return .success(item)
            }
        }
        if let title, !title.isEmpty { return .success(.title(title, isDone: style == .done)) }
        if let image {
            guard case .symbol(let name) = image.source else {
                return .failure(BarItemProblem(message: "a bar button's image is drawn only when it is a system symbol"))
            }
            return .success(.symbol(name, label: accessibilityLabel))
        }
        return .failure(BarItemProblem(message: "a bar button item without a title or an image draws nothing"))
    }
}

/// Why a bar item is left out of a bar.
struct BarItemProblem: Error { var message: String }

/// An Objective-C selector's name, standing in for the runtime's `Selector`, which Linux
/// does not have (`#selector(…)` does not compile there: pass nil, or `Selector("save")`).
public struct Selector: Hashable, Sendable {
    /// The selector's name.
    let name: String
    /// The selector with this name.
    public init(_ name: String) { self.name = name }
}
