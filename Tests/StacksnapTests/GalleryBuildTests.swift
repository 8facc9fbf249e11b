import Foundation
import Pixels
import Raster
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// `Gallery` end to end on spec files written to a temporary folder.
@Suite struct GalleryBuildTests {
    static let spec = """
    name: tiny
    canvas: {width: 40, height: 30, scale: 1}
    root:
      subviews:
        - {type: view, id: box, background: "#FF0000"}
    constraints:
      - "box.leading == root.leading + 10"
      - "box.top == root.top + 5"
      - "box.width == 20"
      - "box.height == 20"
    variants:
      - {name: wide, canvas: {width: 80}}
    """

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func rendersEverySnapshotAndWritesSheetAndPage() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let specPath = dir.appendingPathComponent("tiny.yaml").path
        try Self.spec.write(toFile: specPath, atomically: true, encoding: .utf8)

        let gallery = try Gallery.build(files: [specPath])
        #expect(gallery.entries.map(\.name) == ["tiny", "tiny.wide"])
        #expect(gallery.sheet.thumbnails.count == 2)
        // The red box is drawn 10 points in: the snapshot itself went through the pipeline.
        #expect(gallery.entries[0].bitmap.width == 40 && gallery.entries[1].bitmap.width == 80)
        #expect(gallery.entries[0].bitmap[20, 15] == RGBA(r: 255, g: 0, b: 0))

        let out = dir.appendingPathComponent("out").path
        let written = try gallery.write(to: out)
        #expect(written.map { ($0 as NSString).lastPathComponent }
                == ["tiny.png", "tiny.wide.png", "contact-sheet.png", "index.html"])
        let sheetBytes = try #require(FileManager.default.contents(atPath: out + "/contact-sheet.png"))
        let decoded = try PNG.decode([UInt8](sheetBytes))
        #expect(decoded == gallery.sheetBitmap)
        let snapshot = try #require(FileManager.default.contents(atPath: out + "/snapshots/tiny.wide.png"))
        #expect(try PNG.decode([UInt8](snapshot)) == gallery.entries[1].bitmap)
    }

    @Test func twoSpecsMakingOneSnapshotNameAreRefused() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.yaml").path
        let b = dir.appendingPathComponent("b.yaml").path
        try Self.spec.write(toFile: a, atomically: true, encoding: .utf8)
        try Self.spec.write(toFile: b, atomically: true, encoding: .utf8)
        #expect {
            try Gallery.render(files: [a, b])
        } throws: { error in
            "\(error)".contains("the snapshot 'tiny' is also made by \(a)")
        }
    }
}
