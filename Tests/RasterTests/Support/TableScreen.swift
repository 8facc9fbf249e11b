import Pixels
import Raster

/// An iPhone screen (390×844 points) of a Settings-style inset-grouped table: three
/// sections, 15 rows with their cells' own chrome (rounded section ends, separators,
/// chevrons, checkmarks, info buttons), titles, details and symbols, and section headers:
/// the containers' rendering benchmark.
enum TableScreen {
    static func scene(scale: Int) -> Scene {
        var nodes: [SceneNode] = []
        var y = 18.0
        let accessories: [TableCellDrawing.Accessory] = [.disclosureIndicator, .checkmark, .detailButton, .none,
                                                         .detailDisclosureButton]
        let symbols = ["wifi", "gearshape.fill", "bell.badge", "person.fill", "star"].compactMap(Symbol.init(named:))
        for (section, rows) in [4, 6, 5].enumerated() {
            if section > 0 {
                let header = TextStyle(text: "SECTION \(section + 1)", font: FontDescriptor(size: 13, weight: 400),
                                       color: RGBA(r: 0x3C, g: 0x3C, b: 0x43, a: 0x99))
                nodes.append(SceneNode(frame: SceneRect(x: 32, y: y + 17, width: 326, height: 16), content: .text(header)))
                y += 39
            }
            for row in 0..<rows {
                var cell = TableCellDrawing(cornerRadius: 10, roundsTop: row == 0, roundsBottom: row == rows - 1)
                if row < rows - 1 { cell.bottomSeparator = TableCellDrawing.SeparatorInset(leading: 56) }
                cell.accessory = accessories[(row + section) % accessories.count]
                let frame = SceneRect(x: 16, y: y, width: 358, height: 44)
                var children = [
                    SceneNode(frame: SceneRect(x: 16, y: 10, width: 24, height: 24),
                              content: .symbol(symbols[row % symbols.count], color: RGBA(r: 0, g: 0x7A, b: 0xFF))),
                    SceneNode(frame: SceneRect(x: 56, y: 12, width: 160, height: 20.333),
                              content: .text(TextStyle(text: "Row \(section + 1).\(row + 1)",
                                                       font: FontDescriptor(size: 17, weight: 400)))),
                ]
                if row % 2 == 0 {
                    children.append(SceneNode(frame: SceneRect(x: 220, y: 12, width: 80, height: 20.333),
                                              content: .text(TextStyle(text: "Detail", font: FontDescriptor(size: 17, weight: 400),
                                                                       color: RGBA(r: 0x3C, g: 0x3C, b: 0x43, a: 0x99),
                                                                       alignment: .right))))
                }
                nodes.append(SceneNode(frame: frame, content: .control(.tableCell(cell)), children: children))
                y += 44
            }
            y += 18
        }
        return Scene(width: 390, height: 844, scale: scale, background: RGBA(r: 0xF2, g: 0xF2, b: 0xF7), nodes: nodes)
    }
}
