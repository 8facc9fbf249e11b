import Pixels
import Raster

/// A settings-style iPhone screen (390×844 points) with about 200 views and 50 labels, all
/// on screen: the workload for the rendering benchmark and the parallel-rendering test.
enum UIScreen {
    static let groupedBackground = RGBA(r: 0xF2, g: 0xF2, b: 0xF7)
    static let separator = RGBA(r: 0xC6, g: 0xC6, b: 0xC8)
    static let secondary = RGBA(r: 0x8A, g: 0x8A, b: 0x8E)
    static let black = RGBA(r: 0, g: 0, b: 0)
    static let white = RGBA(r: 255, g: 255, b: 255)
    static let iconColors = [RGBA(r: 0xFF, g: 0x95, b: 0x00), RGBA(r: 0x00, g: 0x7A, b: 0xFF), RGBA(r: 0x34, g: 0xC7, b: 0x59),
                             RGBA(r: 0xFF, g: 0x3B, b: 0x30), RGBA(r: 0x58, g: 0x56, b: 0xD6), RGBA(r: 0x5A, g: 0xC8, b: 0xFA)]
    static let symbols: [SymbolName] = [.star, .heartFill, .person, .photo, .magnifyingglass, .checkmarkCircleFill]
    static let titles = ["Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications",
                         "Sounds & Haptics", "Focus", "Screen Time", "General", "Control Centre", "Display & Brightness",
                         "Home Screen", "通用设置", "隐私与安全性", "Battery"]

    static func scene(scale: Int) -> Scene {
        var nodes: [SceneNode] = [statusBar()]
        nodes.append(label("Settings", SceneRect(x: 16, y: 52, width: 358, height: 41), size: 34, weight: 700))
        nodes.append(SceneNode(frame: SceneRect(x: 16, y: 100, width: 358, height: 36), cornerRadius: 10,
                               background: RGBA(r: 0x76, g: 0x76, b: 0x80, a: 0x1F), children: [
            SceneNode(frame: SceneRect(x: 24, y: 108, width: 20, height: 20), content: .symbol(Symbol(.magnifyingglass), color: secondary)),
            label("Search", SceneRect(x: 50, y: 108, width: 300, height: 20), size: 17, color: secondary),
        ]))
        var y = 148.0
        var index = 0
        for (header, footer) in [("CONNECTIVITY", "Devices nearby can find this iPhone."),
                                 ("GENERAL 通用", "Changes apply after a restart.")] {
            nodes.append(label(header, SceneRect(x: 32, y: y, width: 300, height: 16), size: 13, color: secondary))
            y += 22
            var cells: [SceneNode] = []
            for row in 0..<8 {
                cells.append(cell(index: index, y: y + Double(row) * 34, last: row == 7))
                index += 1
            }
            nodes.append(SceneNode(frame: SceneRect(x: 16, y: y, width: 358, height: 8 * 34),
                                   clipsToBounds: true, cornerRadius: 10, background: white, children: cells))
            y += 8 * 34 + 4
            nodes.append(label(footer, SceneRect(x: 32, y: y, width: 326, height: 16), size: 13, color: secondary))
            y += 24
        }
        nodes.append(tabBar())
        return Scene(width: 390, height: 844, scale: scale, background: groupedBackground, nodes: nodes)
    }

    static func label(_ text: String, _ frame: SceneRect, size: Double, weight: Int = 400,
                      color: RGBA = black, alignment: TextAlignment = .natural) -> SceneNode {
        SceneNode(frame: frame, content: .text(TextStyle(text: text, font: FontDescriptor(size: size, weight: weight),
                                                         color: color, alignment: alignment)))
    }

    static func statusBar() -> SceneNode {
        var children = [label("9:41", SceneRect(x: 32, y: 14, width: 60, height: 22), size: 17, weight: 600)]
        for bar in 0..<4 {  // signal strength
            let height = 4 + Double(bar) * 2.5
            children.append(SceneNode(frame: SceneRect(x: 290 + Double(bar) * 5, y: 30 - height, width: 3, height: height),
                                      cornerRadius: 1, background: black))
        }
        children.append(SceneNode(frame: SceneRect(x: 330, y: 18, width: 26, height: 13), cornerRadius: 4,
                                  border: SceneBorder(width: 1, color: black),
                                  children: [SceneNode(frame: SceneRect(x: 332, y: 20, width: 18, height: 9), cornerRadius: 2,
                                                       background: black)]))
        return SceneNode(frame: SceneRect(x: 0, y: 0, width: 390, height: 44), children: children)
    }

    /// A table cell the way UIKit builds it: cell, content view, a horizontal stack with an
    /// icon and a vertical stack of title and subtitle, an accessory, a separator.
    static func cell(index: Int, y: Double, last: Bool) -> SceneNode {
        let icon = SceneNode(frame: SceneRect(x: 32, y: y + 4, width: 26, height: 26), cornerRadius: 6,
                             background: iconColors[index % iconColors.count], children: [
            SceneNode(frame: SceneRect(x: 35, y: y + 7, width: 20, height: 20),
                      content: .symbol(Symbol(symbols[index % symbols.count]), color: white)),
        ])
        let text = SceneNode(frame: SceneRect(x: 70, y: y + 2, width: 200, height: 30), children: [
            label(titles[index % titles.count], SceneRect(x: 70, y: y + 2, width: 200, height: 18), size: 15),
            label("Subtitle \(index + 1)", SceneRect(x: 70, y: y + 20, width: 200, height: 12), size: 10, color: secondary),
        ])
        var row: [SceneNode] = [icon, text]
        if index % 3 == 0 {  // a red badge with a count
            row.append(SceneNode(frame: SceneRect(x: 280, y: y + 7, width: 20, height: 20), cornerRadius: 10,
                                 background: RGBA(r: 0xFF, g: 0x3B, b: 0x30),
                                 content: .text(TextStyle(text: "\(index % 9 + 1)", font: FontDescriptor(size: 13, weight: 600),
                                                          color: white, alignment: .center))))
        }
        if index % 4 == 1 {
            row.append(SceneNode(frame: SceneRect(x: 307, y: y + 1.5, width: 51, height: 31), content: .toggle(isOn: index % 8 == 1)))
        } else {
            if index % 3 == 2 {
                row.append(label(index % 2 == 0 ? "On" : "Off", SceneRect(x: 250, y: y + 8, width: 88, height: 18),
                                 size: 15, color: secondary, alignment: .right))
            }
            row.append(SceneNode(frame: SceneRect(x: 344, y: y + 9, width: 16, height: 16), content: .symbol(Symbol(.chevronRight), color: separator)))
        }
        let stack = SceneNode(frame: SceneRect(x: 32, y: y, width: 326, height: 34), children: row)
        let content = SceneNode(frame: SceneRect(x: 16, y: y, width: 358, height: 34), children: [stack])
        var children = [content]
        if !last {
            children.append(SceneNode(frame: SceneRect(x: 70, y: y + 34 - 1.0 / 3, width: 304, height: 1.0 / 3), background: separator))
        }
        return SceneNode(frame: SceneRect(x: 16, y: y, width: 358, height: 34), children: children)
    }

    static func tabBar() -> SceneNode {
        var children = [SceneNode(frame: SceneRect(x: 0, y: 766, width: 390, height: 1.0 / 3), background: separator)]
        let items: [(String, SymbolName)] = [("Home", .star), ("Search", .magnifyingglass), ("Library", .photo), ("Profile", .personFill)]
        for (i, (name, symbol)) in items.enumerated() {
            let x = Double(i) * 97.5
            let tint = i == 0 ? RGBA(r: 0x00, g: 0x7A, b: 0xFF) : secondary
            children.append(SceneNode(frame: SceneRect(x: x, y: 770, width: 97.5, height: 44), children: [
                SceneNode(frame: SceneRect(x: x + 36, y: 774, width: 26, height: 26), content: .symbol(Symbol(symbol), color: tint)),
                label(name, SceneRect(x: x, y: 802, width: 97.5, height: 13), size: 10, weight: 500, color: tint, alignment: .center),
            ]))
        }
        return SceneNode(frame: SceneRect(x: 0, y: 766, width: 390, height: 78),
                         background: RGBA(r: 0xF9, g: 0xF9, b: 0xF9, a: 0xF0), children: children)
    }

    /// How many nodes and text labels a scene holds.
    static func census(_ nodes: [SceneNode]) -> (views: Int, labels: Int) {
        nodes.reduce((0, 0)) { total, node in
            let inner = census(node.children)
            let isLabel: Int = if case .text = node.content { 1 } else { 0 }
            return (total.0 + 1 + inner.views, total.1 + isLabel + inner.labels)
        }
    }
}
