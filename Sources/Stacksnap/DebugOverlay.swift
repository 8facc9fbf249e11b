import AutoLayout
import LayoutSpec
import Pixels
import Raster

/// The picture Xcode's view debugger gives, as marks over the snapshot: every view's
/// frame, alignment rects that differ from frames, margin guides of margin-relative
/// stacks, first and last baselines of text, and each stack's gaps labelled with their size.
struct DebugOverlay {
    let lowered: LoweredSnapshot
    let layout: LayoutResult
    let canvasFrames: [AutoLayout.Rect]

    static let frameColor = RGBA(r: 0xFF, g: 0x2D, b: 0x55)      // system pink
    static let alignmentColor = RGBA(r: 0xAF, g: 0x52, b: 0xDE)  // system purple
    static let marginColor = RGBA(r: 0x34, g: 0xC7, b: 0x59)     // system green
    static let baselineColor = RGBA(r: 0x00, g: 0x7A, b: 0xFF)   // system blue
    static let gapColor = RGBA(r: 0xFF, g: 0x95, b: 0x00)        // system orange
    static let recordedColor = RGBA(r: 0x32, g: 0xAD, b: 0xE6)   // system cyan

    /// The frames to compare with, dashed, where a view is more than half a point from its
    /// own (so a match draws nothing).
    static func compared(with frames: [String: AutoLayout.Rect], lowered: LoweredSnapshot,
                         canvasFrames: [AutoLayout.Rect]) -> [OverlayMark] {
        guard !frames.isEmpty else { return [] }
        var marks: [OverlayMark] = []
        for (index, view) in lowered.views.enumerated() {
            guard let id = view.id, let other = frames[id] else { continue }
            let own = canvasFrames[index]
            let off = max(abs(own.x - other.x), abs(own.y - other.y), abs(own.width - other.width),
                          abs(own.height - other.height))
            if off > 0.5 { marks.append(.rect(other.scene, recordedColor, dashed: true)) }
        }
        return marks
    }

    func marks() -> [OverlayMark] {
        var marks: [OverlayMark] = []
        for index in lowered.tree.views.indices.dropFirst() where !hidden(index) {
            let frame = canvasFrames[index]
            let node = lowered.tree.views[index]
            marks.append(.rect(frame.scene, Self.frameColor, dashed: node.stack != nil))
            let insets = node.alignmentInsets
            if insets != .zero {
                let rect = SceneRect(x: frame.x + insets.left, y: frame.y + insets.top,
                                     width: frame.width - insets.left - insets.right,
                                     height: frame.height - insets.top - insets.bottom)
                marks.append(.rect(rect, Self.alignmentColor, dashed: true))
            }
            if let stack = node.stack {
                if stack.isLayoutMarginsRelativeArrangement {
                    let m = node.layoutMargins.absolute(lowered.tree.direction)
                    marks.append(.rect(SceneRect(x: frame.x + m.left, y: frame.y + m.top,
                                                 width: frame.width - m.left - m.right,
                                                 height: frame.height - m.top - m.bottom),
                                       Self.marginColor, dashed: true))
                }
                marks += gaps(stack)
            }
            marks += baselines(index, frame)
        }
        return marks
    }

    private func hidden(_ index: Int) -> Bool {
        var current: Int? = index
        while let i = current {
            if lowered.tree.views[i].isHidden { return true }
            current = lowered.tree.views[i].parent
        }
        return false
    }

    private func baselines(_ index: Int, _ frame: AutoLayout.Rect) -> [OverlayMark] {
        let node = lowered.tree.views[index]
        var offsets: [Double] = []
        if let m = layout.measurements[index], case .label = lowered.views[index].content {
            if let first = m.firstBaseline { offsets.append(first) }
            if let last = m.lastBaseline, !offsets.contains(last) { offsets.append(last) }
        }
        if let first = node.firstBaseline { offsets.append(first) }
        if let last = node.lastBaseline, !offsets.contains(last) { offsets.append(last) }
        return offsets.map { y in
            .line(from: ScenePoint(x: frame.x, y: frame.y + y), to: ScenePoint(x: frame.maxX, y: frame.y + y),
                  Self.baselineColor, dashed: false)
        }
    }

    /// A tag with the size of each gap between visible neighbours of a stack.
    private func gaps(_ stack: StackConfiguration) -> [OverlayMark] {
        let visible = stack.arranged.filter { !lowered.tree.views[$0].isHidden }
        guard visible.count >= 2 else { return [] }
        var marks: [OverlayMark] = []
        for (a, b) in zip(visible, visible.dropFirst()) {
            let fa = canvasFrames[a], fb = canvasFrames[b]
            let horizontal = stack.axis == .horizontal
            let rtl = lowered.tree.direction == .rtl && horizontal
            let start = horizontal ? (rtl ? fb.maxX : fa.maxX) : fa.maxY
            let end = horizontal ? (rtl ? fa.x : fb.x) : fb.y
            let gap = end - start
            let mid = (start + end) / 2
            let point = horizontal
                ? ScenePoint(x: mid, y: min(fa.y, fb.y) + min(fa.height, fb.height) / 2)
                : ScenePoint(x: min(fa.x, fb.x) + min(fa.width, fb.width) / 2, y: mid)
            let from = horizontal ? ScenePoint(x: start, y: point.y) : ScenePoint(x: point.x, y: start)
            let to = horizontal ? ScenePoint(x: end, y: point.y) : ScenePoint(x: point.x, y: end)
            marks.append(.line(from: from, to: to, Self.gapColor, dashed: true))
            marks.append(.tag(fmt(gap), at: point, Self.gapColor))
        }
        return marks
    }
}
