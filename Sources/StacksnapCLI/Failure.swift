import ArgumentParser
import Foundation
import Stacksnap
import StacksnapVerify

/// The one place that turns errors into messages on stderr, and statuses into exit codes
/// (the table and the precedence are ``CommandOutcome``'s).
enum Failure {
    static func report(_ error: StacksnapError) -> ExitCode {
        printError(error.description)
        return exit(error.status)
    }

    /// The process exit code for `status`.
    static func exit(_ status: CommandOutcome) -> ExitCode {
        status == .success ? .success : ExitCode(status.code)
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// Expands the command line's specs and folders into spec files, sorted, so runs are
/// deterministic. A folder contributes every `.yaml`, `.yml` and `.json` file under it, and
/// every Interface Builder document (`.storyboard`, `.xib`); asset catalogs (`*.xcassets`)
/// are not searched.
enum SpecPaths {
    static let extensions: Set<String> = ["yaml", "yml", "json", "storyboard", "xib"]

    /// Whether the file is a storyboard or XIB rather than a spec.
    static func isInterfaceBuilder(_ path: String) -> Bool {
        ["storyboard", "xib"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    static func expand(_ inputs: [String]) throws(StacksnapError) -> [String] {
        var files: [String] = []
        for input in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
                throw .io(path: input, message: "no such file or folder")
            }
            if !isFolder.boolValue {
                files.append(input)
                continue
            }
            let base = URL(fileURLWithPath: input)
            let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            var found: [String] = []
            while let url = enumerator?.nextObject() as? URL {
                // An asset catalog beside a storyboard is full of Contents.json files that
                // are not specs.
                if url.pathExtension.lowercased() == "xcassets" {
                    enumerator?.skipDescendants()
                    continue
                }
                if extensions.contains(url.pathExtension.lowercased()) {
                    let relative = String(url.path.dropFirst(base.path.count)).drop { $0 == "/" }
                    found.append((input as NSString).appendingPathComponent(String(relative)))
                }
            }
            files += found.sorted()
        }
        return files
    }
}
