/// The rows that mention one symbol: a small vector holding two entries inline.
///
/// Most symbols sit in one or two rows, so keeping those inline spares an allocation per
/// symbol (profiling showed column arrays as the largest cost of building a long chain).
/// The order of entries depends only on the order of operations, never on hashing.
struct Column: Sequence {
    private var first = -1
    private var second = -1
    private var rest: [Int] = []

    init() {}

    var isEmpty: Bool { first < 0 }

    mutating func append(_ row: Int) {
        if first < 0 { first = row } else if second < 0 { second = row } else {
            // A symbol in a third row is usually shared widely (a spanner's, a fit's): skip
            // the first few regrowths.
            if rest.capacity == 0 { rest.reserveCapacity(6) }
            rest.append(row)
        }
    }

    /// Removes one occurrence of `row`, if present.
    mutating func remove(_ row: Int) {
        if first == row {
            first = second
            second = rest.popLast() ?? -1
            if first < 0 { second = -1 }
        } else if second == row {
            second = rest.popLast() ?? -1
        } else if let i = rest.lastIndex(of: row) {
            rest.swapAt(i, rest.count - 1)
            rest.removeLast()
        }
    }

    mutating func removeAll() { self = Column() }

    /// Removes every row for which `removed` is true in one pass, keeping the others in
    /// order: a pivot can cancel a symbol in hundreds of rows, and one pass over its column
    /// costs what one removal's scan did.
    mutating func removeAll(where removed: (Int) -> Bool) {
        var keptFirst = first >= 0 && !removed(first) ? first : -1
        var keptSecond = second >= 0 && !removed(second) ? second : -1
        if keptFirst < 0 { keptFirst = keptSecond; keptSecond = -1 }
        // The rest is compacted where it is: rebuilding the column allocated a new array
        // and appended entry by entry, a fifth of a long proportional stack's layout.
        let count = rest.withUnsafeMutableBufferPointer { rows in
            var kept = 0
            for i in rows.indices where !removed(rows[i]) {
                rows[kept] = rows[i]
                kept += 1
            }
            return kept
        }
        rest.removeLast(rest.count - count)
        // Refill the two inline places from the front of the rest, keeping the order.
        var taken = 0
        if keptFirst < 0 && taken < rest.count { keptFirst = rest[taken]; taken += 1 }
        if keptSecond < 0 && taken < rest.count { keptSecond = rest[taken]; taken += 1 }
        if taken > 0 { rest.removeFirst(taken) }
        first = keptFirst
        second = keptSecond
    }

    struct Iterator: IteratorProtocol {
        let column: Column
        var position = 0
        mutating func next() -> Int? {
            defer { position += 1 }
            switch position {
            case 0: return column.first >= 0 ? column.first : nil
            case 1: return column.second >= 0 ? column.second : nil
            default: return position - 2 < column.rest.count ? column.rest[position - 2] : nil
            }
        }
    }

    func makeIterator() -> Iterator { Iterator(column: self) }
}
