import Foundation
import Raster
import Testing
@testable import Stacksnap

/// How much an unchanged suite costs, printed for BENCHMARKS.md ("Verify"); nothing is
/// asserted about time.
///
/// Off unless `STACKSNAP_BENCH` is set. Run it on a release build:
/// `swift build -c release --build-tests -Xswiftc -enable-testing &&
///  STACKSNAP_BENCH=1 swift test -c release --skip-build --filter VerifyBenchmarkTests`
///
/// The suite: 200 generated specs at 3×, each a 375×240-point card (title and body
/// labels, a row of three boxes in a stack, a button), 1125×720 pixels. Goldens are
/// recorded first; every figure is then the median of `rounds` runs over all 200.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["STACKSNAP_BENCH"] != nil), .serialized)
struct VerifyBenchmarkTests {
    /// 200 unless `STACKSNAP_BENCH_COUNT` says otherwise (a quick check on a debug build).
    static let count = ProcessInfo.processInfo.environment["STACKSNAP_BENCH_COUNT"].flatMap { Int($0) } ?? 200
    static let rounds = 5
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

        func verify(jobs: Int) -> Double {
            Self.median {
                let results = Verifier.run(plan, options: .init(golden: golden, record: .never, report: nil, jobs: jobs))
                #expect(results.allSatisfy { $0.status == .passed })
            }
        }
        let store = GoldenStore(folder: golden)
        func renderOnly(jobs: Int) -> Double {
            Self.median {
                _ = WorkerPool.map(count: plan.items.count, jobs: jobs) { i in
                    (try? SpecJob.render(plan.items[i].output))?.bitmap.width ?? 0
                }
            }
        }
        // The way to check without decoding: render, encode, compare the PNG bytes.
        func renderEncodeCompare(jobs: Int) -> Double {
            Self.median {
                let equal = WorkerPool.map(count: plan.items.count, jobs: jobs) { i -> Bool in
                    let item = plan.items[i]
                    guard let rendered = try? SpecJob.render(item.output), let png = try? PNG.encode(rendered.bitmap),
                          let golden = FileManager.default.contents(atPath: store.imagePath(item.name)) else { return false }
                    let frames = FileManager.default.contents(atPath: store.framesPath(item.name))
                    return png == [UInt8](golden) && frames.map { [UInt8]($0) } == Array(rendered.frameTree.utf8)
                }
                #expect(equal.allSatisfy { $0 })
            }
        }
        // Decoding a golden alone, to split verify's cost.
        let decodeOnly = Self.median {
            for item in plan.items { _ = try? store.readImage(item.name) }
        }

        let rows: [(String, Double)] = [
            ("render only, 1 thread", renderOnly(jobs: 1)),
            ("decode golden only, 1 thread", decodeOnly),
            ("render + encode + byte compare, 1 thread", renderEncodeCompare(jobs: 1)),
            ("verify, --jobs 1", verify(jobs: 1)),
            ("render only, 2 threads", renderOnly(jobs: 2)),
            ("render + encode + byte compare, 2 threads", renderEncodeCompare(jobs: 2)),
            ("verify, --jobs 2", verify(jobs: 2)),
        ]
        print("verify benchmark: \(Self.count) snapshots of 1125×720 pixels, median of \(Self.rounds) runs")
        for (name, seconds) in rows {
            let perSecond = Double(Self.count) / seconds
            print("  \(name): \(Self.fixed(seconds * 1000)) ms, \(Self.fixed(perSecond)) snapshots/s")
        }
        print("  PNG size: \(FileManager.default.contents(atPath: store.imagePath(plan.items[0].name))?.count ?? 0) bytes (first golden)")

        // The command itself, a new process per run, as CI runs it: fonts are loaded and
        // each thread's font map is made inside the timed run.
        for jobs in [1, 2] {
            var failed = false
            let seconds = Self.median {
                let result = try? scratch.run(["verify", "--record", "never", "--no-report", "--jobs", "\(jobs)"])
                if result?.code != 0 { failed = true }
            }
            #expect(!failed)
            print("  stacksnap verify --jobs \(jobs) (whole process): \(Self.fixed(seconds * 1000)) ms, \(Self.fixed(Double(Self.count) / seconds)) snapshots/s")
        }
        let rendered = Self.median { _ = try? scratch.run(["render", "Samples", "-o", "rendered"]) }
        print("  stacksnap render (whole process, 1 thread, writes PNGs): \(Self.fixed(rendered * 1000)) ms")
        if let keep = ProcessInfo.processInfo.environment["STACKSNAP_BENCH_KEEP"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: scratch.root.path, toPath: keep)
            print("  suite kept in \(keep)")
        }
    }

    static func median(_ body: () -> Void) -> Double {
        body()  // warm-up: fonts, caches, page faults
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<rounds {
            let start = clock.now
            body()
            let d = clock.now - start
            samples.append(Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
        }
        return samples.sorted()[samples.count / 2]
    }

    static func fixed(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
