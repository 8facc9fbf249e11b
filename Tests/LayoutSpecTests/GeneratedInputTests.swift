import Foundation
import Testing
import LayoutSpec

/// Inputs too big or too deep to commit as fixtures, generated here. Expected positions
/// are counted from how each text is built.
@Suite struct GeneratedInputTests {
    /// Parses text that must fail and returns the errors.
    private func errors(_ text: String, file: String, limits: SpecLimits = .default) -> [SpecError] {
        do {
            _ = try SpecFile.parse(text, file: file, limits: limits)
            return []
        } catch {
            return error.errors
        }
    }

    @Test func tenThousandDeepJSONStopsAtTheNestingLimit() {
        let prefix = #"{"root":{"subviews":"#  // 20 characters, two objects open
        let text = prefix + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}}"
        let found = errors(text, file: "deep.json")
        // Two objects plus 998 lists make 1000 levels; the 999th '[' would be level 1001.
        #expect(found.map(\.description) == [
            "deep.json:1:\(20 + 999): error: JSON syntax error: nesting deeper than 1000 levels of lists and objects",
        ])
    }

    @Test func tenThousandDeepYAMLStopsAtTheNestingLimit() throws {
        let text = "root:\n  subviews: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        let found = errors(text, file: "deep.yaml")
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(error.line == 2)
        #expect(error.message == "YAML syntax error: nesting deeper than 1000 levels of lists and mappings")
    }

    @Test func nestingJustUnderTheLimitIsReadWithoutTrouble() {
        // Document object + `ignore` list + 998 lists = 1000 levels: allowed, then rejected
        // by the decoder because an ignore rectangle is four numbers, not a list.
        let json = #"{"root":{},"ignore":["# + String(repeating: "[", count: 998) + String(repeating: "]", count: 998) + "]}"
        #expect(errors(json, file: "nested.json").map(\.description) == [
            "nested.json:1:22: error: ignore[0]: expected [x, y, width, height] (4 numbers), found a list of 1",
        ])
        let yaml = "root: {}\nignore: [" + String(repeating: "[", count: 900) + String(repeating: "]", count: 900) + "]\n"
        #expect(errors(yaml, file: "nested.yaml").map(\.description) == [
            "nested.yaml:2:10: error: ignore[0]: expected [x, y, width, height] (4 numbers), found a list of 1",
        ])
    }

    @Test func viewsNestedPastTheDepthLimitAreReportedOnce() {
        // root → 201 nested views; the one at depth 201 is the first too deep.
        let opening = #"{"type":"view","subviews":["#  // 27 characters per level
        let text = #"{"root":{"subviews":["#  // 21 characters
            + String(repeating: opening, count: 200) + #"{"type":"view","id":"bottom"}"#
            + String(repeating: "]}", count: 200) + "]}}"
        let found = errors(text, file: "views.json")
        let path = "root" + String(repeating: ".subviews[0]", count: 201)
        #expect(found.map(\.description) == [
            "views.json:1:\(21 + 200 * 27 + 1): error: \(path): views nested more than 200 levels deep",
        ])
    }

    @Test func oneMegabyteStringParsesThenHitsTheTextLimit() throws {
        let big = String(repeating: "a", count: 1 << 20)
        let json = #"{"root":{"subviews":[{"type":"label","text":""# + big + #""}]}}"#
        let found = errors(json, file: "big.json")
        // `{"root":{"subviews":[{` (22) + `"type":"label",` (15) + `"text":` (7): the quote is at 45.
        #expect(found.map(\.description) == [
            "big.json:1:45: error: root.subviews[0].text: string is 1048576 characters long; the limit is 10000",
        ])
        let raised = SpecLimits(maxTextLength: 2_000_000)
        let loaded = try SpecFile.parse(json, file: "big.json", limits: raised)
        guard case .label(let label) = loaded.document.root.subviews.first?.content else {
            Issue.record("expected a label")
            return
        }
        #expect(label.text.count == 1 << 20)

        let yaml = "root:\n  subviews:\n    - type: label\n      text: \"" + big + "\"\n"
        #expect(errors(yaml, file: "big.yaml").map(\.description) == [
            "big.yaml:4:13: error: root.subviews[0].text: string is 1048576 characters long; the limit is 10000",
        ])
    }

    @Test func theViewLimitIsReportedAtTheFirstViewPastIt() {
        let limits = SpecLimits(maxViews: 3)
        let text = "root:\n  subviews:\n    - type: view\n    - type: view\n    - type: view\n    - type: view\n"
        // root + 2 subviews make 3 views; the third subview (line 5) is the fourth view.
        #expect(errors(text, file: "many.yaml", limits: limits).map(\.description) == [
            "many.yaml:5:7: error: root.subviews[2]: more than 3 views in one spec",
        ])
    }

    @Test func theExtensionDecidesTheFormat() {
        #expect(errors("root: {}", file: "spec.txt").map(\.description) == [
            "spec.txt:1:1: error: unknown spec format: the file name must end in .json, .yaml or .yml",
        ])
        #expect(errors(#"{"root": {}}"#, file: "spec.YML").isEmpty)
    }

    @Test func aMissingFileIsABadInputError() {
        do {
            _ = try SpecFile.load(path: "/nonexistent/spec.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.map(\.description) == [
                "/nonexistent/spec.yaml:1:1: error: cannot read the file: it does not exist",
            ])
        }
    }
}
