/// Why a tree could not be laid out at all. Conflicts and ambiguity are *not* errors —
/// they are reported in ``LayoutResult`` and the layout still happens, as on a device.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A constraint names an item that is not in the tree.
    case unknownItem(String, origin: String)
    /// `superview` was used on the canvas, which has none.
    case noSuperview(origin: String)
    /// The tree's parent/subview indices are inconsistent (a bug in whoever built it).
    case malformedTree(String)
    /// A constraint cannot be expressed (e.g. mixes an axis with the other, or a position
    /// with a size), or carries a non-finite number.
    case invalidConstraint(String, origin: String)
    /// A stack view whose own constraints UIKit cannot form (a fillProportionally stack
    /// whose multipliers would divide by zero, where iOS raises an exception). `view` is
    /// its index in the tree; `origin` names it (its id, or whoever built the tree's name
    /// for it, such as the path in a spec).
    case invalidStack(view: Int, String, origin: String)
    /// The layout ran past ``LayoutEngine/Options/deadline``; `stage` says where it stopped
    /// (`solving constraints (1200 of 15000 added)`).
    case timeLimit(stage: String)

    public var description: String {
        switch self {
        case .unknownItem(let name, let origin): "\(origin): unknown item '\(name)'"
        case .noSuperview(let origin): "\(origin): the canvas has no superview"
        case .malformedTree(let why): "malformed view tree: \(why)"
        case .invalidConstraint(let why, let origin): "\(origin): \(why)"
        case .invalidStack(_, let why, let origin): "\(origin): \(why)"
        case .timeLimit(let stage): "the time budget ran out while \(stage)"
        }
    }
}
