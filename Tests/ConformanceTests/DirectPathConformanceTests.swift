import AutoLayout
import Foundation
import LayoutSpec
import Testing

/// Every fixture of the corpus through both layout paths — direct stack layout where it
/// applies, and the solver alone — must give the same frames, guide frames, constraint
/// list, broken constraints and ambiguous views (frames to 1e-9 points). The corpus's own
/// runner checks the frames against the hand-worked ones; this checks the paths agree.
struct DirectPathConformanceTests {
    @Test func bothPathsAgreeOnTheWholeCorpus() throws {
        var snapshots = 0, direct = 0
        for name in ConformanceTests.fixtures {
            let text = try String(contentsOf: ConformanceTests.folder.appendingPathComponent(name), encoding: .utf8)
            let spec = text.components(separatedBy: "\n---\n")[0]
            let loaded = try SpecFile.parse(spec, file: name)
            for snapshot in loaded.document.snapshots() {
                let tree = try lower(snapshot).tree
                var off = LayoutEngine.Options()
                off.directStacks = false
                let d = try LayoutEngine.solve(tree)
                let s = try LayoutEngine.solve(tree, options: off)
                let label = "\(name) [\(snapshot.variant ?? "default")]"
                snapshots += 1
                if !d.directStackRoots.isEmpty { direct += 1 }
                #expect(s.directStackRoots.isEmpty, "\(label): the solver path used the direct path")
                for i in d.frames.indices where !Self.close(d.frames[i], s.frames[i]) {
                    Issue.record("\(label): view \(i) is \(d.frames[i]) directly, \(s.frames[i]) by the solver")
                }
                for g in d.guideFrames.indices where !Self.close(d.guideFrames[g], s.guideFrames[g]) {
                    Issue.record("\(label): guide \(g) is \(d.guideFrames[g]) directly, \(s.guideFrames[g]) by the solver")
                }
                #expect(d.constraints == s.constraints, "\(label): constraint lists differ")
                #expect(d.broken == s.broken, "\(label): broken constraints differ")
                #expect(d.ambiguous == s.ambiguous, "\(label): ambiguous views differ")
            }
        }
        print("direct path: \(direct) of \(snapshots) corpus snapshots")
        #expect(direct > 0, "no corpus snapshot took the direct path")
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        zip([a.x, a.y, a.width, a.height], [b.x, b.y, b.width, b.height])
            .allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($0), abs($1)) }
    }
}
