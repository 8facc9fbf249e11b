/// Collects the views of a layout, a stack or a box, in order.
///
/// Supports `if`, `if`/`else`, `switch`, optionals and `for`…`in`, so views can be chosen
/// and repeated with ordinary Swift.
@resultBuilder
public enum ViewBuilder {
    /// A view: `Label("Hi")`, `Box(size: 44)`, a stack with its modifiers.
    public static func buildExpression(_ element: some LayoutElement) -> [LayoutNode] { [element.node] }
    /// A view already built into its node.
    public static func buildExpression(_ node: LayoutNode) -> [LayoutNode] { [node] }
    /// Views made elsewhere, such as a helper function that returns several, in order.
    public static func buildExpression(_ nodes: [LayoutNode]) -> [LayoutNode] { nodes }
    /// The statements of a block, in the order written.
    public static func buildBlock(_ parts: [LayoutNode]...) -> [LayoutNode] { parts.flatMap { $0 } }
    /// An `if` (or `if let`) without `else`: its views, or none when the condition fails.
    public static func buildOptional(_ part: [LayoutNode]?) -> [LayoutNode] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [LayoutNode]) -> [LayoutNode] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [LayoutNode]) -> [LayoutNode] { part }
    /// A `for`…`in` loop: every iteration's views, in order.
    public static func buildArray(_ parts: [[LayoutNode]]) -> [LayoutNode] { parts.flatMap { $0 } }
    /// An `if #available` branch, unchanged.
    public static func buildLimitedAvailability(_ part: [LayoutNode]) -> [LayoutNode] { part }
}
