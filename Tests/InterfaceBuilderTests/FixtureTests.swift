import Foundation
import Raster
import Stacksnap
import Testing
import VisualDiff

/// One runner for every fixture document: each snapshot it gives has the frame tree worked
/// out in the document's comments and looks like its golden PNG, and the warnings are the
/// expected ones, no more.
///
/// Goldens were recorded with `stacksnap render Tests/InterfaceBuilderTests/Fixtures -o
/// Tests/InterfaceBuilderTests/Fixtures/Golden` and checked by eye; the frames were not
/// recorded, they are the worked values.
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
            warnings += rendered.warnings
            let tree = try #require(expected.frames.first { $0.name == output.name }?.tree)
            #expect(rendered.frameTree == tree, "\(output.name): frames")

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
