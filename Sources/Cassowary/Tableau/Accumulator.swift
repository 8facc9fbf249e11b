/// A sparse scratch vector for building a row: dense coefficients plus the list of symbols
/// touched, so a build costs the size of what it touches and clearing costs the same.
struct Accumulator {
    var coefficient: [Double] = []
    var present: [Bool] = []
    /// Marks symbols already queued for expansion.
    var queued: [Bool] = []
    /// Symbols touched, in first-touch order (deterministic: it follows the input).
    var touched: [Int] = []
    var constant: Double = 0

    mutating func appendSymbol() {
        coefficient.append(0); present.append(false); queued.append(false)
    }

    mutating func truncate(to count: Int) {
        let k = coefficient.count - count
        coefficient.removeLast(k); present.removeLast(k); queued.removeLast(k)
    }

    /// Adds `c·s`; returns true when `s` was touched for the first time.
    @inline(__always)
    @discardableResult
    mutating func add(_ s: Int, _ c: Double) -> Bool {
        coefficient[s] = cleanedSum(coefficient[s], c)
        if present[s] { return false }
        present[s] = true
        touched.append(s)
        return true
    }

    mutating func reset() {
        for s in touched { coefficient[s] = 0; present[s] = false; queued[s] = false }
        touched.removeAll(keepingCapacity: true)
        constant = 0
    }

    /// The non-zero terms, sorted by symbol, skipping `excluded`, each multiplied by `scale`.
    func cells(scale: Double = 1, excluding excluded: Int = -1) -> [Cell] {
        var out: [Cell] = []
        out.reserveCapacity(touched.count)
        for s in touched where s != excluded && coefficient[s] != 0 {
            out.append(Cell(symbol: s, coefficient: coefficient[s] * scale))
        }
        if out.count > 32 {
            out.sort { $0.symbol < $1.symbol }
            return out
        }
        // Insertion sort: short rows, usually nearly sorted already.
        var i = 1
        while i < out.count {
            let cell = out[i]
            var j = i
            while j > 0 && out[j - 1].symbol > cell.symbol { out[j] = out[j - 1]; j -= 1 }
            out[j] = cell
            i += 1
        }
        return out
    }
}
