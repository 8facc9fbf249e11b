import AutoLayout

/// A named set of changes rendered as an extra snapshot `<name>.<variant>`.
public struct VariantSpec: Sendable, Equatable {
    /// Letters, digits, `_` and `-`; `default` is reserved for the document itself.
    public var name: String
    /// Text shown above the snapshot in a composed figure; nil = the variant's name.
    public var caption: String?
    /// Canvas keys changed by the variant.
    public var canvas: CanvasOverride
    /// View properties changed by the variant, in the order written.
    public var set: [PropertyOverride]
    /// Constraint model for every stack of the variant (beats each stack's own `model`).
    public var model: StackConfiguration.Model?
    /// Ids of views the variant removes, with everything inside them — as
    /// `removeFromSuperview()` does, which also removes every constraint naming them.
    public var remove: [String]

    public init(name: String, caption: String? = nil, canvas: CanvasOverride = CanvasOverride(),
                set: [PropertyOverride] = [], model: StackConfiguration.Model? = nil, remove: [String] = []) {
        self.name = name
        self.caption = caption
        self.canvas = canvas
        self.set = set
        self.model = model
        self.remove = remove
    }
}
