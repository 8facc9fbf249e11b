import PropertyBased
import Testing
@testable import AutoLayout

/// Properties of `canonical()` and `isEquivalent(to:)` over random expressions, checked
/// against the meaning of a constraint: which values of its anchors satisfy it.
@Suite struct CanonicalPropertyTests {
    static let items: [ItemName] = [.named("a"), .named("b"), .named("row"), .root, .superview]
    static let anchors = items.flatMap { item in Attribute.allCases.map { AnchorName(item, $0) } }
    static let relations: [LayoutRelation] = [.equal, .lessOrEqual, .greaterOrEqual]
    static let multipliers: [Double] = [-4, -2, -1.5, -0.5, 0, 0.25, 0.5, 1, 2, 3, 8]
    static let priorities: [Double] = [1, 50, 250, 750, 999.5, 1000]

    /// Any expression, valid or not for UIKit: canonicalization is pure algebra. The second
    /// anchor is absent for index -1, and the first anchor again for index -2.
    static let expressions = zip(
        Gen.int(in: 0..<anchors.count), Gen.int(in: 0..<relations.count), Gen.int(in: -2..<anchors.count),
        Gen.int(in: 0..<multipliers.count), Gen.int(in: -400...400), Gen.int(in: 0..<priorities.count)
    ).map { t in
        let first = anchors[t.0]
        let second: AnchorName? = t.2 == -1 ? nil : t.2 == -2 ? first : anchors[t.2]
        return ConstraintExpression(first: first, relation: relations[t.1], second: second,
                                    multiplier: multipliers[t.3], constant: Double(t.4) / 4,
                                    priority: priorities[t.5])
    }

    @Test func canonicalIsIdempotent() async {
        await propertyCheck(count: 300, input: Self.expressions) { e in
            #expect(e.canonical().canonical() == e.canonical())
        }
    }

    @Test func canonicalOrdersTheAnchors() async {
        await propertyCheck(count: 300, input: Self.expressions) { e in
            let c = e.canonical()
            if let second = c.second, second != c.first {
                #expect(!(second < c.first), "\(c)")
            }
            #expect(c.priority == e.priority)
        }
    }

    @Test func canonicalIsEquivalentToTheOriginal() async {
        await propertyCheck(count: 300, input: Self.expressions) { e in
            #expect(e.isEquivalent(to: e.canonical()))
            #expect(e.canonical().isEquivalent(to: e))
        }
    }

    /// `a R m·b + c` written from b's side, by hand: `m·b + c R' a` ⇒ `b R'' (a − c) / m`.
    @Test func swappingSidesGivesAnEquivalentExpression() async {
        await propertyCheck(count: 300, input: Self.expressions) { e in
            guard let second = e.second, second != e.first, e.multiplier != 0 else { return }
            var moved = e.relation.flipped
            if e.multiplier < 0 { moved = moved.flipped }
            let swapped = ConstraintExpression(first: second, relation: moved, second: e.first,
                                               multiplier: 1 / e.multiplier, constant: -e.constant / e.multiplier,
                                               priority: e.priority)
            #expect(e.isEquivalent(to: swapped), "\(e) vs \(swapped)")
            #expect(swapped.isEquivalent(to: e), "\(swapped) vs \(e)")
        }
    }

    @Test func changedConstraintsAreNotEquivalent() async {
        await propertyCheck(count: 200, input: Self.expressions) { e in
            var shifted = e
            shifted.constant += 1
            #expect(!e.isEquivalent(to: shifted))
            var reprioritized = e
            reprioritized.priority = e.priority == 1000 ? 999 : 1000
            #expect(!e.isEquivalent(to: reprioritized))
        }
    }

    /// The canonical form holds for exactly the same anchor values: on the constraint's
    /// boundary and at points on either side of it.
    @Test func canonicalHasTheSameSolutions() async {
        await propertyCheck(count: 300, input: Self.expressions, Gen.int(in: -100...100)) { e, y in
            let c = e.canonical()
            for offset in [0.0, 0.5, -0.5, 3, -3] {
                guard let point = Self.point(for: e, secondValue: Double(y), offset: offset) else { continue }
                #expect(Self.holds(e, point) == Self.holds(c, point), "\(e) vs \(c) at \(point)")
                if offset == 0 { #expect(Self.holds(c, point), "\(c) at \(point)") }
            }
        }
    }

    // MARK: Evaluating a constraint at anchor values

    /// Values for the anchors of `e` such that `first − (m·second + c) == offset`; `nil` when
    /// no such values exist (`a == 1·a + c` has the same slack everywhere).
    static func point(for e: ConstraintExpression, secondValue y: Double, offset: Double) -> [AnchorName: Double]? {
        guard let second = e.second, e.multiplier != 0 else {
            return [e.first: e.constant + offset]
        }
        if second == e.first {
            // x − m·x − c = offset  ⇒  x = (c + offset) / (1 − m)
            guard e.multiplier != 1 else { return nil }
            return [e.first: (e.constant + offset) / (1 - e.multiplier)]
        }
        return [second: y, e.first: e.multiplier * y + e.constant + offset]
    }

    /// Whether `e` holds at `values`, allowing rounding error relative to the magnitudes.
    static func holds(_ e: ConstraintExpression, _ values: [AnchorName: Double]) -> Bool {
        let lhs = values[e.first] ?? 0
        let product = e.second.map { e.multiplier * (values[$0] ?? 0) } ?? 0
        let slack = lhs - product - e.constant
        let tolerance = 1e-9 * max(1, abs(lhs), abs(product), abs(e.constant))
        switch e.relation {
        case .equal: return abs(slack) <= tolerance
        case .lessOrEqual: return slack <= tolerance
        case .greaterOrEqual: return slack >= -tolerance
        }
    }
}
