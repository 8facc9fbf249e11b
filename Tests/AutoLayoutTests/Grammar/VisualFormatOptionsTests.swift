import Testing
@testable import AutoLayout

/// Option names as specs write them, and the hints for misspelled ones.
@Suite struct VisualFormatOptionsTests {
    @Test(arguments: [
        ([], []),
        (["alignAllTop"], ["alignAllTop"]),
        // Listed in declaration order whatever order they were given in.
        (["alignAllBottom", "alignAllTop"], ["alignAllTop", "alignAllBottom"]),
        (["alignAllTop", "alignAllTop"], ["alignAllTop"]),
        (["directionRightToLeft", "alignAllCenterY"], ["alignAllCenterY", "directionRightToLeft"]),
        (["alignAllFirstBaseline", "alignAllLastBaseline"], ["alignAllFirstBaseline", "alignAllLastBaseline"]),
    ] as [([String], [String])])
    func namesRoundTrip(_ names: [String], _ expected: [String]) throws {
        #expect(try VisualFormatOptions(names: names).names == expected)
    }

    @Test func namesMapToTheirOptions() throws {
        let options = try VisualFormatOptions(names: ["alignAllLeading", "directionLeftToRight"])
        #expect(options == [.alignAllLeading, .directionLeftToRight])
    }

    @Test(arguments: [
        (["alignAllTpo"], 0, "(did you mean 'alignAllTop'?)"),
        (["alignAllTop", "AlignAllBottom"], 1, "(did you mean 'alignAllBottom'?)"),
        (["alignAllCentreX"], 0, "(did you mean 'alignAllCenterX'?)"),
        (["stretch"], 0, "expected a format option (alignAll… or direction…), found 'stretch'"),
        (["directionLeftToRight", "directionRightToLeft"], 1, "give at most one direction"),
    ] as [([String], Int, String)])
    func badNames(_ names: [String], _ index: Int, _ fragment: String) {
        do {
            let options = try VisualFormatOptions(names: names)
            Issue.record("expected an error, got \(options.names)")
        } catch {
            #expect(error.index == index)
            #expect(error.name == names[index])
            #expect(error.message.contains(fragment), "\(error)")
        }
    }

    @Test func everyOptionHasItsOwnBit() {
        let all = VisualFormatOptions.all.map(\.option)
        for (i, option) in all.enumerated() {
            #expect(option.rawValue.nonzeroBitCount == 1)
            for other in all[(i + 1)...] { #expect(option.isDisjoint(with: other)) }
        }
    }
}

/// The edit distance behind every "did you mean".
@Suite struct SuggestionTests {
    /// Distances worked out by hand; `ca`→`abc` is 3 under optimal string alignment (a swap
    /// can't be edited again), where unrestricted Damerau–Levenshtein would give 2.
    @Test(arguments: [
        ("", "", 0), ("", "abc", 3), ("kitten", "sitting", 3), ("hieght", "height", 1),
        ("ab", "ba", 1), ("ca", "abc", 3), ("top", "top", 0), ("flaw", "lawn", 2),
    ])
    func editDistance(_ a: String, _ b: String, _ expected: Int) {
        #expect(Suggestion.editDistance(a, b) == expected)
        #expect(Suggestion.editDistance(b, a) == expected)
    }

    @Test func closestPrefersTheEarliestOfEquallyCloseNames() {
        // "lef" is one edit from "left" and two from "leading": left wins on distance;
        // "topp" is one edit from "top" only.
        #expect(Suggestion.closest(to: "lef", among: ["leading", "left"]) == "left")
        #expect(Suggestion.closest(to: "topp", among: ["bottom", "top"]) == "top")
        // Equal distances: the first candidate.
        #expect(Suggestion.closest(to: "ab", among: ["ac", "ad"]) == "ac")
        // Nothing close: no hint at all.
        #expect(Suggestion.closest(to: "zzzzzz", among: ["height"]) == nil)
        #expect(Suggestion.hint(for: "zzzzzz", among: ["height"]) == "")
    }
}
