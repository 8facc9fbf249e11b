import Foundation

/// A control, as UIKit's `UIControl`: its states are kept; a snapshot draws the normal one.
@MainActor
open class UIControl: UIView {
    /// Kept; a snapshot draws the enabled state.
    open var isEnabled = true
    /// Kept; a snapshot draws the normal state.
    open var isSelected = false
    /// Kept; a snapshot draws the normal state.
    open var isHighlighted = false

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `UIControl.State`.
    public struct State: OptionSet, Sendable, Hashable {
        /// The raw value (UIKit's).
        public let rawValue: UInt
        /// The value with this raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// The highlighted state.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The disabled state.
        public static let disabled = State(rawValue: 1 << 1)
        /// The selected state.
        public static let selected = State(rawValue: 1 << 2)
    }
}

/// A button, as UIKit's `UIButton` with a title and an image (system or custom type).
@MainActor
open class UIButton: UIControl {
    /// `UIButton.ButtonType`, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        /// A button that draws nothing of its own: white title by default.
        case custom = 0
        /// The standard button: tinted title, no background.
        case system = 1
        /// The detail disclosure button (drawn as a titled button here).
        case detailDisclosure = 2
        /// The light info button (drawn as a titled button here).
        case infoLight = 3
        /// The dark info button (drawn as a titled button here).
        case infoDark = 4
        /// The add-contact button (drawn as a titled button here).
        case contactAdd = 5
        /// The close button (drawn as a titled button here).
        case close = 7
    }

    /// The type the button was made with (`init(type:)`); `.custom` for `init(frame:)`.
    open private(set) var buttonType: ButtonType = .custom
    var titles: [UInt: String] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    private let ownTitleLabel: UILabel = {
        let label = UILabel()
        label.lineBreakMode = .byTruncatingMiddle  // UIButton's title truncates in the middle
        return label
    }()
    /// The title's label: its font is the button's.
    open var titleLabel: UILabel? { ownTitleLabel }
    /// Space around the title, inside the button's edges.
    open var contentEdgeInsets: UIEdgeInsets = .zero
    /// How the button looks (iOS 15); nil for the classic button.
    open var configuration: UIButton.Configuration?

    /// A custom-type button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        ownTitleLabel.font = .systemFont(ofSize: 15)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        ownTitleLabel.font = .systemFont(ofSize: 15)
    }

    /// A button of a type: `.system` draws its title in the tint color.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Sets the title for a state (the normal state's is drawn).
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    /// The title for a state, else the normal state's.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// Sets the title color for a state (the normal state's is drawn).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    /// The title color for a state, else the normal state's, else the type's default (the
    /// tint for a system button, white for a custom one).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .custom ? .white : tintColor)
    }
    /// The title drawn: the normal state's.
    open var currentTitle: String? { title(for: .normal) }
    /// Sets the image for a state (the normal state's is drawn at the title's leading side;
    /// a symbol in the tint color, a PNG as it is).
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    /// The image for a state, else the normal state's.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// The image drawn: the configuration's, else the normal state's.
    open var currentImage: UIImage? { configuration?.image ?? image(for: .normal) }
}

/// A switch, as UIKit's `UISwitch` (51 × 31 points).
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    /// Kept; the switch is drawn in the system green.
    open var onTintColor: UIColor?

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // Its size is fixed: it hugs it.
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Turns the switch on or off (there is no animation here).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// An image view, as UIKit's `UIImageView`: its intrinsic size is its image's.
@MainActor
open class UIImageView: UIView {
    /// The image shown; nil for none.
    open var image: UIImage?
    /// Kept; a snapshot shows `image`.
    open var highlightedImage: UIImage?

    /// An image view showing an image, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
