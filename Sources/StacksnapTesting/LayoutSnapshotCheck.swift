import Foundation
import LayoutSpec
import Stacksnap
import StacksnapVerify

/// One golden check of a document, with everything decided: the record mode, the folders
/// and the comparison options. It runs `stacksnap verify`'s own library code — the same
/// render, comparison, record decision, atomic golden writes and failure artifacts — and
/// returns values; the assertions turn them into test failures.
public struct LayoutSnapshotCheck: Sendable {
    /// Where the goldens are (`<name>.png`, `<name>.frames.txt`).
    public var snapshotDirectory: String
    /// The report folder of failure artifacts (they go into its `artifacts/` subfolder).
    public var artifactsDirectory: String
    /// When goldens are written (verify's record modes).
    public var record: RecordMode
    /// Comparison options over the spec's own.
    public var compare: CompareOptions
    /// Only changes the advice given for a missing golden.
    public var isCI: Bool
    /// The accessibility audit of each snapshot (off, warn or error).
    public var audit: AuditMode

    /// A check writing goldens to `snapshotDirectory` and failure images to
    /// `artifactsDirectory`, recording as `record` says.
    public init(snapshotDirectory: String, artifactsDirectory: String, record: RecordMode,
                compare: CompareOptions = CompareOptions(), isCI: Bool = false, audit: AuditMode = .off) {
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
        self.record = record
        self.compare = compare
        self.isCI = isCI
        self.audit = audit
    }

    /// Renders every snapshot of the document (variants and the composed figure included)
    /// and checks each against its goldens.
    ///
    /// Artifacts left by an earlier failure of the same snapshot are removed first, so the
    /// folder only ever shows the latest run.
    public func run(_ document: SpecDocument) -> LayoutSnapshotReport {
        let plan = VerifyPlan.make(document: compare.applied(to: document), spec: document.source.file)
        for item in plan.items { removeArtifacts(of: item.name) }
        var options = Verifier.Options(golden: snapshotDirectory, record: record, report: artifactsDirectory, jobs: 1,
                                       overrides: compare.overrides, isCI: isCI)
        options.audit = audit
        return LayoutSnapshotReport(results: Verifier.run(plan, options: options), artifactsDirectory: artifactsDirectory,
                                    record: record, isCI: isCI)
    }

    private func removeArtifacts(of name: String) {
        for kind in ArtifactFolder.Kind.allCases {
            let path = (artifactsDirectory as NSString).appendingPathComponent(ArtifactFolder.relativePath(name, kind))
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
