import Foundation
import PropertyBased
import Stacksnap
import StacksnapVerify
import Testing

/// One exit policy for every command: the contract's table (0 success, 1 differences,
/// 64 usage, 65 bad input, 74 I/O) and its precedence (bad input > I/O > differences).
///
/// Each row is a command line a user types, run in a scratch folder holding: `good.yaml`
/// (a valid spec), `bad.yaml` (invalid: a view type that does not exist), `white.png` and
/// `five.png` (two different images), `text.png` (not a PNG); `nowhere.*` never exists.
/// The expected status of each row comes from the contract, not from running it.
@Suite struct ExitPolicyTests {
    struct Row: CustomStringConvertible, Sendable {
        var arguments: [String]
        var expected: CommandOutcome
        var description: String { "stacksnap " + arguments.joined(separator: " ") + " → \(expected)" }
    }

    static let rows: [Row] = [
        // Success.
        Row(arguments: ["layout", "good.yaml"], expected: .success),
        Row(arguments: ["symbols"], expected: .success),
        Row(arguments: ["constraints", "good.yaml"], expected: .success),
        Row(arguments: ["render", "good.yaml", "-o", "out"], expected: .success),
        Row(arguments: ["diff", "white.png", "white.png"], expected: .success),
        // Differences: two images that differ; a golden that is missing (CI never records).
        Row(arguments: ["diff", "white.png", "five.png"], expected: .differences),
        Row(arguments: ["verify", "good.yaml", "--record", "never"], expected: .differences),
        // Usage: the command line itself is wrong, whatever the files hold.
        Row(arguments: ["layout", "good.yaml", "--timeout", "-1"], expected: .usage),
        Row(arguments: ["layout", "good.yaml", "--scene", "x"], expected: .usage),
        Row(arguments: ["constraints", "good.yaml", "--view", "x"], expected: .usage),
        Row(arguments: ["render", "good.yaml", "--scene", "x", "-o", "out"], expected: .usage),
        Row(arguments: ["verify", "good.yaml", "--jobs", "0"], expected: .usage),
        Row(arguments: ["diff", "white.png", "five.png", "--threshold", "2"], expected: .usage),
        Row(arguments: ["import", "good.yaml"], expected: .usage),
        // Bad input: the data is invalid.
        Row(arguments: ["layout", "bad.yaml"], expected: .badInput),
        Row(arguments: ["constraints", "bad.yaml"], expected: .badInput),
        Row(arguments: ["render", "bad.yaml", "-o", "out"], expected: .badInput),
        Row(arguments: ["verify", "bad.yaml"], expected: .badInput),
        Row(arguments: ["diff", "white.png", "text.png"], expected: .badInput),
        // I/O: a file that is not there, for every command alike.
        Row(arguments: ["layout", "nowhere.yaml"], expected: .io),
        Row(arguments: ["constraints", "nowhere.yaml"], expected: .io),
        Row(arguments: ["render", "nowhere.yaml", "-o", "out"], expected: .io),
        Row(arguments: ["verify", "nowhere.yaml"], expected: .io),
        Row(arguments: ["diff", "nowhere.png", "white.png"], expected: .io),
        Row(arguments: ["layout", "nowhere.storyboard"], expected: .io),
        // Precedence: bad input beats I/O (render reports every spec, then exits once).
        Row(arguments: ["render", "nowhere.yaml", "bad.yaml", "good.yaml", "-o", "out"], expected: .badInput),
        Row(arguments: ["render", "good.yaml", "nowhere.yaml", "-o", "out"], expected: .io),
    ]

    static func scratch() throws -> Scratch {
        let scratch = try DiffCommandTests.scratch()
        try scratch.write("canvas: {width: 100, height: 40}\nroot:\n  subviews:\n    - {type: label, id: title, text: Hi}\n",
                          to: "good.yaml")
        try scratch.write("root:\n  subviews:\n    - {type: stak, id: row}\n", to: "bad.yaml")
        return scratch
    }

    @Test(arguments: rows)
    func everyCommandFollowsTheTable(_ row: Row) throws {
        let result = try Self.scratch().run(row.arguments, environment: ["CI": "1"])
        #expect(result.code == row.expected.code, "\(row): \(result)")
    }

    /// The precedence does not depend on the order things happened in, and `success` only
    /// comes out of a run where nothing else did.
    @Test func theWorstStatusWinsInAnyOrder() async {
        let statuses = Gen.element(of: CommandOutcome.allCases).map { $0 ?? .success }.array(of: 0...8)
        await propertyCheck(input: statuses) { list in
            let worst = CommandOutcome.worst(list)
            let expected: CommandOutcome =
                list.contains(.usage) ? .usage
                : list.contains(.badInput) ? .badInput
                : list.contains(.io) ? .io
                : list.contains(.differences) ? .differences
                : .success
            #expect(worst == expected, "\(list)")
            #expect(CommandOutcome.worst(list.reversed()) == worst)
        }
    }

    /// The codes are the contract's, fixed.
    @Test func theCodesAreTheContracts() {
        #expect(CommandOutcome.allCases.map(\.code) == [0, 1, 64, 65, 74])
        #expect(CommandOutcome(.io) == .io && CommandOutcome(.badInput) == .badInput)
    }
}
