import Foundation
import Testing
import LayoutSpec

/// Timings for BENCHMARKS.md, never assertions: runs only with `STACKSNAP_BENCH` set (as every benchmark test),
/// meant for release builds (`swift test -c release --filter LayoutSpecBenchmarks`), and
/// prints the median of several runs.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["STACKSNAP_BENCH"] != nil))
struct LayoutSpecBenchmarks {
    /// 100 stacks of 198 labels (19,901 views, just under the default limit) and one
    /// constraint per stack.
    static func largeSpec(json: Bool) -> String {
        var stacks: [String] = []
        for s in 0..<100 {
            let labels = (0..<198).map { l in
                json ? #"{"type": "label", "id": "l\#(s)_\#(l)", "text": "Label \#(l)", "color": "systemBlue"}"#
                     : #"{ type: label, id: l\#(s)_\#(l), text: "Label \#(l)", color: systemBlue }"#
            }
            stacks.append(json
                ? #"{"type": "stack", "id": "s\#(s)", "axis": "vertical", "spacing": 4, "arranged": [\#(labels.joined(separator: ", "))]}"#
                : "    - type: stack\n      id: s\(s)\n      axis: vertical\n      spacing: 4\n      arranged:\n"
                    + labels.map { "        - \($0)\n" }.joined())
        }
        let constraints = (0..<100).map { "s\($0).top == root.top + \($0)" }
        if json {
            return #"{"root": {"subviews": [\#(stacks.joined(separator: ",\n"))]}, "constraints": [\#(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
        }
        return "root:\n  subviews:\n" + stacks.joined() + "constraints:\n" + constraints.map { "  - \"\($0)\"\n" }.joined()
    }

    static func median(runs: Int = 7, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return times.sorted()[runs / 2]
    }

    @Test func loadLowerAndPrintALargeSpec() throws {
        for json in [true, false] {
            let text = Self.largeSpec(json: json)
            let file = json ? "large.json" : "large.yaml"
            var document: SpecDocument?
            let load = try Self.median { document = try SpecFile.parse(text, file: file).document }
            let snapshot = try #require(document?.snapshots().first)
            let lowering = try Self.median { _ = try lower(snapshot) }
            let printing = Self.median { _ = document?.canonicalYAML() }
            print("LayoutSpecBenchmarks \(file): \(text.utf8.count / 1024) KiB, load \(String(format: "%.1f", load)) ms, "
                  + "lower \(String(format: "%.1f", lowering)) ms, canonical YAML \(String(format: "%.1f", printing)) ms")
        }
    }
}
