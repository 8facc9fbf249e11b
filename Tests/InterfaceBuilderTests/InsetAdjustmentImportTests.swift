import Foundation
import InterfaceBuilder
import LayoutSpec
import Testing

/// `contentInsetAdjustmentBehavior` on a scroll view or table view is read as the spec's
/// `contentInsetAdjustment`; a table view controller's table gains the safe area's top as
/// its inset unless it is `never`, as UIKit's.
@Suite struct InsetAdjustmentImportTests {
    static func content(_ element: String) throws -> ViewContent? {
        try InlineDocuments.firstView(InlineDocuments.xib(subviews: element)).view?.content
    }

    @Test func theBehaviourIsRead() throws {
        let scroll = try Self.content("""
            <scrollView contentMode="scaleToFill" contentInsetAdjustmentBehavior="always" id="s">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            </scrollView>
            """)
        var expected = ScrollViewSpec()
        expected.contentInsetAdjustment = .always
        #expect(scroll == .scrollView(expected))
        let table = try Self.content("""
            <tableView contentMode="scaleToFill" style="plain" contentInsetAdjustmentBehavior="never" id="t">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            </tableView>
            """)
        guard case .tableView(let spec)? = table else {
            Issue.record("not a table view: \(String(describing: table))")
            return
        }
        #expect(spec.contentInsetAdjustment == .never)
    }

    @Test func noBehaviourIsAutomatic() throws {
        let scroll = try Self.content("""
            <scrollView contentMode="scaleToFill" id="s"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/></scrollView>
            """)
        #expect(scroll == .scrollView(ScrollViewSpec()))
    }

    /// Table.storyboard: a table view controller on an iPhone 8. Saved by Xcode 14.0, which
    /// simulates no status bar there, the table gains nothing; saved by Xcode 14.1, the
    /// status bar's 20 points.
    @Test func aControllersTableGainsTheStatusBarUnlessNever() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("XcodeFrames/Table.storyboard")
        let text = try String(contentsOf: url, encoding: .utf8)
        func table(_ text: String) throws -> TableViewSpec? {
            let imported = try InlineDocuments.convert(text, storyboard: true)
            guard case .tableView(let table)? = imported.documents.first?.root.subviews.first?.content else { return nil }
            return table
        }
        let xcode14 = try #require(try table(text))
        #expect(xcode14.contentInsetTop == 0 && xcode14.contentInsetAdjustment == .automatic)
        let automatic = try #require(try table(text.replacingOccurrences(of: "toolsVersion=\"21507\"", with: "toolsVersion=\"21701\"")))
        #expect(automatic.contentInsetTop == 20 && automatic.contentInsetAdjustment == .automatic)
        let never = try #require(try table(text.replacingOccurrences(of: "id=\"tb-table\"",
                                                                     with: "contentInsetAdjustmentBehavior=\"never\" id=\"tb-table\"")))
        #expect(never.contentInsetTop == 0 && never.contentInsetAdjustment == .never)
    }
}
