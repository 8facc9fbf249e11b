import Foundation
import LayoutDSL
import LayoutSpec
import SnapshotTesting
import StacksnapSnapshotTesting
import StacksnapTesting
import Testing

/// The strategies against the reference swift-snapshot-testing keeps in `__Snapshots__/`:
/// copies of the sample's own golden (`Golden/anchors-edges-rtl.png`), so passing means the
/// strategy draws exactly what `stacksnap verify` checks.
@Suite struct StrategyTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../..").standardizedFileURL

    /// `Samples/anchors-edges-rtl.yaml` in Swift.
    static var anchors: Layout {
        let card = ViewRef("card"), badge = ViewRef("badge"), label = ViewRef("label")
        return Layout("anchors-edges-rtl", canvas: Canvas(width: 320, height: 180, background: "#F2F2F7")) {
            Box {
                Image(symbol: "person.fill").id(badge).tint("white").background("systemIndigo").cornerRadius(16)
                Label("Leading → trailing").id(label).font(size: 17, weight: .semibold)
            }
            .id(card).background("white").border(width: 0.5, color: "systemGray3").cornerRadius(12)
        } constraints: {
            card.absoluteEdges == root.absoluteEdges.inset(top: 10, bottom: 10, left: 5, right: 20)
            badge.width == 0.5 * card.height
            badge.height == badge.width
            badge.centerY == card.centerY
            badge.leading == card.leading + 12
            label.leading == badge.trailing + 12
            label.centerY == badge.centerY
        }
        .variant("rtl", caption: "direction: rtl", canvas: .init(direction: .rtl))
        .compose(["default", "rtl"], caption: "direction: ltr")
    }

    @Test func swiftLayout() {
        assertSnapshot(of: Self.anchors, as: .stacksnap, named: "anchors-edges-rtl", record: .never)
    }

    @Test func specDocument() throws {
        let document = try SpecFile.load(path: Self.repository.appendingPathComponent("Samples/anchors-edges-rtl.yaml").path)
            .document
        assertSnapshot(of: document, as: .stacksnap, named: "anchors-edges-rtl", record: .never)
    }

    @Test func differenceIsReportedInVerifysWords() throws {
        let document = try SpecFile.load(path: Self.repository.appendingPathComponent("Samples/anchors-edges-rtl.yaml").path)
            .document
        var darker = document
        darker.canvas.background = .black
        let reference = Snapshotting<SpecDocument, Data>.stacksnap.snapshot(document)
        let fresh = Snapshotting<SpecDocument, Data>.stacksnap.snapshot(darker)
        var referenceData = Data(), freshData = Data()
        reference.run { referenceData = $0 }
        fresh.run { freshData = $0 }
        let diffing = Diffing<Data>.stacksnapPNG()
        #expect(diffing.diffV2(referenceData, referenceData) == nil)
        let failure = try #require(diffing.diffV2(referenceData, freshData))
        #expect(failure.0.hasPrefix("pixels differ: "), "\(failure.0)")
        #expect(failure.1.count == 2)
        // The images are files too (swift-snapshot-testing attaches nothing on Linux): the
        // message names both, and each is a PNG.
        let lines = failure.0.split(separator: "\n").map(String.init)
        for label in ["diff: ", "expected | diff | actual: "] {
            let path = try #require(lines.first { $0.hasPrefix(label) }.map { String($0.dropFirst(label.count)) }, "\(failure.0)")
            #expect(path.contains("/StrategyTests/differenceIsReportedInVerifysWords."), "\(path)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(path) is no PNG")
        }
        #expect(Diffing<Data>.stacksnapPNG(CompareOptions(maxRatio: 1)).diffV2(referenceData, freshData) == nil)
    }

    /// A layout that cannot be drawn fails every comparison, even with its own output.
    @Test func invalidLayoutNeverMatches() throws {
        let broken = Layout("broken") { Box().background("not-a-color") }
        var data = Data()
        Snapshotting<Layout, Data>.stacksnap.snapshot(broken).run { data = $0 }
        let failure = try #require(Diffing<Data>.stacksnapPNG().diffV2(data, data))
        #expect(failure.0.contains("could not be rendered"))
        #expect(failure.0.contains("root.subviews[0].background"))
    }
}
