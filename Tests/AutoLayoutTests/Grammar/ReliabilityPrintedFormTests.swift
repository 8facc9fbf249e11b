import Testing
@testable import AutoLayout

/// Found by the constraint fuzz target: the printed form rounded numbers to three decimals
/// even where that changed the constraint, so `b.height / 3999.5` printed as `0 * b.height`,
/// which the grammar refuses, and priority 999.9996 printed as `@1000`, which is required.
@Suite struct ReliabilityPrintedFormTests {
    @Test(arguments: [
        // text, and what its printed form must read back as (worked out by hand)
        ("a.width <= b.height / 3999.5", 1 / 3999.5, 1000.0),
        ("a.width == 0.0004 * b.width", 0.0004, 1000),
        ("a.width == -0.0001 * b.width", -0.0001, 1000),
        ("a.width == 2 * b.width @ 999.9996", 2, 999.9996),
        ("a.width == b.width @ 999.9999999", 1, 999.9999999),
    ] as [(String, Double, Double)])
    func printedFormKeepsTheMeaning(_ text: String, multiplier: Double, priority: Double) throws {
        let parsed = try ConstraintParser.parse(text)
        let again = try ConstraintParser.parse(parsed.description)
        #expect(again.multiplier == multiplier, "\(parsed.description)")
        #expect(again.priority == priority, "\(parsed.description)")
        #expect((again.priority < 1000) == (priority < 1000))
    }

    @Test func ordinaryNumbersStillPrintShort() throws {
        #expect(try ConstraintParser.parse("a.width == 0.3333 * b.width + 1.23456 @ 999.5").description
                == "a.width == 0.333 * b.width + 1.235 @999.5")
    }
}
