import Foundation

/// The fuzzer without libFuzzer: every seed once, then mutants of the seeds from a fixed
/// seed (``Mutator``), for a number of runs or seconds. Without coverage feedback it
/// explores less than libFuzzer, but it runs in any build, and a failure is reproduced
/// exactly by `--seed` and the iteration `--trace` printed last; `--save-last FILE` keeps
/// the input being run on disk, so the one that crashed can become a regression file.
struct MutationRun {
    let target: FuzzTarget
    var runs: Int?
    var seconds: Double?
    var seed: UInt64 = 1
    var trace = false
    /// Where each input is written before it runs, so the one that crashed is on disk.
    var saveLast: String?
    var corpus: [String] = []

    init?(target: FuzzTarget, arguments: [String]) {
        self.target = target
        var rest = arguments
        if let value = Harness.take("--runs", from: &rest) { guard let n = Int(value), n >= 0 else { return nil }; runs = n }
        if let value = Harness.take("--seconds", from: &rest) { guard let s = Double(value), s >= 0 else { return nil }; seconds = s }
        if let value = Harness.take("--seed", from: &rest) { guard let s = UInt64(value) else { return nil }; seed = s }
        if let index = rest.firstIndex(of: "--trace") { trace = true; rest.remove(at: index) }
        saveLast = Harness.take("--save-last", from: &rest)
        if runs == nil && seconds == nil { runs = 1000 }
        corpus = rest
    }

    /// Runs the seeds and the mutants; 0 when every input ran (a failed check aborts).
    func execute() -> Int32 {
        let files = Harness.inputFiles(corpus)
        let seeds = files.compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
        let start = ContinuousClock.now
        for (index, bytes) in seeds.enumerated() {
            if trace { note("seed \(files[index])") }
            target.run(bytes)
        }
        var mutator = Mutator(seed: seed, seeds: seeds, dictionary: target.dictionary)
        var count = 0
        while true {
            if let runs, count >= runs { break }
            if let seconds, ContinuousClock.now - start >= .milliseconds(Int64(seconds * 1000)) { break }
            let input = mutator.next()
            if trace { note("iteration \(count) (seed \(seed))") }
            if let saveLast { _ = FileManager.default.createFile(atPath: saveLast, contents: Data(input)) }
            target.run(input)
            count += 1
        }
        let elapsed = ContinuousClock.now - start
        print("\(target.rawValue): \(seeds.count) seeds and \(count) mutants (seed \(seed)) in \(elapsed)")
        return 0
    }

    private func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
