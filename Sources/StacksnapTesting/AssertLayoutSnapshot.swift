import Foundation
import InterfaceBuilder
import LayoutDSL
import LayoutSpec
import Stacksnap
import StacksnapVerify

/// Checks a Swift layout against its goldens, failing the current test (Swift Testing or
/// XCTest) when it differs, when a golden was recorded, or when it cannot be checked.
///
/// - Parameters:
///   - layout: the layout; its name is the snapshot's unless `name` is given.
///   - name: the golden's name (`<name>.png`, `<name>.frames.txt`; variants
///     `<name>.<variant>.png`). Names are always explicit, never counted.
///   - record: the record mode; nil = the scoped configuration's, else `STACKSNAP_RECORD`,
///     else `never` under CI and `missing` elsewhere.
///   - snapshotDirectory: the golden folder; nil = the configuration's, else
///     `__Snapshots__/<TestFileName>/` beside the test file — or, under a golden root
///     (`withSnapshotConfiguration(goldenRoot:)`, else `STACKSNAP_GOLDEN_ROOT`), in the test
///     folder's place under the root: `<root>/Tests/<Target>/__Snapshots__/<TestFileName>/`.
///     A test file that is not on disk needs a root or this folder (it fails, naming
///     `STACKSNAP_GOLDEN_ROOT`, rather than record anywhere else).
///   - compare: comparison options on top of the layout's own `compare`/`ignore`.
///   - matrix: traits to check the layout in, over the layout's own matrix: `.dark`,
///     `.lightAndDark`, `.device(.iPhoneSE3, .iPadPro11).and(.lightAndDark)`; each
///     combination is a snapshot named as a spec's matrix names it (`card.dark`,
///     `card.iPhoneSE3.dark`). nil = the scoped configuration's, else none.
/// - Returns: what was found, for tests that look further (the failures are already recorded).
@discardableResult
public func assertLayoutSnapshot(
    of layout: Layout, named name: String? = nil, record: RecordMode? = nil, snapshotDirectory: String? = nil,
    compare: CompareOptions = CompareOptions(), matrix: MatrixSpec? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> LayoutSnapshotReport? {
    LayoutAssertion.run(.layout(layout), name, record, snapshotDirectory, compare, matrix, fileID, filePath, line, column)
}

/// Checks the spec file at `url` (every snapshot: variants and composed figure included),
/// or a `.storyboard` or `.xib` (every scene or top-level view, or the one `scene` or
/// `view` chooses, by id or name, as `stacksnap render --scene/--view` does); the other
/// parameters are those of the Swift-layout form above.
///
/// A relative URL (`URL(fileURLWithPath: "Specs/row.yaml")`) is in the test file's folder,
/// as goldens are (under the golden root when one is set). The snapshot name is the spec's own (the scene's, for storyboards)
/// unless `name` is given.
@discardableResult
public func assertLayoutSnapshot(
    of url: URL, named name: String? = nil, scene: String? = nil, view: String? = nil,
    record: RecordMode? = nil, snapshotDirectory: String? = nil, compare: CompareOptions = CompareOptions(),
    matrix: MatrixSpec? = nil, fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> LayoutSnapshotReport? {
    LayoutAssertion.run(.file(url, InterfaceBuilderSelection(scene: scene, view: view)), name, record,
                        snapshotDirectory, compare, matrix, fileID, filePath, line, column)
}

/// Checks a spec written as text, YAML or JSON (text starting with `{` is read as JSON);
/// image sources in it are relative to the test file's folder. The name is required: text
/// has no file name to fall back on.
@discardableResult
public func assertLayoutSnapshot(
    of spec: String, named name: String, record: RecordMode? = nil, snapshotDirectory: String? = nil,
    compare: CompareOptions = CompareOptions(), matrix: MatrixSpec? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> LayoutSnapshotReport? {
    LayoutAssertion.run(.text(spec), name, record, snapshotDirectory, compare, matrix, fileID, filePath, line, column)
}

/// Checks a spec document built in code (validated as a spec file would be first).
@discardableResult
public func assertLayoutSnapshot(
    of document: SpecDocument, named name: String? = nil, record: RecordMode? = nil, snapshotDirectory: String? = nil,
    compare: CompareOptions = CompareOptions(), matrix: MatrixSpec? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> LayoutSnapshotReport? {
    LayoutAssertion.run(.document(document), name, record, snapshotDirectory, compare, matrix, fileID, filePath, line,
                        column)
}

/// One assertion: settings resolved against the scoped configuration and the environment,
/// the check run, failures recorded.
struct LayoutAssertion {
    /// The one body of the four `assertLayoutSnapshot` forms, which differ only in the source.
    static func run(_ source: LayoutSource, _ name: String?, _ record: RecordMode?, _ snapshotDirectory: String?,
                    _ compare: CompareOptions, _ matrix: MatrixSpec?, _ fileID: StaticString, _ filePath: StaticString,
                    _ line: UInt, _ column: UInt) -> LayoutSnapshotReport? {
        LayoutAssertion(source: source, name: name, record: record, snapshotDirectory: snapshotDirectory, compare: compare,
                        matrix: matrix,
                        location: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
            .run()
    }

    var source: LayoutSource
    var name: String?
    var record: RecordMode?
    var snapshotDirectory: String?
    var compare: CompareOptions
    var matrix: MatrixSpec?
    var location: AssertionLocation
    var environment = ProcessInfo.processInfo.environment
    var configuration = SnapshotConfiguration.current

    /// Runs the check; every failure is recorded before returning. nil when nothing could be
    /// checked (a bad spec, a bad `STACKSNAP_RECORD`).
    func run() -> LayoutSnapshotReport? {
        switch check() {
        case .success(let report):
            for result in report.results where result.status != .passed {
                // Attached first, so that a framework that stops at the issue has them already.
                if attaches { IssueReporter.attach(report.attachments(for: result), at: location) }
                IssueReporter.record(report.message(result), at: location)
            }
            // A failure's message holds its warnings already; a pass would hide them.
            let failing = failsOnWarnings
            for result in report.results where result.status == .passed && !result.warnings.isEmpty {
                let message = LayoutSnapshotReport.warningMessage(result, failing: failing)
                if failing { IssueReporter.record(message, at: location) } else { IssueReporter.warn(message, at: location) }
            }
            return report
        case .failure(let error):
            IssueReporter.record("Layout snapshot\(name.map { " '\($0)'" } ?? "") could not be checked:\n\(error)", at: location)
            return nil
        }
    }

    /// Whether failures attach their images: the scope's choice, else yes.
    var attaches: Bool { configuration.attachments ?? true }

    /// The scope's or the argument's choice, else `STACKSNAP_WARNINGS=error`.
    var failsOnWarnings: Bool {
        configuration.failOnWarnings
            ?? (environment["STACKSNAP_WARNINGS"]?.trimmingCharacters(in: .whitespaces).lowercased() == "error")
    }

    func check() -> Result<LayoutSnapshotReport, LayoutSnapshotError> {
        let settings = SnapshotConfiguration(record: record, snapshotDirectory: snapshotDirectory, compare: compare,
                                             matrix: matrix)
            .merged(over: configuration)
        do throws(LayoutSnapshotError) {
            let place = try SnapshotLocation(testFile: "\(location.filePath)", snapshotDirectory: settings.snapshotDirectory,
                                             goldenRoot: settings.goldenRoot, artifactsDirectory: settings.artifactsDirectory,
                                             environment: environment)
            let mode = try Self.recordMode(settings.record, environment: environment)
            let documents = try source.documents(named: name, folder: place.testFolder,
                                                 layoutFile: { place.sourceFile($0) }).map { document in
                var document = document
                if let matrix = settings.matrix { document.matrix = matrix.merged(over: document.matrix) }
                if settings.accessibility == true { document.accessibilitySnapshot = true }
                return document
            }.map { (document) throws(LayoutSnapshotError) -> SpecDocument in
                try Self.withFonts(document, settings.fonts, testFolder: place.testFolder, environment: environment)
            }
            let check = LayoutSnapshotCheck(snapshotDirectory: place.goldens, artifactsDirectory: place.artifacts,
                                            record: mode, compare: settings.compare,
                                            isCI: RecordMode.isCI(environment),
                                            audit: try Self.auditMode(settings.audit, environment: environment))
            var report = check.run(documents[0])
            for document in documents.dropFirst() { report.results += check.run(document).results }
            return .success(report)
        } catch {
            return .failure(error)
        }
    }

    /// The document with the scope's fonts folder, else `STACKSNAP_FONTS`, when it names none
    /// of its own; a relative folder is taken from the test file's folder. A folder that
    /// cannot be used stops the assertion with its reason.
    static func withFonts(_ document: SpecDocument, _ given: String?, testFolder: String,
                          environment: [String: String]) throws(LayoutSnapshotError) -> SpecDocument {
        var result = document
        if result.fonts == nil {
            let variable = environment["STACKSNAP_FONTS"]?.trimmingCharacters(in: .whitespaces)
            guard let folder = given ?? (variable?.isEmpty == false ? variable : nil) else { return document }
            result.fonts = folder.hasPrefix("/") ? folder : (testFolder as NSString).appendingPathComponent(folder)
        }
        do {
            _ = try SnapshotFonts.folder(result.fonts, specFile: result.source.file)
        } catch {
            throw .render(error.description)
        }
        return result
    }

    /// The audit given by the scope, else `STACKSNAP_AUDIT` (`off`, `warn`, `error`), else off.
    static func auditMode(_ given: AuditMode?, environment: [String: String]) throws(LayoutSnapshotError) -> AuditMode {
        if let given { return given }
        guard let text = environment["STACKSNAP_AUDIT"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return .off }
        guard let mode = AuditMode(rawValue: text.lowercased()) else { throw .auditVariable(text) }
        return mode
    }

    /// The mode given (argument or scoped configuration), else `STACKSNAP_RECORD`, else
    /// `never` under CI and `missing` elsewhere — verify's rule for its default.
    static func recordMode(_ given: RecordMode?, environment: [String: String]) throws(LayoutSnapshotError) -> RecordMode {
        if let given { return given }
        if let text = environment["STACKSNAP_RECORD"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
            guard let mode = RecordMode(rawValue: text.lowercased()) else { throw .recordVariable(text) }
            return mode
        }
        return RecordMode.resolve(nil, environment: environment)
    }
}
