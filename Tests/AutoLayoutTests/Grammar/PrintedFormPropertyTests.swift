import PropertyBased
import Testing
@testable import AutoLayout

/// The grammar reads back what `ConstraintExpression.description` prints, for every
/// constraint UIKit accepts (values with at most three decimals, which print exactly).
@Suite struct PrintedFormPropertyTests {
    /// Attribute pairs UIKit accepts, listed by hand from the Auto Layout Guide's rules.
    static let pairs: [(Attribute, Attribute?)] = [
        (.top, .top), (.top, .bottom), (.leading, .trailing), (.left, .right), (.centerX, .leading),
        (.centerX, .left), (.centerY, .firstBaseline), (.width, .width), (.width, .height), (.height, .width),
        (.leadingMargin, .centerXWithinMargins), (.bottomMargin, .lastBaseline), (.rightMargin, .left),
        (.width, nil), (.height, nil),
    ]
    static let firstItems: [ItemName] = [.named("a"), .named("row"), .named("star_1")]
    static let secondItems: [ItemName] = [.named("b"), .named("title"), .root, .superview]
    static let relations: [LayoutRelation] = [.equal, .lessOrEqual, .greaterOrEqual]
    static let multipliers: [Double] = [-2, -0.5, 0.125, 0.25, 1, 1.5, 3]
    static let priorities: [Double] = [1, 50, 250, 750, 999.5, 1000]

    static let validExpressions = zip(
        Gen.int(in: 0..<pairs.count), Gen.int(in: 0..<firstItems.count), Gen.int(in: 0..<secondItems.count),
        Gen.int(in: 0..<relations.count), Gen.int(in: 0..<multipliers.count), Gen.int(in: -800...800),
        Gen.int(in: 0..<priorities.count)
    ).map { t in
        let (firstAttribute, secondAttribute) = pairs[t.0]
        return ConstraintExpression(
            first: AnchorName(firstItems[t.1], firstAttribute), relation: relations[t.3],
            second: secondAttribute.map { AnchorName(secondItems[t.2], $0) },
            multiplier: secondAttribute == nil ? 1 : multipliers[t.4],
            constant: Double(t.5) / 8, priority: priorities[t.6])
    }

    @Test func printedFormParsesBack() async {
        await propertyCheck(count: 300, input: Self.validExpressions) { e in
            do {
                #expect(try ConstraintParser.parse(e.description) == e, "\(e)")
            } catch {
                Issue.record("\(e) did not parse: \(error)")
            }
        }
    }

    @Test func parsingIsWhitespaceInsensitive() async {
        await propertyCheck(count: 100, input: Self.validExpressions) { e in
            let spaced = e.description.replacingOccurrences(" ", with: "   ")
            let packed = e.description.replacingOccurrences(" ", with: "")
            do {
                #expect(try ConstraintParser.parse(spaced) == ConstraintParser.parse(packed), "\(e)")
            } catch {
                Issue.record("\(e) did not parse: \(error)")
            }
        }
    }
}

private extension String {
    func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var result = ""
        for c in self { if c == target { result += replacement } else { result.append(c) } }
        return result
    }
}
