import Foundation
import LayoutSpec
import Raster
import Stacksnap
import StacksnapVerify

/// A long render loop that watches the process's resident memory: every spec's outputs,
/// round and round, each drawn and encoded, for `count` snapshots (or `passes` times
/// over all of them). Memory must stop
/// growing once caches are warm: the resident size after `warmup` snapshots and at the end
/// may differ by at most `maxGrowthKB` (exit 1 otherwise). Under valgrind or LeakSanitizer
/// the same loop is the leak check of the C libraries (scripts/leak-check).
struct Soak {
    var count = 1000
    var warmup = 100
    var maxGrowthKB = 8192
    var passes: Int?
    var paths: [String] = []

    init?(arguments: [String]) {
        var rest = arguments
        if let value = Harness.take("--count", from: &rest) { guard let n = Int(value), n > 0 else { return nil }; count = n }
        if let value = Harness.take("--warmup", from: &rest) { guard let n = Int(value), n >= 0 else { return nil }; warmup = n }
        if let value = Harness.take("--max-growth-kb", from: &rest) { guard let n = Int(value), n >= 0 else { return nil }; maxGrowthKB = n }
        if let value = Harness.take("--passes", from: &rest) { guard let n = Int(value), n > 0 else { return nil }; passes = n }
        guard !rest.isEmpty else { return nil }
        paths = rest
    }

    func execute() -> Int32 {
        let files = Harness.inputFiles(paths).filter { SpecFile.Format(path: $0) != nil }
        var outputs: [SpecJob.Output] = []
        for file in files {
            do {
                outputs += try SpecJob.load(file).outputs
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                return 65
            }
        }
        guard !outputs.isEmpty else { return Harness.usage() }
        let count = passes.map { $0 * outputs.count } ?? self.count
        var settled: Int?
        var bytes = 0
        for index in 0..<count {
            if index == min(warmup, count - 1) { settled = Self.residentKB() }
            do {
                let rendered = try SpecJob.render(outputs[index % outputs.count])
                bytes &+= try PNG.encode(rendered.bitmap).count
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                return 65
            }
            if (index + 1) % 100 == 0 { print("\(index + 1) snapshots: resident \(Self.residentKB()) KB") }
        }
        let end = Self.residentKB()
        let growth = end - (settled ?? end)
        print("soak: \(count) snapshots of \(outputs.count) outputs (\(bytes) PNG bytes); resident \(settled ?? 0) KB after \(warmup), \(end) KB at the end: \(growth >= 0 ? "+" : "")\(growth) KB")
        if growth > maxGrowthKB {
            print("soak: memory grew by \(growth) KB after the warm-up; the limit is \(maxGrowthKB) KB")
            return 1
        }
        return 0
    }

    /// Resident set size from `/proc/self/statm` (its second field, in pages).
    static func residentKB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}
