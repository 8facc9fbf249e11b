import Foundation
import Testing
import LayoutSpec

/// The spec's system colors against UIKit's published values in all four appearances
/// (`Fixtures/system-colors.tsv`, gathered from public sources with its provenance in its
/// header), and dynamic colors as specs write them.
@Suite struct SystemColorTests {
    struct Row: Sendable, CustomStringConvertible {
        let name: String
        let values: [SpecColor]   // light, dark, lightHighContrast, darkHighContrast
        var description: String { name }
    }

    static let rows: [Row] = {
        guard let text = try? FixturePaths.text("", "system-colors.tsv") else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("name\t") }.map { line in
            let cells = line.split(separator: "\t").map(String.init)
            return Row(name: cells[0], values: cells.dropFirst().map { SpecColor(hex: $0) ?? .clear })
        }
    }()

    @Test func referenceIsComplete() {
        #expect(Self.rows.count == 33)
    }

    @Test(arguments: rows)
    func matchesPublishedValues(_ row: Row) throws {
        let color = try #require(SpecColor.named(row.name), "\(row.name) is not a spec color name")
        for ((key, appearance), expected) in zip(Appearance.all, row.values) {
            let actual = color.resolved(in: appearance)
            #expect(actual.red == expected.red && actual.green == expected.green && actual.blue == expected.blue,
                    "\(row.name) \(key): \(actual) ≠ \(expected)")
            // The high-contrast alphas are published as whole bytes that may be rounded down.
            let slack = appearance.contrast == .high ? 1 : 0
            #expect(abs(Int(actual.alpha) - Int(expected.alpha)) <= slack, "\(row.name) \(key) alpha: \(actual) ≠ \(expected)")
        }
    }

    /// A spec's own dynamic color: each appearance takes its value (a system color named for
    /// one appearance gives its value in that appearance), high contrast falls back to the
    /// same style's normal value.
    @Test func specDynamicColor() throws {
        let text = """
        name: c
        canvas: {appearance: dark, contrast: high}
        root: {background: {light: "#FFFFFF", dark: "#101010", lightHighContrast: systemBlue}}
        """
        let document = try SpecFile.parse(text, file: "c.yaml").document
        #expect(document.canvas.appearance == Appearance(.dark, contrast: .high))
        let color = try #require(document.root.background)
        #expect(color.resolved(in: .light) == SpecColor(hex: "#FFFFFF"))
        #expect(color.resolved(in: .dark) == SpecColor(hex: "#101010"))
        // systemBlue named for one appearance gives its value there: #0040DD in light high contrast.
        #expect(color.resolved(in: Appearance(.light, contrast: .high)) == SpecColor(hex: "#0040DD"))
        #expect(color.resolved(in: Appearance(.dark, contrast: .high)) == SpecColor(hex: "#101010"))
    }

    /// Printing and reading back keeps every appearance's value.
    @Test func dynamicColorRoundTrips() throws {
        let text = """
        name: c
        canvas: {background: systemGray, appearance: dark}
        root: {background: secondaryLabel, subviews: [{type: label, text: a, color: {light: "#111", dark: "#EEE"}}]}
        """
        let document = try SpecFile.parse(text, file: "c.yaml").document
        let printed = try document.canonicalNode.yamlText()
        let again = try SpecFile.parse(printed, file: "c.yaml").document
        #expect(again.canvas == document.canvas)
        #expect(again.root == document.root, "\(printed)")
    }
}
