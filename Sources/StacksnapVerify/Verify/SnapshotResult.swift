import Raster
import Stacksnap

/// The outcome of checking one snapshot (or of a spec that could not be read): what a
/// line of output, a JUnit test case and an entry of the HTML and JSON reports are made of.
public struct SnapshotResult: Sendable, Equatable, Codable {
    /// The snapshot's name (`name`, `name.variant`); for a spec that could not be read, the
    /// spec's path.
    public var name: String
    /// The spec file it comes from.
    public var spec: String
    public var status: SnapshotStatus
    /// Why it failed, what was recorded, or the error; empty when it passed.
    public var messages: [String]
    /// Layout warnings (broken constraints, ambiguity): printed, never failing.
    public var warnings: [String]
    /// The pixel comparison, when there was a golden image to compare with.
    public var pixels: PixelFigures?
    /// `diff -u` of the frame tree, when it changed.
    public var framesDiff: String?
    /// Golden files written by this run.
    public var recorded: [String]
    /// Files in the report folder (paths relative to it) showing the failure.
    public var artifacts: Artifacts
    /// For `.error`: whether the input was bad or a file could not be read or written.
    public var errorKind: ErrorKind?
    /// Wall time spent on this snapshot (render, compare, writes), in seconds.
    public var seconds: Double
    /// How the render compared with each golden before anything was written; nil when it
    /// was not compared (an error).
    public var goldens: Goldens?
    /// Characters no bundled font has (drawn as boxes), which no record mode can fix; nil
    /// when every character was drawn.
    public var undrawable: String?
    /// Why views moved, when the frame tree differs from its golden: one line per moved
    /// view, each root cause first with the views it moved indented under it (see
    /// `MoveExplanation`); nil when the frames matched or there was no golden.
    public var explanation: [String]?
    /// True when `--incremental` passed the snapshot without drawing it: its goldens' stamp
    /// matched the current engine, fonts and input. Nil otherwise.
    public var skipped: Bool?
    /// For a snapshot whose goldens differ: what changed since they were recorded, read
    /// from their stamp. Nil when nothing differed.
    public var change: Change?
    /// Accessibility audit findings (`--audit warn|error`), in rule order; nil when the
    /// snapshot was not audited or nothing was found.
    public var findings: [AuditFinding]?
    /// The fonts folder's faces the snapshot was drawn with (`fonts:`, `--fonts`), each with
    /// its file's SHA-256; nil when it used the bundled fonts alone.
    public var fonts: [FontRecord]?

    /// One face of a fonts folder, as a report records it.
    public struct FontRecord: Sendable, Equatable, Codable {
        /// The family a spec names it by.
        public var family: String
        /// The style name (`Bold Italic`).
        public var style: String
        /// The PostScript name Interface Builder names it by.
        public var postScriptName: String
        /// The font file's path.
        public var file: String
        /// The SHA-256 of the file, lower-case hex (as `shasum -a 256` prints it).
        public var sha256: String

        /// A record of `face`.
        public init(_ face: FontFace) {
            family = face.family
            style = face.style
            postScriptName = face.postScriptName
            file = face.file
            sha256 = face.sha256
        }
    }

    /// What changed since the goldens were recorded.
    public struct Change: Sendable, Equatable, Codable {
        /// `spec`, `engine`, `fonts`, combinations joined by ` and `, `unstamped` (recorded
        /// before stamps, or from an input that is not digested), or `nothing recorded`
        /// (the stamp matches: a platform difference, e.g. other system libraries).
        public var cause: String
        /// `old → new` when the engine changed.
        public var engine: String?
        /// The largest change of any view's frame number (points); nil when only pixels changed.
        public var moved: Double?
    }

    public init(name: String, spec: String, status: SnapshotStatus, messages: [String] = [], warnings: [String] = [],
                pixels: PixelFigures? = nil, framesDiff: String? = nil, recorded: [String] = [],
                artifacts: Artifacts = Artifacts(), errorKind: ErrorKind? = nil, seconds: Double = 0) {
        self.name = name
        self.spec = spec
        self.status = status
        self.messages = messages
        self.warnings = warnings
        self.pixels = pixels
        self.framesDiff = framesDiff
        self.recorded = recorded
        self.artifacts = artifacts
        self.errorKind = errorKind
        self.seconds = seconds
    }

    /// The render against the golden image and the golden frame tree.
    public struct Goldens: Sendable, Equatable, Codable {
        public var image: GoldenState
        public var frames: GoldenState
        /// True when either golden is missing.
        public var anyMissing: Bool { image == .missing || frames == .missing }
        /// True when either golden differs.
        public var anyDiffering: Bool { image == .differing || frames == .differing }
        /// True when both goldens matched.
        public var bothMatched: Bool { image == .matching && frames == .matching }
    }

    /// A result for something that could not be checked.
    public static func failure(name: String, spec: String, _ error: VerifyError, seconds: Double = 0) -> SnapshotResult {
        SnapshotResult(name: name, spec: spec, status: .error, messages: [error.description],
                       errorKind: error.kind, seconds: seconds)
    }

    /// Images and text written to the report folder for a snapshot that did not pass;
    /// paths are relative to the folder, so the report can be moved or merged.
    public struct Artifacts: Sendable, Equatable, Codable {
        /// A copy of the golden image.
        public var expected: String?
        /// The fresh render.
        public var actual: String?
        /// `VisualDiff.diffImage`: differences in red, anti-aliasing in yellow.
        public var diff: String?
        /// Expected | diff | actual in one image.
        public var sideBySide: String?
        /// The frame tree's unified diff.
        public var framesDiff: String?
        /// The fresh frame tree, for `stacksnap accept`.
        public var frames: String?
        /// The fresh constraint listing, when the goldens keep one, for `stacksnap accept`.
        public var constraints: String?
        /// The snapshot with its audit findings marked.
        public var audit: String?

        public init(expected: String? = nil, actual: String? = nil, diff: String? = nil,
                    sideBySide: String? = nil, framesDiff: String? = nil, frames: String? = nil) {
            self.expected = expected
            self.actual = actual
            self.diff = diff
            self.sideBySide = sideBySide
            self.framesDiff = framesDiff
            self.frames = frames
        }

        /// Every path set, in a fixed order.
        public var all: [String] { [expected, actual, diff, sideBySide, framesDiff, frames, constraints, audit].compactMap { $0 } }
    }
}
