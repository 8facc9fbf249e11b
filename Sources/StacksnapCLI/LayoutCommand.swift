import ArgumentParser
import Stacksnap
import StacksnapVerify

/// `stacksnap layout SPEC [--format text|json]`: prints the solved frames.
///
/// A `.storyboard` or `.xib` lays out one scene or view: the one `--scene`/`--view` names,
/// else the first (said on standard error when there are several).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Print the solved frames of a spec.")

    enum Format: String, ExpressibleByArgument { case text, json }

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "The variant to lay out (default: the document itself).")
    var variant: String?

    @OptionGroup var part: SceneOptions

    @Option(help: "text: the frame tree, one view a line; json: the object the contract defines.")
    var format: Format = .text

    @OptionGroup var limits: LimitOptions

    @OptionGroup var fonts: FontOptions

    func run() throws {
        let laid = try Self.layOut(spec, variant: variant, part: part, limits: limits, fonts: fonts)
        laid.warnings.forEach { Failure.printError($0.message) }
        print(format == .json ? LayoutReport.json(laid) : laid.frameTree, terminator: "")
    }

    /// Loads `spec` (one part of an Interface Builder document) and lays out `variant`.
    static func layOut(_ spec: String, variant: String?, part: SceneOptions,
                       limits: LimitOptions, fonts: FontOptions) throws -> SnapshotPipeline.LaidOut {
        try part.check([spec])
        do {
            let job = try SpecJob.load(spec, limits: limits.spec, scene: part.scene, view: part.view, fonts: fonts.fonts)
            job.warnings.forEach(Failure.printError)
            if job.outputs.count > 1 && SpecPaths.isInterfaceBuilder(spec) {
                Failure.printError("\(spec): note: \(job.outputs.count) scenes or views; this is the first, "
                                   + "'\(job.document.name)' (choose one with --scene or --view)")
            }
            return try job.laidOut(variant: variant, options: limits.applied(to: .init()))
        } catch {
            throw Failure.report(error)
        }
    }
}

/// `stacksnap constraints SPEC`: every constraint the engine built and where it came from.
struct ConstraintsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "constraints",
        abstract: "List every constraint the engine built (UIKit identifiers, spec lines, intrinsic sizes).")

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "The variant to lay out (default: the document itself).")
    var variant: String?

    @OptionGroup var part: SceneOptions

    @OptionGroup var limits: LimitOptions

    @OptionGroup var fonts: FontOptions

    func run() throws {
        let laid = try LayoutCommand.layOut(spec, variant: variant, part: part, limits: limits, fonts: fonts)
        print(LayoutReport.constraints(laid), terminator: "")
    }
}
