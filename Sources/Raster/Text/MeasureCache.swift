import Synchronization

/// A bounded, lock-protected cache of text measurements shared by all threads.
///
/// Measuring is a pure function of the key, so the cache never changes a result, only how
/// fast it comes back; when it is full it is emptied (a simple bound with no ordering that
/// could leak into output).
final class MeasureCache: Sendable {
    struct Key: Hashable, Sendable {
        let style: TextStyle
        let maxWidth: Double?
        /// The font set measured with (nil: the bundled fonts alone).
        let fonts: FontFolder?

        /// Hashes what tells most labels apart — the text, the font, the line limit and the
        /// width — and leaves the rest (runs, paragraph style, fitting, folder) to `==`:
        /// a cache hit is then as cheap as when a style had only those fields.
        func hash(into hasher: inout Hasher) {
            hasher.combine(style.text)
            hasher.combine(style.font)
            hasher.combine(style.lines)
            hasher.combine(maxWidth)
        }
    }

    private let entries = Mutex<[Key: TextMetrics]>([:])
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    func value(for key: Key) -> TextMetrics? {
        entries.withLock { $0[key] }
    }

    func store(_ metrics: TextMetrics, for key: Key) {
        entries.withLock { table in
            if table.count >= capacity { table.removeAll(keepingCapacity: true) }
            table[key] = metrics
        }
    }

    var count: Int { entries.withLock { $0.count } }
}
