import AutoLayout

/// A name for a view in constraints: `let title = ViewRef("title")`, then `.id(title)` on the
/// view and `title.top == root.top + 16` in the constraints.
///
/// ``root`` is the canvas view; ``superview`` is the superview of the view on the other side
/// of the constraint, as in a spec file.
public struct ViewRef: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The item as the constraint grammar names it.
    public let item: ItemName

    /// A view by id (a C identifier, unique in the layout).
    public init(_ id: String) { item = .named(id) }

    /// A view by id written as a string literal: `let title: ViewRef = "title"`.
    public init(stringLiteral id: String) { self.init(id) }

    init(item: ItemName) { self.item = item }

    /// The canvas view (`root`).
    public static let root = ViewRef(item: .root)
    /// The superview of the view on the other side of a constraint (`superview`).
    public static let superview = ViewRef(item: .superview)

    /// The id as constraints name it: `title`, `root` or `superview`.
    public var description: String { item.description }

    func x(_ attribute: Attribute) -> XAxisAnchor { XAxisAnchor(name: AnchorName(item, attribute)) }
    func y(_ attribute: Attribute) -> YAxisAnchor { YAxisAnchor(name: AnchorName(item, attribute)) }
}

/// The canvas view, so constraints read `title.top == root.top + 16`. Same as ``ViewRef/root``.
public let root = ViewRef.root

extension ViewRef {
    /// The left edge (absolute: never flips).
    public var left: XAxisAnchor { x(.left) }
    /// The right edge (absolute).
    public var right: XAxisAnchor { x(.right) }
    /// The leading edge: left under ltr, right under rtl.
    public var leading: XAxisAnchor { x(.leading) }
    /// The trailing edge: right under ltr, left under rtl.
    public var trailing: XAxisAnchor { x(.trailing) }
    /// The horizontal center.
    public var centerX: XAxisAnchor { x(.centerX) }
    /// The left edge of the layout margins.
    public var leftMargin: XAxisAnchor { x(.leftMargin) }
    /// The right edge of the layout margins.
    public var rightMargin: XAxisAnchor { x(.rightMargin) }
    /// The leading edge of the layout margins.
    public var leadingMargin: XAxisAnchor { x(.leadingMargin) }
    /// The trailing edge of the layout margins.
    public var trailingMargin: XAxisAnchor { x(.trailingMargin) }
    /// The horizontal center of the layout margins.
    public var centerXWithinMargins: XAxisAnchor { x(.centerXWithinMargins) }

    /// The top edge.
    public var top: YAxisAnchor { y(.top) }
    /// The bottom edge.
    public var bottom: YAxisAnchor { y(.bottom) }
    /// The vertical center.
    public var centerY: YAxisAnchor { y(.centerY) }
    /// The baseline of the first line of text.
    public var firstBaseline: YAxisAnchor { y(.firstBaseline) }
    /// The baseline of the last line of text.
    public var lastBaseline: YAxisAnchor { y(.lastBaseline) }
    /// The top edge of the layout margins.
    public var topMargin: YAxisAnchor { y(.topMargin) }
    /// The bottom edge of the layout margins.
    public var bottomMargin: YAxisAnchor { y(.bottomMargin) }
    /// The vertical center of the layout margins.
    public var centerYWithinMargins: YAxisAnchor { y(.centerYWithinMargins) }

    /// The width.
    public var width: DimensionAnchor { DimensionAnchor(name: AnchorName(item, .width)) }
    /// The height.
    public var height: DimensionAnchor { DimensionAnchor(name: AnchorName(item, .height)) }
}
