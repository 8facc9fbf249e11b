import CCairo
import Pixels

extension Canvas {
    /// UISegmentedControl (iOS 13 and later): a rounded gray track; the selected segment a
    /// raised white (or tinted) rounded rectangle inset by 2 points, with a soft shadow;
    /// 1-point dividers between segments except beside the selected one; titles centred in
    /// their segments, the selected one semibold. Right-to-left, the first segment is on the
    /// right, as UIKit mirrors the control.
    func drawSegmented(titles: [String], selected: Int?, selectedFill: RGBA, font: FontDescriptor,
                       selectedFont: FontDescriptor, isRightToLeft: Bool, in frame: SceneRect) throws(RenderError) {
        fill(frame, radius: 8.91, color: Self.tertiaryFillGray, alpha: 0.12)
        let count = titles.count
        guard count > 0 else { return }
        let width = max(0, (frame.width - Double(count - 1)) / Double(count))
        func segment(_ index: Int) -> SceneRect {
            let slot = isRightToLeft ? count - 1 - index : index
            return SceneRect(x: frame.x + Double(slot) * (width + 1), y: frame.y, width: width, height: frame.height)
        }
        for index in 1..<max(1, count) where index != selected && index - 1 != selected {
            let left = isRightToLeft ? segment(index) : segment(index - 1)
            fill(SceneRect(x: left.maxX, y: frame.midY - 8, width: 1, height: 16), color: Self.fillGray, alpha: 0.3)
        }
        if let selected, titles.indices.contains(selected) {
            let raised = segment(selected).inset(by: SceneInsets(top: 2, left: 2, bottom: 2, right: 2))
            // A soft shadow below (rings fading outward), then the segment itself.
            for step in 0..<4 {
                let spread = Double(step) * 0.75
                let ring = raised.inset(by: SceneInsets(top: -spread + 1.5, left: -spread, bottom: -spread - 1.5, right: -spread))
                fill(ring, radius: 6.93 + spread, color: Self.labelBlack, alpha: 0.03 - Double(step) * 0.006)
            }
            fill(raised, radius: 6.93, color: selectedFill)
        }
        for (index, title) in titles.enumerated() where !title.isEmpty {
            let style = TextStyle(text: title, font: index == selected ? selectedFont : font, color: Self.labelBlack,
                                  lines: 1, lineBreak: .truncateTail, alignment: .center, isRightToLeft: isRightToLeft)
            try drawText(style, in: segment(index).inset(by: SceneInsets(top: 0, left: 8, bottom: 0, right: 8)))
        }
    }
}
