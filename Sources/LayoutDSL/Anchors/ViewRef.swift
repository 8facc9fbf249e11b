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

    public init(stringLiteral id: String) { self.init(id) }

    init(item: ItemName) { self.item = item }

    /// The canvas view (`root`).
    public static let root = ViewRef(item: .root)
    /// The superview of the view on the other side of a constraint (`superview`).
    public static let superview = ViewRef(item: .superview)

    public var description: String { item.description }

    func x(_ attribute: Attribute) -> XAxisAnchor { XAxisAnchor(name: AnchorName(item, attribute)) }
    func y(_ attribute: Attribute) -> YAxisAnchor { YAxisAnchor(name: AnchorName(item, attribute)) }
}

/// The canvas view, so constraints read `title.top == root.top + 16`. Same as ``ViewRef/root``.
public let root = ViewRef.root

extension ViewRef {
    public var left: XAxisAnchor { x(.left) }
    public var right: XAxisAnchor { x(.right) }
    public var leading: XAxisAnchor { x(.leading) }
    public var trailing: XAxisAnchor { x(.trailing) }
    public var centerX: XAxisAnchor { x(.centerX) }
    public var leftMargin: XAxisAnchor { x(.leftMargin) }
    public var rightMargin: XAxisAnchor { x(.rightMargin) }
    public var leadingMargin: XAxisAnchor { x(.leadingMargin) }
    public var trailingMargin: XAxisAnchor { x(.trailingMargin) }
    public var centerXWithinMargins: XAxisAnchor { x(.centerXWithinMargins) }

    public var top: YAxisAnchor { y(.top) }
    public var bottom: YAxisAnchor { y(.bottom) }
    public var centerY: YAxisAnchor { y(.centerY) }
    public var firstBaseline: YAxisAnchor { y(.firstBaseline) }
    public var lastBaseline: YAxisAnchor { y(.lastBaseline) }
    public var topMargin: YAxisAnchor { y(.topMargin) }
    public var bottomMargin: YAxisAnchor { y(.bottomMargin) }
    public var centerYWithinMargins: YAxisAnchor { y(.centerYWithinMargins) }

    public var width: DimensionAnchor { DimensionAnchor(name: AnchorName(item, .width)) }
    public var height: DimensionAnchor { DimensionAnchor(name: AnchorName(item, .height)) }
}
