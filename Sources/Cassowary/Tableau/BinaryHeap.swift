/// A binary heap of integers ordered by a caller-supplied key, smallest key first.
///
/// The solver keeps candidate symbols here so the next pivot is found without scanning the
/// whole objective; keys are total orders, so the heap never lets hashing pick a pivot.
struct BinaryHeap {
    private(set) var items: [Int] = []

    var isEmpty: Bool { items.isEmpty }
    var first: Int? { items.first }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(_ x: Int, _ less: (Int, Int) -> Bool) {
        items.append(x)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            if !less(items[i], items[parent]) { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop(_ less: (Int, Int) -> Bool) -> Int? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count && less(items[l], items[m]) { m = l }
                if r < items.count && less(items[r], items[m]) { m = r }
                if m == i { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}
