import LayoutSpec

/// A Visual Format Language entry among the constraints:
/// `VFL("H:|-[icon(44)]-[title]-|", options: ["alignAllCenterY"])`.
public struct VFL: Sendable, Equatable {
    /// The entry as a spec holds it.
    public var entry: VisualFormatEntry

    /// A format with option names (`alignAllTop`, …) and named metrics, kept in the order
    /// written so output never depends on dictionary order.
    public init(_ format: String, options: [String] = [], metrics: KeyValuePairs<String, Double> = [:]) {
        entry = VisualFormatEntry(format: format, options: options,
                                  metrics: metrics.map { VisualFormatEntry.Metric(name: $0.key, value: $0.value) })
    }
}
