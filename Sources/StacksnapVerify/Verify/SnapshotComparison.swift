import Stacksnap
import Pixels
import VisualDiff

/// How a fresh render compares with its goldens: the state of each golden, the pixel
/// figures and the frame tree's diff. Pure: it reads no file.
public struct SnapshotComparison: Sendable {
    public var image: GoldenState
    public var frames: GoldenState
    /// The pixel comparison, when there is a golden image.
    public var pixels: DiffResult?
    /// `diff -u` of the frame-tree golden against the render, when they differ.
    public var framesDiff: String?

    /// The golden image as far as the comparison needs it.
    public enum GoldenPixels: Sendable {
        /// Decoded pixels.
        case decoded(Bitmap)
        /// Exactly the render's pixels, as the golden cache showed or decoding the golden
        /// against the render found: no second bitmap was made.
        case identicalToActual
    }

    /// Compares a render with its goldens (nil: missing).
    ///
    /// Pixels are compared in memory: byte equality first (one `memcmp`, the whole cost of
    /// an unchanged snapshot), the tolerant comparison only when the bytes differ. The
    /// frame tree must match exactly: it is text, and a moved view is a real change even
    /// when it moved inside an ignored region.
    public static func compare(actual: Bitmap, actualFrames: String, golden: GoldenPixels?, goldenFrames: String?,
                               options: DiffOptions, framesName: String) -> SnapshotComparison {
        var result = SnapshotComparison(image: .missing, frames: .missing, pixels: nil, framesDiff: nil)
        switch golden {
        case .decoded(let golden)?:
            let pixels = VisualDiff.compare(golden, actual, options: options)
            result.pixels = pixels
            result.image = pixels.passes ? .matching : .differing
        case .identicalToActual?:
            let compared = actual.width * actual.height
                - IgnoreArea.coveredPixels(options.ignore, width: actual.width, height: actual.height)
            result.pixels = DiffResult(identical: true, sizeMismatch: nil, differentPixels: 0, antialiasedPixels: 0,
                                       comparedPixels: compared, bounds: nil, passes: true)
            result.image = .matching
        case nil:
            break
        }
        if let goldenFrames {
            if goldenFrames == actualFrames {
                result.frames = .matching
            } else {
                result.frames = .differing
                result.framesDiff = UnifiedDiff.diff(old: goldenFrames, new: actualFrames,
                                                     oldName: framesName, newName: framesName + " (rendered)")
            }
        }
        return result
    }
}
