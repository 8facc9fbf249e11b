import Foundation
import Raster
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// How much an unchanged suite costs, printed for BENCHMARKS.md ("Verify"); nothing is
/// asserted about time.
///
/// Off unless `STACKSNAP_BENCH` is set. Run it on a release build:
/// `swift build -c release --build-tests -Xswiftc -enable-testing &&
///  STACKSNAP_BENCH=1 swift test -c release --skip-build --filter VerifyBenchmarkTests`
///
/// The suite: 200 generated specs at 3×, each a 375×240-point card (title and body
/// labels, a row of three boxes in a stack, a button), 1125×720 pixels. Goldens are
/// recorded first; every figure is then the median of `rounds` runs over all 200,
/// the cases interleaved round by round.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["STACKSNAP_BENCH"] != nil), .serialized)
struct VerifyBenchmarkTests {
    /// 200 unless `STACKSNAP_BENCH_COUNT` says otherwise (a quick check on a debug build).
    static let count = ProcessInfo.processInfo.environment["STACKSNAP_BENCH_COUNT"].flatMap { Int($0) } ?? 200
    static let rounds = 7
    static let colors = ["#F5A623", "#7ED321", "#4A90E2", "#D0021B", "#9013FE", "#50E3C2", "#B8E986", "#F8E71C"]

    static func spec(_ i: Int) -> String {
        """
        name: card-\(String(format: "%03d", i))
        canvas: { width: 375, height: 240, scale: 3, background: "#FFFFFF" }
        root:
          subviews:
            - type: stack
              id: column
              axis: vertical
              spacing: 8
              arranged:
                - { type: label, id: title, text: "Card \(i): \(["Inbox", "Settings", "Profile", "Photos"][i % 4])", font: { size: 20, weight: bold } }
                - { type: label, id: body, lines: 0, text: "Item \(i) of a generated suite, with body text long enough to wrap onto a second line." }
                - type: stack
                  id: row
                  axis: horizontal
                  distribution: \(["fillEqually", "fillProportionally", "equalSpacing", "fill"][i % 4])
                  spacing: \(4 + i % 5)
                  arranged:
                    - { type: view, id: a, background: "\(colors[i % 8])", intrinsicSize: [\(40 + i % 30), 44], cornerRadius: 8 }
                    - { type: view, id: b, background: "\(colors[(i + 3) % 8])", intrinsicSize: [60, 44] }
                    - { type: button, id: go, title: "Open \(i)" }
        constraints:
          - "column.leading == root.leading + 20"
          - "column.trailing == root.trailing - 20"
          - "column.top == root.top + 20"
        """
    }

    @Test func unchangedSuite() throws {
        // As the command does (see AllocatorTuning).
        AllocatorTuning.keepLargeBuffers()
        let scratch = try Scratch(copySuite: false)
        for i in 0..<Self.count { try scratch.write(Self.spec(i), to: "Samples/card-\(i).yaml") }
        let files = (0..<Self.count).map { scratch.path("Samples/card-\($0).yaml") }
        let plan = VerifyPlan.make(specFiles: files)
        try #require(plan.items.count == Self.count && plan.problems.isEmpty)
        let golden = scratch.path("Golden")
        let recorded = Verifier.run(plan, options: .init(golden: golden, record: .all, report: nil, jobs: 2))
        try #require(recorded.allSatisfy { $0.status == .recorded })
        let store = GoldenStore(folder: golden)
        let warmCache = GoldenCache.inMemory()
        _ = Verifier.run(plan, options: .init(golden: golden, record: .never, jobs: 2, cache: warmCache))
        try #require(warmCache.addedCount == Self.count)

        func verify(jobs: Int, cache: GoldenCache?) -> () -> Void {
            {
                let results = Verifier.run(plan, options: .init(golden: golden, record: .never, report: nil,
                                                                jobs: jobs, cache: cache))
                #expect(results.allSatisfy { $0.status == .passed })
            }
        }
        func incremental(jobs: Int) -> () -> Void {
            {
                var options = Verifier.Options(golden: golden, record: .never, report: nil, jobs: jobs)
                options.incremental = true
                let results = Verifier.run(plan, options: options)
                #expect(results.allSatisfy { $0.status == .passed && $0.skipped == true })
            }
        }
        func renderOnly(jobs: Int) -> () -> Void {
            { _ = WorkerPool.map(count: plan.items.count, jobs: jobs) { i in
                (try? SpecJob.render(plan.items[i].output))?.bitmap.width ?? 0 } }
        }
        // Checking without decoding and without a cache: render, encode, compare PNG bytes
        // (and the frame tree).
        func renderEncodeCompare(jobs: Int) -> () -> Void {
            {
                let equal = WorkerPool.map(count: plan.items.count, jobs: jobs) { i -> Bool in
                    let item = plan.items[i]
                    guard let rendered = try? SpecJob.render(item.output), let png = try? PNG.encode(rendered.bitmap),
                          let golden = FileManager.default.contents(atPath: store.imagePath(item.name)) else { return false }
                    let frames = FileManager.default.contents(atPath: store.framesPath(item.name))
                    let tree = frames.map { GoldenStamp.split(String(decoding: $0, as: UTF8.self)).tree }
                    return png == [UInt8](golden) && tree == rendered.frameTree
                }
                #expect(equal.allSatisfy { $0 })
            }
        }
        let decodeOnly: () -> Void = { for item in plan.items { _ = try? store.readImage(item.name) } }
        let cli: (Int, Bool, Bool) -> () -> Void = { jobs, cached, incremental in
            {
                let result = try? scratch.run(["verify", "--record", "never", "--no-report", "--jobs", "\(jobs)"]
                                              + (cached ? [] : ["--no-cache"]) + (incremental ? ["--incremental"] : []))
                #expect(result?.code == 0)
            }
        }
        _ = try scratch.run(["verify", "--record", "never", "--no-report"])  // fills the command's cache

        let cases: [(String, () -> Void)] = [
            ("render only, 1 thread", renderOnly(jobs: 1)),
            ("decode goldens only, 1 thread", decodeOnly),
            ("render + encode + byte compare, 1 thread", renderEncodeCompare(jobs: 1)),
            ("verify --no-cache, 1 thread", verify(jobs: 1, cache: nil)),
            ("verify, warm cache, 1 thread", verify(jobs: 1, cache: warmCache)),
            ("verify --incremental, 1 thread", incremental(jobs: 1)),
            ("render only, 2 threads", renderOnly(jobs: 2)),
            ("render + encode + byte compare, 2 threads", renderEncodeCompare(jobs: 2)),
            ("verify --no-cache, 2 threads", verify(jobs: 2, cache: nil)),
            ("verify, warm cache, 2 threads", verify(jobs: 2, cache: warmCache)),
            ("verify --incremental, 2 threads", incremental(jobs: 2)),
            ("stacksnap verify --no-cache --jobs 1 (process)", cli(1, false, false)),
            ("stacksnap verify --jobs 1 (process, warm cache)", cli(1, true, false)),
            ("stacksnap verify --no-cache --jobs 2 (process)", cli(2, false, false)),
            ("stacksnap verify --jobs 2 (process, warm cache)", cli(2, true, false)),
            ("stacksnap verify --incremental --jobs 2 (process)", cli(2, true, true)),
        ]
        // Rounds interleave the cases, so a burst of load from other processes spreads over
        // all of them instead of landing on one.
        for (_, body) in cases { body() }  // warm-up: fonts, caches, page faults
        var wall = [[Double]](repeating: [], count: cases.count), cpu = wall
        for _ in 0..<Self.rounds {
            for (index, (_, body)) in cases.enumerated() {
                let (w, c) = Self.measure(body)
                wall[index].append(w)
                cpu[index].append(c)
            }
        }
        print("verify benchmark: \(Self.count) snapshots of 1125×720 pixels, median of \(Self.rounds) interleaved rounds")
        print("| case | wall ms | snapshots/s | CPU ms |")
        for (index, (name, _)) in cases.enumerated() {
            let w = Self.median(wall[index]), c = Self.median(cpu[index])
            print("| \(name) | \(Self.fixed(w * 1000)) | \(Self.fixed(Double(Self.count) / w)) | \(Self.fixed(c * 1000)) |")
        }
        print("PNG size: \(FileManager.default.contents(atPath: store.imagePath(plan.items[0].name))?.count ?? 0) bytes (first golden)")
        if let keep = ProcessInfo.processInfo.environment["STACKSNAP_BENCH_KEEP"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: scratch.root.path, toPath: keep)
            print("suite kept in \(keep)")
        }
    }

    /// Wall time and CPU time: this process's (all threads) plus that of finished children.
    static func measure(_ body: () -> Void) -> (Double, Double) {
        let clock = ContinuousClock()
        let cpuStart = cpuSeconds()
        let start = clock.now
        body()
        let d = clock.now - start
        return (Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18, cpuSeconds() - cpuStart)
    }

    static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        var children = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &children)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 + seconds(children.ru_utime) + seconds(children.ru_stime)
    }

    static func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

    static func fixed(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
