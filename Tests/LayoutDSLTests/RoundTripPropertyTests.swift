import AutoLayout
import LayoutDSL
import LayoutSpec
import PropertyBased
import Testing

/// A Swift layout printed as a spec and read back is the same document: the DSL builds
/// documents in exactly the form the spec reader produces.
@Suite struct RoundTripPropertyTests {
    @Test func yamlRoundTrip() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000_000)) { seed in
            var random = RandomLayout(seed: seed)
            let layout = random.layout()
            do {
                let document = try layout.document()
                let yaml = try layout.specYAML
                let read = try SpecFile.parse(yaml, file: "random.yaml").document
                #expect(read == document, "seed \(seed):\n\(yaml)")
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }

    @Test func jsonRoundTrip() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000_000)) { seed in
            var random = RandomLayout(seed: seed)
            let layout = random.layout()
            do {
                let json = try layout.specJSON
                #expect(try SpecFile.parse(json, file: "random.json").document == layout.document(), "seed \(seed)")
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }

    /// Any finite multiplier and constant survive the trip through spec text exactly
    /// (the project's three-decimal number format would round 1/3).
    @Test func numbersSurviveExactly() async {
        let a = ViewRef("a"), b = ViewRef("b")
        await propertyCheck(count: 300, input: Gen.double(in: -1000...1000), Gen.double(in: -1e6...1e6)) { m, c in
            guard m != 0 else { return }
            let group = a.width == m * b.width + c
            #expect(group.problems == [], "\(m) \(c)")
            let expected = ConstraintExpression(first: AnchorName(.named("a"), .width), relation: .equal,
                                                second: AnchorName(.named("b"), .width), multiplier: m, constant: c)
            #expect(group.expressions == [expected])
        }
    }

    /// Writing a constraint from the other side (solving for the second anchor by hand)
    /// gives the same constraint.
    @Test func otherSideIsEquivalent() async {
        let a = ViewRef("a"), b = ViewRef("b")
        let multipliers: [Double] = [-3, -1, -0.5, 0.25, 1, 2, 3]
        await propertyCheck(count: 300, input: Gen.int(in: 0...6), Gen.int(in: -400...400), Gen.int(in: 0...2)) { mi, ci, ri in
            let m = multipliers[mi], c = Double(ci) / 8
            // a R m·b + c  ⇔  b R' (1/m)·a − c/m, R' flipped unless m < 0 flips it back.
            let forward: ConstraintGroup, backward: ConstraintGroup
            switch ri {
            case 0:
                forward = a.top == m * b.bottom + c
                backward = b.bottom == (1 / m) * a.top - c / m
            case 1:
                forward = a.top <= m * b.bottom + c
                backward = m > 0 ? b.bottom >= (1 / m) * a.top - c / m : b.bottom <= (1 / m) * a.top - c / m
            default:
                forward = a.top >= m * b.bottom + c
                backward = m > 0 ? b.bottom <= (1 / m) * a.top - c / m : b.bottom >= (1 / m) * a.top - c / m
            }
            #expect(forward.isEquivalent(to: backward), "\(forward) vs \(backward)")
        }
    }
}
