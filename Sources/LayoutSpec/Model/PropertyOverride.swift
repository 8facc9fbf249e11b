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
