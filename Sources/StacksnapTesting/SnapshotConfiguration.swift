import LayoutSpec
import Stacksnap
import StacksnapVerify

/// Settings for every layout assertion in a scope: the record mode, where goldens and
/// failure artifacts go, comparison options and the fonts folder. Unset values fall through
/// to the outer scope, then to the defaults (`STACKSNAP_RECORD`, the CI rule,
/// `STACKSNAP_GOLDEN_ROOT`, `__Snapshots__/`, `STACKSNAP_FONTS`).
///
/// ```swift
/// withSnapshotConfiguration(record: .all) {
///     assertLayoutSnapshot(of: card, named: "card")   // rewrites the golden
/// }
/// ```
public struct SnapshotConfiguration: Sendable, Equatable {
    /// Record mode; nil = `STACKSNAP_RECORD`, else `never` under CI and `missing` elsewhere.
    public var record: RecordMode?
    /// Folder of the goldens; nil = `__Snapshots__/<TestFileName>/` beside the test file
    /// (or in the same place under the golden root).
    public var snapshotDirectory: String?
    /// A copy of the package standing in for the one the tests were built from, for test
    /// binaries run where `#filePath` is not on disk (Xcode Cloud, a copied test bundle);
    /// nil = `STACKSNAP_GOLDEN_ROOT`, else none. Under a root, a test file's folder is
    /// `<root>/<its folder relative to the package>`: goldens are
    /// `<root>/Tests/<Target>/__Snapshots__/<TestFileName>/`, and relative spec files and
    /// image sources are looked for under the root too. A test file not on disk needs a root.
    public var goldenRoot: String?
    /// Folder of failure artifacts; nil = `STACKSNAP_ARTIFACTS`, else
    /// `.build/stacksnap-artifacts/` of the package holding the test file.
    public var artifactsDirectory: String?
    /// Comparison options added to each assertion's own.
    public var compare: CompareOptions
    /// Whether layout warnings (unsatisfiable constraints, ambiguity) fail a snapshot that
    /// otherwise passes; nil = `STACKSNAP_WARNINGS=error` fails them, else they are
    /// reported as warnings.
    public var failOnWarnings: Bool?
    /// Traits every snapshot is checked in (a team's standard set); nil = none.
    public var matrix: MatrixSpec?
    /// Whether a failing snapshot's images (expected, actual, diff, side-by-side) and frames
    /// diff are attached to the test, besides being written as artifacts; nil = yes.
    /// Under Swift Testing they are `Attachment`s; under XCTest, `XCTAttachment`s where
    /// XCTest has them (not swift-corelibs-xctest on Linux).
    public var attachments: Bool?
    /// The accessibility audit of every snapshot (`verify --audit`): `warn` reports findings
    /// as warnings, `error` fails the snapshot; nil = `STACKSNAP_AUDIT`, else off.
    public var audit: AuditMode?
    /// Whether each snapshot's accessibility snapshot is checked too (`<name>.accessibility.png`
    /// and its element list), as a spec's `accessibility: true` asks; nil = only where a
    /// spec asks.
    public var accessibility: Bool?
    /// A folder of the app's own fonts (`.otf`, `.ttf`, `.ttc`) that join the bundled ones
    /// for every document that does not name its own (a spec's `fonts:`), as `--fonts` does;
    /// relative to the test file's folder. nil = `STACKSNAP_FONTS`, else the bundled fonts alone.
    public var fonts: String?

    /// A configuration setting only what it is given; nil leaves the setting to the
    /// enclosing scope, the environment or the default.
    public init(record: RecordMode? = nil, snapshotDirectory: String? = nil, goldenRoot: String? = nil,
                artifactsDirectory: String? = nil, compare: CompareOptions = CompareOptions(), failOnWarnings: Bool? = nil,
                matrix: MatrixSpec? = nil, attachments: Bool? = nil, audit: AuditMode? = nil, accessibility: Bool? = nil,
                fonts: String? = nil) {
        self.record = record
        self.snapshotDirectory = snapshotDirectory
        self.goldenRoot = goldenRoot
        self.artifactsDirectory = artifactsDirectory
        self.compare = compare
        self.failOnWarnings = failOnWarnings
        self.matrix = matrix
        self.attachments = attachments
        self.audit = audit
        self.accessibility = accessibility
        self.fonts = fonts
    }

    /// The configuration in force for the current task (and the synchronous code it runs).
    @TaskLocal public static var current = SnapshotConfiguration()

    /// These settings where set, `outer`'s elsewhere.
    public func merged(over outer: SnapshotConfiguration) -> SnapshotConfiguration {
        SnapshotConfiguration(record: record ?? outer.record,
                              snapshotDirectory: snapshotDirectory ?? outer.snapshotDirectory,
                              goldenRoot: goldenRoot ?? outer.goldenRoot,
                              artifactsDirectory: artifactsDirectory ?? outer.artifactsDirectory,
                              compare: compare.merged(over: outer.compare),
                              failOnWarnings: failOnWarnings ?? outer.failOnWarnings,
                              matrix: matrix.map { $0.merged(over: outer.matrix ?? MatrixSpec()) } ?? outer.matrix,
                              attachments: attachments ?? outer.attachments, audit: audit ?? outer.audit,
                              accessibility: accessibility ?? outer.accessibility, fonts: fonts ?? outer.fonts)
    }
}

/// Runs `operation` with these snapshot settings for every assertion inside it (nested calls
/// override what they set).
public func withSnapshotConfiguration<R>(
    record: RecordMode? = nil, snapshotDirectory: String? = nil, goldenRoot: String? = nil, artifactsDirectory: String? = nil,
    compare: CompareOptions = CompareOptions(), failOnWarnings: Bool? = nil, matrix: MatrixSpec? = nil,
    attachments: Bool? = nil, audit: AuditMode? = nil, accessibility: Bool? = nil, fonts: String? = nil,
    operation: () throws -> R
) rethrows -> R {
    let scoped = SnapshotConfiguration(record: record, snapshotDirectory: snapshotDirectory, goldenRoot: goldenRoot,
                                       artifactsDirectory: artifactsDirectory, compare: compare, failOnWarnings: failOnWarnings,
                                       matrix: matrix, attachments: attachments, audit: audit,
                                       accessibility: accessibility, fonts: fonts)
    return try SnapshotConfiguration.$current.withValue(scoped.merged(over: SnapshotConfiguration.current)) {
        try operation()
    }
}

/// The same for asynchronous code.
public func withSnapshotConfiguration<R>(
    record: RecordMode? = nil, snapshotDirectory: String? = nil, goldenRoot: String? = nil, artifactsDirectory: String? = nil,
    compare: CompareOptions = CompareOptions(), failOnWarnings: Bool? = nil, matrix: MatrixSpec? = nil,
    attachments: Bool? = nil, audit: AuditMode? = nil, accessibility: Bool? = nil, fonts: String? = nil,
    isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
) async rethrows -> R {
    let scoped = SnapshotConfiguration(record: record, snapshotDirectory: snapshotDirectory, goldenRoot: goldenRoot,
                                       artifactsDirectory: artifactsDirectory, compare: compare, failOnWarnings: failOnWarnings,
                                       matrix: matrix, attachments: attachments, audit: audit,
                                       accessibility: accessibility, fonts: fonts)
    return try await SnapshotConfiguration.$current.withValue(scoped.merged(over: SnapshotConfiguration.current)) {
        try await operation()
    }
}
