import Foundation
import Raster
import Stacksnap
import StacksnapVerify

/// The generated suite the `verify` benchmark runs: specs and recorded goldens in a
/// temporary folder, and each way of checking them.
final class VerifyFixture: @unchecked Sendable {
    let root: String
    let plan: VerifyPlan
    let store: GoldenStore
    /// A cache that knows every golden.
    let warmCache = GoldenCache.inMemory()
    /// The `stacksnap` program next to this one, if built.
    let command: String?
    private var coldFolders = 0

    static let colors = ["#F5A623", "#7ED321", "#4A90E2", "#D0021B", "#9013FE", "#50E3C2", "#B8E986", "#F8E71C"]

    /// Card `i` (the same suite as the verify benchmark in the tests).
    static func spec(_ i: Int) -> String {
        let name = "card-" + String(repeating: "0", count: max(0, 3 - String(i).count)) + String(i)
        return """
        name: \(name)
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

    /// Writes `count` specs and records their goldens; nil (with a message) when that fails.
    init?(count: Int) {
        let root = NSTemporaryDirectory() + "stacksnap-verify-bench-\(getpid())"
        self.root = root
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: root + "/Samples", withIntermediateDirectories: true)
            for i in 0..<count { try Self.spec(i).write(toFile: root + "/Samples/card-\(i).yaml", atomically: true, encoding: .utf8) }
        } catch {
            print("cannot write the suite to \(root): \(error)")
            return nil
        }
        plan = VerifyPlan.make(specFiles: (0..<count).map { root + "/Samples/card-\($0).yaml" })
        store = GoldenStore(folder: root + "/Golden")
        let recorded = Verifier.run(plan, options: .init(golden: store.folder, record: .all, report: nil, jobs: 2))
        guard plan.items.count == count, recorded.allSatisfy({ $0.status == .recorded }) else {
            print("recording the suite's goldens failed")
            return nil
        }
        _ = Verifier.run(plan, options: .init(golden: store.folder, record: .never, jobs: 2, cache: warmCache))
        let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stacksnap").path
        command = fm.isExecutableFile(atPath: sibling) ? sibling : nil
        if command != nil { _ = process(jobs: 2, cache: .warm) }  // fills the command's own cache
        // The suite split in two, each half in folders of its own with its goldens: what two
        // workers that share nothing at all would each do (`processHalves`, which needs the
        // command).
        guard command != nil else { return }
        do {
            for (half, range) in [("a", 0..<count / 2), ("b", count / 2..<count)] {
                try fm.createDirectory(atPath: root + "/Samples-\(half)", withIntermediateDirectories: true)
                try fm.createDirectory(atPath: root + "/Golden-\(half)", withIntermediateDirectories: true)
                for i in range {
                    try fm.copyItem(atPath: root + "/Samples/card-\(i).yaml", toPath: root + "/Samples-\(half)/card-\(i).yaml")
                    let name = plan.items[i].name
                    for path in [store.imagePath(name), store.framesPath(name)] {
                        try fm.copyItem(atPath: path, toPath: root + "/Golden-\(half)/" + (path as NSString).lastPathComponent)
                    }
                }
            }
        } catch {
            print("cannot split the suite in two: \(error)")
            return nil
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    func renderOnly(jobs: Int) -> Bool {
        let items = plan.items
        return Self.parallel(count: items.count, jobs: jobs) { i in (try? SpecJob.render(items[i].output)) != nil }
    }

    /// Checking without decoding: render, encode, compare PNG bytes and the frame tree.
    func renderEncodeCompare(jobs: Int) -> Bool {
        let items = plan.items, store = store
        return Self.parallel(count: items.count, jobs: jobs) { i in
            let item = items[i]
            guard let rendered = try? SpecJob.render(item.output), let png = try? PNG.encode(rendered.bitmap),
                  let golden = FileManager.default.contents(atPath: store.imagePath(item.name)),
                  let frames = FileManager.default.contents(atPath: store.framesPath(item.name)) else { return false }
            return png == [UInt8](golden) && [UInt8](frames) == Array(rendered.frameTree.utf8)
        }
    }

    func decodeOnly() -> Bool {
        plan.items.allSatisfy { (try? store.readImage($0.name)) != nil }
    }

    func verify(jobs: Int, cache: GoldenCache?) -> Bool {
        Verifier.run(plan, options: .init(golden: store.folder, record: .never, report: nil, jobs: jobs, cache: cache))
            .allSatisfy { $0.status == .passed }
    }

    enum CacheUse { case none, cold, warm }

    /// `stacksnap verify` on the suite; true when it exits 0.
    func process(jobs: Int, cache: CacheUse) -> Bool {
        guard let command else { return false }
        var arguments = ["verify", root + "/Samples", "--golden", store.folder, "--record", "never", "--no-report",
                         "--jobs", "\(jobs)"]
        var cold: String?
        switch cache {
        case .none: arguments.append("--no-cache")
        case .cold:
            coldFolders += 1
            cold = root + "/cold-cache-\(coldFolders)"
            arguments += ["--cache", cold!]
        case .warm: arguments += ["--cache", root + "/warm-cache"]
        }
        defer { if let cold { try? FileManager.default.removeItem(atPath: cold) } }
        return Self.spawn(command, arguments) == 0
    }

    /// `stacksnap verify --jobs 1 --no-cache` on half `half` of the suite (`a` or `b`), in its
    /// own folders; with `both`, on the two halves at once, one process each: the most two
    /// cores can give, since the two share nothing (no lock, no spec read twice). True when
    /// every process exits 0.
    func processHalves(both: Bool) -> Bool {
        guard let command else { return false }
        let pids = (both ? ["a", "b"] : ["a"]).map { half in
            Self.start(command, ["verify", root + "/Samples-\(half)", "--golden", root + "/Golden-\(half)", "--record", "never",
                                 "--no-report", "--jobs", "1", "--no-cache"])
        }
        return pids.map(Self.wait).allSatisfy { $0 == 0 }
    }

    /// Runs a program with its output discarded and returns its exit status.
    /// `posix_spawn` and `waitpid`: Foundation's `Process` waits in 50 ms steps on Linux,
    /// too coarse for a run of a few hundred milliseconds.
    static func spawn(_ program: String, _ arguments: [String]) -> Int32 {
        wait(start(program, arguments))
    }

    /// Starts a program with its output discarded; nil when it could not be started.
    static func start(_ program: String, _ arguments: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        return posix_spawn(&pid, program, &actions, nil, argv, environ) == 0 ? pid : nil
    }

    /// Waits for a started program and returns its exit status (-1 when it was not started
    /// or did not exit normally).
    static func wait(_ pid: pid_t?) -> Int32 {
        guard let pid else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    }

    /// Runs `body` for every index on `jobs` threads; true when every call returned true.
    static func parallel(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Bool) -> Bool {
        let next = Counter(), failures = Counter()
        let group = DispatchGroup()
        @Sendable func drain() {
            while true {
                let i = next.take()
                guard i < count else { return }
                if !body(i) { _ = failures.take() }
            }
        }
        for _ in 1..<max(1, jobs) {
            group.enter()
            let thread = Thread { drain(); group.leave() }
            thread.stackSize = 8 << 20
            thread.start()
        }
        drain()
        group.wait()
        return failures.take() == 0
    }

    /// A shared counter: `take()` returns the value and adds one.
    final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func take() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value - 1 }
    }

    /// CPU seconds of this process (all threads) and of its finished children.
    static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        var children = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &children)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 + seconds(children.ru_utime) + seconds(children.ru_stime)
    }
}
