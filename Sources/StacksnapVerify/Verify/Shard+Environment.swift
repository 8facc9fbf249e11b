import Stacksnap

extension Shard {
    /// A CI system's sharding variables: their names, and whether its index counts from 1.
    public struct EnvironmentConvention: Sendable, Equatable {
        public var system: String
        public var index: String
        public var total: String
        public var indexIsOneBased: Bool
    }

    /// The conventions read, in this order (the first whose total is set wins).
    public static let conventions: [EnvironmentConvention] = [
        EnvironmentConvention(system: "Bazel", index: "TEST_SHARD_INDEX", total: "TEST_TOTAL_SHARDS", indexIsOneBased: false),
        EnvironmentConvention(system: "GitLab CI", index: "CI_NODE_INDEX", total: "CI_NODE_TOTAL", indexIsOneBased: true),
        EnvironmentConvention(system: "CircleCI", index: "CIRCLE_NODE_INDEX", total: "CIRCLE_NODE_TOTAL", indexIsOneBased: false),
        EnvironmentConvention(system: "Buildkite", index: "BUILDKITE_PARALLEL_JOB", total: "BUILDKITE_PARALLEL_JOB_COUNT",
                              indexIsOneBased: false),
    ]

    /// Bazel asks a test runner that shards to touch this file, to show it understood.
    public static let bazelStatusFileVariable = "TEST_SHARD_STATUS_FILE"

    /// The shard a CI system's variables ask for, or nil when none is set.
    ///
    /// Bazel, CircleCI and Buildkite count from 0, GitLab from 1; the result counts from 1.
    /// A variable that is set but malformed is an error naming it, rather than a silent run
    /// of the whole suite on every machine.
    public static func fromEnvironment(_ environment: [String: String]) throws(ShardError) -> (shard: Shard, system: String)? {
        for convention in conventions {
            guard let totalText = environment[convention.total], !totalText.isEmpty else { continue }
            guard let total = Int(totalText), total >= 1 else {
                throw .invalid("\(convention.total)=\(totalText) (\(convention.system)): expected a shard count of 1 or more")
            }
            guard let indexText = environment[convention.index], let index = Int(indexText) else {
                throw .invalid("\(convention.total) is set (\(convention.system)) but \(convention.index) is "
                               + "\(environment[convention.index].map { "'\($0)'" } ?? "missing"); expected an integer")
            }
            let number = convention.indexIsOneBased ? index : index + 1
            do {
                return (try Shard(number: number, count: total), convention.system)
            } catch {
                let range = convention.indexIsOneBased ? "1...\(total)" : "0...\(total - 1)"
                throw .invalid("\(convention.index)=\(indexText) (\(convention.system)): expected \(range)")
            }
        }
        return nil
    }
}
