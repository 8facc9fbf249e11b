import AutoLayout

/// A constraint priority, 1…1000 (`UILayoutPriority`); written with `~`:
/// `a.width >= 50 ~ 750`, `a.width >= 50 ~ .high`.
public struct LayoutPriority: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// 1…1000; checked when the priority is given to a constraint.
    public var value: Double

    /// A priority of `value` (1…1000).
    public init(_ value: Double) { self.value = value }
    /// A whole-number priority written as a literal: `~ 750`.
    public init(integerLiteral value: Int) { self.value = Double(value) }
    /// A fractional priority written as a literal: `~ 999.5`.
    public init(floatLiteral value: Double) { self.value = value }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750 (`defaultHigh`).
    public static let high = LayoutPriority(750)
    /// 250 (`defaultLow`).
    public static let low = LayoutPriority(250)
    /// 50 (`fittingSizeLevel`).
    public static let fittingSize = LayoutPriority(50)
}

precedencegroup LayoutPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// Gives constraints a priority: `a.width >= 50 ~ 750`.
infix operator ~ : LayoutPriorityPrecedence

/// The constraints with a priority (every one of a compound constraint such as `edges`).
public func ~ (group: ConstraintGroup, priority: LayoutPriority) -> ConstraintGroup {
    group.prioritized(priority.value)
}
