import Foundation
import Testing
@testable import AutoLayout

/// Runs `Fixtures/constraints.txt`, where each input parses to the expected canonical form,
/// and `Fixtures/compound.txt`, where each statement expands to the expected constraints in
/// order (` ; ` between them); or each fails with the expected column and message.
@Suite struct ConstraintGrammarFixtureTests {
    static let cases = FixtureFile.cases("constraints.txt")
    static let compoundCases = FixtureFile.cases("compound.txt")

    @Test func fixtureFilesHaveCases() {
        #expect(Self.cases.count > 50)
        #expect(Self.compoundCases.count > 25)
    }

    @Test(arguments: cases)
    func fixture(_ fixture: FixtureCase) throws {
        try Self.check(fixture) { text throws(ConstraintSyntaxError) in try ConstraintParser.parse(text).canonical().description }
    }

    @Test(arguments: compoundCases)
    func compound(_ fixture: FixtureCase) throws {
        try Self.check(fixture) { text throws(ConstraintSyntaxError) in
            try ConstraintParser.parseStatement(text).map(\.description).joined(separator: " ; ")
        }
    }

    /// Compares what `read` makes of the case's input with the text after its arrow, or
    /// checks the error's column and message against `error <column>: <fragment>`.
    static func check(_ fixture: FixtureCase, _ read: (String) throws(ConstraintSyntaxError) -> String) throws {
        let arrow = try #require(fixture.rest.range(of: "→"), "malformed case: \(fixture.rest)")
        let expected = fixture.rest[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        guard let expectedError = FixtureCase.expectedError(expected) else {
            #expect(try read(fixture.input) == expected)
            return
        }
        do throws(ConstraintSyntaxError) {
            let parsed = try read(fixture.input)
            Issue.record("expected an error at column \(expectedError.column), got \(parsed)")
        } catch {
            #expect(error.column == expectedError.column, "\(error)")
            #expect(error.message.contains(expectedError.fragment), "\(error)")
        }
    }
}
