/// The lexicographic optimum of a tiny system by enumeration, independent of the solver.
///
/// Every constraint's error is linear inside each cell of the arrangement of the hyperplanes
/// `expression = 0`, so the lexicographic minimum is reached at a vertex of some cell. With a
/// wish `x_i == r_i` for every variable among the constraints, the hyperplane normals span
/// the space and every cell has vertices: enumerating all intersections of `n` hyperplanes
/// that satisfy the required constraints finds the optimum.
enum BruteForce {
    static func optimum(_ specs: [Spec], variables n: Int) -> [(level: Double, error: Double)]? {
        var best: [(level: Double, error: Double)]? = nil
        forEachSubset(of: specs.count, size: n) { subset in
            guard let x = solve(subset.map { specs[$0] }, n) else { return }
            for s in specs where s.priority >= 1000 && s.violation(x) > 1e-7 * (1 + abs(s.constant)) { return }
            let obj = objective(specs, x)
            if best == nil || compareObjective(obj, best!) < 0 { best = obj }
        }
        return best
    }

    /// Solves `spec.value(x) = 0` for the given n specs (Gaussian elimination, partial
    /// pivoting); nil when singular.
    static func solve(_ rows: [Spec], _ n: Int) -> [Double]? {
        var a = rows.map { $0.coefficients + [-$0.constant] }
        for col in 0..<n {
            var pivot = col
            for r in col..<n where abs(a[r][col]) > abs(a[pivot][col]) { pivot = r }
            if abs(a[pivot][col]) < 1e-9 { return nil }
            a.swapAt(col, pivot)
            for r in 0..<n where r != col {
                let f = a[r][col] / a[col][col]
                if f != 0 { for c in col...n { a[r][c] -= f * a[col][c] } }
            }
        }
        return (0..<n).map { a[$0][n] / a[$0][$0] }
    }

    static func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
        guard size <= count else { return }
        var idx = Array(0..<size)
        while true {
            body(idx)
            var i = size - 1
            while i >= 0 && idx[i] == count - size + i { i -= 1 }
            if i < 0 { return }
            idx[i] += 1
            for j in (i + 1)..<size { idx[j] = idx[j - 1] + 1 }
        }
    }
}
