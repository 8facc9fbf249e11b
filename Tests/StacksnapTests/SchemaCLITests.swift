import Foundation
import Testing

/// `stacksnap schema` prints the committed docs/stacksnap.schema.json byte for byte, so the
/// file editors are pointed at is the one this build accepts.
@Suite struct SchemaCLITests {
    @Test func printsTheCommittedSchema() throws {
        let root = VerifyFixtures.packageRoot
        let result = try StacksnapCLI.run(["schema"], in: root.path)
        #expect(result.code == 0 && result.stderr.isEmpty, "\(result)")
        let committed = try String(contentsOf: root.appendingPathComponent("docs/stacksnap.schema.json"), encoding: .utf8)
        let isCurrent = result.stdout == committed
        #expect(isCurrent, "docs/stacksnap.schema.json differs from the output; regenerate it with: swift run stacksnap schema > docs/stacksnap.schema.json")
        #expect(result.stdout.contains(#""$schema": "http://json-schema.org/draft-07/schema#""#))
    }
}
