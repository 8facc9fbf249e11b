/// How strongly a constraint should hold, on Auto Layout's scale: 1000 is required.
///
/// Priorities are **strictly ordered levels**, not weights: any amount of error at 999
/// outweighs any amount at 998, and 999.5 is a level of its own between them. The solver
/// keeps one error sum per distinct level and compares them lexicographically.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The level, 0 < value ≤ 1000.
    public let value: Double

    /// A priority of `value`. Values outside `(0, 1000]` or not finite are rejected by the
    /// solver with ``SolverError/invalidPriority(_:)``, never by crashing.
    public init(_ value: Double) { self.value = value }

    /// 1000: the constraint must hold; failing to hold it is an error, not a compromise.
    public static let required = Priority(1000)
    /// 750, UIKit's `defaultHigh`.
    public static let high = Priority(750)
    /// 250, UIKit's `defaultLow`.
    public static let low = Priority(250)

    /// True for 1000 and above: the constraint must hold.
    public var isRequired: Bool { value >= 1000 }

    /// Priorities order by value: a higher one is a level above.
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
    /// The value, without a fraction when it is whole (`750`, `999.5`).
    public var description: String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
