import PropertyBased
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// The frame tree's unified diff: hunks worked out by hand with `diff -u`'s rules (three
/// lines of context, hunks joined when at most six unchanged lines separate them, `,1`
/// left out, an empty side numbered by the line before it) — GNU diff prints the same.
struct DiffTextTests {
    static func numbers(_ range: ClosedRange<Int>, replacing changes: [Int: String] = [:]) -> String {
        range.map { changes[$0] ?? String($0) }.joined(separator: "\n") + "\n"
    }

    static let cases: [(String, String, String, String)] = [
        ("one line changed", numbers(1...10), numbers(1...10, replacing: [5: "five"]),
         "@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"),
        ("changes far apart: two hunks", numbers(1...12), numbers(1...12, replacing: [1: "one", 12: "twelve"]),
         "@@ -1,4 +1,4 @@\n-1\n+one\n 2\n 3\n 4\n@@ -9,4 +9,4 @@\n 9\n 10\n 11\n-12\n+twelve\n"),
        ("six unchanged lines between: one hunk", numbers(1...14), numbers(1...14, replacing: [1: "one", 8: "eight"]),
         "@@ -1,11 +1,11 @@\n-1\n+one\n 2\n 3\n 4\n 5\n 6\n 7\n-8\n+eight\n 9\n 10\n 11\n"),
        ("seven unchanged lines between: two hunks", numbers(1...14), numbers(1...14, replacing: [1: "one", 9: "nine"]),
         "@@ -1,4 +1,4 @@\n-1\n+one\n 2\n 3\n 4\n@@ -6,7 +6,7 @@\n 6\n 7\n 8\n-9\n+nine\n 10\n 11\n 12\n"),
        ("everything removed", "a\n", "", "@@ -1 +0,0 @@\n-a\n"),
        ("everything added", "", "a\n", "@@ -0,0 +1 @@\n+a\n"),
        ("a line appended", "a\nb\n", "a\nb\nc\n", "@@ -1,2 +1,3 @@\n a\n b\n+c\n"),
    ]

    @Test(arguments: cases.indices)
    func handWorkedHunks(_ index: Int) {
        let (name, old, new, hunks) = Self.cases[index]
        #expect(UnifiedDiff.diff(old: old, new: new, oldName: "a", newName: "b") == "--- a\n+++ b\n" + hunks, "\(name)")
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.diff(old: "root [0, 0, 1, 1]\n", new: "root [0, 0, 1, 1]\n", oldName: "a", newName: "b") == nil)
    }

    @Test func aMissingFinalNewlineIsSaid() throws {
        let diff = try #require(UnifiedDiff.diff(old: "a\n", new: "a", oldName: "old", newName: "new"))
        #expect(diff.contains("new has no newline at the end"))
    }

    /// Applying the printed hunks to the old lines gives the new lines, for random texts
    /// over a three-word alphabet (so many lines repeat and the LCS has choices).
    @Test func hunksApplyBack() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            var rng = SplitMix(seed)
            let words = ["view", "stack", "label"]
            let old = (0..<Int(rng.next() % 25)).map { _ in words[Int(rng.next() % 3)] }
            let new = (0..<Int(rng.next() % 25)).map { _ in words[Int(rng.next() % 3)] }
            let oldText = old.map { $0 + "\n" }.joined(), newText = new.map { $0 + "\n" }.joined()
            guard let diff = UnifiedDiff.diff(old: oldText, new: newText, oldName: "a", newName: "b") else {
                #expect(old == new)
                return
            }
            #expect(Self.apply(diff, to: old) == new, "\(diff)")
        }
    }

    /// A minimal `patch`: copies untouched lines, checks context and removals, adds additions.
    static func apply(_ diff: String, to old: [String]) -> [String]? {
        var result: [String] = []
        var cursor = 0  // next old line (0-based) not yet copied
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2) where !line.isEmpty {
            if line.hasPrefix("@@") {
                // "@@ -start[,count] +..." — the old start, 1-based (0 for an empty side).
                let oldPart = line.split(separator: " ")[1].dropFirst()
                let fields = oldPart.split(separator: ",")
                guard let start = Int(fields[0]) else { return nil }
                let count = fields.count > 1 ? Int(fields[1]) ?? 0 : 1
                let begin = count == 0 ? start : start - 1
                guard begin >= cursor, begin <= old.count else { return nil }
                result += old[cursor..<begin]
                cursor = begin
                continue
            }
            let text = String(line.dropFirst())
            switch line.first {
            case " ":
                guard cursor < old.count, old[cursor] == text else { return nil }
                result.append(text); cursor += 1
            case "-":
                guard cursor < old.count, old[cursor] == text else { return nil }
                cursor += 1
            case "+":
                result.append(text)
            default:
                return nil
            }
        }
        return result + old[cursor...]
    }
}
