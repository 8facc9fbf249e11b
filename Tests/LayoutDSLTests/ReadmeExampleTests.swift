import LayoutDSL
import LayoutSpec
import Stacksnap
import StacksnapVerify
import Testing

/// The "Layouts in Swift" example of docs/swift-api.md, verbatim, so the documentation keeps compiling
/// and stays a valid layout.
@Suite struct ReadmeExampleTests {
    static var card: Layout {
        let icon = ViewRef("icon"), title = ViewRef("title"), row = ViewRef("row")

        let card = Layout("card", canvas: Canvas(width: 320, background: "#F2F2F7")) {
            HStack(spacing: 8, alignment: .center) {
                Image(symbol: "star").id(icon).tint("systemYellow")
                Label("Favourites").id(title).font(size: 17, weight: .semibold).hugging(h: 251)
                Spacer()
                Switch(isOn: true)
            }
            .id(row).background("white").cornerRadius(12).layoutMargins(12).layoutMarginsRelativeArrangement()
        } constraints: {
            row.horizontalEdges == root.horizontalEdges.inset(16)   // leading + 16, trailing − 16
            row.top == root.top + 20
            root.bottom == row.bottom + 20
            icon.size == (24, 24)
            title.width >= 80 ~ .high                                // priority 750
        }
        .variant("rtl", canvas: .init(direction: .rtl))
        return card
    }

    /// Worked out from the constraints: the row spans 320 − 2 × 16 = 288 points from x = 16,
    /// starts 20 down; its height is the switch's 31 plus margins 12 + 12 = 55 (the tallest
    /// arranged view; the 24-point icon and the label are shorter), so the canvas is
    /// 20 + 55 + 20 = 95 tall.
    @Test func exampleLaysOutAsDescribed() throws {
        let document = try Self.card.document()
        let snapshot = try #require(document.snapshots().first)
        let frames = try SnapshotPipeline.layout(try lower(snapshot)).frameTree
        #expect(frames.contains("root [0, 0, 320, 95]"), "\(frames)")
        #expect(frames.contains("stack row [16, 20, 288, 55]"), "\(frames)")
        #expect(document.snapshots().map(\.name) == ["card", "card.rtl"])
    }
}

/// This file imports LayoutDSL without AutoLayout: `Size(40, 40)` must still read.
@Test func sizeReadsWithoutImportingTheEngine() {
    let group = ViewRef("a").size == Size(40, 30)
    #expect(group.entries == [.expression("a.width == 40"), .expression("a.height == 30")])
}
