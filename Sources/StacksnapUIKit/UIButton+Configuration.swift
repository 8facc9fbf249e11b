import AutoLayout
import Foundation
import LayoutSpec

extension UIButton {
    /// `UIButton.Configuration` (iOS 15): how a button looks — a style (plain, gray, tinted,
    /// filled, and the bordered names), its title, colors, corner style, size and insets.
    /// A button with one is drawn with the style's background and lays out with its
    /// insets around a 17-point title, as the spec's `configuration` does.
    public struct Configuration {
        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Sendable, Equatable {
            /// The background's own corner radius.
            case fixed
            /// A radius that follows the button size (the default).
            case dynamic
            /// A small radius.
            case small
            /// A medium radius.
            case medium
            /// A large radius.
            case large
            /// Half the height: a capsule.
            case capsule
        }

        /// `UIButton.Configuration.Size`.
        public enum Size: Sendable, Equatable {
            /// The smallest button.
            case mini
            /// A small button.
            case small
            /// The standard size (the default).
            case medium
            /// A large button.
            case large
        }

        /// The title drawn; nil = the button's own title.
        public var title: String?
        /// The image drawn at the title's leading side; nil = none.
        public var image: UIImage?
        /// The title color over the style's own (white for filled, the tint otherwise).
        public var baseForegroundColor: UIColor?
        /// The background color over the style's own (the tint for filled and tinted).
        public var baseBackgroundColor: UIColor?
        /// How round the background's corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The button's size; only `.medium` is measured (the others are drawn as medium).
        public var buttonSize: Size = .medium
        /// Space around the title: 7 points above and below, 12 at the sides by default.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        let style: ButtonConfigurationSpec.Style

        init(style: ButtonConfigurationSpec.Style) { self.style = style }

        /// No background, a tinted title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A gray background, a tinted title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A translucent tinted background, a tinted title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A tinted background, a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// As `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// As `gray()`.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// As `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// As `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
    }

    /// A button drawn by a configuration; its title and image are the action's when the
    /// configuration has none.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let title = primaryAction?.title, !title.isEmpty { setTitle(title, for: .normal) }
        if let image = primaryAction?.image { setImage(image, for: .normal) }
    }

    /// The spec's configuration for `configuration`; sizes that are not measured are drawn
    /// as medium, with a note.
    func configurationSpec(_ configuration: Configuration) -> ButtonConfigurationSpec {
        var spec = ButtonConfigurationSpec(style: configuration.style)
        spec.cornerStyle = switch configuration.cornerStyle {
        case .fixed: .fixed
        case .dynamic: .dynamic
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .capsule: .capsule
        }
        if configuration.buttonSize != .medium {
            notes.append("\(debugName): the \(configuration.buttonSize) configuration size is drawn as medium (only medium is measured)")
        }
        spec.baseForegroundColor = configuration.baseForegroundColor?.spec
        spec.baseBackgroundColor = configuration.baseBackgroundColor?.spec
        let written = configuration.contentInsets.spec
        if written != ButtonConfigurationSpec.mediumContentInsets { spec.contentInsets = written }
        return spec
    }
}

/// `UIAction`: an action with a title, run by a control; here only its title is used (a
/// snapshot runs no actions).
@MainActor
open class UIAction {
    /// The action's title (a button made with it shows it).
    open var title: String
    /// The action's image (a button made with the action shows it).
    open var image: UIImage?
    let handler: (UIAction) -> Void

    /// An action with a title, an image and the closure UIKit would run.
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}
