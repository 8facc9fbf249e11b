import PropertyBased
import Testing
import LayoutSpec

/// Document → text → document is the identity, for YAML and JSON, on random valid
/// documents (tricky strings, fractions, nulls in variant overrides, every property).
@Suite struct RoundTripTests {
    @Test func randomDocumentsSurvivePrintingAndReading() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var random = RandomDocument(seed: UInt64(seed))
            let document = random.document()
            do {
                let fromYAML = try SpecFile.parse(document.canonicalYAML(), file: "round.yaml").document
                let fromJSON = try SpecFile.parse(document.canonicalJSON(), file: "round.json").document
                for (format, read) in [("YAML", fromYAML), ("JSON", fromJSON)] where read != document {
                    Issue.record("seed \(seed), \(format): \(Self.firstDifference(read.canonicalYAML(), document.canonicalYAML()))")
                }
            } catch {
                Issue.record("seed \(seed): \(error)\n\(document.canonicalYAML())")
            }
        }
    }

    /// The first line where two texts differ, to keep failure reports short.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? String(left[index]) : "<end>"
            let r = index < right.count ? String(right[index]) : "<end>"
            if l != r { return "line \(index + 1): read back '\(l)', printed from '\(r)'" }
        }
        return "canonical texts are equal; the documents differ in a value printing loses"
    }

    @Test func canonicalYAMLQuotesStringsThatLookLikeOtherTypes() throws {
        var document = SpecDocument(name: "quotes")
        document.root.subviews = [ViewSpec(id: "a", .label(LabelSpec(text: "NO")))]
        let text = document.canonicalYAML()
        #expect(text.contains("text: \"NO\""))
        #expect(try SpecFile.parse(text, file: "q.yaml").document == document)
    }

    @Test func validateReportsWhatAFileWouldReport() {
        var document = SpecDocument(name: "built")
        document.root.subviews = [ViewSpec(id: "a"), ViewSpec(id: "a")]
        document.constraints = [.expression("b.width == 10")]
        do {
            _ = try document.validate()
            Issue.record("expected errors")
        } catch {
            // Canonical YAML: line 1 name, 2 root, 3 subviews, 4-5 first view, 6-7 second
            // (`    id: a`: the value at column 9), 8 constraints, 9 `- "b.width == 10"` (the
            // text starts at column 4).
            #expect(error.errors.map(\.description) == [
                "built.yaml:7:9: error: root.subviews[1].id: duplicate id 'a': root.subviews[0] (line 5) already uses it",
                "built.yaml:9:4: error: constraints[0]: no view has the id 'b'",
            ])
        }
    }
}
