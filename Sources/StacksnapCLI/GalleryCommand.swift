import ArgumentParser
import Stacksnap
import StacksnapVerify

/// `stacksnap gallery [SPEC_OR_DIR…] [--out DIR]`: every snapshot as a PNG, a contact sheet
/// and an `index.html`, for browsing the samples.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every snapshot, a contact sheet of thumbnails and an index.html.",
        discussion: "Writes DIR/snapshots/<snapshot>.png, DIR/contact-sheet.png and DIR/index.html.")

    @Argument(help: "Spec files or folders of specs.")
    var specs: [String] = ["Samples"]

    @Option(name: [.customLong("out"), .customShort("o")], help: "Folder to write the gallery into.")
    var out: String = ".build/gallery"

    @Option(help: "Thumbnails per row of the contact sheet.")
    var columns: Int = 4

    @Option(help: "The title of the contact sheet and the page.")
    var title: String = "Stacksnap gallery"

    func validate() throws {
        guard columns >= 1 else { throw ValidationError("--columns must be at least 1") }
    }

    func run() throws {
        do {
            try generate()
        } catch {
            throw Failure.report(error)
        }
    }

    private func generate() throws(StacksnapError) {
        let files = try SpecPaths.expand(specs)
        var sheet = ContactSheet.Options()
        sheet.columns = columns
        let gallery = try Gallery.build(files: files, title: title, sheet: sheet)
        for entry in gallery.entries { entry.warnings.forEach(Failure.printError) }
        let written = try gallery.write(to: out)
        print("\(gallery.entries.count) snapshots from \(files.count) specs; "
              + "contact sheet \(gallery.sheetBitmap.width)×\(gallery.sheetBitmap.height) pixels")
        print(written.suffix(2).joined(separator: "\n"))
    }
}
