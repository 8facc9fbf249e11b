import Foundation
import Raster
import Stacksnap
import StacksnapVerify
import Testing
import VisualDiff

/// One runner for every fixture document: each snapshot it gives has the frame tree worked
/// out in the document's comments and looks like its golden PNG, and the warnings are the
/// expected ones, no more.
///
/// The PNG goldens were recorded with `stacksnap render Tests/InterfaceBuilderTests/Fixtures
/// -o Tests/InterfaceBuilderTests/Fixtures/Golden` and checked by eye; the `.frames.txt`
/// beside them are the worked trees copied out of the comments (so `stacksnap verify
/// Tests/InterfaceBuilderTests/Fixtures --golden Tests/InterfaceBuilderTests/Fixtures/Golden`
/// checks the fixtures too), never recorded from a run.
@Suite struct FixtureTests {
    @Test func thereAreAStoryboardAndAXIB() {
        #expect(FixtureFiles.documents.contains { $0.hasSuffix(".storyboard") })
        #expect(FixtureFiles.documents.contains { $0.hasSuffix(".xib") })
    }

    @Test(arguments: FixtureFiles.documents)
    func documentRendersAsWorkedOut(_ name: String) throws {
        let expected = try FixtureFiles.expectations(name)
        let job = try SpecJob.load(FixtureFiles.path(name))
        #expect(job.outputs.map(\.name) == expected.frames.map(\.name), "one snapshot per scene or view, named as expected")

        var warnings = job.warnings
        for output in job.outputs {
            let rendered = try SpecJob.render(output)
            warnings += rendered.warnings.map(\.message)
            let tree = try #require(expected.frames.first { $0.name == output.name }?.tree)
            #expect(rendered.frameTree == tree, "\(output.name): frames")
            // The text golden `stacksnap verify` reads is the worked tree, copied.
            let textGolden = FixtureFiles.golden.appendingPathComponent(output.name + ".frames.txt").path
            #expect(try String(contentsOfFile: textGolden, encoding: .utf8) == tree, "\(output.name).frames.txt")

            let goldenPath = FixtureFiles.golden.appendingPathComponent(output.name + ".png").path
            let golden = try PNG.decode([UInt8](try #require(FileManager.default.contents(atPath: goldenPath))))
            let result = VisualDiff.compare(golden, rendered.bitmap)
            #expect(result.passes, "\(output.name) against its golden: \(result)")
        }
        #expect(warnings.count == expected.warnings.count, "warnings: \(warnings)")
        for line in expected.warnings {
            #expect(warnings.contains { $0.contains(line) }, "expected a warning containing '\(line)'")
        }
    }
}
