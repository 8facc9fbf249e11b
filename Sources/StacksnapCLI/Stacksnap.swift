import ArgumentParser

/// `stacksnap`: layout specs in, pictures and verdicts out.
@main
struct StacksnapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stacksnap",
        abstract: "Lay out iOS-style specs as UIKit would, draw them, and check them against goldens.",
        discussion: """
        Exit codes: 0 success, 1 differences found, 64 usage error, 65 bad input data \
        (invalid spec, unreadable PNG), 74 a file could not be read or written.
        """,
        subcommands: [RenderCommand.self, LayoutCommand.self, ConstraintsCommand.self, GalleryCommand.self,
                      VerifyCommand.self, DiffCommand.self, ReportCommand.self,
                      ImportCommand.self])
}
