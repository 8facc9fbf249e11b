import ArgumentParser
import Stacksnap

/// `stacksnap layout SPEC [--format text|json]`: prints the solved frames.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Print the solved frames of a spec.")

    enum Format: String, ExpressibleByArgument { case text, json }

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "The variant to lay out (default: the document itself).")
    var variant: String?

    @Option(help: "text: the frame tree, one view a line; json: the object the contract defines.")
    var format: Format = .text

    @OptionGroup var limits: LimitOptions

    func run() throws {
        let laid: SnapshotPipeline.LaidOut
        do {
            laid = try SpecJob.load(spec, limits: limits.spec).laidOut(variant: variant, options: limits.applied(to: .init()))
        } catch {
            throw Failure.report(error)
        }
        laid.warnings.forEach(Failure.printError)
        print(format == .json ? LayoutReport.json(laid) : laid.frameTree, terminator: "")
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

    @OptionGroup var limits: LimitOptions

    func run() throws {
        let laid: SnapshotPipeline.LaidOut
        do {
            laid = try SpecJob.load(spec, limits: limits.spec).laidOut(variant: variant, options: limits.applied(to: .init()))
        } catch {
            throw Failure.report(error)
        }
        print(LayoutReport.constraints(laid), terminator: "")
    }
}
