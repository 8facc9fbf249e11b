import Foundation

/// A stack view, as UIKit's `UIStackView`: its arranged subviews are laid out by the
/// constraints UIKit generates for its axis, distribution, alignment and spacing (the
/// engine generates the same ones).
@MainActor
open class UIStackView: UIView {
    public private(set) var arrangedSubviews: [UIView] = []
    public var axis: NSLayoutConstraint.Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    public var spacing: CGFloat = 0
    public var isBaselineRelativeArrangement = false
    public var isLayoutMarginsRelativeArrangement = false
    var customSpacings: [(view: UIView, spacing: CGFloat)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Arranges a view (adding it as a subview when it is not one).
    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view.superview !== self { addSubview(view) }
        // As UIKit does: the stack's constraints place its arranged views.
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    }

    /// Stops arranging a view; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
        customSpacings.removeAll { $0.view === subview }
    }

    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != Self.spacingUseDefault { customSpacings.append((arrangedSubview, spacing)) }
    }

    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? Self.spacingUseDefault
    }

    /// Custom spacing that means "the stack's own spacing".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// Spacing that means "the system's standard spacing" (8 points here).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// Leading, for a horizontal stack.
        public static var top: Alignment { .leading }
        /// Trailing, for a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }
}
