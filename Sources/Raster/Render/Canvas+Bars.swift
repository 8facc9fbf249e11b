import CCairo
import Pixels

/// UIKit's bars in iOS 17's standard appearance, in the colors of the scene's palette: the
/// palette's `barBackground` at 94 % (standing in for the blurred chrome material), or
/// `systemBackground` when opaque, with a `barShadow` hairline on the side that meets the
/// content; titles in `label`; items in the tint color, 17-point titles (semibold for the
/// done style), symbols in a 24-point box; tab bar items a 25-point symbol over a 10-point
/// title, the selected one in the tint color, the others in `unselectedTab`.
extension Canvas {
    /// A translucent bar's opacity over its `barBackground`.
    static let barOpacity = 0.94

    /// Leading and trailing space before the first item (and the large title's inset).
    static let barMargin = BarItemLayout.margin

    func drawNavigationBar(title: String, largeTitle: Bool, left: [BarItemDrawing], right: [BarItemDrawing],
                           background: BarBackgroundDrawing, isRightToLeft: Bool, in frame: SceneRect) throws(RenderError) {
        drawChrome(frame, background, hairlineAtTop: false)
        let row = SceneRect(x: frame.x, y: frame.y, width: frame.width, height: min(44, frame.height))
        // Left items start at the leading edge (the right one when right-to-left).
        try drawItems(left, in: row, fromLeading: true, isRightToLeft: isRightToLeft)
        try drawItems(right, in: row, fromLeading: false, isRightToLeft: isRightToLeft)
        guard !title.isEmpty else { return }
        if largeTitle {
            let style = TextStyle(text: title, font: FontDescriptor(size: 34, weight: 700), color: palette.label,
                                  lineBreak: .truncateTail, alignment: .natural, isRightToLeft: isRightToLeft)
            let area = SceneRect(x: frame.x + Self.barMargin, y: frame.y + 44, width: max(0, frame.width - 2 * Self.barMargin),
                                 height: max(0, frame.height - 44 - 8))
            try drawText(style, in: area)
        } else {
            let style = TextStyle(text: title, font: FontDescriptor(size: 17, weight: 600), color: palette.label,
                                  lineBreak: .truncateTail, alignment: .center, isRightToLeft: isRightToLeft)
            try drawText(style, in: row.inset(by: SceneInsets(top: 0, left: 80, bottom: 0, right: 80)))
        }
    }

    func drawToolbar(items: [BarItemDrawing], background: BarBackgroundDrawing, isRightToLeft: Bool,
                     in frame: SceneRect) throws(RenderError) {
        drawChrome(frame, background, hairlineAtTop: true)
        try drawItems(items, in: SceneRect(x: frame.x, y: frame.y, width: frame.width, height: min(44, frame.height)),
                      fromLeading: true, isRightToLeft: isRightToLeft)
    }

    func drawTabBar(items: [TabItemDrawing], selected: Int?, background: BarBackgroundDrawing, isRightToLeft: Bool,
                    in frame: SceneRect) throws(RenderError) {
        drawChrome(frame, background, hairlineAtTop: true)
        guard !items.isEmpty else { return }
        let width = frame.width / Double(items.count)
        for (index, item) in items.enumerated() {
            let slot = isRightToLeft ? items.count - 1 - index : index
            let x = frame.x + Double(slot) * width
            let color = index == selected ? palette.tint : palette.unselectedTab
            if let symbol = item.symbol {
                drawSymbol(symbol, color: color, mode: .scaleAspectFit,
                           in: SceneRect(x: x + (width - 25) / 2, y: frame.y + 5, width: 25, height: 25))
            }
            let style = TextStyle(text: item.title, font: FontDescriptor(size: 10, weight: 500), color: color,
                                  lineBreak: .truncateTail, alignment: .center, isRightToLeft: isRightToLeft)
            try drawText(style, in: SceneRect(x: x + 2, y: frame.y + 32, width: max(0, width - 4), height: 12))
        }
    }

    /// The bar's background and its one-pixel shadow line.
    private func drawChrome(_ frame: SceneRect, _ background: BarBackgroundDrawing, hairlineAtTop: Bool) {
        switch background {
        case .transparent: return
        case .translucent: fill(frame, color: palette.barBackground, alpha: Self.barOpacity)
        case .opaque: fill(frame, color: palette.systemBackground)
        }
        let pixel = 1 / scale
        let y = hairlineAtTop ? frame.y : frame.maxY - pixel
        fill(SceneRect(x: frame.x, y: y, width: frame.width, height: pixel), color: palette.barShadow)
    }

    /// Draws items where ``BarItemLayout`` places them.
    private func drawItems(_ items: [BarItemDrawing], in row: SceneRect, fromLeading: Bool,
                           isRightToLeft: Bool) throws(RenderError) {
        let boxes = BarItemLayout.frames(items, in: row, fromLeading: fromLeading, isRightToLeft: isRightToLeft,
                                         scale: scale)
        for (item, box) in zip(items, boxes) {
            switch item {
            case let .text(title, bold):
                try drawText(BarItemLayout.style(title, bold: bold, color: palette.tint, isRightToLeft: isRightToLeft),
                             in: box)
            case let .symbol(symbol, name):
                let square = SceneRect(x: box.midX - 12, y: box.midY - 12, width: 24, height: 24)
                if let symbol {
                    drawSymbol(symbol, color: palette.tint, mode: .scaleAspectFit, in: square)
                } else {
                    try drawText(BarItemLayout.style(name, bold: false, color: palette.tint, isRightToLeft: isRightToLeft),
                                 in: box)
                }
            case .flexibleSpace, .fixedSpace:
                break
            }
        }
    }
}

extension Canvas {
    /// UISearchBar (iOS 13 and later): a 36-point field 8 points in from the sides, centred,
    /// rounded by 10 and filled with `tertiarySystemFill`; the magnifying glass (`systemGray`)
    /// 8 points in, the line after it; the bar's translucent background behind unless minimal.
    func drawSearchBar(text: TextStyle, minimal: Bool, in frame: SceneRect) throws(RenderError) {
        if !minimal { fill(frame, color: palette.barBackground, alpha: Self.barOpacity) }
        let field = SceneRect(x: frame.x + 8, y: frame.midY - 18, width: max(0, frame.width - 16), height: 36)
        fill(field, radius: 10, color: palette.tertiarySystemFill)
        let glassX = text.isRightToLeft ? field.maxX - 8 - 18 : field.x + 8
        if let glass = Symbol(named: "magnifyingglass") {
            drawSymbol(glass, color: palette.systemGray, mode: .scaleAspectFit,
                       in: SceneRect(x: glassX, y: field.midY - 9, width: 18, height: 18))
        }
        let line = field.inset(by: text.isRightToLeft ? SceneInsets(top: 0, left: 8, bottom: 0, right: 32)
                                                      : SceneInsets(top: 0, left: 32, bottom: 0, right: 8))
        try drawText(text, in: line)
    }
}
