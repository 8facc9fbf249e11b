import Foundation
import LayoutDSL
import LayoutSpec

/// What stops an assertion before anything is compared, with what was expected.
public enum LayoutSnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The spec file or spec string is not a valid spec (every error, in the contract's format).
    case spec(SpecErrors)
    /// The Swift layout is not a valid spec.
    case layout(LayoutBuildError)
    /// `STACKSNAP_RECORD` holds something that is not a record mode.
    case recordVariable(String)
    /// `STACKSNAP_AUDIT` holds something other than an audit mode.
    case auditVariable(String)
    /// A snapshot name that cannot name a golden file.
    case name(String)
    /// Layout or drawing failed (the pipeline's message, naming the file).
    case render(String)
    /// The document has no output of the name asked for.
    case noOutput(name: String, known: [String])
    /// A name was given for a storyboard or XIB of several scenes or views: one name
    /// cannot name them all.
    case oneOfMany(name: String, names: [String])
    /// `scene:` or `view:` was given for a spec file (they choose parts of storyboards and XIBs).
    case selection(String)
    /// The test file is not on this machine and no golden root is set, so there is nowhere
    /// its goldens can be read from or written to; `underRoot` is its folder's place in the
    /// package, for the advice.
    case testFileMissing(file: String, underRoot: String)
    /// A golden root is set, but the test file's place in the package cannot be told (no
    /// `Package.swift` above it on disk, no `Tests` folder in its path).
    case goldenRootPlace(file: String, root: String)

    /// The message a failing assertion reports.
    public var description: String {
        switch self {
        case .spec(let errors): errors.description
        case .layout(let error): error.description
        case .recordVariable(let value):
            "STACKSNAP_RECORD is '\(value)'; expected missing, all, failed or never"
        case .auditVariable(let value):
            "STACKSNAP_AUDIT is '\(value)'; expected off, warn or error"
        case .name(let name):
            "the snapshot name '\(name)' cannot name a golden file: use letters, digits, '_', '-', '+' and '.', "
                + "not starting with '.'"
        case .render(let message): message
        case .noOutput(let name, let known):
            "no snapshot named '\(name)'; the document has \(known.map { "'\($0)'" }.joined(separator: ", "))"
        case .oneOfMany(let name, let names):
            "the name '\(name)' can name one snapshot, and the document has \(names.count) "
                + "(\(names.map { "'\($0)'" }.joined(separator: ", "))): choose one with scene: or view:, or leave the name out"
        case .selection(let path):
            "\(path): scene: and view: choose parts of .storyboard and .xib files, not of spec files"
        case .testFileMissing(let file, let underRoot):
            "the test file \(file) is not on this machine (the tests were built elsewhere, or the test bundle was "
                + "copied), so the goldens beside it can be neither read nor recorded: set STACKSNAP_GOLDEN_ROOT (or "
                + "withSnapshotConfiguration(goldenRoot:)) to a copy of the package's folder, where they are looked for in "
                + "<root>/\(underRoot)/__Snapshots__/\(Self.testName(file))/, or pass snapshotDirectory:"
        case .goldenRootPlace(let file, let root):
            "the golden root is \(root), but neither a Package.swift above the test file \(file) nor a Tests folder in "
                + "its path tells where it is in the package, so its place under the root cannot be told: keep test "
                + "files in the package's Tests/<Target>/ folders, or pass snapshotDirectory:"
        }
    }

    /// `CardTests` for `…/CardTests.swift`: the golden folder's last part.
    private static func testName(_ file: String) -> String {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
