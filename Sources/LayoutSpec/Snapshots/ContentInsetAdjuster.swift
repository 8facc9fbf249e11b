import AutoLayout

/// A scroll view or table view whose content inset gains the part of the safe area its
/// frame covers (``ContentInsetAdjustment``), as UIKit's `adjustedContentInset` does.
///
/// That part hangs on the view's solved frame, and where the content goes hangs on it, so a
/// snapshot is laid out once with the part it assumed (none at first), each view's part is
/// read from the frames, and when one differs the snapshot is lowered and laid out again
/// with the parts read (``LoweredSnapshot/readjusted(canvasFrames:)``).
package struct ContentInsetAdjuster: Sendable, Equatable {
    /// The part of the safe area a view's frame covers at its top and bottom.
    package struct Part: Sendable, Equatable {
        package var top = 0.0, bottom = 0.0
        static let zero = Part()
    }

    /// The view's node.
    package let index: Int
    /// Its spec path: what the next lowering finds its part by.
    let path: String
    let behavior: ContentInsetAdjustment
    /// A scroll view's content guide (its content's size says whether it scrolls); nil for
    /// a table view, which bounces vertically whatever its rows.
    let contentGuide: Int?
    /// It grows to its whole content: it shows what a screen-sized view would scroll to.
    let fullContent: Bool
    /// It is the spec's root, the screen's own view.
    let isRoot: Bool
    /// The part this lowering gave it.
    package let assumed: Part

    /// The part the view gains at `frames` (canvas coordinates) on a canvas with `safeArea`
    /// and, when `underBars`, a navigation bar or tab bar.
    func part(frames: [Rect], safeArea: EdgeInsets, underBars: Bool) -> Part {
        let frame = frames[index], canvas = frames[0]
        let scrolls = contentGuide.map { fullContent || frames[$0].height > frame.height + 1e-9 } ?? true
        guard behavior.adjustsVertically(scrolls: scrolls, isScreenUnderBars: isRoot && underBars) else { return .zero }
        // The safe area's edges in the canvas, each as far into the view as it reaches.
        let covered = { (length: Double) in min(max(length, 0), frame.height) }
        return Part(top: covered(canvas.y + safeArea.top - frame.y),
                    bottom: covered(frame.maxY - (canvas.maxY - safeArea.bottom)))
    }
}

extension LoweredSnapshot {
    /// The snapshot lowered again with each adjusting view's part of the safe area and each
    /// view's own safe-area insets read from `canvasFrames` (a layout of this lowering); nil
    /// when every one is the one assumed.
    package func readjusted(canvasFrames: [Rect]) throws(SpecErrors) -> LoweredSnapshot? {
        guard let snapshot, !insetAdjusters.isEmpty || !safeAreaGuides.isEmpty,
              canvasFrames.count == tree.views.count else { return nil }
        let safeArea = canvas.safeArea
        let underBars = !canvas.chrome.isEmpty
        let moved = { (a: Double, b: Double) in abs(a - b) > 1e-6 }
        var parts: [String: ContentInsetAdjuster.Part] = [:]
        var changed = false
        for adjuster in insetAdjusters {
            let part = adjuster.part(frames: canvasFrames, safeArea: safeArea, underBars: underBars)
            parts[adjuster.path] = part
            changed = changed || moved(part.top, adjuster.assumed.top) || moved(part.bottom, adjuster.assumed.bottom)
        }
        var insets: [String: EdgeInsets] = [:]
        for guide in safeAreaGuides {
            let found = guide.insets(frames: canvasFrames, safeArea: safeArea), was = guide.assumed
            insets[guide.path] = found
            changed = changed || moved(found.top, was.top) || moved(found.left, was.left)
                || moved(found.bottom, was.bottom) || moved(found.right, was.right)
        }
        return changed ? try lower(snapshot, insetParts: parts, guideInsets: insets) : nil
    }
}
