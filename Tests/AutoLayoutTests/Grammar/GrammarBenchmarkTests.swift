import Foundation
import Testing
import AutoLayout

/// Parsing speed, printed for BENCHMARKS.md; nothing is asserted about time.
///
/// Off unless `STACKSNAP_BENCH` is set. Run it on a release build:
/// `swift build -c release --build-tests -Xswiftc -enable-testing &&
///  STACKSNAP_BENCH=1 swift test -c release --skip-build --filter GrammarBenchmarkTests`
@Suite(.enabled(if: ProcessInfo.processInfo.environment["STACKSNAP_BENCH"] != nil), .serialized)
struct GrammarBenchmarkTests {
    /// Strings of the kinds specs hold, from short to long.
    static let constraints = [
        "row.leading == root.leading + 20",
        "row.trailing == root.trailing - 20",
        "a.width == 0.5 * b.width + 10 @750",
        "titleLabel.firstBaseline == subtitleLabel.lastBaseline - 4 @ defaultHigh",
        "b.height == a.width / 4",
        "a.height >= 44",
    ]
    static let formats = [
        "|-[find]-[findNext]-[findField(>=20)]-|",
        "V:[topField]-10-[bottomField]",
        "[flexibleButton(>=70,<=100)]",
        "|-50-[purpleBox]-50-|",
        "H:|-(>=pad@750)-[a(==b)]-[b(>=44,<=320)]-(==pad)-|",
    ]

    @Test func constraintStrings() throws {
        let rounds = 20_000
        let median = try Self.medianSeconds {
            for _ in 0..<rounds { for text in Self.constraints { _ = try ConstraintParser.parse(text) } }
        }
        print("grammar: \(Self.nanoseconds(median, per: rounds * Self.constraints.count)) ns per constraint string")
    }

    @Test func canonicalForms() throws {
        let parsed = try Self.constraints.map { try ConstraintParser.parse($0) }
        let rounds = 200_000
        var sink = 0.0
        let median = try Self.medianSeconds {
            for _ in 0..<rounds { for e in parsed { sink += e.canonical().constant } }
        }
        print("canonical(): \(Self.nanoseconds(median, per: rounds * parsed.count)) ns per expression (\(sink != 0))")
    }

    @Test func visualFormats() throws {
        let rounds = 10_000
        let median = try Self.medianSeconds {
            for _ in 0..<rounds {
                for format in Self.formats { _ = try VisualFormat.parse(format, metrics: ["pad": 8]) }
            }
        }
        print("VFL: \(Self.nanoseconds(median, per: rounds * Self.formats.count)) ns per format string")
    }

    /// The median wall time of five runs after one warm-up run.
    static func medianSeconds(_ body: () throws -> Void) throws -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<5 {
            let start = ContinuousClock.now
            try body()
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return times.sorted()[times.count / 2]
    }

    static func nanoseconds(_ seconds: Double, per count: Int) -> Int {
        Int((seconds / Double(count) * 1e9).rounded())
    }
}
