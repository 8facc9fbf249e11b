import Foundation
import Testing
@testable import AutoLayout

/// Runs `Fixtures/compound.txt`: each statement expands to the expected constraints, in
/// order, or fails with the expected column and message.
@Suite struct CompoundGrammarFixtureTests {
    static let cases = FixtureFile.cases("compound.txt")

    @Test func fixtureFileHasCases() {
        #expect(Self.cases.count > 25)
    }

    @Test(arguments: cases)
    func fixture(_ fixture: FixtureCase) throws {
        let arrow = try #require(fixture.rest.range(of: "→"), "malformed case: \(fixture.rest)")
        let expected = fixture.rest[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        guard let expectedError = FixtureCase.expectedError(expected) else {
            let parsed = try ConstraintParser.parseStatement(fixture.input)
            #expect(parsed.map(\.description).joined(separator: " ; ") == expected)
            return
        }
        do {
            let parsed = try ConstraintParser.parseStatement(fixture.input)
            Issue.record("expected an error at column \(expectedError.column), got \(parsed)")
        } catch {
            #expect(error.column == expectedError.column, "\(error)")
            #expect(error.message.contains(expectedError.fragment), "\(error)")
        }
    }
}
