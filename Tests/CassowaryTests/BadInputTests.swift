import Testing
import Cassowary

/// Every refusal is a typed error and leaves the solver as it was.
@Suite struct BadInputTests {
    /// A solver with `x == 5` and a wish `y == 2 @500`, plus its solution.
    func solver() throws -> (Solver, Variable, Variable, Solution) {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(Expression(x), .equal, Expression(constant: 5)))
        try s.add(Constraint(Expression(y), .equal, Expression(constant: 2), priority: Priority(500)))
        return (s, x, y, s.solution())
    }

    @Test(arguments: [0.0, -1, 1000.5, .nan, .infinity])
    func invalidPrioritiesAreRefused(_ p: Double) throws {
        let (s, x, _, before) = try solver()
        // NaN never equals itself, so match the case rather than compare errors.
        do {
            try s.add(Constraint(Expression(x), .equal, Expression(constant: 1), priority: Priority(p)))
            Issue.record("priority \(p) accepted")
        } catch {
            guard case .invalidPriority = error else { Issue.record("wrong error \(error)"); return }
        }
        #expect(s.solution() == before)
    }

    @Test(arguments: [0.0, -2, .infinity])
    func invalidWeightsAreRefused(_ w: Double) throws {
        let (s, x, _, before) = try solver()
        #expect(throws: SolverError.invalidWeight(w)) {
            try s.add(Constraint(Expression(x), .equal, Expression(constant: 1), priority: .low, weight: w))
        }
        #expect(s.solution() == before)
    }

    @Test func nonFiniteNumbersAreRefused() throws {
        let (s, x, _, before) = try solver()
        for bad in [Constraint(Double.nan * x, .equal, Expression(constant: 1)),
                    Constraint(Expression(x), .equal, Expression(constant: .infinity), priority: .low)] {
            #expect(throws: SolverError.nonFinite(bad)) { try s.add(bad) }
        }
        #expect(s.solution() == before)
    }

    @Test func variablesFromElsewhereAreRefused() throws {
        let (s, _, _, before) = try solver()
        let stranger = Variable(index: 42)
        #expect(throws: SolverError.unknownVariable(stranger)) {
            try s.add(Constraint(Expression(stranger), .equal, Expression(constant: 1)))
        }
        #expect(throws: SolverError.unknownVariable(stranger)) { try s.addEditVariable(stranger, priority: .high) }
        #expect(s.solution() == before)
    }

    @Test func removingTwiceOrUnknownIsAnError() throws {
        let s = Solver()
        let x = s.makeVariable()
        let id = try s.add(Constraint(Expression(x), .equal, Expression(constant: 3)))
        try s.remove(id)
        #expect(!s.contains(id))
        #expect(throws: SolverError.unknownConstraint(id)) { try s.remove(id) }
        let never = ConstraintID(rawValue: 99)
        #expect(throws: SolverError.unknownConstraint(never)) { try s.remove(never) }
        #expect(throws: SolverError.unknownConstraint(ConstraintID(rawValue: -1))) { try s.remove(ConstraintID(rawValue: -1)) }
    }

    @Test func editVariableMisuseIsTyped() throws {
        let (s, x, y, _) = try solver()
        #expect(throws: SolverError.requiredEditVariable(y)) { try s.addEditVariable(y, priority: .required) }
        #expect(throws: SolverError.invalidPriority(-3)) { try s.addEditVariable(y, priority: Priority(-3)) }
        #expect(throws: SolverError.unknownEditVariable(y)) { try s.suggestValue(y, 1) }
        #expect(throws: SolverError.unknownEditVariable(y)) { try s.removeEditVariable(y) }
        try s.addEditVariable(y, priority: Priority(999))
        #expect(s.hasEditVariable(y) && !s.hasEditVariable(x))
        #expect(throws: SolverError.duplicateEditVariable(y)) { try s.addEditVariable(y, priority: .high) }
        #expect(throws: SolverError.nonFiniteSuggestion(y, .infinity)) { try s.suggestValue(y, .infinity) }
        // x is pinned by a required constraint: an edit cannot move it.
        try s.addEditVariable(x, priority: Priority(999))
        try s.suggestValue(x, 50)
        #expect(s.value(of: x) == 5)
        try s.removeEditVariable(y)
        #expect(!s.hasEditVariable(y))
        #expect(throws: SolverError.unknownEditVariable(Variable(index: 77))) { try s.suggestValue(Variable(index: 77), 1) }
    }

    @Test func addingAnEditVariableMovesNothing() throws {
        // The edit starts at the variable's current value (here the wish y = 2).
        let (s, _, y, before) = try solver()
        try s.addEditVariable(y, priority: .high)
        #expect(s.solution() == before)
        try s.suggestValue(y, 7)
        #expect(s.value(of: y) == 7)
    }

    @Test func unsatisfiableRefusalKeepsEverything() throws {
        let (s, x, y, before) = try solver()
        let bad = Constraint(Expression(x), .greaterOrEqual, Expression(constant: 6))
        #expect(throws: SolverError.unsatisfiable(bad, conflicting: [ConstraintID(rawValue: 0)])) { try s.add(bad) }
        #expect(s.solution() == before)
        // The next id is still 2: the refused constraint consumed nothing.
        let next = try s.add(Constraint(Expression(y), .lessOrEqual, Expression(constant: 1)))
        #expect(next.rawValue == 2 && s.value(of: y) == 1)
    }
}
