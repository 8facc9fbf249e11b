import AutoLayout
import LayoutDSL
import PropertyBased
import Testing

/// A compound anchor written as a spec string expands to the very constraints the DSL's
/// operators make of it, for any insets, offsets, multipliers and sizes.
@Suite struct GrammarParityTests {
    static let a = ViewRef("a"), b = ViewRef("b")
    /// Eighths print exactly, so the text holds the same numbers as the operators.
    static let numbers = Gen.int(in: -400...400).map { Double($0) / 8 }
    static let four = zip(numbers, numbers, numbers, numbers)

    static func same(_ group: ConstraintGroup, _ text: String) {
        do {
            #expect(try ConstraintParser.parseStatement(text) == group.expressions, "\(text)")
        } catch {
            Issue.record("\(text): \(error)")
        }
    }

    @Test func edgesWithInsets() async {
        await propertyCheck(count: 100, input: Self.four) { t, l, bo, tr in
            Self.same(Self.a.edges == Self.b.edges.inset(top: t, leading: l, bottom: bo, trailing: tr),
                      "a.edges == b.edges.inset(top: \(t), leading: \(l), bottom: \(bo), trailing: \(tr))")
            Self.same(Self.a.horizontalEdges.inset(t) == Self.b.horizontalEdges.inset(l),
                      "a.horizontalEdges.inset(\(t)) == b.horizontalEdges.inset(\(l))")
            Self.same(Self.a.absoluteEdges == Self.b.absoluteEdges.inset(horizontal: t, vertical: l),
                      "a.absoluteEdges == b.absoluteEdges.inset(horizontal: \(t), vertical: \(l))")
            Self.same(Self.a.edges == Self.b.margins.inset(bo), "a.edges == b.margins.inset(\(bo))")
            Self.same(Self.a.verticalEdges == Self.b.verticalEdges, "a.verticalEdges == b.verticalEdges")
        }
    }

    @Test func centersWithOffsets() async {
        await propertyCheck(count: 100, input: Self.four) { x1, y1, x2, y2 in
            Self.same(Self.a.center.offset(x: x1, y: y1) == Self.b.center.offset(x: x2, y: y2),
                      "a.center.offset(x: \(x1), y: \(y1)) == b.center.offset(x: \(x2), y: \(y2))")
            Self.same(Self.a.centerWithinMargins == Self.b.centerWithinMargins, "a.centerWithinMargins == b.centerWithinMargins")
        }
    }

    @Test func sizes() async {
        await propertyCheck(count: 100, input: Self.four) { w, h, m, _ in
            let width = abs(w) + 1, height = abs(h) + 1, multiplier = abs(m) + 0.125
            Self.same(Self.a.size == (width, height), "a.size == (\(width), \(height))")
            Self.same(Self.a.size >= (width, height), "a.size >= (\(width), \(height))")
            Self.same(Self.a.size <= multiplier * Self.b.size, "a.size <= \(multiplier) * b.size")
            Self.same(Self.a.size == Self.b.size * multiplier, "a.size == b.size * \(multiplier)")
        }
    }

    @Test func priorities() {
        Self.same(Self.a.edges == Self.b.edges ~ .high, "a.edges == b.edges @750")
        Self.same(Self.a.size >= (44, 44) ~ 999, "a.size >= (44, 44) @999")
    }
}
