import Foundation
import Stacksnap
import StacksnapVerify
@testable import StacksnapTesting
import Testing

/// Where the record mode comes from: the argument, then the scoped configuration, then
/// `STACKSNAP_RECORD`, then verify's default (`never` under CI, `missing` elsewhere).
@Suite struct RecordSettingTests {
    /// given (argument or scope, already merged), environment → mode (nil: an error).
    static let cases: [(given: RecordMode?, environment: [String: String], expected: RecordMode?)] = [
        (nil, [:], .missing),
        (nil, ["CI": "true"], .never),
        (nil, ["CI": "0"], .missing),
        (nil, ["CI": "false"], .missing),
        (nil, ["STACKSNAP_RECORD": "all"], .all),
        (nil, ["STACKSNAP_RECORD": "FAILED"], .failed),
        (nil, ["STACKSNAP_RECORD": " never "], .never),
        (nil, ["STACKSNAP_RECORD": "missing", "CI": "1"], .missing),
        (nil, ["STACKSNAP_RECORD": "", "CI": "1"], .never),
        (.never, ["STACKSNAP_RECORD": "all"], .never),
        (.all, ["CI": "true"], .all),
        (nil, ["STACKSNAP_RECORD": "sometimes"], nil),
    ]

    @Test(arguments: cases.indices)
    func resolution(index: Int) {
        let item = Self.cases[index]
        do {
            let mode = try LayoutAssertion.recordMode(item.given, environment: item.environment)
            #expect(mode == item.expected, "\(item)")
        } catch {
            #expect(item.expected == nil, "\(item): \(error)")
            #expect(error.description.contains("expected missing, all, failed or never"))
        }
    }

    @Test func innerScopeOverridesOuterAndKeepsTheRest() {
        withSnapshotConfiguration(record: .all, snapshotDirectory: "/outer", compare: CompareOptions(threshold: 0.3)) {
            withSnapshotConfiguration(record: .never, compare: CompareOptions(maxPixels: 4)) {
                let current = SnapshotConfiguration.current
                #expect(current.record == .never)
                #expect(current.snapshotDirectory == "/outer")
                #expect(current.compare.threshold == 0.3)
                #expect(current.compare.maxPixels == 4)
            }
            #expect(SnapshotConfiguration.current.record == .all)
        }
        #expect(SnapshotConfiguration.current.record == nil)
    }

    /// The scope reaches the assertion; an argument beats the scope. (No goldens: `never`
    /// fails for want of one, `all` records it.)
    @Test func scopedRecordModeReachesTheAssertion() throws {
        let goldens = MatrixFixture.temporaryFolder("scoped")
        withKnownIssue {
            let byArgument = withSnapshotConfiguration(record: .all) {
                assertLayoutSnapshot(of: MatrixFixture.current, record: .never, snapshotDirectory: goldens)
            }
            #expect(byArgument?.results.map(\.status) == [.failed])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("has no golden") }
        }
        withKnownIssue {
            let byScope = withSnapshotConfiguration(record: .all, snapshotDirectory: goldens) {
                assertLayoutSnapshot(of: MatrixFixture.current)
            }
            #expect(byScope?.results.map(\.status) == [.recorded])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("recorded, so failing") }
        }
    }

    @Test func scopeWorksAcrossAwait() async {
        await withSnapshotConfiguration(record: .failed) {
            await Task.yield()
            #expect(SnapshotConfiguration.current.record == .failed)
        }
    }
}
