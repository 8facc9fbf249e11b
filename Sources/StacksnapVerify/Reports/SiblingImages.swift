import Foundation
import Stacksnap

/// Puts the passed snapshots of a spec beside its failed ones in the report: when one
/// snapshot of a spec's matrix or variants does not pass, its siblings' goldens (which their
/// renders matched) are copied as their expected images, so the report's strip shows the one
/// screen across devices and appearances, not only the member that moved. Specs whose
/// snapshots all passed cost nothing.
enum SiblingImages {
    static func attach(_ results: [SnapshotResult], golden: String, artifacts: ArtifactFolder) -> [SnapshotResult] {
        let failingSpecs = Set(results.filter { $0.status != .passed }.map(\.spec))
        var counts: [String: Int] = [:]
        for result in results { counts[result.spec, default: 0] += 1 }
        return results.map { result in
            guard result.status == .passed, failingSpecs.contains(result.spec), counts[result.spec, default: 0] > 1,
                  result.artifacts.expected == nil, result.artifacts.actual == nil else { return result }
            let file = (golden as NSString).appendingPathComponent("\(result.name).png")
            // A sibling without a readable golden simply shows no picture.
            guard let data = FileManager.default.contents(atPath: file),
                  let relative = try? artifacts.write(Array(data), name: result.name, kind: .expected) else { return result }
            var shown = result
            shown.artifacts.expected = relative
            return shown
        }
    }
}
