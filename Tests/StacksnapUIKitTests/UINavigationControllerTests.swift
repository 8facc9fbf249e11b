import Foundation
import LayoutSpec
import Pixels
import Raster
import Stacksnap
import StacksnapUIKit
import Testing

/// Navigation and tab bar controllers: a device snapshot is the controller on screen's view
/// under the spec's `chrome:` bars, drawn as the samples' goldens.
@MainActor
@Suite struct UINavigationControllerTests {
    static func rendered(_ document: SpecDocument) throws -> RenderedSnapshot {
        let snapshot = try #require(document.snapshots().first)
        return try SnapshotPipeline.render(try lower(snapshot))
    }

    static func sample(_ name: String) throws -> SpecDocument {
        let url = SampleParityTests.root.appendingPathComponent("Samples/\(name).yaml")
        return try SpecFile.parse(try String(contentsOf: url, encoding: .utf8), file: url.path).document
    }

    @Test func mailTabsAreTheSample() throws {
        let tabs = SampleScreens.mailTabs()
        let document = try tabs.specDocument(name: "devices-bars", device: "iPhone15Pro")
        // The bars are the sample's, item for item.
        let sample = try Self.sample("devices-bars")
        #expect(document.canvas.chrome == sample.canvas.chrome, "\(document.canvas.chrome)")

        let code = try Self.rendered(document)
        let frames = try String(contentsOf: SampleParityTests.root.appendingPathComponent("Golden/devices-bars.frames.txt"),
                                encoding: .utf8)
        #expect(code.frameTree == SampleParityTests.tree(frames), "the code's frame tree\n\(code.frameTree)")
        let golden = try PNG.decode([UInt8](try Data(contentsOf: SampleParityTests.root.appendingPathComponent("Golden/devices-bars.png"))))
        #expect(golden.width == code.bitmap.width && golden.height == code.bitmap.height)
        let samePixels = golden.pixels == code.bitmap.pixels
        #expect(samePixels, "the code draws other pixels than the golden")

        // Laid out in place, under the same bars: the table fills the safe area between them
        // (the golden's `tableView boxes [0, 155, 393, 614]`).
        let mailboxes = try #require((tabs.viewControllers?.first as? UINavigationController)?.topViewController)
        mailboxes.view.layoutIfNeeded()
        #expect(mailboxes.view.layoutProblems.isEmpty, "\(mailboxes.view.layoutProblems)")
        #expect(mailboxes.view.subviews.first?.frame == CGRect(x: 0, y: 155, width: 393, height: 614))
    }

    @Test func containersKnowTheirControllers() throws {
        let tabs = SampleScreens.mailTabs()
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        let mailboxes = try #require(navigation.topViewController)
        #expect(mailboxes.navigationController === navigation && mailboxes.tabBarController === tabs)
        #expect(navigation.parent === tabs && tabs.children.count == 2 && navigation.children.first === mailboxes)
        tabs.selectedViewController = tabs.viewControllers?[1]
        #expect(tabs.selectedIndex == 1)
    }

    @Test func barItemsBecomeTheSpecsItems() throws {
        let root = UIViewController()
        root.navigationItem.title = "Inbox"
        root.navigationItem.leftBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)]
        root.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil),
            UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), style: .plain, target: nil, action: nil),
        ]
        let navigation = UINavigationController(rootViewController: root)
        let document = try navigation.specDocument(device: "iPhone15Pro")
        // What the spec writes as `chrome: {navigationBar: {title: Inbox, leftItems:
        // [{system: cancel}], rightItems: [{title: Save, style: done}, {symbol:
        // magnifyingglass}]}}` (a chrome bar is transparent unless it says otherwise).
        var bar = NavigationBarSpec(title: "Inbox")
        bar.background = .transparent
        bar.leftItems = [.title("Cancel")]
        bar.rightItems = [.title("Save", isDone: true), .symbol("magnifyingglass")]
        #expect(document.canvas.chrome.navigationBar?.content == .navigationBar(bar))
        #expect(document.canvas.chrome.tabBar == nil)
        // The safe area grows by the 44-point bar: 59 + 44 on an iPhone 15 Pro.
        #expect(document.canvas.safeArea.top == 103)

        // A pushed controller shows its own title and the back chevron.
        let detail = UIViewController()
        detail.title = "Message"
        navigation.pushViewController(detail, animated: true)
        let pushed = try navigation.specDocument(device: "iPhone15Pro")
        var back = NavigationBarSpec(title: "Message")
        back.background = .transparent
        back.leftItems = [.symbol("chevron.left")]
        #expect(pushed.canvas.chrome.navigationBar?.content == .navigationBar(back))
        #expect(navigation.popViewController(animated: false) === detail && navigation.popViewController(animated: false) == nil)
    }

    @Test func aHiddenBarIsNotDrawn() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(try navigation.specDocument(device: "iPhone15Pro").canvas.chrome.isEmpty)
    }
}
