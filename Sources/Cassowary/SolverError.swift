/// Why a ``Solver`` operation was refused. The solver is unchanged after any of these but
/// ``interrupted``.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already
    /// added. `conflicting` lists, in add order, the required constraints the solver found in
    /// the contradiction (it may be empty when the constraint contradicts itself, `0 == 1`).
    case unsatisfiable(Constraint, conflicting: [ConstraintID])
    /// The handle is not (or no longer) in the solver.
    case unknownConstraint(ConstraintID)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit priorities must be below 1000: a suggestion is a wish, never a requirement.
    case requiredEditVariable(Variable)
    /// A priority must be finite, above 0 and at most 1000.
    case invalidPriority(Double)
    /// A constraint weight must be finite and above 0.
    case invalidWeight(Double)
    /// The constraint has a NaN or infinite coefficient or constant.
    case nonFinite(Constraint)
    /// A suggested value must be a finite number.
    case nonFiniteSuggestion(Variable, Double)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// ``Solver/interruption`` stopped a re-solve mid-way: the solver is unusable from then
    /// on (every add, remove or edit throws this) and should be discarded.
    case interrupted

    /// What went wrong, for messages.
    public var description: String {
        switch self {
        case let .unsatisfiable(c, ids):
            let list = ids.map(\.description).joined(separator: ", ")
            return "required constraint cannot be satisfied: \(c.expression) \(c.relation) 0"
                + (ids.isEmpty ? "" : " (conflicts with \(list))")
        case let .unknownConstraint(id): return "no constraint \(id) in the solver"
        case let .duplicateEditVariable(v): return "\(v) already has an edit constraint"
        case let .unknownEditVariable(v): return "\(v) has no edit constraint"
        case let .requiredEditVariable(v): return "edit priority for \(v) must be below 1000"
        case let .invalidPriority(p): return "priority must be finite, > 0 and ≤ 1000, got \(p)"
        case let .invalidWeight(w): return "weight must be finite and > 0, got \(w)"
        case let .nonFinite(c): return "constraint has a non-finite number: \(c.expression)"
        case let .nonFiniteSuggestion(v, x): return "suggested value for \(v) must be finite, got \(x)"
        case let .unknownVariable(v): return "\(v) was not made by this solver"
        case .interrupted: return "the solver was interrupted and cannot be used any more"
        }
    }
}
