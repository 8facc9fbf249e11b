/// What a tableau symbol stands for.
///
/// Every symbol except `external` is restricted to values ≥ 0. Symbols are numbered in
/// creation order; that number is the total order every tie in the solver is broken by.
enum SymbolKind: UInt8 {
    /// A caller's ``Variable``: unrestricted in sign.
    case external
    /// The slack of a required inequality (`expr + s = 0`), or a phase-one artificial.
    case slack
    /// The positive or negative part of a soft constraint's violation; carries the cost.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
    /// The row holding the phase-one objective while a required constraint is being placed.
    case objective

    /// True for symbols the simplex keeps ≥ 0 and pivots on.
    var isPivotable: Bool { self == .slack || self == .error }
    /// True for rows that are constraints of the restricted simplex (not definitions of
    /// external variables and not the phase-one objective).
    var isRestrictedRow: Bool { self == .slack || self == .error || self == .dummy }
}

/// One `coefficient·symbol` term of a row.
struct Cell {
    var symbol: Int
    var coefficient: Double
}

/// Adds two numbers and snaps the result to 0 when it is cancellation noise: tiny compared
/// with the operands. A relative test keeps genuinely small numbers (a weight of 1 + 1e-6
/// against 1 leaves 1e-6, far above the noise of 1e-16 · 1).
@inline(__always)
func cleanedSum(_ a: Double, _ b: Double) -> Double {
    let r = a + b
    let scale = max(abs(a), abs(b))
    return abs(r) <= 1e-11 * scale ? 0 : r
}
