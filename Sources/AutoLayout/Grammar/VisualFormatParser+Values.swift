/// The value tokens of VFL: constants (numbers and metrics), view names, priorities.
extension VisualFormatParser {
    /// The object of a predicate: a number, a metric, or (inside a view's parentheses) another
    /// view. A simple predicate in a connection (`-50-`) takes no sign: Apple's grammar
    /// writes negative spacings in parentheses, `-(-5)-`.
    mutating func constant(inView view: String?) throws(VisualFormatError) -> VisualFormatSyntax.Predicate.Object {
        let column = scanner.column
        switch scanner.scanSignedNumber() {
        case .success(let value)?: return .constant(value)
        case .failure(let failure)?: throw VisualFormatError(column: failure.column, message: failure.message)
        case nil: break
        }
        guard let name = scanner.scanIdentifier() else {
            let what = view == nil ? "a number or a metric name" : "a number, a metric name or a view name"
            throw error("expected \(what), found \(scanner.found)")
        }
        if let value = metrics[name] {
            return .constant(try finite(value, metric: name, column: column))
        }
        guard let view else {
            // A typo of a metric gets a hint; otherwise the name may be meant as a view.
            let hint = Suggestion.hint(for: name, among: metricNames)
            throw VisualFormatError(
                column: column,
                message: "expected a number or a metric name, found '\(name)', which is not in the metrics"
                    + (hint.isEmpty ? " (spacings are constants; only a view's size can equal another view's)" : hint))
        }
        if name == view {
            throw VisualFormatError(column: column, message: "'\(view)' can't be sized relative to itself")
        }
        return .view(name)
    }

    /// The priority after `@`: a number, a metric, or one of ``PriorityLevel``'s names when
    /// no metric has that name; always within 1…1000.
    mutating func priority() throws(VisualFormatError) -> Double {
        let column = scanner.column
        let value: Double
        switch scanner.scanSignedNumber() {
        case .success(let number)?:
            value = number
        case .failure(let failure)?:
            throw VisualFormatError(column: failure.column, message: failure.message)
        case nil:
            guard let name = scanner.scanIdentifier() else {
                throw error("expected a priority (a number, a metric name or a priority name) after '@', "
                            + "found \(scanner.found)")
            }
            if let metric = metrics[name] {
                value = try finite(metric, metric: name, column: column)
            } else if let named = PriorityLevel.value(named: name) {
                value = named
            } else {
                throw VisualFormatError(
                    column: column,
                    message: "expected a priority after '@', found '\(name)', which is neither a metric "
                        + "nor a priority name" + Suggestion.hint(for: name, among: metricNames + PriorityLevel.candidates))
            }
        }
        guard PriorityLevel.range.contains(value) else {
            throw VisualFormatError(column: column, message: "expected a priority between 1 and 1000, found \(fmt(value))")
        }
        return value
    }

    /// Metric names in a fixed order, so hints never depend on dictionary order.
    private var metricNames: [String] { metrics.keys.sorted() }

    private func finite(_ value: Double, metric: String, column: Int) throws(VisualFormatError) -> Double {
        guard value.isFinite else {
            throw VisualFormatError(column: column, message: "metric '\(metric)' is \(value), expected a finite number")
        }
        return value
    }

    func error(_ message: String) -> VisualFormatError {
        VisualFormatError(column: scanner.column, message: message)
    }
}
