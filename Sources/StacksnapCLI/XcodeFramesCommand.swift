import ArgumentParser
import Foundation
import Stacksnap

/// `stacksnap xcode-frames PATH…`: lays out storyboards and XIBs and compares every view
/// with the frame Xcode recorded in the document.
struct XcodeFramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xcode-frames",
        abstract: "Compare the layout of .storyboard and .xib files with the frames Xcode recorded in them.",
        discussion: """
        Every scene and top-level view is laid out as render would draw it; each view's frame \
        is compared with its <rect key="frame">. Views Xcode marked misplaced or ambiguous, \
        hidden views, and what is inside them are not compared. Prints a line per document \
        and the total: views within 0.5 pt and within 1 pt, for plain views and for views \
        whose size depends on text, and the views not compared (inside placeholders, scenes \
        not drawn, not found). Exits 0 whatever the numbers; 74 when a path is not there.
        """)

    @Argument(help: "Documents, or folders searched for .storyboard and .xib files.")
    var paths: [String]

    @Flag(help: "Also list every view further than a point from Xcode's frame.")
    var failures = false

    @Option(help: ArgumentHelp("Write one row per recorded view to this TSV file.", valueName: "file"))
    var tsv: String?

    func run() throws {
        let files: [String]
        do {
            files = try SpecPaths.expand(paths).filter(SpecPaths.isInterfaceBuilder)
        } catch {
            throw Failure.report(error)
        }
        var total = XcodeFrameTally()
        var rows = ["file\tid\telement\tclass\ttext\tverdict\terror\texpected\tsolved"]
        for file in files {
            let check = XcodeFrameCheck.check(path: file)
            let tally = XcodeFrameTally(check)
            total = total + tally
            print("\(file): \(tally.line)")
            check.problems.forEach { Failure.printError($0) }
            for view in check.views {
                let r = view.recorded
                if failures, view.verdict == .differs {
                    print("  \(r.id) <\(r.element)>\(r.customClass.map { " \($0)" } ?? ""): Xcode \(r.frame), here "
                          + "\(view.solved.map(\.description) ?? "-")")
                }
                rows.append([file, r.id, r.element, r.customClass ?? "", view.dependsOnText ? "text" : "plain",
                             view.verdict.rawValue, view.error.map { String($0) } ?? "", r.frame.description,
                             view.solved?.description ?? ""].joined(separator: "\t"))
            }
        }
        print("total: \(total.documents) documents (\(total.documentsWithProblems) with problems); \(total.line)")
        if let tsv {
            do {
                try AtomicFile.write(Array((rows.joined(separator: "\n") + "\n").utf8), to: tsv)
            } catch {
                throw Failure.report(error)
            }
        }
    }
}
