/// Extra spacing after one arranged view of a stack (`setCustomSpacing(_:after:)`).
public struct CustomSpacing: Sendable, Hashable {
    /// The id of the arranged view the spacing follows.
    public var afterID: String
    /// The spacing in points, replacing the stack's `spacing` after that view.
    public var value: Double

    public init(afterID: String, value: Double) {
        self.afterID = afterID
        self.value = value
    }
}
