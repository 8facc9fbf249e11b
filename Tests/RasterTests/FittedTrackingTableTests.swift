import Foundation
@testable import Raster
import Testing

/// `SystemTracking.fitted` is the table `scripts/fit-letter-widths.py` wrote to
/// `scripts/size-tracking.tsv` together with the letters the bundled faces carry: a refit that
/// changes one without the other would put letters and tracking out of step.
@Suite struct FittedTrackingTableTests {
    @Test func theTableIsTheFittedOne() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../scripts/size-tracking.tsv").standardizedFileURL
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.hasPrefix("from") }
            .map { $0.split(separator: "\t").map { Double($0) } }
        #expect(rows.count == SystemTracking.fitted.count)
        for (row, band) in zip(rows, SystemTracking.fitted) {
            #expect(row == [band.from, band.regular, band.heavy], "band from \(band.from)")
        }
    }

    /// A band reaches from its lower edge to the next one's; weights from 500 take the heavy column.
    @Test(arguments: [(17.0, 400, 3.1), (17.5, 600, 2.5), (19.99, 400, -0.2), (20, 400, 8.6), (8, 500, 1.2), (40, 300, 2.6)])
    func aSizeTakesItsBand(_ size: Double, _ weight: Int, _ expected: Double) {
        #expect(SystemTracking(size: size, weight: weight).fittedCorrection == expected)
    }
}
