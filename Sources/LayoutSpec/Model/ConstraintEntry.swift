import AutoLayout

/// One entry of a spec's `constraints` list, read once when it is made.
public enum ConstraintEntry: Sendable, Equatable {
    /// A constraint in the grammar: `row.leading == root.leading + 20`.
    case expression(WrittenConstraint)
    /// A Visual Format Language entry: `{vfl: "H:|-[a]-|", options: [...], metrics: {...}}`.
    case visualFormat(VisualFormatEntry)
}

extension ConstraintEntry {
    /// A constraint in the grammar, read now (see ``WrittenConstraint``).
    public static func expression(_ text: String) -> ConstraintEntry {
        .expression(WrittenConstraint(text))
    }

    /// Whether the constraint names one of these views. A VFL entry that names one is
    /// dropped whole, as its views are laid out together.
    func mentions(_ ids: Set<String>) -> Bool {
        let expressions: [ConstraintExpression]
        switch self {
        case .expression(let written):
            expressions = written.expressions
        case .visualFormat(let entry):
            let options = (try? VisualFormatOptions(names: entry.options)) ?? []
            let metrics = Dictionary(entry.metrics.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
            guard let parsed = try? VisualFormat.parse(entry.format, options: options, metrics: metrics) else { return false }
            expressions = parsed
        }
        return expressions.contains { e in
            [e.first.item, e.second?.item].contains { item in
                if case .named(let id)? = item { return ids.contains(id) }
                return false
            }
        }
    }
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
