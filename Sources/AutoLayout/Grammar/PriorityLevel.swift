/// Named constraint priorities, as specs and UIKit spell them.
public enum PriorityLevel {
    /// Every accepted name with its value, in the order hints list them. The short names come
    /// from the spec format; the `default…`/`…Level` forms are `UILayoutPriority`'s own.
    public static let names: [(name: String, value: Double)] = [
        ("required", 1000),
        ("high", 750),
        ("low", 250),
        ("fittingSize", 50),
        ("defaultHigh", 750),
        ("defaultLow", 250),
        ("fittingSizeLevel", 50),
    ]

    /// The valid range of a priority: UIKit rejects 0 and anything above `required`.
    public static let range: ClosedRange<Double> = 1...1000

    /// The value of a priority name (case-sensitive, like the rest of the grammar).
    public static func value(named name: String) -> Double? {
        names.first { $0.name == name }?.value
    }

    /// The names, for "did you mean" hints.
    static var candidates: [String] { names.map(\.name) }
}
