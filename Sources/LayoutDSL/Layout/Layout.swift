import AutoLayout
import LayoutSpec

/// A layout written in Swift: the same document a spec file describes, built with result
/// builders and constraint operators.
///
/// ```swift
/// let title = ViewRef("title"), icon = ViewRef("icon")
/// let card = Layout("card", canvas: Canvas(width: 320)) {
///     Image(symbol: "star").id(icon)
///     Label("Favourites").id(title).font(size: 17, weight: .semibold)
/// } constraints: {
///     icon.leading == root.leading + 16
///     icon.size == (24, 24)
///     title.leading == icon.trailing + 8
///     title.centerY == icon.centerY
///     icon.verticalEdges == root.verticalEdges.inset(12)
/// }
/// let document = try card.document()     // a SpecDocument, validated like a spec file
/// print(try card.specYAML)                // the same layout as a spec file
/// ```
public struct Layout: Sendable {
    /// The snapshot name (a spec's `name`).
    public var name: String
    /// Size, scale, background and direction of the picture.
    public var canvas: Canvas
    /// The canvas view itself, with the layout's views as its subviews.
    public var root: LayoutNode
    /// The constraints in the order written.
    public var constraints: [ConstraintGroup]
    /// Everything else a spec document holds: variants, composition, comparison settings,
    /// ignored regions, model, debug overlay. ``document()`` starts from this value and
    /// sets the name, canvas, views and constraints from the properties above.
    public var settings: SpecDocument
    /// Where the layout is written (`#filePath`, `#line` of the `Layout(…)` call): what its
    /// constraints' messages point at, since a constraint operator cannot learn its own line.
    public var definedAt: SourceLocation

    /// A layout named `name` whose views are the subviews of the canvas view `root` (a plain
    /// box whose own properties, such as its background or margins, may be set).
    public init(_ name: String, canvas: Canvas = Canvas(), root rootView: Box = Box(),
                @ViewBuilder _ views: () -> [LayoutNode],
                @ConstraintBuilder constraints: () -> [ConstraintGroup] = { [] },
                file: String = #filePath, line: Int = #line) {
        self.name = name
        definedAt = SourceLocation(file: file, line: line)
        self.canvas = canvas
        root = rootView.node
        root.appendSubviews(views())
        self.constraints = constraints()
        settings = SpecDocument(name: name)
    }
}
