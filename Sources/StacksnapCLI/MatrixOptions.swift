import ArgumentParser
import Foundation
import LayoutSpec
import Stacksnap

/// `--matrix` and `--only-matrix`: the trait matrix a run applies to every spec, and the
/// traits it keeps.
struct MatrixOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "A trait matrix for every spec: a YAML mapping such as '{appearance: [light, dark], device: [iPhoneSE3]}', or a file holding one.",
        discussion: "It replaces the axes it names in each spec's own matrix; snapshots are named as the spec's matrix names them."))
    var matrix: String?

    @Option(name: .customLong("only-matrix"), help: ArgumentHelp(
        "Only the snapshots drawn in these traits, e.g. '{appearance: [dark]}' (a YAML mapping or a file).",
        discussion: "A snapshot is kept when each axis given lists its value; goldens of the others are left alone."))
    var onlyMatrix: String?

    /// The run's matrix (empty without `--matrix`).
    func runMatrix() throws -> MatrixSpec { try Self.read(matrix, option: "--matrix") }

    /// The traits to keep (empty = all).
    func only() throws -> MatrixSpec { try Self.read(onlyMatrix, option: "--only-matrix") }

    /// Text given inline is a usage error when wrong (exit 64); a file's content is bad
    /// input (65), reported with its path like a spec's.
    private static func read(_ value: String?, option: String) throws -> MatrixSpec {
        guard let value else { return MatrixSpec() }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory), !isDirectory.boolValue {
            let text: String
            do {
                text = try String(contentsOfFile: value, encoding: .utf8)
            } catch {
                throw Failure.report(StacksnapError.io(path: value, message: "cannot read the \(option) file"))
            }
            do {
                return try MatrixSpec.parse(text, file: value)
            } catch {
                throw Failure.report(StacksnapError.spec(error))
            }
        }
        do {
            return try MatrixSpec.parse(value, file: option)
        } catch {
            throw ValidationError(error.errors.map { "\(option): \($0.path.isEmpty ? "" : "\($0.path): ")\($0.message)" }
                .joined(separator: "\n"))
        }
    }
}
