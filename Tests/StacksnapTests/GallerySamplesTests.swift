import Foundation
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// The samples are documentation: every spec explains itself in a leading comment, renders
/// without warnings, and has both goldens, whose frame tree matches a fresh layout (the
/// pixels are `stacksnap verify`'s job).
@Suite struct GallerySamplesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = root.appendingPathComponent("Samples")
    static let golden = root.appendingPathComponent("Golden")

    static var specFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func thereAreSamples() {
        #expect(Self.specFiles.count >= 25)
    }

    @Test(arguments: specFiles)
    func sampleExplainsItselfAndMatchesItsGoldenFrames(_ file: String) throws {
        let path = Self.samples.appendingPathComponent(file).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("# "), "a sample starts with a comment saying what it shows")
        #expect(text.contains("Why the frames are right"), "a sample works out its frames")

        let job = try SpecJob.load(path)
        #expect(job.warnings.isEmpty)
        #expect(job.outputs.first?.name.hasPrefix(String(file.dropLast(5))) == true,
                "snapshot names follow the file name")
        for output in job.outputs {
            let rendered = try SpecJob.render(output)
            #expect(rendered.warnings.isEmpty, "\(output.name) renders without warnings")
            let png = Self.golden.appendingPathComponent(output.name + ".png").path
            let frames = Self.golden.appendingPathComponent(output.name + ".frames.txt").path
            #expect(FileManager.default.fileExists(atPath: png), "\(output.name).png is in Golden/")
            let recorded = try String(contentsOfFile: frames, encoding: .utf8)
            // Goldens recorded since stamps begin with one; the tree after it is the layout's.
            #expect(GoldenStamp.split(recorded).tree == rendered.frameTree, "\(output.name).frames.txt matches the layout")
        }
    }
}
