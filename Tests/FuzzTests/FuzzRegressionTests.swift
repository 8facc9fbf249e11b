import Foundation
import Testing
@testable import StacksnapFuzz

/// The fuzz targets in the test suite: every seed of `Fuzz/Corpus/<target>/` and every
/// input that once crashed (`Fuzz/Regressions/<target>/`) runs through its target, and a
/// short deterministic mutation run follows. A crash, a failed check (which aborts) or a
/// hang fails the suite; scripts/fuzz runs the same targets for longer under libFuzzer.
@Suite struct FuzzRegressionTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func folder(_ kind: String, _ target: FuzzTarget) -> String {
        fuzz.appendingPathComponent(kind).appendingPathComponent(target.rawValue).path
    }

    @Test(arguments: FuzzTarget.allCases)
    func seedsAndRegressionsRunCleanly(_ target: FuzzTarget) throws {
        let seeds = Harness.inputFiles([Self.folder("Corpus", target)])
        #expect(!seeds.isEmpty, "no seeds for \(target.rawValue)")
        for file in seeds + Harness.inputFiles([Self.folder("Regressions", target)]) {
            let bytes = try #require(FileManager.default.contents(atPath: file))
            target.run([UInt8](bytes))
        }
    }

    /// Mutants per target: many for the parsers (microseconds each), fewer for targets
    /// that lay out and draw what they read.
    static let runs: [FuzzTarget: Int] = [.json: 400, .yaml: 400, .constraint: 5000, .vfl: 5000, .png: 3000, .xib: 150]

    @Test(arguments: FuzzTarget.allCases)
    func aShortMutationRunIsClean(_ target: FuzzTarget) throws {
        let run = try #require(MutationRun(target: target, arguments: [
            "--runs", String(Self.runs[target] ?? 100), "--seed", "20261122", Self.folder("Corpus", target),
        ]))
        #expect(run.execute() == 0)
    }

    /// The same seed gives the same mutants (so a failure is reproduced by its seed and
    /// iteration), and another seed gives others.
    @Test func mutationIsDeterministic() {
        let seeds = [Array("root: {subviews: [{type: view}]}".utf8), Array("a.width == b.width".utf8)]
        func first(_ count: Int, seed: UInt64) -> [[UInt8]] {
            var mutator = Mutator(seed: seed, seeds: seeds, dictionary: FuzzTarget.yaml.dictionary)
            return (0..<count).map { _ in mutator.next() }
        }
        #expect(first(200, seed: 7) == first(200, seed: 7))
        #expect(first(200, seed: 7) != first(200, seed: 8))
        #expect(first(200, seed: 7).allSatisfy { $0.count <= 4096 })
    }
}
