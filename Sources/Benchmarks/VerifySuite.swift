import Foundation
import Raster
import Stacksnap
import StacksnapVerify

/// What an unchanged suite costs to verify, against checking it without decoding anything:
/// render, `PNG.encode`, compare with the golden file's bytes.
///
/// The suite: `--n` generated specs (default 200) at 3×, each a 375×240-point card (bold
/// title, two-line body, a stack of two rounded boxes and a button) = 1125×720 pixels,
/// written to a temporary folder with their goldens recorded first. Cases, each over the
/// whole suite, medians of `--runs` rounds (default 7) after a warm-up, the cases
/// interleaved round by round so a burst of load lands on all of them:
/// - `render` — rendering alone;
/// - `baseline` — render + encode + byte compare (and the frame tree), no decoding;
/// - `decode` — reading and decoding the goldens alone;
/// - `verify no-cache` — `Verifier.run` with no golden cache: every golden decoded;
/// - `verify cold` — with an empty cache, as every CI job without a kept cache starts
///   (every golden decoded, its pixel digest learnt);
/// - `verify warm` — with a cache that knows every golden;
/// - `process …` — the `stacksnap verify` command itself (start-up, fonts, reading specs),
///   `--no-cache`, cold (a new cache folder each run) and warm; only when `stacksnap` was
///   built next to this program (`swift build -c release` builds both);
/// - `process half` / `process halves` — the command on half the suite, in folders of its
///   own, and on both halves at once, one process each with `--jobs 1`: two workers that
///   share nothing, the ceiling for any way of using two cores (`--no-cache`).
/// Each case at `--jobs` 1 and 2 (`--threads`, default 1,2). Ratios against the baseline
/// at the same thread count, and 2 threads against 1, are printed under the table. `--cpu`
/// adds the process's CPU time (all threads, and waited-for children).
struct VerifySuite: BenchmarkSuite {
    let name = "verify"

    func run(_ options: BenchmarkOptions) {
        AllocatorTuning.keepLargeBuffers()  // as the command does
        let count = options.sizes == BenchmarkOptions().sizes ? 200 : options.sizes[0]
        let rounds = options.runs == BenchmarkOptions().runs ? 7 : options.runs
        let threads = options.threads ?? [1, 2]
        guard let suite = VerifyFixture(count: count) else { return }
        defer { suite.remove() }
        var cases: [(name: String, jobs: Int, body: () -> Bool)] = []
        for jobs in threads {
            let chosen = options.scenarios
            func add(_ name: String, _ body: @escaping () -> Bool) {
                if chosen.map({ list in list.contains { name.hasPrefix($0) } }) ?? true { cases.append((name, jobs, body)) }
            }
            add("render") { suite.renderOnly(jobs: jobs) }
            add("baseline") { suite.renderEncodeCompare(jobs: jobs) }
            if jobs == 1 { add("decode") { suite.decodeOnly() } }
            add("verify no-cache") { suite.verify(jobs: jobs, cache: nil) }
            add("verify cold") { suite.verify(jobs: jobs, cache: .inMemory()) }
            add("verify warm") { suite.verify(jobs: jobs, cache: suite.warmCache) }
            if suite.command != nil {
                add("process no-cache") { suite.process(jobs: jobs, cache: .none) }
                add("process cold") { suite.process(jobs: jobs, cache: .cold) }
                add("process warm") { suite.process(jobs: jobs, cache: .warm) }
                add(jobs == 1 ? "process half" : "process halves") { suite.processHalves(both: jobs > 1) }
            }
        }
        if suite.command == nil { print("(no stacksnap next to this program: `swift build -c release` builds it; process cases skipped)") }
        for c in cases where !c.body() { print("warning: \(c.name) at \(c.jobs) job(s) did not pass every snapshot") }
        var wall = [[Double]](repeating: [], count: cases.count), cpu = wall
        for _ in 0..<rounds {
            for (i, c) in cases.enumerated() {
                let start = VerifyFixture.cpuSeconds()
                wall[i].append(timed { _ = c.body() })
                cpu[i].append(VerifyFixture.cpuSeconds() - start)
            }
        }
        let medians = wall.map { Measurement(scenario: "", n: 0, operations: 0, unit: "", seconds: $0).median }
        let cpuMedians = cpu.map { Measurement(scenario: "", n: 0, operations: 0, unit: "", seconds: $0).median }
        print("verify — release build, \(count) unchanged snapshots of 1125×720 pixels, median of \(rounds) interleaved rounds")
        print(padded("case", 20) + padded("jobs", 6) + padded("wall", 12) + padded("snapshots/s", 14) + (options.cpu ? "CPU" : ""))
        for (i, c) in cases.enumerated() {
            print(padded(c.name, 20) + padded(String(c.jobs), 6) + padded(formatSeconds(medians[i]), 12)
                  + padded(fixed(Double(count) / medians[i], 1), 14) + (options.cpu ? formatSeconds(cpuMedians[i]) : ""))
        }
        func median(_ name: String, _ jobs: Int) -> Double? {
            cases.indices.first { cases[$0].name == name && cases[$0].jobs == jobs }.map { medians[$0] }
        }
        for jobs in threads {
            guard let base = median("baseline", jobs) else { continue }
            for name in ["verify no-cache", "verify cold", "verify warm", "process no-cache", "process cold", "process warm"] {
                if let t = median(name, jobs) { print("\(name), \(jobs) job(s): \(fixed(base / t, 2))× the baseline's throughput") }
            }
        }
        for name in ["render", "baseline", "verify no-cache", "verify cold", "verify warm", "process no-cache", "process cold", "process warm"] {
            if let one = median(name, 1), let two = median(name, 2) { print("\(name): 2 jobs \(fixed(one / two, 2))× 1 job") }
        }
        if let one = median("process no-cache", 1), let halves = median("process halves", 2) {
            print("process halves (two processes, half the suite each, sharing nothing): \(fixed(one / halves, 2))× 1 job, "
                  + "the most two cores give here")
        }
    }
}
