import ArgumentParser
import LayoutSpec
import Stacksnap

/// `stacksnap help spec KEY` (also `stacksnap spec KEY`): one key of the spec format — its
/// type, default, allowed values and description — printed from ``SpecSchema``, the same
/// description `stacksnap schema` and docs/spec-format.md are made from.
struct SpecHelpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spec",
        abstract: "Print the reference of a spec key, mapping or value type (also: stacksnap help spec KEY).",
        discussion: """
        KEY is section.key (stack.distribution, canvas.device, label.font), a key alone \
        (every mapping that has it: distribution), a section (canvas, variant, stack: its keys) \
        or a value type (color, size). Without KEY, lists the sections. An unknown KEY is a \
        usage error (exit 64) with the nearest names. docs/spec-format.md has the same \
        reference as tables.
        """)

    @Argument(help: "The key, section or value type: stack.distribution, distribution, canvas, color.")
    var key: String?

    func run() throws {
        guard let key else {
            print("Sections: " + SpecSchema.referenceSections.map(\.name).joined(separator: ", "))
            print("Value types: " + SpecSchema.valueTypes.map(\.name).joined(separator: ", "))
            print("`stacksnap help spec NAME` prints one; `stacksnap help spec SECTION.KEY` one key of a section.")
            return
        }
        if let text = SpecSchema.lookUp(key) {
            print(text, terminator: "")
            return
        }
        let near = SpecSchema.suggestions(for: key)
        let hint = near.isEmpty ? "" : " (did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?)"
        Failure.printError("error: no spec key, section or value type is called '\(key)'\(hint); "
                           + "`stacksnap help spec` lists the sections")
        throw Failure.exit(.usage)
    }
}
