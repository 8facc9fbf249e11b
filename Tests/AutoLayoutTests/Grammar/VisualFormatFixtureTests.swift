import Foundation
import Testing
@testable import AutoLayout

/// Runs `Fixtures/vfl.txt`: each format (with its options and metrics) gives the expected
/// constraints in the expected order, or fails with the expected column and message.
@Suite struct VisualFormatFixtureTests {
    static let cases = FixtureFile.cases("vfl.txt")

    @Test func fixtureFileHasCases() {
        #expect(Self.cases.count > 40)
    }

    @Test(arguments: cases)
    func fixture(_ fixture: FixtureCase) throws {
        let (options, metrics) = try Self.settings(fixture.rest)
        try #require(!fixture.body.isEmpty, "no expectation for \(fixture.testDescription)")

        if let expectedError = FixtureCase.expectedError(fixture.body[0]) {
            do {
                let constraints = try VisualFormat.parse(fixture.input, options: options, metrics: metrics)
                Issue.record("expected an error at column \(expectedError.column), got \(constraints)")
            } catch {
                #expect(error.column == expectedError.column, "\(error)")
                #expect(error.message.contains(expectedError.fragment), "\(error)")
            }
            return
        }
        let constraints = try VisualFormat.parse(fixture.input, options: options, metrics: metrics)
        let expected = fixture.body == ["(no constraints)"] ? [] : fixture.body
        #expect(constraints.map(\.description) == expected)

        // Every constraint VFL makes is one the grammar accepts, and prints back to itself.
        for constraint in constraints {
            let reparsed = try ConstraintParser.parse(constraint.description)
            #expect(reparsed == constraint)
        }
    }

    /// `options: a, b  metrics: x=1, y=2` ⇒ the option set and the metrics.
    static func settings(_ text: String) throws -> (VisualFormatOptions, [String: Double]) {
        var options: VisualFormatOptions = []
        var metrics: [String: Double] = [:]
        for part in text.components(separatedBy: "  ").map({ $0.trimmingCharacters(in: .whitespaces) })
        where !part.isEmpty {
            if part.hasPrefix("options:") {
                // Looked up one by one, not through `init(names:)`, so that option sets the name
                // parser refuses (two directions) still reach `VisualFormat.parse`.
                for name in part.dropFirst("options:".count).split(separator: ",") {
                    let trimmed = name.trimmingCharacters(in: .whitespaces)
                    let entry = try #require(VisualFormatOptions.all.first { $0.name == trimmed }, "bad option \(name)")
                    options.insert(entry.option)
                }
            } else if part.hasPrefix("metrics:") {
                for pair in part.dropFirst("metrics:".count).split(separator: ",") {
                    let sides = pair.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
                    let value = try #require(sides.count == 2 ? Double(sides[1]) : nil, "bad metric \(pair)")
                    metrics[sides[0]] = value
                }
            } else {
                Issue.record("unknown setting '\(part)'")
            }
        }
        return (options, metrics)
    }
}
