import Foundation
import Pixels
import Raster

/// Renders a set of specs as a gallery: every snapshot as a PNG, a contact sheet of them
/// all, and an `index.html` that shows them — the samples as documentation.
///
/// Steps: 1. render every output of every spec, in the order given (``render(files:options:)``);
/// 2. lay out and draw the contact sheet (``ContactSheet``); 3. write the page
/// (``GalleryPage``); 4. write the files (``write(to:)``).
public struct Gallery: Sendable {
    /// The folder, inside the output folder, that holds each snapshot's PNG.
    public static let snapshotFolder = "snapshots"
    /// The contact sheet's file name in the output folder.
    public static let sheetFile = "contact-sheet.png"
    /// The page's file name in the output folder.
    public static let pageFile = "index.html"

    /// The snapshots, in the order they were rendered.
    public var entries: [GalleryEntry]
    /// The contact sheet's layout.
    public var sheet: ContactSheet
    /// The contact sheet's pixels.
    public var sheetBitmap: Bitmap
    /// The text of `index.html`.
    public var page: String

    /// Renders every spec file and builds the sheet and the page.
    public static func build(files: [String], title: String = "Stacksnap gallery",
                             sheet options: ContactSheet.Options = ContactSheet.Options(),
                             pipeline: SnapshotPipeline.Options = SnapshotPipeline.Options()) throws(StacksnapError) -> Gallery {
        let entries = try render(files: files, options: pipeline)
        return try Gallery(entries: entries, title: title, sheet: options)
    }

    /// Builds the sheet and the page for snapshots already rendered.
    public init(entries: [GalleryEntry], title: String, sheet options: ContactSheet.Options = ContactSheet.Options()) throws(StacksnapError) {
        self.entries = entries
        self.sheet = ContactSheet(entries: entries, title: title, options: options)
        self.sheetBitmap = try sheet.render()
        self.page = GalleryPage.html(entries: entries, title: title, sheetFile: Self.sheetFile,
                                     snapshotFolder: Self.snapshotFolder)
    }

    /// Step 1: every output of every spec (variants and compositions included), in file
    /// order and then in the spec's own order. Two snapshots with one name would overwrite
    /// each other's file, so that is an error naming both specs.
    public static func render(files: [String], options: SnapshotPipeline.Options = SnapshotPipeline.Options()) throws(StacksnapError) -> [GalleryEntry] {
        var entries: [GalleryEntry] = []
        var owner: [String: String] = [:]
        for file in files {
            let job = try SpecJob.load(file)
            for output in job.outputs {
                if let first = owner[output.name] {
                    throw .limit(file: file, message: "the snapshot '\(output.name)' is also made by \(first); names must be unique in a gallery")
                }
                owner[output.name] = file
                let rendered = try SpecJob.render(output, options: options)
                entries.append(GalleryEntry(name: rendered.name, file: file, bitmap: rendered.bitmap,
                                            scale: rendered.lowered.canvas.scale,
                                            warnings: job.warnings + rendered.warnings.map(\.message)))
            }
        }
        return entries
    }

    /// Step 4: writes `snapshots/<name>.png`, `contact-sheet.png` and `index.html` under
    /// `folder` (created if needed), each atomically. Returns the paths written, in order.
    @discardableResult
    public func write(to folder: String) throws(StacksnapError) -> [String] {
        let snapshots = (folder as NSString).appendingPathComponent(Self.snapshotFolder)
        do {
            try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
        } catch {
            throw .io(path: snapshots, message: "cannot create the folder: \(AtomicFile.reason(error))")
        }
        var written: [String] = []
        for entry in entries {
            let path = (snapshots as NSString).appendingPathComponent(entry.name + ".png")
            try AtomicFile.write(try Self.encode(entry.bitmap, name: path), to: path)
            written.append(path)
        }
        let sheetPath = (folder as NSString).appendingPathComponent(Self.sheetFile)
        try AtomicFile.write(try Self.encode(sheetBitmap, name: sheetPath), to: sheetPath)
        let pagePath = (folder as NSString).appendingPathComponent(Self.pageFile)
        try AtomicFile.write(Array(page.utf8), to: pagePath)
        return written + [sheetPath, pagePath]
    }

    static func encode(_ bitmap: Bitmap, name: String) throws(StacksnapError) -> [UInt8] {
        do {
            return try PNG.encode(bitmap)
        } catch {
            throw .io(path: name, message: "cannot encode the PNG: \(error)")
        }
    }
}
