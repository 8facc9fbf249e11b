import Foundation
import Pixels
import Raster
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// The contact sheet and page of `stacksnap gallery`. Expected rectangles are worked out by
/// hand from the grid rules in `ContactSheet`'s documentation for the options below.
@Suite struct GalleryTests {
    /// 2 columns of 100×60 boxes, 20 for captions, 10 between everything, thumbnails 5
    /// inside their box, no title, 1 pixel per point.
    static var smallGrid: ContactSheet.Options {
        var o = ContactSheet.Options()
        o.columns = 2
        o.cellWidth = 100
        o.thumbnailHeight = 60
        o.captionHeight = 20
        o.spacing = 10
        o.inset = 5
        o.titleHeight = 0
        o.scale = 1
        return o
    }

    static let red = RGBA(r: 255, g: 0, b: 0)
    static let green = RGBA(r: 0, g: 200, b: 0)
    static let blue = RGBA(r: 0, g: 0, b: 255)

    static func solid(_ name: String, _ width: Int, _ height: Int, scale: Int, _ color: RGBA) -> GalleryEntry {
        GalleryEntry(name: name, file: "\(name).yaml", bitmap: Bitmap(width: width, height: height, fill: color), scale: scale)
    }

    /// a: 40×20 points (fits unscaled), b: 360×120 pixels at 2× = 180×60 points (halved to
    /// fit the 90×50 room), c: 30×200 points (quartered: 7.5×50).
    static var entries: [GalleryEntry] {
        [solid("a", 40, 20, scale: 1, red), solid("b", 360, 120, scale: 2, green), solid("c", 30, 200, scale: 1, blue)]
    }

    @Test func gridPlacesOneBoxPerSnapshotInRows() {
        let sheet = ContactSheet(entries: Self.entries, title: "", options: Self.smallGrid)
        // Column x: 10, 10 + 100 + 10 = 120. Row y: 10, 10 + 60 + 20 + 10 = 100.
        #expect(sheet.boxes == [
            SceneRect(x: 10, y: 10, width: 100, height: 60),
            SceneRect(x: 120, y: 10, width: 100, height: 60),
            SceneRect(x: 10, y: 100, width: 100, height: 60),
        ])
        // 10 + 2 × (100 + 10) = 230 wide; 10 + 2 × (80 + 10) = 190 tall.
        #expect(sheet.scene.width == 230)
        #expect(sheet.scene.height == 190)
    }

    @Test func thumbnailsFitTheirBoxWithoutEnlarging() {
        let sheet = ContactSheet(entries: Self.entries, title: "", options: Self.smallGrid)
        // The room is 90×50 at (box.x + 5, box.y + 5).
        // a: 40×20 kept, centred: x 15 + 25 = 40, y 15 + 15 = 30.
        // b: scale 0.5 → 90×30: x 125, y 15 + 10 = 25.
        // c: scale 0.25 → 7.5×50: x 15 + 41.25 = 56.25 → 56, right edge 63.75 → 64; y 105.
        #expect(sheet.thumbnails == [
            SceneRect(x: 40, y: 30, width: 40, height: 20),
            SceneRect(x: 125, y: 25, width: 90, height: 30),
            SceneRect(x: 56, y: 105, width: 8, height: 50),
        ])
    }

    @Test func eachThumbnailShowsItsOwnSnapshot() throws {
        let sheet = ContactSheet(entries: Self.entries, title: "", options: Self.smallGrid)
        let bitmap = try sheet.render()
        #expect(bitmap.width == 230 && bitmap.height == 190)
        // The middle pixel of each thumbnail has its entry's colour.
        #expect(bitmap[60, 40] == Self.red)
        #expect(bitmap[170, 40] == Self.green)
        #expect(bitmap[60, 130] == Self.blue)
        // Inside a box but outside its thumbnail: the box's fill (#F2F2F7).
        #expect(bitmap[20, 20] == RGBA(r: 0xF2, g: 0xF2, b: 0xF7))
        // Between the boxes: the sheet's white.
        #expect(bitmap[115, 40] == RGBA(r: 255, g: 255, b: 255))
    }

    @Test func sheetBytesAreTheSameOnEveryRunAndThread() async throws {
        let entries = Self.entries
        let options = Self.smallGrid
        let first = try PNG.encode(try ContactSheet(entries: entries, title: "Sheet", options: options).render())
        let others = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<4 {
                group.addTask { try PNG.encode(try ContactSheet(entries: entries, title: "Sheet", options: options).render()) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(others.count == 4)
        #expect(others.allSatisfy { $0 == first })
    }

    @Test func emptyGalleryStillDrawsItsTitle() throws {
        var options = Self.smallGrid
        options.titleHeight = 20
        let sheet = ContactSheet(entries: [], title: "Nothing yet", options: options)
        #expect(sheet.boxes.isEmpty)
        // One column's width; the title line and the spacing around it: 10 + 20 + 10.
        #expect(sheet.scene.width == 120)
        #expect(sheet.scene.height == 40)
        _ = try sheet.render()
    }

    @Test func pageLinksEverySnapshotOnceAndEscapesText() {
        var entries = Self.entries
        entries[0].warnings = ["a.yaml: warning: <ambiguous> & \"odd\""]
        let page = GalleryPage.html(entries: entries, title: "Q&A", sheetFile: "contact-sheet.png", snapshotFolder: "snapshots")
        for name in ["a", "b", "c"] {
            #expect(page.components(separatedBy: "<img src=\"snapshots/\(name).png\"").count == 2)
            #expect(page.contains("<a href=\"#\(name)\">\(name)</a>"))
        }
        #expect(page.contains("<img src=\"contact-sheet.png\""))
        #expect(page.contains("<title>Q&amp;A</title>"))
        #expect(page.contains("a.yaml: warning: &lt;ambiguous&gt; &amp; &quot;odd&quot;"))
        #expect(page.contains("3 snapshots."))
        // b is 360×120 pixels at 2×: shown at its point size.
        #expect(page.contains("width=\"180\" height=\"60\""))
    }
}
