/// The relation of a constraint's expression to zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// The expression equals zero, is at most zero, or is at least zero.
    case equal, lessOrEqual, greaterOrEqual
    /// The relation as written in a constraint: `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessOrEqual: "<="
        case .greaterOrEqual: ">="
        }
    }
}

/// A linear constraint `expression (== | <= | >=) 0` at a priority.
///
/// `weight` scales the error within its priority level only (never across levels); it
/// exists so a caller can break exact ties on purpose, e.g. "the first arranged view
/// stretches first". The default, 1, is what Auto Layout users mean.
public struct Constraint: Sendable, Equatable {
    /// The expression the relation compares with zero.
    public var expression: Expression
    /// Whether the expression is `==`, `<=` or `>=` zero.
    public var relation: Relation
    /// How strongly the constraint holds: required, or a level above the ones below it.
    public var priority: Priority
    /// The error's scale within its priority level (never across levels); 1 by default.
    public var weight: Double

    /// `expression relation 0` at `priority`, its error scaled by `weight` within the level.
    public init(_ expression: Expression, _ relation: Relation,
                priority: Priority = .required, weight: Double = 1) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.weight = weight
    }
}

extension Constraint {
    /// `lhs (relation) rhs`, stored as `lhs − rhs (relation) 0`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                priority: Priority = .required, weight: Double = 1) {
        self.init(lhs - rhs, relation, priority: priority, weight: weight)
    }

    /// The same constraint at another priority (`c.at(750)`).
    public func at(_ priority: Priority, weight: Double = 1) -> Constraint {
        Constraint(expression, relation, priority: priority, weight: weight)
    }
}
