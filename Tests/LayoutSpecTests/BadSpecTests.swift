import Foundation
import Testing
import LayoutSpec

/// One runner for every bad-spec fixture: `Fixtures/Bad/<name>.(yaml|json)` must fail with
/// exactly the lines of `<name>.expected` (errors and warnings, sorted by position). The
/// expected lines were written by hand from the contract's format
/// `file:line:column: error: path: message`, counting lines and columns in the fixture.
@Suite struct BadSpecTests {
    @Test(arguments: FixturePaths.specs(in: "Bad"))
    func fixture(_ name: String) throws {
        let text = try FixturePaths.text("Bad", name)
        let expected = try FixturePaths.sibling("Bad", name, "expected")
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
        do {
            let loaded = try SpecFile.parse(text, file: name)
            Issue.record("expected errors, got a document; warnings: \(loaded.warnings)")
        } catch {
            #expect(error.errors.map(\.description) == expected)
        }
    }
}
