import Testing
import Cassowary

/// Runs every case in `Fixtures.swift`: each is input and expected output in one block.
@Suite struct FixtureTests {
    static let cases = FixtureParser.cases(fixtureText)

    @Test("fixture", arguments: cases)
    func run(_ fixture: FixtureCase) throws {
        let solver = Solver()
        var vars: [String: Variable] = [:]
        var ids: [ConstraintID] = []
        for line in fixture.lines {
            let words = line.split(separator: " ").map(String.init)
            switch words[0] {
            case "edit":
                let v = FixtureParser.variable(words[1], &vars, solver)
                try solver.addEditVariable(v, priority: Priority(Double(words[2].dropFirst()) ?? 0))
            case "unedit":
                try solver.removeEditVariable(FixtureParser.variable(words[1], &vars, solver))
            case "suggest":
                try solver.suggestValue(FixtureParser.variable(words[1], &vars, solver), Double(words[2]) ?? .nan)
            case "remove":
                try solver.remove(ids[Int(words[1]) ?? -1])
            case "expect":
                for pair in words.dropFirst() {
                    let kv = pair.split(separator: "=")
                    let v = FixtureParser.variable(String(kv[0]), &vars, solver)
                    let want = Double(kv[1]) ?? .nan
                    #expect(abs(solver.value(of: v) - want) <= 1e-6,
                            "\(fixture.name): \(kv[0]) = \(solver.value(of: v)), expected \(want)")
                }
            case "ambiguous", "fixed":
                for name in words.dropFirst() {
                    let v = FixtureParser.variable(name, &vars, solver)
                    #expect(solver.isAmbiguous(v) == (words[0] == "ambiguous"), "\(fixture.name): \(words[0]) \(name)")
                    #expect(solver.ambiguousVariables()[v.index] == (words[0] == "ambiguous"),
                            "\(fixture.name): \(words[0]) \(name), all at once")
                }
            case "unsat":
                let parts = String(line.dropFirst(6)).components(separatedBy: " conflicts ")
                let c = try #require(FixtureParser.constraint(parts[0], &vars, solver))
                let want = parts[1] == "none" ? [] : parts[1].split(separator: ",").map { ids[Int($0) ?? -1] }
                let before = solver.solution()
                #expect(throws: SolverError.unsatisfiable(c, conflicting: want)) { try solver.add(c) }
                #expect(solver.solution() == before, "\(fixture.name): solver changed by a refused constraint")
            default:
                let c = try #require(FixtureParser.constraint(line, &vars, solver), "\(fixture.name): bad line \(line)")
                ids.append(try solver.add(c))
            }
        }
    }
}
