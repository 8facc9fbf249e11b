/// The bases one primal re-solve has passed through, kept as hashes so that a return to one
/// is noticed.
///
/// Bland's rule never visits a basis twice in exact arithmetic. In floating point it can:
/// when rounding leaves reduced costs about the size of `Objective.epsilon` at some level, a
/// cost just past the threshold enters at one pivot and its mirror just under it is ignored
/// at the next, and the pivots go round a cycle until the pivot limit — tens of thousands of
/// pivots per call in an `equalCentering` stack of forty views, whose bases can hold
/// coefficients of 3⁻ᵏ and amplify rounding as much. A repeated basis is proof that the
/// costs deciding those pivots were noise.
///
/// A basis is hashed as the XOR of a mixed hash of every symbol swapped in or out since the
/// re-solve began: a pivot swaps one symbol each way, so the same set of basic symbols gives
/// the same hash whatever the path. Two different sets collide with probability 2⁻⁶⁴, and a
/// collision only costs an early switch to the coarser threshold. The set of hashes answers
/// membership only; its order reaches no decision.
struct BasisTrail {
    private var hash: UInt64 = 0
    private var seen: Set<UInt64> = []

    /// Starts a re-solve: the current basis is the origin. Nothing is stored until the first
    /// pivot, so the many re-solves that pivot not at all cost nothing here.
    mutating func start() {
        hash = 0
        if !seen.isEmpty { seen.removeAll(keepingCapacity: true) }
    }

    /// Records the pivot that made `enter` basic in place of `leave`; true when the basis it
    /// leads to was visited before.
    mutating func revisits(enter: Int, leave: Int) -> Bool {
        if seen.isEmpty { seen.insert(hash) }
        hash ^= Self.mix(enter) ^ Self.mix(leave)
        return !seen.insert(hash).inserted
    }

    /// Forgets the bases visited so far; the current one becomes the origin (after the
    /// re-solve changed its rules, an earlier basis is no longer a sign of a cycle).
    mutating func forgetVisited() {
        seen.removeAll(keepingCapacity: true)
        seen.insert(hash)
    }

    /// SplitMix64's finalizer: spreads symbol numbers over all 64 bits.
    private static func mix(_ s: Int) -> UInt64 {
        var z = UInt64(truncatingIfNeeded: s) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
