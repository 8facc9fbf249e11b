import ArgumentParser

/// `stacksnap`: layout specs in, pictures and verdicts out.
@main
struct StacksnapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stacksnap",
        abstract: "Lay out iOS-style specs as UIKit would, draw them, and check them against goldens.",
        discussion: """
        Exit codes: 0 success, 1 differences found, 64 usage error, 65 bad input data \
        (invalid spec or document, not a PNG, corrupt golden), 74 a file that is not there \
        or cannot be read or written. Bad input outweighs I/O, which outweighs differences. \
        `stacksnap help spec KEY` prints one key of the spec format (stack.distribution, \
        canvas.device). The documentation is in docs/ of the repository.
        """,
        subcommands: [RenderCommand.self, LayoutCommand.self, ConstraintsCommand.self, GalleryCommand.self, AcceptCommand.self,
                      VerifyCommand.self, AuditCommand.self, DiffCommand.self, ReportCommand.self,
                      ImportCommand.self, XcodeFramesCommand.self, SymbolsCommand.self, DevicesCommand.self, SchemaCommand.self,
                      SpecHelpCommand.self])

    /// `stacksnap help spec KEY` is `stacksnap spec KEY`: argument-parser's own `help` takes
    /// only command names (it would show the `spec` command's usage and drop KEY), so the
    /// words are routed here before it sees them.
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.count >= 2, arguments[0] == "help", arguments[1] == "spec" {
            arguments.removeFirst()
        }
        main(arguments)
    }
}
