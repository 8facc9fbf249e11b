/// One entry of a spec's `constraints` list, as written (parsed when the spec is validated
/// and again when it is lowered).
public enum ConstraintEntry: Sendable, Equatable {
    /// A constraint in the grammar: `row.leading == root.leading + 20`.
    case expression(String)
    /// A Visual Format Language entry: `{vfl: "H:|-[a]-|", options: [...], metrics: {...}}`.
    case visualFormat(VisualFormatEntry)
}

/// A VFL entry with its options and metrics.
public struct VisualFormatEntry: Sendable, Equatable {
    /// The format string, e.g. `H:|-[a]-(>=8)-[b]-|`.
    public var format: String
    /// Option names in the order written (`alignAllTop`, `directionLeftToRight`, …).
    public var options: [String]
    /// Named metrics, in the order written (kept as a list so output never depends on
    /// dictionary order).
    public var metrics: [Metric]

    public init(format: String, options: [String] = [], metrics: [Metric] = []) {
        self.format = format
        self.options = options
        self.metrics = metrics
    }

    /// A named number usable in the format.
    public struct Metric: Sendable, Hashable {
        /// The name used in the format.
        public var name: String
        /// Its value in points (or a priority).
        public var value: Double
        public init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }
}
