import Foundation
import Testing

/// Conflicting and ambiguous constraints are warnings: the snapshot is drawn, the command
/// succeeds, and stderr says what was broken, as UIKit's log does.
@Suite struct ReliabilityLayoutWarningsTests {
    static let spec = """
        name: conflict
        canvas: {width: 100, height: 60}
        root:
          subviews:
            - {type: view, id: a, background: red}
            - {type: view, id: b, background: blue}
        constraints:
          - "a.width == 50"
          - "a.width == 80"
          - "a.leading == root.leading"
          - "a.top == root.top"
          - "a.height == 20"

        """

    @Test func renderDrawsAnUnsatisfiableAndAmbiguousLayoutAndExitsZero() throws {
        let scratch = try Scratch(copySuite: false)
        try scratch.write(Self.spec, to: "conflict.yaml")
        let result = try Bounded.run(["render", "conflict.yaml", "-o", "out"], in: scratch.root.path)
        #expect(result.code == 0, "\(result)")
        #expect(result.stdout == "conflict.png  200×120\n")
        // The later of two required constraints is the one broken (constraints are added in
        // the order written); b has no constraints at all.
        #expect(result.stderr.contains("conflict.yaml: warning: conflict: Unable to simultaneously satisfy constraints."))
        #expect(result.stderr.contains("Will attempt to recover by breaking constraint\n    \"a.width == 80\""))
        #expect(result.stderr.contains("conflict.yaml: warning: conflict: ambiguous layout: the constraints do not fix the frame of b"))
        #expect(scratch.exists("out/conflict.png"))

        let json = try Bounded.run(["layout", "conflict.yaml", "--format", "json"], in: scratch.root.path)
        #expect(json.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["broken"] as? [String] == ["a.width == 80"])
        #expect(object["ambiguous"] as? [String] == ["b"])
    }
}
