import Foundation
import Pixels
import Testing
@testable import VisualDiff

/// Counts that pixelmatch itself computed for the fixture pairs
/// (`scripts/pixelmatch-crosscheck.py` writes `Fixtures/Crosscheck/crosscheck.json`).
/// One data file, one runner: each case is a pair, a threshold and includeAA.
struct CrosscheckTests {
    struct Table: Decodable {
        let pixelmatch: String
        let diffImageThreshold: Double
        let cases: [Case]
    }

    struct Case: Decodable, Sendable, CustomStringConvertible {
        let pair: String
        let threshold: Double
        let includeAA: Bool
        let expected: Int
        var description: String { "\(pair) at \(threshold)\(includeAA ? " includeAA" : "")" }
    }

    static func table() throws -> Table {
        let data = try Data(contentsOf: Fixtures.url("Crosscheck/crosscheck.json"))
        return try JSONDecoder().decode(Table.self, from: data)
    }

    static func image(_ pair: String, _ suffix: String) throws -> Bitmap {
        try PAM.read(Fixtures.url("Crosscheck/\(pair)-\(suffix).pam"))
    }

    /// The cases, read once when the tests are listed; a missing file shows as a failing case.
    static let cases: [Case] = (try? table().cases) ?? [Case(pair: "missing crosscheck.json", threshold: 0, includeAA: false, expected: -1)]

    @Test(arguments: cases)
    func countMatchesPixelmatch(_ c: Case) throws {
        let a = try Self.image(c.pair, "a")
        let b = try Self.image(c.pair, "b")
        let result = VisualDiff.compare(a, b, options: DiffOptions(threshold: c.threshold, detectAntialiasing: !c.includeAA))
        // pixelmatch counts anti-aliased pixels as different when includeAA is set, which
        // is our differentPixels with detection off.
        #expect(result.differentPixels == c.expected)
        // pixelmatch's identity also holds the other way round (its AA test is symmetric).
        #expect(VisualDiff.compare(b, a, options: DiffOptions(threshold: c.threshold, detectAntialiasing: !c.includeAA))
                .differentPixels == c.expected)
    }

    @Test func tableCoversEveryPairAndBothModes() throws {
        let table = try Self.table()
        let pairs = Set(table.cases.map(\.pair))
        #expect(pairs.count >= 6)
        for pair in pairs {
            #expect(table.cases.contains { $0.pair == pair && $0.includeAA })
            #expect(table.cases.contains { $0.pair == pair && !$0.includeAA })
        }
        // At least one pair where anti-aliasing detection changes the count, or the AA
        // half of the cross-check would prove nothing.
        #expect(pairs.contains { pair in
            let counts = table.cases.filter { $0.pair == pair && $0.threshold == 0.1 }.map(\.expected)
            return Set(counts).count > 1
        })
    }

    /// Where pixelmatch drew red and yellow, the diff image draws the same colors: the
    /// cross-check covers which pixels are anti-aliasing, not only how many.
    @Test(arguments: Set(cases.map(\.pair)).sorted())
    func marksMatchPixelmatch(_ pair: String) throws {
        let table = try Self.table()
        let a = try Self.image(pair, "a")
        let b = try Self.image(pair, "b")
        let reference = try Self.image(pair, "diff")
        let picture = VisualDiff.diffImage(a, b, options: DiffOptions(threshold: table.diffImageThreshold))
        try #require(picture.width == reference.width && picture.height == reference.height)
        var mismatches: [String] = []
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let theirs = reference[x, y], ours = picture[x, y]
                let marks: Set<RGBA> = [VisualDiff.differentColor, VisualDiff.antialiasedColor]
                if (marks.contains(theirs) || marks.contains(ours)) && theirs != ours {
                    mismatches.append("(\(x), \(y)): pixelmatch \(theirs), ours \(ours)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(Images.count(VisualDiff.antialiasedColor, in: picture) + Images.count(VisualDiff.differentColor, in: picture)
                == Images.count(VisualDiff.antialiasedColor, in: reference) + Images.count(VisualDiff.differentColor, in: reference))
    }
}
