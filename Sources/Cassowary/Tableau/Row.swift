/// A tableau row: `basic = constant + Σ coefficient·symbol`, cells sorted by symbol number.
///
/// Sorted arrays keep rows compact and let two rows merge in one pass; the order also makes
/// every scan over a row visit symbols in creation order, which is how ties are broken.
struct Row {
    var cells: [Cell]
    var constant: Double

    init(cells: [Cell] = [], constant: Double = 0) {
        self.cells = cells
        self.constant = constant
    }

    /// Position of `symbol` in `cells`, by binary search.
    func position(of symbol: Int) -> Int? {
        var lo = 0, hi = cells.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let s = cells[mid].symbol
            if s == symbol { return mid }
            if s < symbol { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Int) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        return cells[i].coefficient
    }
}
