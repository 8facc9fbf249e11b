import Cassowary
import Testing

/// A required constraint placed by phase one must hold, whatever rounding the tableau
/// carries. The system is a `fillProportionally`-like row of n widths (see
/// `InterruptionTests.row`): Σwᵢ == W required, wᵢ == (i+1)/T·W at 999 − i with
/// T = n(n+1)/2, content wishes at 750 and 250. Fixing W == 100 afterwards needs phase
/// one; the shares sum to 1, so every proportional wish holds and wᵢ = 100(i+1)/T.
/// Entering on a cancellation residue (~1e-11) once left W at 4249.25 for n = 30 with no
/// error, and at the row's content width for n = 32, 34, 37, 46–50, 52, 53, 55, 57, 58, 63, 64.
@Suite struct PhaseOneNoiseTests {
    @Test(arguments: Array(1...80))
    func aFixedProportionalRowSplitsByItsShares(n: Int) throws {
        let solver = Solver()
        let (total, w) = try InterruptionTests.row(solver, count: n)
        try InterruptionTests.fix(total, solver)
        let t = Double(n * (n + 1) / 2)
        #expect(abs(solver.value(of: total) - 100) < 1e-6)
        for i in w.indices {
            #expect(abs(solver.value(of: w[i]) - 100 * Double(i + 1) / t) < 1e-6, "w\(i)")
        }
    }
}
