import Foundation
import Testing
import LayoutSpec

/// The committed schema is exactly what `stacksnap schema` prints, and the `$schema` key that
/// docs/editor-support.md tells JSON and YAML authors to write is accepted.
@Suite struct SpecSchemaFileTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func committedSchemaIsTheGeneratedOne() throws {
        let path = Self.repository.appendingPathComponent("docs/stacksnap.schema.json")
        let committed = try String(contentsOf: path, encoding: .utf8)
        let generated = SpecSchema.jsonText()
        // Compared as a Bool with the first differing line, not as two 8,000-line strings.
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let isCurrent = committed == generated
        #expect(isCurrent, """
            docs/stacksnap.schema.json is stale (first difference at line \(line + 1)); regenerate it with:
                swift run stacksnap schema > docs/stacksnap.schema.json
            """)
    }

    @Test func schemaIsDraft07JSONObject() throws {
        let text = SpecSchema.jsonText()
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        #expect(object?["additionalProperties"] as? Bool == false)
    }

    @Test func schemaKeyIsAcceptedAndIgnored() throws {
        let json = #"{"$schema": "../docs/stacksnap.schema.json", "root": {}}"#
        let yaml = "$schema: https://example.com/stacksnap.schema.json\nroot: {}\n"
        let fromJSON = try SpecFile.parse(json, file: "a.json")
        let fromYAML = try SpecFile.parse(yaml, file: "a.yaml")
        let plain = try SpecFile.parse("root: {}\n", file: "a.yaml")
        #expect(fromJSON.warnings.isEmpty && fromYAML.warnings.isEmpty)
        #expect(fromJSON.document == plain.document)
        #expect(fromYAML.document == plain.document)
    }

    @Test func schemaKeyMustBeAString() {
        #expect(throws: SpecErrors.self) { try SpecFile.parse(#"{"$schema": 1, "root": {}}"#, file: "a.json") }
    }
}
