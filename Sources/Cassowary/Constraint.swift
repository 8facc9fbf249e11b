/// The relation of a constraint's expression to zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case equal, lessOrEqual, greaterOrEqual
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
    public var expression: Expression
    public var relation: Relation
    public var priority: Priority
    public var weight: Double

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
