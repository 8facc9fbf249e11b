import Pixels

/// Where a navigation bar's or toolbar's items go: from one end of the bar's 44-point row
/// (leading or trailing, in the layout direction), 16 points in and 8 apart; flexible
/// spaces share what the row leaves. The drawing and the accessibility elements of the
/// items both read it, so an element's frame is where its item is drawn.
public enum BarItemLayout {
    /// Space before the first item, from the row's end.
    public static let margin = 16.0
    /// Space between items.
    public static let spacing = 8.0

    /// Each item's box in `row`, index-aligned with `items` (spaces included).
    public static func frames(_ items: [BarItemDrawing], in row: SceneRect, fromLeading: Bool, isRightToLeft: Bool,
                              scale: Double) -> [SceneRect] {
        guard !items.isEmpty else { return [] }
        let widths = items.map { width($0, scale: scale) }
        let flexible = items.filter { $0 == .flexibleSpace }.count
        let used = widths.reduce(0, +) + spacing * Double(max(0, items.count - 1))
        let share = flexible > 0 ? max(0, row.width - 2 * margin - used) / Double(flexible) : 0
        // Positions measured from the starting edge, then mirrored as the direction asks.
        let startsAtLeft = fromLeading != isRightToLeft
        var offset = margin
        var boxes: [SceneRect] = []
        for (item, width) in zip(items, widths) {
            let length = item == .flexibleSpace ? share : width
            let x = startsAtLeft ? row.x + offset : row.maxX - offset - length
            boxes.append(SceneRect(x: x, y: row.y, width: length, height: row.height))
            offset += length + spacing
        }
        return boxes
    }

    /// An item's title: 17 points, semibold for the done style, in `color`.
    public static func style(_ title: String, bold: Bool, color: RGBA = RGBA(r: 0, g: 122, b: 255),
                             isRightToLeft: Bool) -> TextStyle {
        TextStyle(text: title, font: FontDescriptor(size: 17, weight: bold ? 600 : 400), color: color,
                  alignment: .center, isRightToLeft: isRightToLeft)
    }

    private static func width(_ item: BarItemDrawing, scale: Double) -> Double {
        switch item {
        case let .text(title, bold):
            return (Typesetter.measure(style(title, bold: bold, isRightToLeft: false), maxWidth: nil).width * scale)
                .rounded(.up) / scale
        case let .symbol(symbol, name):
            if symbol != nil { return 24 }
            return Typesetter.measure(style(name, bold: false, isRightToLeft: false), maxWidth: nil).width
        case .flexibleSpace: return 0
        case let .fixedSpace(width): return width
        }
    }
}
