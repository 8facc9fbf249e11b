import Foundation

/// A control, as UIKit's `UIControl`: the states a snapshot draws.
@MainActor
open class UIControl: UIView {
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `UIControl.State`.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

/// A button, as UIKit's `UIButton` with a title (system or custom type).
@MainActor
open class UIButton: UIControl {
    /// `UIButton.ButtonType`, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, close = 7
    }

    /// The type the button was made with (`init(type:)`); `.custom` for `init(frame:)`.
    open private(set) var buttonType: ButtonType = .custom
    var titles: [UInt: String] = [:]
    var titleColors: [UInt: UIColor] = [:]
    private let ownTitleLabel = UILabel()
    /// The title's label: its font is the button's.
    open var titleLabel: UILabel? { ownTitleLabel }
    /// Space around the title, inside the button's edges.
    open var contentEdgeInsets: UIEdgeInsets = .zero

    /// A custom-type button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        ownTitleLabel.font = .systemFont(ofSize: 15)
    }

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
}

/// A switch, as UIKit's `UISwitch` (51 × 31 points).
@MainActor
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // Its size is fixed: it hugs it.
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// An image view, as UIKit's `UIImageView`: its intrinsic size is its image's.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
