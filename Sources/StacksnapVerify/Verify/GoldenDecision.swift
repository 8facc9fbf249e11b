import Stacksnap

/// How one golden file compares with what was just rendered.
public enum GoldenState: String, Sendable, CaseIterable, Codable {
    /// There is no golden file.
    case missing
    /// The golden matches (identical, or within the comparison's allowances).
    case matching
    /// The golden differs beyond the allowances.
    case differing
}

/// The verdict on one snapshot.
public enum SnapshotStatus: String, Sendable, CaseIterable, Codable, Comparable {
    /// Every golden matches; nothing was written.
    case passed
    /// A golden was written and nothing else failed: "recorded, so failing".
    case recorded
    /// A golden differs (or is missing) and was not rewritten, or the render is unusable
    /// (missing glyphs).
    case failed
    /// The snapshot could not be checked: an invalid spec, a corrupt golden, a file that
    /// cannot be read or written.
    case error

    /// Worse statuses sort later: passed < recorded < failed < error.
    public static func < (a: SnapshotStatus, b: SnapshotStatus) -> Bool { a.rank < b.rank }

    private var rank: Int {
        switch self {
        case .passed: 0
        case .recorded: 1
        case .failed: 2
        case .error: 3
        }
    }
}

/// What to do with a snapshot's two goldens (the PNG and the frame tree), given the record
/// mode and how each compares: which to write, and the snapshot's status.
public struct GoldenDecision: Sendable, Equatable {
    public var writeImage: Bool
    public var writeFrames: Bool
    public var status: SnapshotStatus

    public init(writeImage: Bool, writeFrames: Bool, status: SnapshotStatus) {
        self.writeImage = writeImage
        self.writeFrames = writeFrames
        self.status = status
    }

    /// The decision table.
    ///
    /// A golden is written when it is missing and the mode is not `never`, when it differs
    /// and the mode is `failed` or `all`, or, in `all`, when its pixels match only within
    /// the tolerance (`imageIdentical` false) — never to rewrite the same bytes. The status is `failed` when
    /// some golden is missing or differs and is not written, else `recorded` when something
    /// is written, else `passed`. With `canRecord` false (the render is not fit to be a
    /// golden, e.g. text drawn as boxes) nothing is written and the status is `failed`.
    public static func decide(mode: RecordMode, image: GoldenState, frames: GoldenState,
                              canRecord: Bool = true, imageIdentical: Bool = true) -> GoldenDecision {
        guard canRecord else { return GoldenDecision(writeImage: false, writeFrames: false, status: .failed) }
        // `all` rewrites what differs, and pixels that only the tolerance let through — never
        // a golden whose bytes would stay the same (the frame tree is compared exactly, so
        // matching frames are identical).
        let writeImage = shouldWrite(mode, image) || (mode == .all && image == .matching && !imageIdentical)
        let writeFrames = shouldWrite(mode, frames)
        let unresolved = (image != .matching && !writeImage) || (frames != .matching && !writeFrames)
        let status: SnapshotStatus = unresolved ? .failed : (writeImage || writeFrames) ? .recorded : .passed
        return GoldenDecision(writeImage: writeImage, writeFrames: writeFrames, status: status)
    }

    private static func shouldWrite(_ mode: RecordMode, _ state: GoldenState) -> Bool {
        switch (mode, state) {
        case (.all, .matching): false
        case (.all, _): true
        case (.never, _): false
        case (.missing, .missing), (.failed, .missing), (.failed, .differing): true
        case (.missing, _), (.failed, .matching): false
        }
    }
}
