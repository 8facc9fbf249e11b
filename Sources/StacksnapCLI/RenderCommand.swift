import ArgumentParser
import Foundation
import Raster
import Stacksnap

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

    @Option(help: "Storyboards: render only this scene (its scene id, view controller id, storyboard id or title).")
    var scene: String?

    @Option(help: "Storyboards and XIBs: render only the view with this Interface Builder id, on a canvas of its size.")
    var view: String?

    func run() throws {
        var options = SnapshotPipeline.Options()
        options.debug = debug
        do {
            let files = try SpecPaths.expand(specs)
            if scene != nil || view != nil, let spec = files.first(where: { !SpecPaths.isInterfaceBuilder($0) }) {
                throw ValidationError("--scene and --view apply to .storyboard and .xib files; \(spec) is a spec")
            }
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for file in files {
                let job = try SpecJob.load(file, scene: scene, view: view)
                job.warnings.forEach(Failure.printError)
                for out in job.outputs {
                    let rendered = try SpecJob.render(out, options: options)
                    rendered.warnings.forEach(Failure.printError)
                    let png = try encode(rendered)
                    try AtomicFile.write(png, to: (output as NSString).appendingPathComponent(rendered.name + ".png"))
                    if frames {
                        try AtomicFile.write(Array(rendered.frameTree.utf8),
                                             to: (output as NSString).appendingPathComponent(rendered.name + ".frames.txt"))
                    }
                    print("\(rendered.name).png  \(rendered.bitmap.width)×\(rendered.bitmap.height)")
                }
            }
        } catch let error as StacksnapError {
            throw Failure.report(error)
        }
    }

    private func encode(_ rendered: RenderedSnapshot) throws(StacksnapError) -> [UInt8] {
        do {
            return try PNG.encode(rendered.bitmap)
        } catch {
            throw .io(path: rendered.name, message: "cannot encode the PNG: \(error)")
        }
    }
}
