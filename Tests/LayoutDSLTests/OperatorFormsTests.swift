import AutoLayout
import LayoutDSL
import LayoutSpec
import Testing

/// What each operator form writes into the spec, worked out by hand from the grammar, and
/// which forms are the same constraint.
@Suite struct OperatorFormsTests {
    static let a = ViewRef("a"), b = ViewRef("b")

    /// Each form with the spec lines it must produce.
    static let forms: [(label: String, group: ConstraintGroup, texts: [String])] = [
        ("offset", a.top == b.bottom + 10, ["a.top == b.bottom + 10"]),
        ("negative offset", b.bottom == a.top - 10, ["b.bottom == a.top - 10"]),
        ("multiplier before", a.width == 0.5 * b.width, ["a.width == 0.5 * b.width"]),
        ("multiplier after", a.width == b.width * 0.5, ["a.width == 0.5 * b.width"]),
        ("divisor", a.width == b.width / 4, ["a.width == 0.25 * b.width"]),
        ("multiplier and offset", a.height <= 2 * b.width + 4, ["a.height <= 2 * b.width + 4"]),
        ("constant size", a.width >= 50, ["a.width >= 50"]),
        ("priority number", a.width >= 50 ~ 750, ["a.width >= 50 @750"]),
        ("priority name", a.width >= 50 ~ .high, ["a.width >= 50 @750"]),
        ("fractional priority", a.width == b.width ~ 999.5, ["a.width == b.width @999.5"]),
        ("required priority", a.width == 10 ~ .required, ["a.width == 10"]),
        ("root", a.leading == root.leading + 16, ["a.leading == root.leading + 16"]),
        ("superview", a.trailing <= ViewRef.superview.trailing - 20, ["a.trailing <= superview.trailing - 20"]),
        ("exact third", a.width == b.width / 3, ["a.width == 0.3333333333333333 * b.width"]),
        ("edges inset", a.edges == root.edges.inset(16), [
            "a.top == root.top + 16", "a.leading == root.leading + 16",
            "a.bottom == root.bottom - 16", "a.trailing == root.trailing - 16",
        ]),
        ("edges per side", a.edges == b.edges.inset(top: 1, leading: 2, bottom: 3, trailing: 4), [
            "a.top == b.top + 1", "a.leading == b.leading + 2", "a.bottom == b.bottom - 3", "a.trailing == b.trailing - 4",
        ]),
        ("edges to margins", a.edges == root.margins, [
            "a.top == root.topMargin", "a.leading == root.leadingMargin",
            "a.bottom == root.bottomMargin", "a.trailing == root.trailingMargin",
        ]),
        ("horizontal edges", a.horizontalEdges == b.horizontalEdges.inset(horizontal: 8, vertical: 100),
         ["a.leading == b.leading + 8", "a.trailing == b.trailing - 8"]),
        ("absolute edges", a.absoluteEdges == root.absoluteEdges.inset(left: 5, right: 20), [
            "a.top == root.top", "a.left == root.left + 5", "a.bottom == root.bottom", "a.right == root.right - 20",
        ]),
        ("edges with priority", a.verticalEdges == b.verticalEdges ~ 500,
         ["a.top == b.top @500", "a.bottom == b.bottom @500"]),
        ("size tuple", a.size == (40, 30), ["a.width == 40", "a.height == 30"]),
        ("size value", a.size >= Size(44, 44) ~ .high, ["a.width >= 44 @750", "a.height >= 44 @750"]),
        ("size scaled", a.size == 0.5 * b.size, ["a.width == 0.5 * b.width", "a.height == 0.5 * b.height"]),
        ("center", a.center == root.center, ["a.centerX == root.centerX", "a.centerY == root.centerY"]),
        ("center offset", a.center == b.center.offset(x: 10, y: -5),
         ["a.centerX == b.centerX + 10", "a.centerY == b.centerY - 5"]),
        ("center within margins", a.center == root.centerWithinMargins,
         ["a.centerX == root.centerXWithinMargins", "a.centerY == root.centerYWithinMargins"]),
        ("text", ConstraintGroup(text: "a.firstBaseline == b.lastBaseline"), ["a.firstBaseline == b.lastBaseline"]),
    ]

    @Test(arguments: forms.indices)
    func formWritesSpecText(index: Int) {
        let form = Self.forms[index]
        #expect(form.group.problems == [], "\(form.label)")
        #expect(form.group.entries == form.texts.map(ConstraintEntry.expression), "\(form.label)")
    }

    /// Pairs that are one constraint written two ways (by the algebra of the grammar's
    /// canonical form), and pairs that only look alike.
    static let pairs: [(label: String, first: ConstraintGroup, second: ConstraintGroup, same: Bool)] = [
        ("sides swapped", a.top == b.bottom + 10, b.bottom == a.top - 10, true),
        ("sides swapped, wrong sign", a.top == b.bottom + 10, b.bottom == a.top + 10, false),
        ("multiplier inverted", a.width == 0.5 * b.width, b.width == 2 * a.width, true),
        ("multiplier inverted with offset", a.width == 0.5 * b.width + 10, b.width == 2 * a.width - 20, true),
        ("inequality swapped", a.leading <= b.trailing - 8, b.trailing >= a.leading + 8, true),
        ("inequality not flipped", a.leading <= b.trailing - 8, b.trailing <= a.leading + 8, false),
        ("negative multiplier keeps the relation", a.centerX <= -1 * b.centerX, b.centerX <= -1 * a.centerX, true),
        ("different priority", a.width >= 50 ~ 750, a.width >= 50 ~ 749, false),
        ("priority name and number", a.width >= 50 ~ .low, a.width >= 50 ~ 250, true),
        ("compound and single", a.size == (40, 40), ConstraintGroup(text: "a.width == 40"), false),
        ("text and operator", ConstraintGroup(text: "b.bottom == a.top - 10"), a.top == b.bottom + 10, true),
        ("center both ways", a.center == b.center.offset(x: 4), b.center == a.center.offset(x: -4), true),
    ]

    @Test(arguments: pairs.indices)
    func equivalence(index: Int) {
        let pair = Self.pairs[index]
        #expect(pair.first.isEquivalent(to: pair.second) == pair.same, "\(pair.label)")
        #expect((pair.first == pair.second) == pair.same, "\(pair.label)")
    }

    /// What the types cannot stop is refused when the constraint is made, with the grammar's
    /// reason.
    static let refusals: [(label: String, group: ConstraintGroup, mentions: String)] = [
        ("leading with left", a.leading == b.left, "leading/trailing and left/right"),
        ("priority 0", a.width == 10 ~ 0, "priority"),
        ("priority over 1000", a.width == 10 ~ 1001, "priority"),
        ("superview alone", ViewRef.superview.width == 100, "superview"),
        ("not an identifier", ViewRef("my-view").top == b.top, "my"),
        ("NaN constant", a.width == .nan, "nan"),
        ("infinite multiplier", a.width == b.width / 0, "inf"),
        ("edges mismatch", a.edges == b.horizontalEdges, "same edges"),
        ("scaled left side", 2 * a.size == b.size, "right-hand side"),
        ("bad text", ConstraintGroup(text: "a.top = b.top"), "a.top = b.top"),
        ("VFL with ~", ConstraintGroup(VFL("H:|[a]|")) ~ 750, "VFL"),
    ]

    @Test(arguments: refusals.indices)
    func refusal(index: Int) {
        let refusal = Self.refusals[index]
        #expect(refusal.group.problems.count >= 1, "\(refusal.label)")
        #expect(refusal.group.problems.contains { $0.contains(refusal.mentions) },
                "\(refusal.label): \(refusal.group.problems)")
    }
}
