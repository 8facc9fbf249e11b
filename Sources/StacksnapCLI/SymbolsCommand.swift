import ArgumentParser
import Raster

/// `stacksnap symbols`: the symbol names an image's `symbol:` can use, one per line, so a
/// spec author can check a name before a snapshot shows a placeholder.
struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List the symbol names Stacksnap draws (image symbol: names, after SF Symbols).",
        discussion: """
        Any other name is drawn as a placeholder, with a warning naming it. SF Symbols themselves \
        are not distributed: a few dozen names are Stacksnap's own shapes, the rest are icons \
        of the open Lucide set drawn under the SF Symbol names.
        """)

    func run() {
        for name in Symbol.allNames { print(name) }
    }
}
