import Foundation
import StacksnapVerify

/// One file of a failing snapshot, attached to the test that checked it (Swift Testing's
/// `Attachment`, or `XCTAttachment` where XCTest has it) so that a test report shows the
/// images without the artifacts folder at hand — on CI, in Xcode's report navigator.
///
/// Attachments are made from the failure artifacts already written (the same bytes, named
/// as the files are), so they come in addition to the files and the message, never instead.
public struct SnapshotAttachment: Sendable, Equatable {
    /// The artifact's file name: `<snapshot>.expected.png`, `<snapshot>.actual.png`,
    /// `<snapshot>.diff.png`, `<snapshot>.side-by-side.png` or `<snapshot>.frames.diff`.
    public var name: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// An attachment named `name` (its file name) holding `bytes`.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// Whether this is an image (a PNG) rather than the frame tree's text diff.
    public var isImage: Bool { name.hasSuffix(".png") }

    /// What is attached for one snapshot's result: the artifacts it has of the kinds worth
    /// looking at, in a fixed order, as (attachment name, path relative to the report
    /// folder). A missing golden has only the actual image; a changed frame tree with
    /// identical pixels has the expected image and the frames diff; a pixel difference has
    /// all four images (and the frames diff when the frame tree changed too).
    ///
    /// The render's own frame tree (`actual.frames.txt`) is left out: it is there for
    /// `stacksnap accept`, and the frames diff already shows what changed.
    static func files(of result: SnapshotResult) -> [(name: String, path: String)] {
        let artifacts = result.artifacts
        return [artifacts.expected, artifacts.actual, artifacts.diff, artifacts.sideBySide, artifacts.framesDiff]
            .compactMap { $0 }
            .map { path in ((path as NSString).lastPathComponent, path) }
    }
}

extension LayoutSnapshotReport {
    /// The attachments for `result`: its artifacts of ``SnapshotAttachment/files(of:)``,
    /// read from the artifacts folder. A file that cannot be read is left out (the message
    /// still names its path); a snapshot that passed has none.
    public func attachments(for result: SnapshotResult) -> [SnapshotAttachment] {
        guard result.status != .passed else { return [] }
        return SnapshotAttachment.files(of: result).compactMap { name, path in
            FileManager.default.contents(atPath: artifactPath(path)).map { SnapshotAttachment(name: name, bytes: Array($0)) }
        }
    }
}
