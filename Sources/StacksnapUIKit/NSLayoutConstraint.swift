import Foundation

/// A constraint, as UIKit's `NSLayoutConstraint`: `first (relation) multiplier × second +
/// constant` at a priority. Activating it installs it on the closest common ancestor of its
/// items, as UIKit does; its constant and priority are read at every layout.
@MainActor
open class NSLayoutConstraint {
    /// `NSLayoutConstraint.Attribute`: what part of an item a constraint uses (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        /// The left edge of the alignment rectangle.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The edge text starts from: left, or right in a right-to-left snapshot.
        case leading
        /// The edge text ends at: right, or left in a right-to-left snapshot.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text (the bottom edge for a view without text).
        case lastBaseline
        /// The baseline of the first line of text (the bottom edge for a view without text).
        case firstBaseline
        /// The left edge less the left layout margin.
        case leftMargin
        /// The right edge less the right layout margin.
        case rightMargin
        /// The top edge less the top layout margin.
        case topMargin
        /// The bottom edge less the bottom layout margin.
        case bottomMargin
        /// The leading edge less the leading layout margin.
        case leadingMargin
        /// The trailing edge less the trailing layout margin.
        case trailingMargin
        /// The horizontal centre of the area inside the margins.
        case centerXWithinMargins
        /// The vertical centre of the area inside the margins.
        case centerYWithinMargins
        /// No attribute: the second side of a constraint to a constant.
        case notAnAttribute = 0
    }

    /// `NSLayoutConstraint.Relation`: equal, at least or at most.
    public enum Relation: Int, Sendable {
        /// `<=`: the first side is at most the second.
        case lessThanOrEqual = -1
        /// `==`: the two sides are equal.
        case equal = 0
        /// `>=`: the first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// `NSLayoutConstraint.Axis`: horizontal or vertical.
    public enum Axis: Int, Sendable {
        /// Left to right: x positions and widths.
        case horizontal = 0
        /// Top to bottom: y positions and heights.
        case vertical = 1
    }

    /// The first view or guide; nil once it is gone.
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The second view or guide; nil for a constant or once it is gone.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of the second item (`.notAnAttribute` for a constant).
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// What is added to the right-hand side; read at every layout.
    open var constant: CGFloat
    /// How much the constraint matters, up to `.required`; read at every layout.
    open var priority: UILayoutPriority = .required
    /// A name for messages.
    open var identifier: String?
    /// Why the constraint cannot be laid out (a form the engine has no equivalent for), said
    /// when it is activated; nil for every ordinary constraint.
    let unsupported: String?
    /// The view it is installed on while active.
    weak var installedOn: UIView?

    /// `item1.attr1 (relation) multiplier × item2.attr2 + constant`, inactive until activated.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    init(first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?, _ secondAttribute: Attribute,
         multiplier: CGFloat = 1, constant: CGFloat = 0, unsupported: String? = nil) {
        self.firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.unsupported = unsupported
    }

    /// Active constraints take part in layout. Activating one installs it on the closest
    /// common ancestor of its views; items in two separate hierarchies are an error (UIKit
    /// raises an exception), reported when the view is laid out or snapshot.
    open var isActive: Bool {
        get { installedOn != nil }
        set { newValue ? install() : installedOn?.uninstall(self) }
    }

    /// Activates each constraint (installs it on its items' closest common ancestor).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The views the constraint's items are, or belong to (a guide's owning view).
    var views: [UIView] {
        [firstItem, secondItem].compactMap { item in
            if let view = item as? UIView { return view }
            return (item as? UILayoutGuide)?.owningView
        }
    }

    private func install() {
        guard installedOn == nil else { return }
        let views = views
        guard let first = views.first else { return }
        if let problem = unsupported {
            first.errors.append(problem)
            return
        }
        guard let ancestor = Self.closestCommonAncestor(views) else {
            first.errors.append("Unable to activate constraint \(Self.describe(self)) because its items have no common ancestor; "
                                + "constraints may only relate views of one hierarchy (UIKit raises an exception here)")
            return
        }
        ancestor.install(self)
    }

    static func closestCommonAncestor(_ views: [UIView]) -> UIView? {
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            var found: UIView? = candidate
            while let c = found, !view.isDescendant(of: c) { found = c.superview }
            guard let common = found else { return nil }
            candidate = common
        }
        return candidate
    }

    /// Deactivates the constraints of `top`'s hierarchy that tie `subtree` to views outside
    /// it: what removing `subtree` from its superview does in UIKit.
    static func dropConstraints(crossing subtree: UIView, in top: UIView) {
        var stack = [top]
        while let view = stack.popLast() {
            stack += view.subviews
            for constraint in view.installed {
                let inside = constraint.views.map { $0.isDescendant(of: subtree) }
                if inside.contains(true) && inside.contains(false) { view.uninstall(constraint) }
            }
        }
    }

    /// `<Class:id>.attribute == …`, for messages.
    static func describe(_ c: NSLayoutConstraint) -> String {
        func name(_ item: AnyObject?) -> String {
            if let view = item as? UIView { return view.debugName }
            if let guide = item as? UILayoutGuide { return guide.debugName }
            return "nil"
        }
        let relation = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
        var text = "\(name(c.firstItem)).\(c.firstAttribute) \(relation)"
        if c.secondItem != nil { text += " \(name(c.secondItem)).\(c.secondAttribute)" }
        if c.constant != 0 || c.secondItem == nil { text += " \(c.constant < 0 ? "-" : "+") \(abs(c.constant))" }
        return text
    }
}

extension UIView {
    /// The constraints installed on this view (those it is the closest common ancestor for).
    public var constraints: [NSLayoutConstraint] { installed }

    /// Installs a constraint on this view, as activating it would on its closest common
    /// ancestor (the older API; the view must contain the constraint's items).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.views.allSatisfy({ $0.isDescendant(of: self) }) else {
            errors.append("addConstraint: \(NSLayoutConstraint.describe(constraint)) names a view outside \(debugName)")
            return
        }
        constraint.installedOn?.uninstall(constraint)
        install(constraint)
    }

    /// Installs each constraint on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

    /// Uninstalls a constraint installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedOn === self { uninstall(constraint) }
    }

    /// Uninstalls each constraint installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    func install(_ constraint: NSLayoutConstraint) {
        installed.append(constraint)
        constraint.installedOn = self
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        installed.removeAll { $0 === constraint }
        constraint.installedOn = nil
    }
}
