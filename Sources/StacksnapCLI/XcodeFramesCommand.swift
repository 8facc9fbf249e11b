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

    @Option(help: ArgumentHelp(
        "Write one row per one-line system-font label or system button title to this TSV file: its text, font, the size measured here and the frame Xcode recorded.",
        valueName: "file"))
    var textTsv: String?

    func run() throws {
        let files: [String]
        do {
            files = try SpecPaths.expand(paths).filter(SpecPaths.isInterfaceBuilder)
        } catch {
            throw Failure.report(error)
        }
        var total = XcodeFrameTally()
        var rows = ["file\tid\telement\tclass\ttext\tverdict\terror\texpected\tsolved"]
        var textRows = ["file\ttoolsVersion\tid\ttext\tsize\tweight\tscale\tmeasuredWidth\tmeasuredHeight\twidthIsText\theightIsText\trecordedWidth\trecordedHeight\tkind\thorizontalInsets\tverticalInsets"]
        for file in files {
            let check = XcodeFrameCheck.check(path: file)
            let tally = XcodeFrameTally(check)
            total = total + tally
            print("\(file): \(tally.line)")
            check.problems.forEach { Failure.printError($0) }
            for sample in check.textSamples {
                guard let recorded = sample.recorded else { continue }
                let text = sample.text.replacingOccurrences(of: "\t", with: " ")
                textRows.append([file, String(check.toolsVersion), sample.id, text, String(sample.size), sample.weight.name, String(sample.scale),
                                 String(sample.measuredWidth), String(sample.measuredHeight), String(sample.widthIsText),
                                 String(sample.heightIsText), String(recorded.width), String(recorded.height),
                                 sample.kind, String(sample.horizontalInsets), String(sample.verticalInsets)].joined(separator: "\t"))
            }
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
        for (file, table) in [(tsv, rows), (textTsv, textRows)] {
            guard let file else { continue }
            do {
                try AtomicFile.write(Array((table.joined(separator: "\n") + "\n").utf8), to: file)
            } catch {
                throw Failure.report(error)
            }
        }
    }
}
