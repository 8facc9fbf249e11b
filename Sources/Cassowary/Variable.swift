/// A solver variable: a plain identifier handed out by ``Solver/makeVariable(_:)``.
///
/// Variables carry no value of their own; the solver's ``Solution`` maps them to values.
/// That keeps every stage output a value type: nothing shared is mutated behind the caller.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Dense index, unique within the solver that made it (0, 1, 2, … in creation order).
    public let index: Int

    /// Creates a variable handle. Normally only ``Solver/makeVariable(_:)`` calls this.
    public init(index: Int) { self.index = index }

    /// Variables order by when the solver made them.
    public static func < (a: Variable, b: Variable) -> Bool { a.index < b.index }
    /// The variable as `vN`, for messages (``Solver/name(of:)`` has its given name).
    public var description: String { "v\(index)" }
}
