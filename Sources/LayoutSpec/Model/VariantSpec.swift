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

    public init(name: String, caption: String? = nil, canvas: CanvasOverride = CanvasOverride(),
                set: [PropertyOverride] = [], model: StackConfiguration.Model? = nil) {
        self.name = name
        self.caption = caption
        self.canvas = canvas
        self.set = set
        self.model = model
    }
}

/// One `"id.property": value` entry of a variant's `set`.
public struct PropertyOverride: Sendable, Equatable {
    /// The view's id (`root` names the canvas).
    public var viewID: String
    /// The property with its new value.
    public var property: ViewProperty

    public init(viewID: String, _ property: ViewProperty) {
        self.viewID = viewID
        self.property = property
    }

    /// The key as written: `row.axis`.
    public var path: String { "\(viewID).\(property.key.rawValue)" }
}
