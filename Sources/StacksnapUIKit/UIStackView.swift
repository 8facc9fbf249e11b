import Foundation

/// A stack view, as UIKit's `UIStackView`: its arranged subviews are laid out by the
/// constraints UIKit generates for its axis, distribution, alignment and spacing (the
/// engine generates the same ones).
@MainActor
open class UIStackView: UIView {
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false
    var customSpacings: [(view: UIView, spacing: CGFloat)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not failable, as UIKit declares it for a stack view.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Arranges a view (adding it as a subview when it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view.superview !== self { addSubview(view) }
        // As UIKit does: the stack's constraints place its arranged views.
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    }

    /// Stops arranging a view; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
        customSpacings.removeAll { $0.view === subview }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != Self.spacingUseDefault { customSpacings.append((arrangedSubview, spacing)) }
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
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
