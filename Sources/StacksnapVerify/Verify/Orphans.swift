import Stacksnap
import Foundation

/// Goldens no snapshot uses any more (a spec was renamed or deleted), and temporary files an
/// interrupted golden write left behind.
public struct Orphans: Sendable, Equatable, Codable {
    /// Golden files (`.png`, `.frames.txt`, `.constraints.txt`) whose snapshot no spec produces, sorted.
    public var goldens: [String]
    /// `.<golden>.<pid>.<random>.tmp` files from writes that were killed, sorted.
    public var temporaries: [String]

    public init(goldens: [String] = [], temporaries: [String] = []) {
        self.goldens = goldens
        self.temporaries = temporaries
    }

    public var isEmpty: Bool { goldens.isEmpty && temporaries.isEmpty }
    /// Every file, goldens first.
    public var all: [String] { goldens + temporaries }

    /// What to do with orphans.
    public enum Policy: String, Sendable, CaseIterable {
        /// List them (the default).
        case report
        /// Delete them, on a run that saw every spec.
        case delete
    }

    /// Lists the golden folder's orphans (top level only: goldens are `<folder>/<name>.png`).
    /// `names` must be every snapshot of every spec. A missing folder has none.
    public static func scan(_ store: GoldenStore, names: [String]) throws(VerifyError) -> Orphans {
        guard FileManager.default.fileExists(atPath: store.folder) else { return Orphans() }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: store.folder)
        } catch {
            throw .io(path: store.folder, message: "cannot list the golden folder: \(AtomicFile.reason(error))")
        }
        let known = Set(names)
        var result = Orphans()
        for entry in entries.sorted() {
            if isTemporary(entry) {
                result.temporaries.append(store.path(entry))
            } else if let name = snapshotName(entry), !known.contains(name) {
                result.goldens.append(store.path(entry))
            }
        }
        return result
    }

    /// The snapshot a golden file belongs to, or nil for any other file.
    static func snapshotName(_ file: String) -> String? {
        guard !file.hasPrefix(".") else { return nil }
        for suffix in Self.suffixes where file.hasSuffix(suffix) {
            return String(file.dropLast(suffix.count))
        }
        return nil
    }

    /// True for the temporary files ``AtomicFile`` writes next to a golden.
    static func isTemporary(_ file: String) -> Bool {
        file.hasPrefix(".") && file.hasSuffix(".tmp")
            && suffixes.contains { file.contains($0 + ".") }
    }

    /// The kinds of file a snapshot keeps in the golden folder.
    static let suffixes = [GoldenStore.framesSuffix, GoldenStore.constraintsSuffix, GoldenStore.imageSuffix]

    /// Why deleting orphans would be unsafe on this run, or nil when it is safe: only a run
    /// that read every spec (folders given, no shard, no name filter, every spec valid)
    /// knows which goldens are unused.
    public static func deletionRefusal(inputsAreFolders: Bool, shard: Shard?, filtered: Bool,
                                       specsComplete: Bool) -> String? {
        if !inputsAreFolders { return "spec files were named, so goldens of other specs would look unused" }
        if let shard, !shard.isWhole { return "this is shard \(shard), and deleting needs the whole suite" }
        if filtered { return "--filter was given, and deleting needs the whole suite" }
        if !specsComplete { return "a spec could not be read, so the goldens it owns are unknown" }
        return nil
    }

    /// Deletes every orphan and returns the files deleted.
    public func delete() throws(VerifyError) -> [String] {
        var deleted: [String] = []
        for path in all {
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                throw .io(path: path, message: "cannot delete the unused golden: \(AtomicFile.reason(error))")
            }
            deleted.append(path)
        }
        return deleted
    }
}
