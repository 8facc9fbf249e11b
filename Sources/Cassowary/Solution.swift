/// A snapshot of every variable's value, taken by ``Solver/solution()``.
///
/// It is a plain value: later changes to the solver do not reach it, so it can be handed to
/// other stages and threads freely.
public struct Solution: Sendable, Equatable {
    /// Values indexed by ``Variable/index``.
    public let values: [Double]

    /// Wraps values indexed by variable index.
    public init(values: [Double]) { self.values = values }

    /// The value of `v`; 0 for a variable this solution does not know (made later, or by
    /// another solver), which is also the value of a variable no constraint mentions.
    public subscript(_ v: Variable) -> Double {
        v.index >= 0 && v.index < values.count ? values[v.index] : 0
    }
}
