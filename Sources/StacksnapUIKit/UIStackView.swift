import Foundation

/// A stack view, as UIKit's `UIStackView`: its arranged subviews are laid out by the
/// constraints UIKit generates for its axis, distribution, alignment and spacing (the
/// engine generates the same ones).
@MainActor
open class UIStackView: UIView {
    /// The views the stack lays out, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction the arranged views are laid out in.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// How the arranged views share the length along the axis.
    open var distribution: Distribution = .fill
    /// Where the arranged views sit across the axis.
    open var alignment: Alignment = .fill
    /// The space between neighbouring arranged views.
    open var spacing: CGFloat = 0
    /// Whether vertical spacing runs from baseline to baseline.
    open var isBaselineRelativeArrangement = false
    /// Whether the arranged views sit inside the stack's margins.
    open var isLayoutMarginsRelativeArrangement = false
    var customSpacings: [(view: UIView, spacing: CGFloat)] = []

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not failable, as UIKit declares it for a stack view.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    /// A stack arranging these views, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Arranges a view (adding it as a subview when it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges a view at an index (adding it as a subview when it is not one).
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

    /// A subview leaving the stack stops being arranged, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
        customSpacings.removeAll { $0.view === subview }
    }

    /// Sets the space after one arranged view (`spacingUseDefault` removes it).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != Self.spacingUseDefault { customSpacings.append((arrangedSubview, spacing)) }
    }

    /// The space after one arranged view; `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? Self.spacingUseDefault
    }

    /// Custom spacing that means "the stack's own spacing".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// Spacing that means "the system's standard spacing" (8 points here).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// `UIStackView.Distribution`: how arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// The arranged views fill the stack; hugging and compression resistance decide who grows or shrinks.
        case fill
        /// Every arranged view gets the same length.
        case fillEqually
        /// Lengths in proportion to the arranged views' intrinsic lengths.
        case fillProportionally
        /// The same space between every pair of arranged views.
        case equalSpacing
        /// The same distance between the centres of neighbouring arranged views.
        case equalCentering
    }

    /// `UIStackView.Alignment`: where arranged views sit across the axis.
    public enum Alignment: Int, Sendable {
        /// Each arranged view fills the stack across its axis.
        case fill
        /// Each arranged view at the leading edge (the top, in a horizontal stack).
        case leading
        /// The arranged views' first baselines in line (a horizontal stack).
        case firstBaseline
        /// Each arranged view centred across the axis.
        case center
        /// Each arranged view at the trailing edge (the bottom, in a horizontal stack).
        case trailing
        /// The arranged views' last baselines in line (a horizontal stack).
        case lastBaseline
        /// Leading, for a horizontal stack.
        public static var top: Alignment { .leading }
        /// Trailing, for a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }
}
