import Foundation
import LayoutDSL
import StacksnapTesting
import Testing

/// The testing API audits as `stacksnap verify --audit` does: `warn` reports findings and
/// passes, `error` fails the assertion with the findings named.
@Suite struct AuditAssertionTests {
    /// A 100 × 30 button: 14 points short of Apple's 44-point minimum.
    static var shortButton: Layout {
        let button = ViewRef("save")
        return Layout("short-button", canvas: Canvas(width: 160, height: 70, background: "#FFFFFF")) {
            Button("Save").id(button).titleColor("#0040DD")
        } constraints: {
            button.leading == root.leading + 30
            button.top == root.top + 20
            button.width == 100
            button.height == 30
        }
    }

    static func recorded() -> String {
        let goldens = MatrixFixture.temporaryFolder("audit")
        withKnownIssue {
            _ = assertLayoutSnapshot(of: shortButton, record: .all, snapshotDirectory: goldens)
        }
        return goldens
    }

    @Test func warnReportsFindingsAndPasses() throws {
        let goldens = Self.recorded()
        let report = try #require(withSnapshotConfiguration(audit: .warn) {
            assertLayoutSnapshot(of: Self.shortButton, record: .never, snapshotDirectory: goldens)
        })
        #expect(report.passed)
        let findings = report.results.flatMap { $0.findings ?? [] }
        #expect(findings.map(\.rule) == [.touchTarget])
        #expect(findings.first?.measured == "100 × 30 pt")
        #expect(report.results.flatMap(\.warnings).contains { $0.contains("touchTarget: button save") })
    }

    @Test func errorFailsTheAssertion() {
        let goldens = Self.recorded()
        withKnownIssue {
            withSnapshotConfiguration(audit: .error) {
                _ = assertLayoutSnapshot(of: Self.shortButton, record: .never, snapshotDirectory: goldens)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("1 accessibility finding: touchTarget button save (100 × 30 pt)")
        }
    }

    @Test func offByDefault() throws {
        let goldens = Self.recorded()
        let report = try #require(assertLayoutSnapshot(of: Self.shortButton, record: .never, snapshotDirectory: goldens))
        #expect(report.passed && report.results.allSatisfy { $0.findings == nil })
    }
}
