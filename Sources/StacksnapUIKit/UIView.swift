import Foundation
import LayoutSpec

/// A view, as UIKit's `UIView`: a hierarchy, a frame that layout sets, Auto Layout
/// constraints and the properties Stacksnap draws.
///
/// Layout happens when it is asked for (``layoutIfNeeded()``, a snapshot): the hierarchy
/// from the top view down becomes a spec document, the engine lays it out as UIKit would,
/// and every view's `frame` is set from the result. Subclasses override
/// ``intrinsicContentSize`` and ``layoutSubviews()`` as on iOS.
@MainActor
open class UIView {
    /// The view this one is inside; nil for the top of a hierarchy.
    public private(set) weak var superview: UIView?
    /// The views inside this one, back to front.
    public private(set) var subviews: [UIView] = []

    /// The frame in the superview's coordinates: what was set, or what layout gave it.
    open var frame: CGRect {
        get { storedFrame }
        set {
            storedFrame = newValue
            frameSetAt = superview?.storedFrame.size
            if inLayoutSubviews {
                notes.append("\(debugName): frame set in layoutSubviews(); Stacksnap lays out with constraints only, "
                             + "so the snapshot keeps the frame the constraints give")
            }
        }
    }
    var storedFrame: CGRect
    /// The superview's size when `frame` was last set: autoresizing works from it.
    var frameSetAt: CGSize?
    var inLayoutSubviews = false

    /// The view's own rectangle: its frame's size at origin zero.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The frame's centre, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// A view with a frame in its (future) superview's coordinates.
    public init(frame: CGRect) {
        storedFrame = frame
    }

    /// There are no archives to decode here: the view starts as `init(frame: .zero)` makes
    /// it. Declared so that subclasses written for iOS, which must provide it, compile.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
    }

    /// A view with a zero frame, for Auto Layout to size.
    public convenience init() { self.init(frame: .zero) }

    // MARK: The hierarchy

    /// Adds a view on top of the others (taking it from its old superview).
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        joined(view)
    }

    /// A view that joins keeps its frame against this view's size now: its autoresizing
    /// mask works from there when this view's size changes.
    private func joined(_ view: UIView) {
        view.superview = self
        view.frameSetAt = storedFrame.size
    }

    /// Inserts a view at an index of `subviews` (0 is at the back).
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        joined(view)
    }

    /// Inserts a view just in front of a sibling.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling }).map { $0 + 1 } ?? subviews.count)
    }

    /// Inserts a view just behind a sibling.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves a subview in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview behind its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Leaves the superview; as in UIKit, the constraints between this subtree and views
    /// outside it go with it.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        NSLayoutConstraint.dropConstraints(crossing: self, in: parent.topView)
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Called before a subview leaves (a stack view stops arranging it).
    open func willRemoveSubview(_ subview: UIView) {}

    /// True when `view` is this view or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The top of the hierarchy: the view layout starts from.
    var topView: UIView {
        var top = self
        while let parent = top.superview { top = parent }
        return top
    }

    // MARK: What is drawn

    /// The colour the view is filled with; nil for none.
    open var backgroundColor: UIColor?
    /// Whether the view (and what is inside it) is drawn; a hidden arranged view collapses.
    open var isHidden = false
    /// The view's opacity, 0…1.
    open var alpha: CGFloat = 1
    /// Whether subviews are clipped to the view's bounds.
    open var clipsToBounds = false
    /// The layer's drawing properties: corner radius, border, masking.
    public let layer = CALayer()
    /// The tint: this view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { ownTint ?? superview?.tintColor ?? .systemBlue }
        set { ownTint = newValue }
    }
    var ownTint: UIColor?
    /// How an image view fits its image.
    open var contentMode: ContentMode = .scaleToFill
    /// Light or dark for this view whatever the system's: on the top view (or its
    /// controller, or a container of it) it is the snapshot's appearance; inside the
    /// hierarchy it is kept, with a warning (a snapshot has one appearance).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Becomes the view's id in the spec (and in constraints and frame trees).
    open var accessibilityIdentifier: String?

    // MARK: Accessibility

    // Each property reads UIKit's default for the kind until it is set (setting nil gives
    // the default back, as in UIKit); the spec says only what was set or overridden, so a
    // hierarchy that sets nothing gives the spec it gave before these existed.

    /// What VoiceOver reads for the view: set, or the kind's (a label's text, a button's title).
    open var accessibilityLabel: String? {
        get { ownAccessibility.label ?? accessibilityDefaults.label }
        set { ownAccessibility.label = newValue }
    }
    /// What activating the view does.
    open var accessibilityHint: String? {
        get { ownAccessibility.hint }
        set { ownAccessibility.hint = newValue }
    }
    /// The view's current value, when set (UIKit's controls give their own; here nil).
    open var accessibilityValue: String? {
        get { ownAccessibility.value }
        set { ownAccessibility.value = newValue }
    }
    /// The traits: set, or the kind's (`.staticText` for a label, `.button` for a button).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { ownAccessibilityTraits ?? accessibilityDefaults.traits }
        set { ownAccessibilityTraits = newValue }
    }
    /// Whether VoiceOver stops on the view itself: set, or the kind's (true for labels and
    /// controls, false for plain views, image views and stacks).
    open var isAccessibilityElement: Bool {
        get { ownAccessibility.isElement ?? accessibilityDefaults.isElement }
        set { ownAccessibility.isElement = newValue }
    }
    /// The elements inside the view in the order VoiceOver visits them; the views among
    /// them become ids in the spec.
    open var accessibilityElements: [Any]?
    /// Whether Smart Invert leaves the view as drawn.
    open var accessibilityIgnoresInvertColors: Bool {
        get { ownAccessibility.ignoresInvertColors ?? false }
        set { ownAccessibility.ignoresInvertColors = newValue }
    }
    /// What the code set (the traits apart: they are not the spec's type).
    var ownAccessibility = AccessibilitySpec()
    var ownAccessibilityTraits: UIAccessibilityTraits?

    // MARK: Layout settings

    /// Whether the frame and autoresizing mask become constraints (true until a stack arranges the view).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The parts of the frame that stretch with the superview.
    open var autoresizingMask: AutoresizingMask = []
    /// The margins, leading and trailing following the writing direction.
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
        didSet { setsOwnMargins = true }
    }
    /// Whether the margins were set, not left at the default (a cell's content view keeps
    /// the table's margins until they are).
    var setsOwnMargins = false
    /// The margins in absolute directions (leading is left: the direction of a snapshot is
    /// its own).
    open var layoutMargins: UIEdgeInsets {
        get {
            UIEdgeInsets(top: directionalLayoutMargins.top, left: directionalLayoutMargins.leading,
                         bottom: directionalLayoutMargins.bottom, right: directionalLayoutMargins.trailing)
        }
        set {
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left,
                                                               bottom: newValue.bottom, trailing: newValue.right)
        }
    }
    /// Kept; the margins are not moved into the safe area here.
    open var insetsLayoutMarginsFromSafeArea = true
    /// Kept; the superview's margins are not taken into account here.
    open var preservesSuperviewLayoutMargins = false
    /// The writing direction; `.forceRightToLeft` on the top view lays the snapshot out right to left.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var resistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)

    /// Sets how strongly the view resists growing beyond its intrinsic size.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
    }

    /// How strongly the view resists growing beyond its intrinsic size.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { resistance.horizontal = priority } else { resistance.vertical = priority }
    }

    /// How strongly the view resists shrinking below its intrinsic size.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? resistance.horizontal : resistance.vertical
    }

    /// The size the view's content wants; ``noIntrinsicMetric`` where it has no opinion.
    /// Override it in a subclass as on iOS; the built-in views measure their content in
    /// the engine instead.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Layout reads intrinsic sizes afresh every time, so there is nothing to invalidate.
    open func invalidateIntrinsicContentSize() {}

    /// An intrinsic size dimension the view has no opinion on.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The target size for the smallest fitting size.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target size for the largest fitting size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// A name for messages: the identifier, or the class.
    var debugName: String { accessibilityIdentifier ?? String(describing: type(of: self)) }

    // MARK: Layout

    /// Lays out the whole hierarchy this view is in, now: every view's `frame` is set from
    /// the engine's result, then each view's ``layoutSubviews()`` runs, top down. What UIKit
    /// would refuse (constraints between separate hierarchies, say) is kept in
    /// ``layoutProblems`` and printed, and leaves the frames as they were.
    open func layoutIfNeeded() {
        LayoutRun.layout(topView)
    }

    /// Layout happens when it is asked for; there is nothing to mark.
    open func setNeedsLayout() {}

    /// Called after layout has set the frames: override to adjust what constraints cannot
    /// say (a frame set here is reported: the next layout puts it back).
    open func layoutSubviews() {}

    /// The controller whose view this is.
    weak var controller: UIViewController?

    // MARK: Kept for ``UIView`` extensions in other files

    /// Constraints installed on this view (activated with it as the closest common ancestor).
    var installed: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    lazy var marginsGuide = UILayoutGuide(kind: .margins, owner: self)
    lazy var safeAreaGuide = UILayoutGuide(kind: .safeArea, owner: self)
    lazy var readableGuide = UILayoutGuide(kind: .readableContent, owner: self)
    /// What this view did that a snapshot cannot show as UIKit would, for the snapshot's
    /// warnings (each is said once).
    var notes: [String] = []
    /// What this view did that UIKit would refuse (it raises an exception): the snapshot
    /// fails with these.
    var errors: [String] = []
    /// After a layout: whether the engine found this view's frame not fixed by constraints.
    var wasAmbiguous = false
    /// What the last layout of the hierarchy under this (top) view could not do.
    var lastProblems: [String] = []
    /// After a layout: the constraints whose equality held this view's frame, per axis.
    var tight: [NSLayoutConstraint.Axis: [NSLayoutConstraint]] = [:]
}
