import Foundation
import Testing
@testable import AutoLayout

/// Runs `Fixtures/constraints.txt`: each input parses to the expected canonical form, or fails
/// with the expected column and message.
@Suite struct ConstraintGrammarFixtureTests {
    static let cases = FixtureFile.cases("constraints.txt")

    @Test func fixtureFileHasCases() {
        #expect(Self.cases.count > 50)
    }

    @Test(arguments: cases)
    func fixture(_ fixture: FixtureCase) throws {
        let arrow = try #require(fixture.rest.range(of: "→"), "malformed case: \(fixture.rest)")
        let expected = fixture.rest[arrow.upperBound...].trimmingCharacters(in: .whitespaces)

        guard let expectedError = FixtureCase.expectedError(expected) else {
            let parsed = try ConstraintParser.parse(fixture.input)
            #expect(parsed.canonical().description == expected)
            return
        }
        do {
            let parsed = try ConstraintParser.parse(fixture.input)
            Issue.record("expected an error at column \(expectedError.column), got \(parsed)")
        } catch {
            #expect(error.column == expectedError.column, "\(error)")
            #expect(error.message.contains(expectedError.fragment), "\(error)")
        }
    }
}
