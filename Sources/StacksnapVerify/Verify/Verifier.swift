import Stacksnap
import Foundation
import Synchronization

/// Runs a ``VerifyPlan``: every snapshot rendered and checked on `jobs` threads, results
/// in name order whatever the timing.
public enum Verifier {
    /// Everything that applies to a whole run.
    public struct Options: Sendable {
        /// The golden folder.
        public var golden: String
        public var record: RecordMode
        /// The report folder for failure artifacts; nil writes none.
        public var report: String?
        /// Threads to render on (at least 1).
        public var jobs: Int
        public var overrides: CompareOverrides
        /// Changes the advice printed for a missing golden.
        public var isCI: Bool
        public var pipeline: SnapshotPipeline.Options
        /// What goldens decode to, from earlier runs (see ``GoldenCache``); nil decodes
        /// every golden.
        public var cache: GoldenCache?
        /// Keep a constraint listing (`<snapshot>.constraints.txt`) beside each golden, so an
        /// explanation of a moved view can say which constraints changed. Off: listings that
        /// already exist are still kept current, none are created.
        public var constraintSidecars = false
        /// Pass snapshots whose goldens' stamp matches the current engine, fonts and input
        /// without drawing them (`--incremental`).
        public var incremental = false
        /// Audit each snapshot's accessibility (`--audit`); off by default.
        public var audit = AuditMode.off

        public init(golden: String = "Golden", record: RecordMode = .missing, report: String? = nil,
                    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, overrides: CompareOverrides = .init(),
                    isCI: Bool = false, pipeline: SnapshotPipeline.Options = .init(), cache: GoldenCache? = nil) {
            self.golden = golden
            self.record = record
            self.report = report
            self.jobs = jobs
            self.overrides = overrides
            self.isCI = isCI
            self.pipeline = pipeline
            self.cache = cache
        }
    }

    /// One snapshot done, for a progress display (called from the worker threads).
    public struct Progress: Sendable {
        public var completed: Int
        public var total: Int
        public var name: String
        public var status: SnapshotStatus
    }

    /// Renders and checks every item of the plan; the plan's problems come first in the
    /// merge, then everything is sorted by name.
    public static func run(_ plan: VerifyPlan, options: Options,
                           progress: (@Sendable (Progress) -> Void)? = nil) -> [SnapshotResult] {
        let verifier = SnapshotVerifier(store: GoldenStore(folder: options.golden), mode: options.record,
                                        overrides: options.overrides,
                                        artifacts: options.report.map { ArtifactFolder(report: $0) },
                                        cache: options.cache, isCI: options.isCI, pipeline: options.pipeline,
                                        constraintSidecars: options.constraintSidecars, incremental: options.incremental,
                                        audit: options.audit)
        let items = plan.items
        let counter = Counter()
        let results = WorkerPool.map(count: items.count, jobs: options.jobs) { index in
            let result = verifier.verify(items[index])
            if let progress {
                progress(Progress(completed: counter.increment(), total: items.count, name: result.name,
                                  status: result.status))
            }
            return result
        }
        let sorted = (plan.problems + results).sorted { ($0.name, $0.spec) < ($1.name, $1.spec) }
        guard let report = options.report else { return sorted }
        return SiblingImages.attach(sorted, golden: options.golden, artifacts: ArtifactFolder(report: report))
    }
}

/// A thread-safe count of finished items.
private final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    func increment() -> Int { value.wrappingAdd(1, ordering: .relaxed).newValue }
}
