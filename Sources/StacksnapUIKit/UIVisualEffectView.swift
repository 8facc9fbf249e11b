import Foundation

/// An effect a visual effect view shows, as UIKit's `UIVisualEffect`; a blur is a
/// ``UIBlurEffect``.
open class UIVisualEffect: @unchecked Sendable {
    /// An effect of no kind: a visual effect view with it shows nothing of its own.
    public init() {}
}

/// A blur, as UIKit's `UIBlurEffect`: what is behind the view blurred under a material's tint.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// `UIBlurEffect.Style`, with UIKit's raw values: the materials of iOS 13 and later and
    /// the older styles.
    public enum Style: Int, Sendable {
        /// The older extra-light style.
        case extraLight = 0
        /// The older light style.
        case light = 1
        /// The older dark style.
        case dark = 2
        /// The older regular style (adapts to the appearance).
        case regular = 4
        /// The older prominent style (adapts to the appearance).
        case prominent = 5
        /// The ultra-thin material.
        case systemUltraThinMaterial = 6
        /// The thin material.
        case systemThinMaterial = 7
        /// The standard material.
        case systemMaterial = 8
        /// The thick material.
        case systemThickMaterial = 9
        /// The chrome material of bars.
        case systemChromeMaterial = 10
    }

    let style: Style

    /// A blur of a style.
    public init(style: Style) {
        self.style = style
    }
}

/// A visual effect view, as UIKit's `UIVisualEffectView` with a blur: what is behind it
/// blurred under the material's tint, and the views of its ``contentView`` on top. It has no
/// size of its own; its content view fills it.
@MainActor
open class UIVisualEffectView: UIView {
    /// The effect (nil: none, the view shows only its content).
    open var effect: UIVisualEffect?
    /// The view to add subviews to: it fills the effect view, and constraints to it are the
    /// effect view's.
    public let contentView = UIView()

    /// A view showing an effect.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}

/// A search bar, as UIKit's `UISearchBar`, not editing: a rounded search field with the
/// magnifying glass and its text or placeholder, 56 points tall (iOS 13 and later), with no
/// width of its own.
@MainActor
open class UISearchBar: UIView {
    /// `UISearchBar.Style`, with UIKit's raw values.
    public enum Style: UInt, Sendable {
        /// The prominent style (UIKit's default).
        case `default` = 0
        /// The field on the bar's translucent background.
        case prominent = 1
        /// The field alone, no bar background.
        case minimal = 2
    }

    /// The text in the field (default nil: empty).
    open var text: String?
    /// Drawn while the text is empty (default nil: none).
    open var placeholder: String?
    /// The bar's style (default `.default`, drawn as prominent).
    open var searchBarStyle: Style = .default

    /// A view of this kind with a frame (it is 56 points tall under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
