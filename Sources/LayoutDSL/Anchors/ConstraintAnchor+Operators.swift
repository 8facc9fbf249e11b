import AutoLayout

/// Arithmetic on anchors builds the right-hand side: `b.bottom + 10`, `0.5 * b.width`,
/// `b.width / 3 - 4`.
extension ConstraintAnchor {
    /// `anchor + constant`.
    public static func + (anchor: Self, constant: Double) -> AnchorTerm<Self> {
        AnchorTerm(anchor, constant: constant)
    }

    /// `anchor - constant`.
    public static func - (anchor: Self, constant: Double) -> AnchorTerm<Self> {
        AnchorTerm(anchor, constant: -constant)
    }

    /// `multiplier * anchor`.
    public static func * (multiplier: Double, anchor: Self) -> AnchorTerm<Self> {
        AnchorTerm(anchor, multiplier: multiplier)
    }

    /// `anchor * multiplier`, written into the spec as `multiplier * anchor`.
    public static func * (anchor: Self, multiplier: Double) -> AnchorTerm<Self> {
        AnchorTerm(anchor, multiplier: multiplier)
    }

    /// `anchor / divisor`: a multiplier of `1 / divisor`.
    public static func / (anchor: Self, divisor: Double) -> AnchorTerm<Self> {
        AnchorTerm(anchor, multiplier: 1 / divisor)
    }
}

extension AnchorTerm {
    /// A constant added to a term: `0.5 * b.width + 10`.
    public static func + (term: AnchorTerm, constant: Double) -> AnchorTerm {
        AnchorTerm(term.anchor, multiplier: term.multiplier, constant: term.constant + constant)
    }

    /// A constant taken from a term: `0.5 * b.width - 10`.
    public static func - (term: AnchorTerm, constant: Double) -> AnchorTerm {
        AnchorTerm(term.anchor, multiplier: term.multiplier, constant: term.constant - constant)
    }
}

/// Relations make constraints: `a.top == b.bottom + 10`, `a.width >= 0.5 * b.width`.
extension ConstraintAnchor {
    /// `first == second`.
    public static func == (first: Self, second: Self) -> ConstraintGroup { relate(first, .equal, AnchorTerm(second)) }
    /// `first <= second`.
    public static func <= (first: Self, second: Self) -> ConstraintGroup { relate(first, .lessOrEqual, AnchorTerm(second)) }
    /// `first >= second`.
    public static func >= (first: Self, second: Self) -> ConstraintGroup { relate(first, .greaterOrEqual, AnchorTerm(second)) }

    /// `first == multiplier * second + constant`.
    public static func == (first: Self, second: AnchorTerm<Self>) -> ConstraintGroup { relate(first, .equal, second) }
    /// `first <= multiplier * second + constant`.
    public static func <= (first: Self, second: AnchorTerm<Self>) -> ConstraintGroup { relate(first, .lessOrEqual, second) }
    /// `first >= multiplier * second + constant`.
    public static func >= (first: Self, second: AnchorTerm<Self>) -> ConstraintGroup { relate(first, .greaterOrEqual, second) }

    static func relate(_ first: Self, _ relation: LayoutRelation, _ second: AnchorTerm<Self>) -> ConstraintGroup {
        ConstraintGroup(ConstraintExpression(first: first.name, relation: relation, second: second.anchor.name,
                                             multiplier: second.multiplier, constant: second.constant))
    }
}

/// A size may also be set to a constant alone: `icon.width == 44`, `a.height >= 20 ~ .high`.
extension DimensionAnchor {
    /// A fixed size: `icon.width == 44`.
    public static func == (first: DimensionAnchor, constant: Double) -> ConstraintGroup { fixed(first, .equal, constant) }
    /// A largest size: `label.width <= 200`.
    public static func <= (first: DimensionAnchor, constant: Double) -> ConstraintGroup { fixed(first, .lessOrEqual, constant) }
    /// A smallest size: `button.height >= 44`.
    public static func >= (first: DimensionAnchor, constant: Double) -> ConstraintGroup { fixed(first, .greaterOrEqual, constant) }

    static func fixed(_ first: DimensionAnchor, _ relation: LayoutRelation, _ constant: Double) -> ConstraintGroup {
        ConstraintGroup(ConstraintExpression(first: first.name, relation: relation, second: nil, constant: constant))
    }
}
