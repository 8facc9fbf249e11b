import Cassowary
import Testing

/// `Solver.interruption`: a re-solve asks it every 16 pivots; once it says stop, the call
/// throws `.interrupted` and so does every later change, and a solver nobody stops solves
/// the same system to the hand-worked answer.
@Suite struct InterruptionTests {
    static let n = 64

    /// A `fillProportionally`-like row of n widths: required Σwᵢ == W; at 999 − i,
    /// wᵢ == (i+1)/T × W with T = n(n+1)/2; content wishes wᵢ >= 10(i+1) @750 and
    /// wᵢ <= 10(i+1) @250. Returns W and the widths.
    /// (`PhaseOneNoiseTests` uses it with other counts.)
    static func row(_ solver: Solver, count n: Int = n) throws -> (Variable, [Variable]) {
        let total = solver.makeVariable("W")
        let w = (0..<n).map { solver.makeVariable("w\($0)") }
        let t = Double(n * (n + 1) / 2)
        try solver.add(Constraint(w.reduce(Expression(constant: 0)) { $0 + Expression($1) }, .equal, Expression(total)))
        for i in 0..<n {
            let content = Double(i + 1) * 10
            try solver.add(Constraint(Expression(w[i]), .equal, Double(i + 1) / t * Expression(total),
                                      priority: Priority(999 - Double(i))))
            try solver.add(Constraint(Expression(w[i]), .greaterOrEqual, Expression(constant: content), priority: Priority(750)))
            try solver.add(Constraint(Expression(w[i]), .lessOrEqual, Expression(constant: content), priority: Priority(250)))
        }
        return (total, w)
    }

    /// Fixing W re-solves the whole row: hundreds of pivots in one addition.
    static func fix(_ total: Variable, _ solver: Solver) throws {
        try solver.add(Constraint(Expression(total), .equal, Expression(constant: 100)))
    }

    @Test func anInterruptionThatSaysGoOnChangesNothing() throws {
        let solver = Solver()
        let (total, w) = try Self.row(solver)
        var asked = 0
        solver.interruption = { asked += 1; return false }
        try Self.fix(total, solver)
        #expect(asked >= 4, "fixing W takes more than 64 pivots, asked every 16th")
        // The shares sum to 1, so every proportional wish (all above 750) holds: wᵢ = 100(i+1)/T.
        let t = Double(Self.n * (Self.n + 1) / 2)
        for i in [0, 31, 63] {
            #expect(abs(solver.value(of: w[i]) - 100 * Double(i + 1) / t) < 1e-9)
        }
    }

    @Test func aStoppedSolverRefusesEveryLaterChange() throws {
        let solver = Solver()
        let (total, w) = try Self.row(solver)
        var asked = 0
        solver.interruption = { asked += 1; return true }
        #expect(throws: SolverError.interrupted) { try Self.fix(total, solver) }
        #expect(asked == 1, "the first question stops it")
        solver.interruption = nil
        #expect(throws: SolverError.interrupted) {
            try solver.add(Constraint(Expression(w[1]), .lessOrEqual, Expression(constant: 500)))
        }
        #expect(throws: SolverError.interrupted) { try solver.addEditVariable(w[2], priority: Priority(500)) }
        #expect(throws: SolverError.interrupted) { try solver.remove(ConstraintID(rawValue: 0)) }
    }

    @Test func aSolverNeverAskedIsNeverStopped() throws {
        // Below 16 pivots per call the question never comes: the row of 64 builds without one.
        let solver = Solver()
        var asked = 0
        solver.interruption = { asked += 1; return true }
        _ = try Self.row(solver)
        #expect(asked == 0)
    }
}
