import Foundation
import LayoutDSL
import Stacksnap
import StacksnapVerify
import StacksnapTesting
import XCTest

/// The record matrix under XCTest: failures must arrive through `XCTFail`, so this case
/// catches them (overriding `recordFailure`) and compares them with the fixture.
final class RecordMatrixXCTests: XCTestCase {
    private var caught: [String] = []
    private var catching = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        if catching {
            caught.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Runs `body`, returning the failures it recorded instead of failing the test.
    private func failures(of body: () -> Void) -> [String] {
        caught = []
        catching = true
        body()
        catching = false
        return caught
    }

    func testFrameworkIsXCTest() {
        XCTAssertEqual(IssueReporter.current, .xcTest)
    }

    func testEveryRowOfTheMatrix() throws {
        XCTAssertEqual(RecordMatrixRow.all.count, 12)
        for row in RecordMatrixRow.all {
            let goldens = MatrixFixture.temporaryFolder("xc-goldens")
            let artifacts = MatrixFixture.temporaryFolder("xc-artifacts")
            _ = MatrixFixture.prepare(row.golden, goldens: goldens, artifacts: MatrixFixture.temporaryFolder("xc-setup"))
            var report: LayoutSnapshotReport?
            let failures = failures {
                report = withSnapshotConfiguration(artifactsDirectory: artifacts) {
                    assertLayoutSnapshot(of: MatrixFixture.current, record: row.mode, snapshotDirectory: goldens)
                }
            }
            XCTAssertEqual(report?.results.map(\.status), [row.status], "\(row)")
            XCTAssertEqual(MatrixFixture.artifactKinds(in: artifacts), row.artifacts, "\(row)")
            if let mentions = row.mentions {
                XCTAssertEqual(failures.count, 1, "\(row)")
                XCTAssertTrue(mentions.allSatisfy { failures.first?.contains($0) ?? false }, "\(row): \(failures)")
            } else {
                XCTAssertEqual(failures, [], "\(row)")
            }
        }
    }
}
