/// Collects the views of a layout, a stack or a box, in order.
///
/// Supports `if`, `if`/`else`, `switch`, optionals and `for`…`in`, so views can be chosen
/// and repeated with ordinary Swift.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ element: some LayoutElement) -> [LayoutNode] { [element.node] }
    public static func buildExpression(_ node: LayoutNode) -> [LayoutNode] { [node] }
    public static func buildExpression(_ nodes: [LayoutNode]) -> [LayoutNode] { nodes }
    public static func buildBlock(_ parts: [LayoutNode]...) -> [LayoutNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [LayoutNode]?) -> [LayoutNode] { part ?? [] }
    public static func buildEither(first part: [LayoutNode]) -> [LayoutNode] { part }
    public static func buildEither(second part: [LayoutNode]) -> [LayoutNode] { part }
    public static func buildArray(_ parts: [[LayoutNode]]) -> [LayoutNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [LayoutNode]) -> [LayoutNode] { part }
}
