import CCairo
import Pixels

extension Canvas {
    /// UISegmentedControl (iOS 13 and later): a rounded `tertiarySystemFill` track; the
    /// selected segment a raised rounded rectangle in `selectedFill` inset by 2 points, with
    /// a soft black shadow; 1-point dividers (the `systemFill` gray) between segments except
    /// beside the selected one; titles in `label`, centred in their segments, the selected
    /// one semibold. Right-to-left, the first segment is on the right, as UIKit mirrors the
    /// control.
    func drawSegmented(titles: [String], widths: [Double], selected: Int?, selectedFill: RGBA, font: FontDescriptor,
                       selectedFont: FontDescriptor, isRightToLeft: Bool, in frame: SceneRect) throws(RenderError) {
        fill(frame, radius: 8.91, color: palette.tertiarySystemFill)
        let count = min(titles.count, widths.count)
        guard count > 0 else { return }
        // Left edges in drawing order (the first segment on the right when right-to-left).
        let order = isRightToLeft ? Array((0..<count).reversed()) : Array(0..<count)
        var lefts = [Double](repeating: 0, count: count)
        var x = frame.x
        for index in order {
            lefts[index] = x
            x += widths[index] + 1
        }
        func segment(_ index: Int) -> SceneRect {
            SceneRect(x: lefts[index], y: frame.y, width: widths[index], height: frame.height)
        }
        for index in 1..<max(1, count) where index != selected && index - 1 != selected {
            let left = isRightToLeft ? segment(index) : segment(index - 1)
            fill(SceneRect(x: left.maxX, y: frame.midY - 8, width: 1, height: 16), color: palette.systemFill.opaque,
                 alpha: 0.3)
        }
        if let selected, titles.indices.contains(selected) {
            let raised = segment(selected).inset(by: SceneInsets(top: 2, left: 2, bottom: 2, right: 2))
            // A soft shadow below (rings fading outward), then the segment itself.
            for step in 0..<4 {
                let spread = Double(step) * 0.75
                let ring = raised.inset(by: SceneInsets(top: -spread + 1.5, left: -spread, bottom: -spread - 1.5, right: -spread))
                fill(ring, radius: 6.93 + spread, color: RGBA(r: 0, g: 0, b: 0), alpha: 0.03 - Double(step) * 0.006)
            }
            fill(raised, radius: 6.93, color: selectedFill)
        }
        for (index, title) in titles.enumerated() where !title.isEmpty {
            let style = TextStyle(text: title, font: index == selected ? selectedFont : font, color: palette.label,
                                  lines: 1, lineBreak: .truncateTail, alignment: .center, isRightToLeft: isRightToLeft)
            try drawText(style, in: segment(index).inset(by: SceneInsets(top: 0, left: 8, bottom: 0, right: 8)))
        }
    }
}
