import Stacksnap
import Foundation
import Synchronization

/// Remembers what golden PNGs decode to, so an unchanged snapshot costs a render and a hash
/// instead of a render and a PNG decode.
///
/// An entry maps the digest of a golden file's bytes to its size and the digest of its
/// decoded pixels. The key is the content, not the path or a time stamp: a golden that
/// changes in any way (a checkout, an edit, a re-record) simply misses, and is decoded and
/// compared in full. A hit says "the render has exactly the golden's pixels" only when the
/// render's digest equals the remembered one; anything else is decoded and compared as if
/// there were no cache. Losing or corrupting the cache file costs time, never a verdict.
///
/// Thread-safe: lookups read what was loaded, new entries go through a lock.
public final class GoldenCache: Sendable {
    /// What a golden decodes to.
    public struct Entry: Sendable, Equatable {
        public var width: Int
        public var height: Int
        package var pixels: Digest128
    }

    /// The file in the cache folder; the version changes whenever decoding could.
    public static let fileName = "golden-pixels-v1.txt"
    static let header = "# stacksnap golden cache v1: png-digest width height pixel-digest"
    /// More entries than this and only the ones used by the last run are kept.
    static let maxEntries = 20_000

    /// The cache file, or nil for an in-memory cache.
    public let path: String?
    private let loaded: [Digest128: Entry]
    private let state = Mutex<(added: [Digest128: Entry], used: Set<Digest128>)>(([:], []))
    private let hitCount = Atomic<Int>(0)

    init(path: String?, entries: [Digest128: Entry]) {
        self.path = path
        self.loaded = entries
    }

    /// The cache in `folder` (an empty one when the file is missing or unreadable).
    public static func open(folder: String) -> GoldenCache {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path) else { return GoldenCache(path: path, entries: [:]) }
        return GoldenCache(path: path, entries: parse(String(decoding: data, as: UTF8.self)))
    }

    /// An empty cache that is never saved.
    public static func inMemory() -> GoldenCache { GoldenCache(path: nil, entries: [:]) }

    /// What the golden file with these bytes decodes to, if known.
    package func entry(for png: Digest128) -> Entry? {
        if let hit = loaded[png] {
            state.withLock { _ = $0.used.insert(png) }
            return hit
        }
        return state.withLock { $0.added[png] }
    }

    /// Remembers what a golden decoded to.
    package func record(_ entry: Entry, for png: Digest128) {
        state.withLock {
            $0.added[png] = entry
            $0.used.insert(png)
        }
    }

    /// Counts a golden whose decode the cache saved.
    func noteHit() {
        hitCount.wrappingAdd(1, ordering: .relaxed)
    }

    /// Goldens not decoded in this run because the cache knew them.
    public var hits: Int { hitCount.load(ordering: .relaxed) }

    /// Number of entries learnt in this run.
    public var addedCount: Int { state.withLock { $0.added.count } }

    /// Writes the cache (sorted, atomically); does nothing for an in-memory cache or when
    /// nothing was learnt.
    public func save() throws(VerifyError) {
        guard let path else { return }
        let (added, used) = state.withLock { ($0.added, $0.used) }
        guard !added.isEmpty else { return }
        var all = loaded.merging(added) { $1 }
        if all.count > Self.maxEntries { all = all.filter { used.contains($0.key) } }
        var text = Self.header + "\n"
        for key in all.keys.sorted(by: { ($0.high, $0.low) < ($1.high, $1.low) }) {
            guard let entry = all[key] else { continue }
            text += "\(key) \(entry.width) \(entry.height) \(entry.pixels)\n"
        }
        try ReportFiles.createFolder((path as NSString).deletingLastPathComponent)
        try ReportFiles.write(text, to: path)
    }

    /// Reads the lines it can and skips the rest: a damaged cache is a slower run, not an
    /// error.
    static func parse(_ text: String) -> [Digest128: Entry] {
        var entries: [Digest128: Entry] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            guard fields.count == 4, let key = Digest128(hex: fields[0]), let width = Int(fields[1]),
                  let height = Int(fields[2]), let pixels = Digest128(hex: fields[3]), width > 0, height > 0 else { continue }
            entries[key] = Entry(width: width, height: height, pixels: pixels)
        }
        return entries
    }
}
