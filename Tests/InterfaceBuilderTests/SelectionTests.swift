import InterfaceBuilder
import LayoutSpec
import Stacksnap
import StacksnapVerify
import Testing

/// Choosing what to draw: scenes by any of their names, views by id, with messages that
/// list what there is; snapshot names and canvas sizes from what the document says.
@Suite struct SelectionTests {
    static let storyboard = FixtureFiles.path("Main.storyboard")

    @Test(arguments: ["Profile", "pf-sc-001", "pf-vc-001", "Main-Profile"])
    func aSceneByAnyOfItsNames(_ name: String) throws {
        let job = try SpecJob.load(Self.storyboard, scene: name)
        #expect(job.outputs.map(\.name) == ["Main-Profile"])
    }

    @Test func aSceneByTitle() throws {
        #expect(try SpecJob.load(Self.storyboard, scene: "Settings").outputs.map(\.name) == ["Main-Settings"])
    }

    @Test func anUnknownSceneListsTheScenes() throws {
        let error = #expect(throws: StacksnapError.self) { try SpecJob.load(Self.storyboard, scene: "Nope") }
        let text = error?.description ?? ""
        #expect(text.contains("no scene 'Nope'"))
        #expect(text.contains("Main-Profile (pf-sc-001, pf-vc-001, Profile)"), "\(text)")
        #expect(text.contains("Main-Settings (st-sc-002, st-vc-002, Settings)"), "\(text)")
        #expect(error?.status == .badInput)
    }

    @Test func aNestedViewOnACanvasOfItsRecordedSize() throws {
        // pf-row is recorded 343 × 31; pinned to the canvas it keeps the stack's layout:
        // the switch's 49-wide alignment rect at 343 − 49 = 294 (its frame 51 wide), the label
        // (17 pt system, 20.5 tall) taking the rest,
        // centred: (31 − 20.5) / 2 = 5.25, 5.5 on the 2× grid.
        let job = try SpecJob.load(Self.storyboard, view: "pf-row")
        #expect(job.outputs.map(\.name) == ["Main-Profile-pf-row"])
        let output = try #require(job.outputs.first)
        let rendered = try SpecJob.render(output)
        #expect(rendered.frameTree == """
            root [0, 0, 343, 31]
              stack pf_row [0, 0, 343, 31]
                label pf_notify [0, 5.5, 286, 20.5]
                switch pf_switch [294, 0, 51, 31]

            """)
    }

    @Test func aSceneRootIdIsTheWholeScene() throws {
        #expect(try SpecJob.load(Self.storyboard, view: "st-root").outputs.map(\.name) == ["Main-Settings"])
    }

    @Test func aViewInsideAnXIB() throws {
        // card-text is recorded 300 × 108.667 (the card is on a 3× grid), its contents as in
        // the whole card.
        let job = try SpecJob.load(FixtureFiles.path("Card.xib"), view: "card-text")
        let rendered = try SpecJob.render(try #require(job.outputs.first))
        #expect(rendered.name == "Card-card-text")
        #expect(rendered.frameTree.hasPrefix("root [0, 0, 300, 108.667]\n  stack card_text [0, 0, 300, 108.667]\n"))
    }

    @Test(arguments: [
        ("st-c-card-height", "'st-c-card-height' is a <constraint>, not a view"),
        ("zzz", "no view with id 'zzz'"),
    ])
    func aViewIdThatIsNoView(_ id: String, _ message: String) throws {
        let error = #expect(throws: StacksnapError.self) { try SpecJob.load(Self.storyboard, view: id) }
        #expect(error?.description.contains(message) == true, "\(error?.description ?? "")")
    }

    @Test func aXIBHasNoScenes() throws {
        let error = #expect(throws: StacksnapError.self) { try SpecJob.load(FixtureFiles.path("Card.xib"), scene: "x") }
        #expect(error?.description.contains("a XIB has no scenes") == true)
    }

    @Test func specsTakeNoSelection() throws {
        let spec = FixtureFiles.folder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/stack-overview.yaml").path
        #expect(throws: StacksnapError.self) { try SpecJob.load(spec, scene: "x") }
    }

    static func storyboard(_ scenes: String, device: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            \(device)
            <scenes>\(scenes)</scenes>
        </document>
        """
    }

    static func scene(_ id: String, controller: String, view: String = "") -> String {
        """
        <scene sceneID="\(id)"><objects>
            <viewController \(controller) sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(id)-view">\(view)</view>
            </viewController>
        </objects></scene>
        """
    }

    @Test func sceneNamesAreUniqueAndSkippedScenesAreSaid() throws {
        let text = Self.storyboard(
            Self.scene("s1", controller: #"title="Home" id="vc-1""#)
                + Self.scene("s2", controller: #"title="Home" id="vc-2""#)
                + Self.scene("s3", controller: #"title="Über uns" id="vc-3""#)
                + """
                <scene sceneID="s4"><objects>
                    <navigationController id="nav-1" sceneMemberID="viewController"/>
                </objects></scene>
                """)
        let imported = try InlineDocuments.convert(text, storyboard: true)
        // A title that is taken falls back to the controller id; other characters become '-'.
        #expect(imported.documents.map(\.name) == ["Inline-Home", "Inline-vc-2", "Inline-ber-uns"])
        #expect(imported.warnings.count == 1)
        #expect(imported.warnings.first?.message.contains("<navigationController> nav-1 has no view of its own") == true)
    }

    @Test func sizeAndSafeAreaFromTheDevice() throws {
        // No frame on the root view: the document's device decides, an iPhone 14 Pro
        // (393 × 852) with 59 points of safe area at the top; without one, 375 × 667 and
        // the status bar's 20.
        let pinned = """
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
                <constraint firstItem="bar" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="c4"/>
            </constraints>
            """
        for (device, expected) in [(#"<device id="retina6_12" orientation="portrait"/>"#, "[0, 59, 393, 759]"),
                                   ("", "[0, 20, 375, 647]")] {
            let text = Self.storyboard(Self.scene("s", controller: #"id="vc""#, view: pinned), device: device)
            let document = try #require(try InlineDocuments.convert(text, storyboard: true).documents.first)
            let laid = try SnapshotPipeline.layout(try lower(try #require(document.snapshots().first)))
            #expect(laid.frameTree.contains("view bar \(expected)"), "\(laid.frameTree)")
        }
    }
}
