import AutoLayout

/// The properties of a stack view (`UIStackView`'s public API), with its arranged views.
public struct StackSpec: Sendable, Equatable {
    public var axis: Axis = .horizontal
    public var distribution: StackConfiguration.Distribution = .fill
    public var alignment: StackConfiguration.Alignment = .fill
    /// Points between arranged views; negative values overlap them.
    public var spacing: Double = 0
    /// Spacing after particular arranged views, in the order written.
    public var customSpacing: [CustomSpacing] = []
    public var isBaselineRelativeArrangement = false
    public var isLayoutMarginsRelativeArrangement = false
    /// The arranged subviews, in order.
    public var arranged: [ViewSpec] = []
    /// The stack's own constraint model; nil = the document's (then `uikit`).
    public var model: StackConfiguration.Model?

    public init(axis: Axis = .horizontal, distribution: StackConfiguration.Distribution = .fill,
                alignment: StackConfiguration.Alignment = .fill, spacing: Double = 0,
                arranged: [ViewSpec] = []) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.arranged = arranged
    }
}
