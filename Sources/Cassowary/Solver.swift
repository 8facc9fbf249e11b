/// An incremental constraint solver with strictly ordered priority levels.
///
/// `Solver` keeps a simplex tableau in the Cassowary family (Badros, Borning & Stuckey): add
/// and remove linear equalities and inequalities one at a time, mark variables as edit
/// variables and suggest new values for them; each change re-solves from the previous
/// solution instead of from scratch. It is a mutable, single-threaded object: use one per
/// layout pass and hand out ``Solution`` values, never the solver.
///
/// **Priorities are levels, not weights.** Required constraints (priority 1000) always hold;
/// an unsatisfiable one is refused with ``SolverError/unsatisfiable(_:conflicting:)`` and
/// leaves the solver as it was. The rest are minimized lexicographically: first the total
/// error at the highest priority, then, among the solutions that achieve that, the total at
/// the next level, and so on. Each distinct priority value is its own level (999.5 sits
/// between 999 and 1000). A constraint's error is `|expression|` when violated, times its
/// `weight`; weights only compare errors within one level.
///
/// **Determinism.** The same operations in the same order give bit-for-bit the same
/// solution, on any run. Internal symbols are numbered in creation order and every choice
/// (which variable a new row defines, which symbol enters or leaves the basis) takes the
/// smallest number among equal candidates; no hash order reaches a decision.
///
/// **Ties.** When several solutions are equally good at every level the solver returns a
/// vertex reached by that rule. In practice, for a row of views competing for the same
/// slack at the same priority and weight, the view whose constraints were added **first**
/// absorbs all of it (grows or shrinks alone); give later views larger weights, or the
/// earlier ones smaller, to change who gives way. ``isAmbiguous(_:)`` reports variables
/// whose value such a tie leaves open.
///
/// **Edit variables.** ``addEditVariable(_:priority:)`` adds `variable == value` at the given
/// (non-required) priority, `value` being the variable's current value, so adding it moves
/// nothing; ``suggestValue(_:_:)`` changes that value and re-solves with the dual simplex.
public final class Solver {
    /// All state lives in one value so each call makes a single access to it: the class is
    /// only the handle (per-property access checks on a class cost ~15% of a chain build).
    var core = SolverCore()

    /// Creates an empty solver.
    public init() {}

    /// Makes a new variable. Variables are numbered 0, 1, 2, … in creation order.
    public func makeVariable(_ name: String = "") -> Variable { core.makeVariable(name) }

    /// The name given to `variable` when it was made ("" when none, or when unknown).
    public func name(of variable: Variable) -> String {
        core.knows(variable) ? core.variableNames[variable.index] : ""
    }

    /// The number of variables made so far.
    public var variableCount: Int { core.variableSymbols.count }

    /// True when `id` names a constraint currently in the solver.
    public func contains(_ id: ConstraintID) -> Bool { core.entries[id.rawValue] != nil }

    /// Asked every few simplex pivots while an add, remove or suggestion re-solves; returning
    /// true stops the re-solve where it is, for time budgets. One re-solve is usually a few
    /// pivots, but in a system with thousands of priority levels one addition can take
    /// seconds. A stopped call throws ``SolverError/interrupted``, and so does every later
    /// add, remove or edit: the tableau is left mid-way, so discard the solver.
    public var interruption: (() -> Bool)? {
        get { core.tableau.interruption }
        set { core.tableau.interruption = newValue }
    }

    /// Runs a changing call, refusing it on an interrupted solver and reporting the
    /// interruption it ran into.
    @inline(__always)
    func changing<T>(_ body: (inout SolverCore) throws(SolverError) -> T) throws(SolverError) -> T {
        guard !core.tableau.interrupted else { throw .interrupted }
        let result = try body(&core)
        guard !core.tableau.interrupted else { throw .interrupted }
        return result
    }
}

/// The solver's state and algorithms (the public ``Solver`` forwards to it).
struct SolverCore {
    var tableau = Tableau()
    var variableSymbols: [Int] = []
    var variableNames: [String] = []
    var nextConstraint = 0
    /// Constraints in the solver by raw id.
    var entries = DenseTable<Entry>()
    /// Rows by marker symbol.
    var rowInfos = DenseTable<RowInfo>()
    /// Soft rows open to sharing, by canonical expression (looked up, never iterated).
    var sharedRows: [ShareKey: Int] = [:]
    /// The sharing key of each shared row, by marker symbol.
    var shareKeys = DenseTable<ShareKey>()
    /// Edit constraints by variable index.
    var edits = DenseTable<Edit>()
    /// Variable values, computed on first read after a change.
    var cachedValues: [Double]?

    mutating func makeVariable(_ name: String) -> Variable {
        let v = Variable(index: variableSymbols.count)
        variableSymbols.append(tableau.newSymbol(.external))
        variableNames.append(name)
        cachedValues = nil
        return v
    }

    func knows(_ v: Variable) -> Bool { v.index >= 0 && v.index < variableSymbols.count }
}

/// The bookkeeping for one constraint in the solver.
struct Entry {
    /// The marker symbol of the row that carries it.
    var marker: Int
    /// Its share of the row's cost; nil for required constraints.
    var cost: Cost?
}

/// A soft constraint's cost: `weight` at priority `level` on the positive part (`≤`, `==`),
/// the negative part (`≥`, `==`), or both, of its row's canonical expression.
struct Cost {
    var level: Double
    var weight: Double
    var onPlus: Bool
    var onMinus: Bool
}

/// One tableau row made for constraints: its marker, the second error of a soft row (-1
/// otherwise), and how many constraints share it.
struct RowInfo {
    var marker: Int
    var other: Int
    var members: Int
}

/// An edit variable's constraint: its row's errors, current target and priority.
struct Edit {
    var plus: Int
    var minus: Int
    var value: Double
    var priority: Double
}

/// A soft constraint's expression in canonical form (terms sorted by variable, first
/// coefficient positive). Soft constraints with the same canonical expression share one row,
/// `expr = e⁺ − e⁻`: a view's hugging (`w ≤ c`) and compression resistance (`w ≥ c`) become
/// one row with a cost on each side instead of two rows with slacks. Slacks with no cost are
/// what makes "exactly at intrinsic size" degenerate; without them a push across that point
/// is a change of constant, not a cascade of pivots.
enum ShareKey: Hashable {
    /// `coefficient·variable + constant`, the shape of every intrinsic-size constraint.
    case single(variable: Int, coefficient: Double, constant: Double)
    case general(variables: [Int], coefficients: [Double], constant: Double)
}
