import PropertyBased
import Testing
@testable import AutoLayout

/// A constraint built in code is held to the rules a written one is: `validate()` refuses
/// exactly what the parser refuses in its exact spelling (`specText`), with the same
/// message at the same column, and what it accepts reads back as the very same value.
@Suite struct BuiltConstraintPropertyTests {
    static let items: [ItemName] = [.named("a"), .named("b"), .root, .superview]
    static let attributes: [Attribute?] = [nil] + Attribute.allCases.map { $0 }
    static let relations: [LayoutRelation] = [.equal, .lessOrEqual, .greaterOrEqual]
    /// 0 cancels the second item; 1/3 and 16/9 only read back when printed exactly.
    static let multipliers: [Double] = [0, 1, -2, 1.0 / 3, 16.0 / 9, 0.125]
    static let constants: [Double] = [0, 10, -7.5, 1.0 / 3, -2e-5, 100_000]
    /// 0 and 1001 are outside UIKit's range.
    static let priorities: [Double] = [0, 1, 250, 999.5, 1000, 1001]

    static let expressions = zip(
        Gen.int(in: 0..<items.count), Gen.int(in: 1..<attributes.count), Gen.int(in: 0..<items.count),
        Gen.int(in: 0..<attributes.count), Gen.int(in: 0..<relations.count), Gen.int(in: 0..<multipliers.count),
        Gen.int(in: 0..<constants.count), Gen.int(in: 0..<priorities.count)
    ).map { t in
        ConstraintExpression(
            first: AnchorName(items[t.0], attributes[t.1]!), relation: relations[t.4],
            second: attributes[t.3].map { AnchorName(items[t.2], $0) },
            multiplier: attributes[t.3] == nil ? 1 : multipliers[t.5],
            constant: constants[t.6], priority: priorities[t.7])
    }

    @Test func builtConstraintsAreRefusedExactlyAsTheirTextIs() async {
        await propertyCheck(count: 1000, input: Self.expressions) { e in
            let built = Result { () throws(ConstraintSyntaxError) in try e.validate() }
            let written = Result { () throws(ConstraintSyntaxError) in try ConstraintParser.parse(e.specText) }
            switch (built, written) {
            case (.success, .success(let read)):
                #expect(read == e, "\(e.specText) reads back as \(read)")
            case (.failure(let a), .failure(let b)):
                #expect(a == b, "\(e.specText): built \(a), written \(b)")
            default:
                Issue.record("\(e.specText): built \(built), written \(written)")
            }
        }
    }

    /// What text cannot even spell: an id the grammar would read otherwise, and numbers
    /// that are not finite. Messages worked out from the rules, not from the output.
    @Test(arguments: [
        (ConstraintExpression(first: AnchorName(.named("top-bar"), .top), relation: .equal,
                              second: AnchorName(.root, .top)), 1, "ids are C identifiers"),
        (ConstraintExpression(first: AnchorName(.named("a"), .top), relation: .equal,
                              second: AnchorName(.named("root"), .top)), 10, "not 'root' or 'superview'"),
        (ConstraintExpression(first: AnchorName(.named("a"), .width), relation: .equal, second: nil,
                              constant: .infinity), 1, "expected finite numbers"),
        (ConstraintExpression(first: AnchorName(.named("a"), .width), relation: .equal, second: nil,
                              constant: 10, priority: .nan), 1, "expected finite numbers"),
    ])
    func whatTextCannotSpellIsRefused(_ e: ConstraintExpression, column: Int, message: String) {
        #expect(throws: ConstraintSyntaxError.self) { try e.validate() }
        do {
            try e.validate()
        } catch {
            #expect(error.column == column)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}
