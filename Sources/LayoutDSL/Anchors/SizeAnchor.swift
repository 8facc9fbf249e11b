import AutoLayout

/// Width and height of one view at once: `icon.size == (44, 44)`, `a.size == b.size`,
/// `a.size >= (44, 44) ~ .high`, `thumb.size == 0.5 * photo.size`.
public struct SizeAnchor: Sendable {
    let item: ItemName
    var multiplier: Double = 1

    init(_ item: ItemName) { self.item = item }

    /// Both sides scaled: `0.5 * b.size`.
    public static func * (multiplier: Double, anchor: SizeAnchor) -> SizeAnchor {
        var copy = anchor
        copy.multiplier *= multiplier
        return copy
    }

    /// Both sides scaled: `b.size * 0.5`.
    public static func * (anchor: SizeAnchor, multiplier: Double) -> SizeAnchor { multiplier * anchor }

    /// Width to width and height to height: two `==` constraints.
    public static func == (first: SizeAnchor, second: SizeAnchor) -> ConstraintGroup { relate(first, .equal, second) }
    /// At most the other size, on both axes.
    public static func <= (first: SizeAnchor, second: SizeAnchor) -> ConstraintGroup { relate(first, .lessOrEqual, second) }
    /// At least the other size, on both axes.
    public static func >= (first: SizeAnchor, second: SizeAnchor) -> ConstraintGroup { relate(first, .greaterOrEqual, second) }

    /// A fixed size as `(width, height)`.
    public static func == (first: SizeAnchor, size: (Double, Double)) -> ConstraintGroup { fixed(first, .equal, size) }
    /// At most `(width, height)`.
    public static func <= (first: SizeAnchor, size: (Double, Double)) -> ConstraintGroup { fixed(first, .lessOrEqual, size) }
    /// At least `(width, height)`.
    public static func >= (first: SizeAnchor, size: (Double, Double)) -> ConstraintGroup { fixed(first, .greaterOrEqual, size) }

    /// A fixed size as a ``Size`` value.
    public static func == (first: SizeAnchor, size: Size) -> ConstraintGroup { first == (size.width, size.height) }
    /// At most a ``Size``.
    public static func <= (first: SizeAnchor, size: Size) -> ConstraintGroup { first <= (size.width, size.height) }
    /// At least a ``Size``.
    public static func >= (first: SizeAnchor, size: Size) -> ConstraintGroup { first >= (size.width, size.height) }

    private static func relate(_ first: SizeAnchor, _ relation: LayoutRelation, _ second: SizeAnchor) -> ConstraintGroup {
        guard first.multiplier == 1 else { return scaledLeftSide() }
        return ConstraintGroup([Attribute.width, .height].map { attribute in
            ConstraintExpression(first: AnchorName(first.item, attribute), relation: relation,
                                 second: AnchorName(second.item, attribute), multiplier: second.multiplier)
        })
    }

    private static func fixed(_ first: SizeAnchor, _ relation: LayoutRelation, _ size: (Double, Double)) -> ConstraintGroup {
        guard first.multiplier == 1 else { return scaledLeftSide() }
        return ConstraintGroup([(Attribute.width, size.0), (.height, size.1)].map { attribute, value in
            ConstraintExpression(first: AnchorName(first.item, attribute), relation: relation, second: nil, constant: value)
        })
    }

    private static func scaledLeftSide() -> ConstraintGroup {
        ConstraintGroup([], problems: ["a multiplier belongs on the right-hand side: write 'a.size == 2 * b.size'"])
    }
}

/// A width and a height in points (the layout engine's `Size`), so `Size(40, 40)` reads
/// without importing the engine.
public typealias Size = AutoLayout.Size

/// A size written as two numbers, as the DSL's examples write it.
extension Size {
    /// A size from its width and height: `Size(40, 40)`.
    public init(_ width: Double, _ height: Double) { self.init(width: width, height: height) }
}

extension ViewRef {
    /// Width and height.
    public var size: SizeAnchor { SizeAnchor(item) }
}
