import LayoutSpec
@testable import Stacksnap
import Testing

/// `configuration:` on buttons, laid out on the numbers measured from Xcode's recorded
/// frames (Fixtures/ButtonConfiguration/MEASUREMENTS.md): a medium button is its 17-point
/// title's width + 12 + 12 wide and 21 + 7 + 7 = 35 tall on any screen.
@Suite struct ButtonConfigurationTests {
    static func frames(_ yaml: String) throws -> String {
        let document = try SpecFile.parse(yaml, file: "configuration.yaml").document
        return try SnapshotPipeline.layout(lower(try #require(document.snapshots().first))).frameTree
    }

    /// One row of the frame tree: `button id [x, y, w, h]` as numbers.
    static func frame(_ tree: String, _ id: String) throws -> [Double] {
        let line = try #require(tree.split(separator: "\n").first { $0.contains(" \(id) [") })
        let inside = try #require(line.split(separator: "[").last?.dropLast())
        return inside.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    @Test(arguments: [2.0, 3.0])
    func aMediumButtonIsItsTitlePlusTheMeasuredInsets(scale: Double) throws {
        let tree = try Self.frames("""
            name: config
            canvas: {width: 390, height: 200, scale: \(scale)}
            root:
              subviews:
                - {type: button, id: filled, title: Button, configuration: filled}
                - {type: label, id: same, text: Button}
                - {type: button, id: system, title: Button}
            constraints:
              - filled.top == root.top + 20
              - filled.leading == root.leading + 20
              - same.top == filled.bottom + 20
              - same.leading == root.leading + 20
              - system.top == same.bottom + 20
              - system.leading == root.leading + 20
            """)
        let button = try Self.frame(tree, "filled"), label = try Self.frame(tree, "same")
        // The label is the same title at 17 points: the button is 24 wider and 35 tall.
        #expect(abs(button[2] - (label[2] + 24)) < 0.01, "\(tree)")
        #expect(button[3] == 35)
        // Without a configuration the button is the system one: 15 points, 30 tall.
        #expect(try Self.frame(tree, "system")[3] == 30)
    }

    @Test func insetsAndFontOfTheirOwnReplaceTheSizes() throws {
        let tree = try Self.frames("""
            name: config
            canvas: {width: 390, height: 200, scale: 2}
            root:
              subviews:
                - type: button
                  id: custom
                  title: Go
                  configuration: {style: tinted, contentInsets: [10, 20, 10, 20], font: {size: 15}}
            constraints:
              - custom.top == root.top
              - custom.leading == root.leading
            """)
        // A 15-point line is 17.9 points, whole points 18: 10 + 18 + 10.
        #expect(try Self.frame(tree, "custom")[3] == 38)
    }

    @Test func theShortAndTheLongFormRoundTrip() throws {
        let yaml = """
            name: config
            root:
              subviews:
                - {type: button, id: a, title: A, configuration: filled}
                - {type: button, id: b, title: B, configuration: {style: gray, cornerStyle: capsule, baseForegroundColor: systemRed}}
            """
        let document = try SpecFile.parse(yaml, file: "a.yaml").document
        let printed = document.canonicalYAML()
        #expect(printed.contains("configuration: filled"), "\(printed)")
        #expect(printed.contains("cornerStyle: capsule"), "\(printed)")
        #expect(try SpecFile.parse(printed, file: "b.yaml").document == document)
    }

    @Test func unmeasuredSizesAreRefused() throws {
        let yaml = """
            name: config
            root:
              subviews:
                - {type: button, id: a, title: A, configuration: {style: filled, size: large}}
            """
        #expect {
            _ = try SpecFile.parse(yaml, file: "big.yaml")
        } throws: { error in
            "\(error)".contains("root.subviews[0].configuration.size") && "\(error)".contains("not measured")
        }
    }
}
