import Foundation
import Testing
import LayoutSpec

/// One runner for every good-spec fixture: `Fixtures/Good/<name>.(yaml|json)` must load
/// without errors, with exactly the warnings of `<name>.warnings` (if present), and lower to
/// the tree written by hand in `<name>.lowered` (the standalone snapshots first, then the
/// composed ones, see ``LoweredText``). Each must also survive printing and reading back.
@Suite struct GoodSpecTests {
    @Test(arguments: FixturePaths.specs(in: "Good"))
    func lowersToTheHandWrittenTree(_ name: String) throws {
        let loaded = try SpecFile.parse(try FixturePaths.text("Good", name), file: name)
        let expectedWarnings = (try? FixturePaths.sibling("Good", name, "warnings"))?
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") } ?? []
        #expect(loaded.warnings.map(\.description) == expectedWarnings)

        let document = loaded.document
        let all = document.snapshots() + (document.composition()?.members ?? [])
        let lowered = try all.map { snapshot throws(SpecErrors) in try lower(snapshot) }
        let expected = try FixturePaths.sibling("Good", name, "lowered")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#") }.joined(separator: "\n")
        let actual = LoweredText.describe(lowered)
        #expect(actual.split(separator: "\n") == expected.split(separator: "\n"))
    }

    @Test(arguments: FixturePaths.specs(in: "Good"))
    func survivesPrintingAndReadingBack(_ name: String) throws {
        let document = try SpecFile.parse(try FixturePaths.text("Good", name), file: name).document
        let yaml = try SpecFile.parse(document.canonicalYAML(), file: "again.yaml").document
        let json = try SpecFile.parse(document.canonicalJSON(), file: "again.json").document
        #expect(yaml == document)
        #expect(json == document)
        // Canonical text is a fixed point: printing the re-read document gives the same bytes.
        #expect(yaml.canonicalYAML() == document.canonicalYAML())
    }
}
