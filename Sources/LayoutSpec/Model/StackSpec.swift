import AutoLayout

/// The properties of a stack view (`UIStackView`'s public API), with its arranged views.
public struct StackSpec: Sendable, Equatable {
    /// The direction arranged views follow (default horizontal).
    public var axis: Axis = .horizontal
    /// How arranged views share the length along the axis (default fill).
    public var distribution: StackConfiguration.Distribution = .fill
    /// How arranged views sit across the axis (default fill).
    public var alignment: StackConfiguration.Alignment = .fill
    /// Points between arranged views; negative values overlap them.
    public var spacing: Double = 0
    /// Spacing after particular arranged views, in the order written.
    public var customSpacing: [CustomSpacing] = []
    /// `baselineRelativeArrangement`: spacing measured between baselines.
    public var isBaselineRelativeArrangement = false
    /// `layoutMarginsRelativeArrangement`: arranged views inset by the layout margins.
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
