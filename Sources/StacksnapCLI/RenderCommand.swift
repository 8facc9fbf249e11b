import ArgumentParser
import AutoLayout
import InterfaceBuilder
import Foundation
import Raster
import Stacksnap
import StacksnapVerify

/// `stacksnap render SPEC… -o DIR`: writes `DIR/<snapshot>.png` for every snapshot.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render every snapshot of the given specs to PNG files.")

    @Argument(help: "Spec files or folders of specs.")
    var specs: [String]

    @Option(name: .shortAndLong, help: "Folder to write <snapshot>.png files into.")
    var output: String = "."

    @Flag(help: "Draw the debug overlay (frames, alignment rects, margins, baselines, gaps).")
    var debug = false

    @Flag(help: "Also write <snapshot>.frames.txt beside each PNG.")
    var frames = false

    @Flag(help: ArgumentHelp("Storyboards and XIBs: outline the frames Xcode recorded where views land elsewhere, and list those views.",
                             discussion: "The recorded frames are drawn dashed in cyan over the render; views within half a point of theirs draw nothing."))
    var compareRecorded = false

    @Flag(help: "Also write each snapshot's accessibility snapshot (<snapshot>.accessibility.png): VoiceOver's elements numbered in reading order, with a legend.")
    var accessibility = false

    @OptionGroup var part: SceneOptions

    @OptionGroup var traits: MatrixOptions

    @OptionGroup var limits: LimitOptions

    @OptionGroup var fonts: FontOptions

    /// Every spec is rendered even when one fails, so one run reports every broken spec;
    /// the exit status is the worst of their failures (``CommandOutcome/worst(_:)``).
    func run() throws {
        var options = SnapshotPipeline.Options()
        options.debug = debug
        options = limits.applied(to: options)
        // A path that is not there is reported like a spec that fails; the rest still run.
        var files: [String] = []
        var missing: [StacksnapError] = []
        for input in specs {
            do {
                files += try SpecPaths.expand([input])
            } catch {
                missing.append(error)
            }
        }
        try part.check(files)
        let matrix = try traits.runMatrix(), only = try traits.only()
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw Failure.report(StacksnapError.io(path: output, message: "cannot create the output folder: \(AtomicFile.reason(error))"))
        }
        var statuses: [CommandOutcome] = []
        func note(_ error: StacksnapError) {
            Failure.printError(error.description)
            statuses.append(error.status)
        }
        missing.forEach(note)
        for file in files {
            let job: SpecJob
            do {
                job = try SpecJob.load(file, limits: limits.spec, scene: part.scene, view: part.view, matrix: matrix,
                                       accessibility: accessibility, fonts: fonts.fonts)
            } catch {
                note(error)
                continue
            }
            job.warnings.forEach(Failure.printError)
            var fileOptions = options
            let comparing = compareRecorded && SpecPaths.isInterfaceBuilder(file)
            if comparing { fileOptions.compareFrames = recordedFrames(file) }
            for out in job.outputs where out.admitted(by: only) {
                do {
                    try write(out, options: fileOptions)
                } catch {
                    note(error)
                }
            }
            if comparing { listMoved(file) }
        }
        let status = CommandOutcome.worst(statuses)
        if status != .success { throw Failure.exit(status) }
    }

    /// The frames Xcode recorded, in the drawn canvas's coordinates (the chosen view's
    /// with `--view`); none when the document's frames cannot be read.
    private func recordedFrames(_ file: String) -> [String: AutoLayout.Rect] {
        guard let views = try? RecordedFrames.read(path: file) else { return [:] }
        var frames = RecordedFrames.canvasFrames(views)
        if let chosen = part.view.flatMap({ id in views.first { $0.id == id } }), let origin = frames[chosen.specID] {
            frames = frames.mapValues { AutoLayout.Rect(x: $0.x - origin.x, y: $0.y - origin.y, width: $0.width, height: $0.height) }
        }
        return frames
    }

    /// One line per view more than half a point from the frame Xcode recorded.
    private func listMoved(_ file: String) {
        let check = XcodeFrameCheck.check(path: file)
        let moved = check.views.filter { $0.verdict == .differs || $0.verdict == .withinPoint }
        print("\(file): \(moved.count) view\(moved.count == 1 ? "" : "s") away from Xcode's recorded frame")
        for view in moved {
            let r = view.recorded
            print("  \(r.id) <\(r.element)>: Xcode \(r.frame), here \(view.solved.map(\.description) ?? "-")")
        }
    }

    private func write(_ out: SpecJob.Output, options: SnapshotPipeline.Options) throws(StacksnapError) {
        let rendered = try SpecJob.render(out, options: options)
        rendered.warnings.forEach { Failure.printError($0.message) }
        let png = try encode(rendered)
        try AtomicFile.write(png, to: (output as NSString).appendingPathComponent(rendered.name + ".png"))
        if frames {
            try AtomicFile.write(Array(rendered.frameTree.utf8),
                                 to: (output as NSString).appendingPathComponent(rendered.name + ".frames.txt"))
        }
        print("\(rendered.name).png  \(rendered.bitmap.width)×\(rendered.bitmap.height)")
    }

    private func encode(_ rendered: RenderedSnapshot) throws(StacksnapError) -> [UInt8] {
        do {
            return try PNG.encode(rendered.bitmap)
        } catch {
            throw .io(path: rendered.name, message: "cannot encode the PNG: \(error)")
        }
    }
}
