import ArgumentParser
import LayoutSpec

/// `stacksnap schema`: the JSON Schema of spec files, for editors' validation and completion
/// (docs/editor-support.md). Printed from ``SpecSchema``, the description the decoder's key
/// lists are tested against, so it says what this build of the tool accepts. `--markdown`
/// prints the same description as the key tables of docs/spec-format.md.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft-07) of spec files, for editor validation and completion.",
        discussion: """
        Save it with `stacksnap schema > stacksnap.schema.json` and point an editor at it: in \
        YAML a first line `# yaml-language-server: $schema=stacksnap.schema.json`, in JSON a \
        top-level "$schema" key (Stacksnap ignores it). docs/editor-support.md has the details. \
        The schema checks keys, types and names; what it cannot see (ids that constraints name, \
        limits) is still reported by render and verify.
        """)

    @Flag(help: "Print the key reference as Markdown tables instead (the generated part of docs/spec-format.md).")
    var markdown = false

    func run() {
        print(markdown ? SpecSchema.markdownReference() : SpecSchema.jsonText(), terminator: "")
    }
}
