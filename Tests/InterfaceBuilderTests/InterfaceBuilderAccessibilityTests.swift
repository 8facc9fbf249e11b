import Foundation
import InterfaceBuilder
import LayoutSpec
import Testing

/// The accessibility inspector of a document becomes the views' `accessibility:`
/// (`Fixtures/Accessibility/Accessibility.xib`, whose comment lists what each view sets).
@Suite struct InterfaceBuilderAccessibilityTests {
    static let path = FixtureFiles.folder.appendingPathComponent("Accessibility/Accessibility.xib").path

    /// The converted views by spec id (IB ids with `-` as `_`).
    static func views() throws -> (views: [String: ViewSpec], warnings: [String]) {
        let imported = try InterfaceBuilderFile.load(path: path)
        let root = try #require(imported.documents.first?.root)
        var views: [String: ViewSpec] = [:]
        func collect(_ view: ViewSpec) {
            if let id = view.id { views[id] = view }
            view.children.forEach(collect)
        }
        collect(root)
        return (views, imported.warnings.map(\.description))
    }

    @Test func theInspectorsValuesAreTheViewsAccessibility() throws {
        let views = try Self.views().views
        #expect(views["ax_close"]?.accessibility
                == AccessibilitySpec(label: "Close", hint: "Closes the screen", traits: [.button, .header], isElement: true))
        #expect(views["ax_title"]?.accessibility == AccessibilitySpec(value: "3 unread", traits: [.staticText, .header]))
        #expect(views["ax_card"]?.accessibility
                == AccessibilitySpec(traits: [], isElement: false, elements: ["ax_price", "ax_name"]))
        #expect(views["ax_key"]?.accessibility == AccessibilitySpec(label: "Q", traits: [.keyboardKey]))
    }

    /// Emptied fields and an identifier alone set nothing; the identifier does not rename the
    /// view (constraints name it by its IB id); views without an inspector have nothing.
    @Test func nothingSetIsNothingWritten() throws {
        let views = try Self.views().views
        #expect(views["ax_blank"] != nil && views["ax_blank"]?.accessibility == nil)
        #expect(views["ax_name"]?.accessibility == nil && views["ax_price"]?.accessibility == nil)
        #expect(views["blank"] == nil && views["closeButton"] == nil)
    }

    @Test func aTraitWithNoSpecEquivalentIsWarnedAbout() throws {
        let warnings = try Self.views().warnings
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("accessibility trait 'textEntry' has no spec equivalent") == true, "\(warnings)")
    }

    /// An outlet to a view that is not inside the view is left out of the order, with a warning.
    @Test func anElementOutsideTheViewIsLeftOut() throws {
        let text = InlineDocuments.xib(subviews: """
            <view contentMode="scaleToFill" id="box">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <connections>
                    <outletCollection property="accessibilityElements" destination="other" id="c1"/>
                </connections>
            </view>
            <view contentMode="scaleToFill" id="other">
                <rect key="frame" x="0" y="100" width="100" height="100"/>
            </view>
            """)
        let (view, _, warnings) = try InlineDocuments.firstView(text)
        #expect(view?.id == "box" && view?.accessibility == nil)
        #expect(warnings.count == 1 && warnings[0].contains("accessibility element 'other' is not a view inside it"), "\(warnings)")
    }

    /// A bar button item's image is a symbol item; its accessibility label is what VoiceOver
    /// reads for it (`Chrome.storyboard` with its compose item made an image item).
    @Test func anImageBarItemKeepsItsLabel() throws {
        let original = try String(contentsOf: FixtureFiles.folder.appendingPathComponent("Chrome.storyboard"), encoding: .utf8)
        let item = #"<barButtonItem key="rightBarButtonItem" systemItem="compose" id="ch-msg-compose"/>"#
        #expect(original.contains(item))
        let edited = original.replacingOccurrences(of: item, with: """
            <barButtonItem key="rightBarButtonItem" image="gear" id="ch-msg-compose">
                <accessibility key="accessibilityConfiguration" label="Settings"/>
            </barButtonItem>
            """)
        let imported = try InterfaceBuilderFile.parse(Array(edited.utf8), file: "Chrome.storyboard")
        // The bar is the canvas's chrome, or a view of the scene.
        var items: [[BarItem]] = []
        func collect(_ view: ViewSpec) {
            if case .navigationBar(let bar) = view.content { items.append(bar.rightItems) }
            view.children.forEach(collect)
        }
        for document in imported.documents {
            collect(document.root)
            document.canvas.chrome.navigationBar.map(collect)
        }
        #expect(items.contains([.symbol("gear", label: "Settings")]), "\(items)")
    }
}
