import Foundation
import Stacksnap

/// Puts the passed snapshots of a spec beside its failed ones in the report: when one
/// snapshot of a spec's matrix or variants does not pass, its siblings' goldens (which their
/// renders matched) are copied as their expected images, so the report's strip shows the one
/// screen across devices and appearances, not only the member that moved. Specs whose
/// snapshots all passed cost nothing.
enum SiblingImages {
    static func attach(_ results: [SnapshotResult], golden: String, artifacts: ArtifactFolder) -> [SnapshotResult] {
        // A passed snapshot of a spec with a failure always has that failure as a sibling.
        let failingSpecs = Set(results.filter { $0.status != .passed }.map(\.spec))
        let store = GoldenStore(folder: golden)
        return results.map { result in
            guard result.status == .passed, failingSpecs.contains(result.spec),
                  result.artifacts.expected == nil, result.artifacts.actual == nil else { return result }
            // Read as verify reads goldens (no link out of the folder); a sibling without a
            // readable golden simply shows no picture.
            guard let bytes = try? store.readImageBytes(result.name),
                  let relative = try? artifacts.write(bytes, name: result.name, kind: .expected) else { return result }
            var shown = result
            shown.artifacts.expected = relative
            return shown
        }
    }
}
