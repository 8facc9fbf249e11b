import ArgumentParser
import Foundation
import Stacksnap
import StacksnapVerify

/// `stacksnap import FILE [-o OUT] [--scene ID] [--view ID]`: converts a storyboard or XIB
/// to spec files, for people who want to go on editing the layout as text.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert a .storyboard or .xib to spec files (canonical YAML).",
        discussion: """
        One spec per scene (storyboard) or top-level view (XIB). With one, -o names the file \
        (.yaml, .yml or .json; JSON when it ends in .json) or it is printed; with several, -o \
        names a folder that receives <snapshot>.yaml for each. Image paths are written relative \
        to where the spec goes; images outside that folder become placeholders.
        """)

    @Argument(help: "The .storyboard or .xib file.")
    var file: String

    @Option(name: .shortAndLong, help: "The spec file to write, or a folder for several (default: print it).")
    var output: String?

    @OptionGroup var part: SceneOptions

    func validate() throws {
        guard SpecPaths.isInterfaceBuilder(file) else {
            throw ValidationError("expected a .storyboard or .xib file, found '\(file)'")
        }
    }

    func run() throws {
        do {
            try convert()
        } catch let error as StacksnapError {
            throw Failure.report(error)
        }
    }

    private func convert() throws {
        let target = output.map(Target.init(path:))
        let folder: String? = switch target {
        case .file(let path, _)?: (path as NSString).deletingLastPathComponent
        case .folder(let path)?: path
        case nil: nil
        }
        let result = try SpecJob.importSpecs(file, scene: part.scene, view: part.view,
                                             specFolder: folder.map { $0.isEmpty ? "." : $0 },
                                             json: { if case .file(_, true)? = target { true } else { false } }())
        result.warnings.forEach(Failure.printError)
        switch target {
        case nil:
            guard result.specs.count == 1, let only = result.specs.first else {
                throw ValidationError("\(file) gives \(result.specs.count) specs (\(result.specs.map(\.name).joined(separator: ", "))); "
                                      + "choose one with --scene or --view, or write them all with -o FOLDER")
            }
            print(only.text, terminator: only.text.hasSuffix("\n") ? "" : "\n")
        case .file(let path, _)?:
            guard result.specs.count == 1, let only = result.specs.first else {
                throw ValidationError("\(file) gives \(result.specs.count) specs; -o must name a folder for them, "
                                      + "or choose one with --scene or --view")
            }
            try AtomicFile.write(Array(only.text.utf8), to: path)
            print(path)
        case .folder(let path)?:
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for spec in result.specs {
                let destination = (path as NSString).appendingPathComponent(spec.name + ".yaml")
                try AtomicFile.write(Array(spec.text.utf8), to: destination)
                print(destination)
            }
        }
    }

    /// Where the specs go: a file (by its extension) or a folder.
    private enum Target {
        case file(String, json: Bool)
        case folder(String)

        init(path: String) {
            switch (path as NSString).pathExtension.lowercased() {
            case "yaml", "yml": self = .file(path, json: false)
            case "json": self = .file(path, json: true)
            default: self = .folder(path)
            }
        }
    }
}
