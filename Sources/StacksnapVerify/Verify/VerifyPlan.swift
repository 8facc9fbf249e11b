import Stacksnap
import LayoutSpec

/// What one `verify` run checks: the snapshots of every spec, after the shard and the name
/// filter, sorted by name — plus the specs that could not be read and names used twice.
///
/// Every spec is read even on a shard, because a snapshot's shard depends on its name and
/// the names are in the specs; reading is cheap next to rendering.
public struct VerifyPlan: Sendable {
    /// One snapshot to render and check.
    public struct Item: Sendable {
        public var name: String
        public var spec: String
        public var output: SpecJob.Output
    }

    /// The snapshots this run checks, sorted by name.
    public var items: [Item]
    /// Specs that could not be read and duplicate names, as error results (those of this
    /// shard), sorted by name.
    public var problems: [SnapshotResult]
    /// Warnings from reading the specs (in spec order).
    public var specWarnings: [String]
    /// Every snapshot name of every spec, before sharding and filtering, sorted; nil when a
    /// spec could not be read, since then the goldens it owns are unknown.
    public var allNames: [String]?

    /// Reads the specs and selects the snapshots.
    ///
    /// Specs are read on `jobs` threads (reading hundreds of YAML files is otherwise a
    /// serial stretch before the parallel rendering), then assembled in the given order.
    /// A spec that cannot be read belongs to the shard of its path, so a broken spec fails
    /// exactly one shard rather than all of them (or none). `limits` bounds every spec
    /// (the command line's `--max-views`, `--max-text-length`, `--max-canvas-side`).
    /// `matrix` is the run's `--matrix` over each spec's own; `only` keeps the snapshots
    /// drawn in its traits (`--only-matrix`), like the name filter. `accessibility` adds
    /// every snapshot's accessibility snapshot (`--accessibility`). `fonts` is the fonts
    /// folder of every spec without its own `fonts:` (`--fonts`).
    public static func make(specFiles: [String], shard: Shard? = nil, filter: NameFilter? = nil,
                            jobs: Int = 1, limits: SpecLimits = .default, matrix: MatrixSpec = MatrixSpec(),
                            only: MatrixSpec = MatrixSpec(), accessibility: Bool = false,
                            fonts: String? = nil) -> VerifyPlan {
        let loaded = WorkerPool.map(count: specFiles.count, jobs: jobs) { index -> Result<SpecJob, StacksnapError> in
            do throws(StacksnapError) {
                return .success(try SpecJob.load(specFiles[index], limits: limits, matrix: matrix,
                                                 accessibility: accessibility, fonts: fonts))
            } catch {
                return .failure(error)
            }
        }
        var items: [Item] = []
        var problems: [SnapshotResult] = []
        var warnings: [String] = []
        var owner: [String: String] = [:]
        var allNames: [String] = []
        var complete = true
        for (file, outcome) in zip(specFiles, loaded) {
            let job: SpecJob
            switch outcome {
            case .success(let success):
                job = success
            case .failure(let error):
                complete = false
                if shard?.contains(file) ?? true {
                    problems.append(.failure(name: file, spec: file, VerifyError(error)))
                }
                continue
            }
            warnings += job.warnings
            for output in job.outputs {
                let name = output.name
                allNames.append(name)
                guard shard?.contains(name) ?? true, filter?.matches(name) ?? true, output.admitted(by: only) else { continue }
                if let first = owner[name] {
                    problems.append(.failure(name: name, spec: file,
                                             .duplicateName(name: name, file: file, firstFile: first)))
                    continue
                }
                owner[name] = file
                items.append(Item(name: name, spec: file, output: output))
            }
        }
        items.sort { $0.name < $1.name }
        problems.sort { ($0.name, $0.spec) < ($1.name, $1.spec) }
        return VerifyPlan(items: items, problems: problems, specWarnings: warnings,
                          allNames: complete ? allNames.sorted() : nil)
    }
}
