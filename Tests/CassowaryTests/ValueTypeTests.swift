import Testing
import Cassowary

@Suite struct ValueTypeTests {
    let x = Variable(index: 0), y = Variable(index: 1)

    @Test func expressionOperatorsBuildTheAlgebra() {
        // 2x − (y − 3) + 1 = 2x − y + 4
        let e = 2 * x - (y - 3) + 1
        #expect(e.constant == 4)
        #expect(e.terms == [.init(x, 2), .init(y, -1)])
    }

    @Test func normalizedMergesRepeatsAndDropsZeros() {
        // x + y − x + 2y = 3y; the first appearance of y keeps its place.
        let e = Expression(terms: [.init(x, 1), .init(y, 1), .init(x, -1), .init(y, 2)], constant: 5)
        #expect(e.normalized() == Expression(terms: [.init(y, 3)], constant: 5))
        let zero = Expression(terms: [.init(x, 0)], constant: 1)
        #expect(zero.normalized().terms.isEmpty)
    }

    @Test func finitenessCoversCoefficientsAndConstant() {
        #expect(Expression(terms: [.init(x, 1)], constant: 2).isFinite)
        #expect(!Expression(terms: [.init(x, .nan)]).isFinite)
        #expect(!Expression(constant: .infinity).isFinite)
    }

    @Test func constraintBetweenTwoSidesStoresTheDifference() {
        let c = Constraint(Expression(x), .lessOrEqual, y + 8, priority: .low, weight: 2)
        #expect(c.expression == Expression(x) - (y + 8))
        #expect(c.priority == Priority(250) && c.weight == 2 && c.relation == .lessOrEqual)
        #expect(c.at(Priority(999.5)).priority.value == 999.5)
    }

    @Test func prioritiesOrderByValue() {
        #expect(Priority.required.isRequired && !Priority(999.5).isRequired)
        #expect(Priority.low < Priority.high && Priority(999) < Priority(999.5))
        #expect(Priority(999.5).description == "999.5" && Priority.required.description == "1000")
    }

    @Test func constraintIDsSortInAddOrder() throws {
        let s = Solver()
        let v = s.makeVariable()
        let a = try s.add(Constraint(Expression(v), .greaterOrEqual, Expression(constant: 0)))
        let b = try s.add(Constraint(Expression(v), .lessOrEqual, Expression(constant: 9)))
        #expect(a < b && a.rawValue == 0 && b.rawValue == 1)
    }

    @Test func solutionAnswersZeroForUnknownVariables() {
        let sol = Solution(values: [1.5, 2.5])
        #expect(sol[Variable(index: 1)] == 2.5)
        #expect(sol[Variable(index: 7)] == 0 && sol[Variable(index: -1)] == 0)
    }

    @Test func variablesAreDenseAndNamed() {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable()
        #expect(a.index == 0 && b.index == 1 && s.variableCount == 2)
        #expect(s.name(of: a) == "a" && s.name(of: b) == "" && s.name(of: Variable(index: 9)) == "")
    }
}
