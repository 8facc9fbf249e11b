import Foundation

/// A control, as UIKit's `UIControl`: the states a snapshot draws.
@MainActor
open class UIControl: UIView {
    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
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
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public let buttonType: ButtonType
    var titles: [UInt: String] = [:]
    var titleColors: [UInt: UIColor] = [:]
    /// The title's label: its font is the button's.
    public let titleLabel: UILabel? = UILabel()
    public var contentEdgeInsets: UIEdgeInsets = .zero

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        titleLabel?.font = .systemFont(ofSize: 15)
    }

    public override convenience init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    public func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    public func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    public func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .custom ? .white : tintColor)
    }
    public var currentTitle: String? { title(for: .normal) }
}

/// A switch, as UIKit's `UISwitch` (51 × 31 points).
@MainActor
open class UISwitch: UIControl {
    public var isOn = false
    public var onTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // Its size is fixed: it hugs it.
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    public func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// An image view, as UIKit's `UIImageView`: its intrinsic size is its image's.
@MainActor
open class UIImageView: UIView {
    public var image: UIImage?
    public var highlightedImage: UIImage?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}
