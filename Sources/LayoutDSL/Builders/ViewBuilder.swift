/// Collects the views of a layout, a stack or a box, in order.
///
/// Supports `if`, `if`/`else`, `switch`, optionals and `for`…`in`, so views can be chosen
/// and repeated with ordinary Swift.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ element: some LayoutElement) -> [ViewNode] { [element.node] }
    public static func buildExpression(_ node: ViewNode) -> [ViewNode] { [node] }
    public static func buildExpression(_ nodes: [ViewNode]) -> [ViewNode] { nodes }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [ViewNode]) -> [ViewNode] { part }
}
