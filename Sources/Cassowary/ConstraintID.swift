/// A handle for a constraint added to a ``Solver``.
///
/// Handles are handed out by ``Solver/add(_:)`` in increasing order, so sorting them gives
/// the order the constraints were added in. A handle stays unique for the solver's lifetime:
/// removing a constraint never lets its handle be reused.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position in the solver's add sequence (0 for the first constraint added).
    public let rawValue: Int

    /// Wraps a raw sequence number; normally only the solver creates handles.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Handles order by when their constraints were added.
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
    /// The handle as `#n`, for messages.
    public var description: String { "#\(rawValue)" }
}
