import Foundation
import StacksnapUIKit
import Testing

/// docs/uikit.md's opening example is GreetingCard.swift, compiled with these tests, and
/// does what the page says it does.
@MainActor
@Suite struct UIKitPageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func thePageShowsTheCompiledExample() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/uikit.md"), encoding: .utf8)
        let file = try String(contentsOf: Self.root.appendingPathComponent("Tests/StacksnapUIKitTests/GreetingCard.swift"),
                              encoding: .utf8)
        let code = file.components(separatedBy: "\n").drop { $0.hasPrefix("//") }.joined(separator: "\n")
        let block = try #require(page.firstMatch(of: /```swift\n((?s).*?)```/)).output.1
        #expect(String(block) == code, "docs/uikit.md's first block differs from Tests/StacksnapUIKitTests/GreetingCard.swift")
    }

    @Test func theExampleLaysOut() throws {
        let card = greetingCard()
        let yaml = try card.specYAML
        #expect(yaml.contains("type: stack") && yaml.contains("Good morning"), "\(yaml)")
        card.layoutIfNeeded()
        #expect(card.layoutProblems.isEmpty, "\(card.layoutProblems)")
        let row = try #require(card.subviews.first)
        // Inside the default 8-point margins, 12 points from the top; the card fits the row.
        #expect(row.frame.minX == 8 && row.frame.minY == 12)
        #expect(card.frame.height == row.frame.height + 24 && card.frame.width == 320)
    }
}
