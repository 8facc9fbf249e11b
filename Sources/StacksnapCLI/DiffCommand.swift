import ArgumentParser
import Foundation
import Stacksnap
import StacksnapVerify
import VisualDiff

/// `stacksnap diff A.png B.png [-o diff.png]`: the comparison alone, for any two PNGs.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG files, print the figures, and write the diff image.",
        discussion: "Exit codes: 0 the images match (within the allowances), 1 they differ, 65 a file is not a readable PNG, 74 a file is missing.")

    @Argument(help: "The expected image (e.g. the golden).")
    var expected: String

    @Argument(help: "The actual image.")
    var actual: String

    @Option(name: .shortAndLong, help: "Write the diff image here (red: counted differences, yellow: anti-aliasing).")
    var output: String?

    @Option(help: "Write expected | diff | actual as one image here.")
    var sideBySide: String?

    @Option(help: "Per-pixel color threshold 0…1 (default 0.1, as pixelmatch).")
    var threshold: Double = 0.1

    @Option(help: "Differing pixels allowed.")
    var maxPixels: Int = 0

    @Option(help: "Fraction of differing pixels allowed 0…1.")
    var maxRatio: Double = 0

    @Flag(help: "Count anti-aliased pixels as differences too.")
    var countAntialiasing = false

    func validate() throws {
        if !(0...1).contains(threshold) { throw ValidationError("--threshold: expected 0…1, got \(threshold)") }
        if maxPixels < 0 { throw ValidationError("--max-pixels: expected 0 or more, got \(maxPixels)") }
        if !(0...1).contains(maxRatio) { throw ValidationError("--max-ratio: expected 0…1, got \(maxRatio)") }
    }

    func run() throws {
        let options = DiffOptions(threshold: threshold, detectAntialiasing: !countAntialiasing,
                                  maxDifferentPixels: maxPixels, maxDifferentRatio: maxRatio)
        do {
            let diff = try ImageFileDiff.compare(expected: expected, actual: actual, options: options)
            diff.lines(expectedPath: expected, actualPath: actual).forEach { print($0) }
            if let output {
                try ImageFileDiff.write(try diff.diffPNG(), to: output)
                print("diff image: \(output)")
            }
            if let sideBySide {
                try ImageFileDiff.write(try diff.sideBySidePNG(), to: sideBySide)
                print("side by side: \(sideBySide)")
            }
            if !diff.result.passes { throw Failure.exit(.differences) }
        } catch let error as VerifyError {
            throw Failure.report(error)
        }
    }
}

