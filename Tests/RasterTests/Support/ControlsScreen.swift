import Pixels
import Raster

/// An iPhone screen (390×844 points) made of UIKit's controls — segmented controls, sliders,
/// steppers, progress bars, activity indicators, text fields, a text view, switches — 38
/// controls in 22 rows, every one on screen: the controls' rendering benchmark.
enum ControlsScreen {
    static let blue = RGBA(r: 0, g: 0x7A, b: 0xFF)
    static let font = FontDescriptor(size: 13, weight: 400)
    static let bold = FontDescriptor(size: 13, weight: 600)

    static func scene(scale: Int) -> Scene {
        var nodes: [SceneNode] = []
        var y = 20.0
        for row in 0..<22 {
            let card = SceneRect(x: 16, y: y, width: 358, height: 34)
            var children: [SceneNode] = []
            switch row % 4 {
            case 0:
                children.append(node(card, .control(.segmented(titles: ["Day", "Week", "Month", "Year"], widths: [89, 89, 89, 88],
                                                                 selected: row % 3, selectedFill: .white, font: font,
                                                                 selectedFont: bold, isRightToLeft: false))))
            case 1:
                children.append(node(SceneRect(x: 16, y: y + 1, width: 240, height: 31),
                                     .control(.slider(fraction: Double(row % 10) / 10, minimumTrack: blue, trackInset: 2,
                                                      isRightToLeft: false))))
                children.append(node(SceneRect(x: 280, y: y + 1, width: 94, height: 32),
                                     .control(.stepper(canDecrement: row % 2 == 0, canIncrement: true))))
            case 2:
                children.append(node(SceneRect(x: 16, y: y + 15, width: 300, height: 4),
                                     .control(.progress(fraction: Double(row % 7) / 7, tint: blue, hasTrack: true,
                                                        isRightToLeft: false))))
                children.append(node(SceneRect(x: 340, y: y + 7, width: 20, height: 20),
                                     .control(.activityIndicator(color: RGBA(r: 0x8E, g: 0x8E, b: 0x93)))))
            default:
                let text = TextStyle(text: row % 2 == 0 ? "ada@example.com" : "Name", font: FontDescriptor(size: 17, weight: 400),
                                     color: row % 2 == 0 ? .black : RGBA(r: 0x3C, g: 0x3C, b: 0x43, a: 0x4C))
                children.append(node(SceneRect(x: 16, y: y, width: 290, height: 34),
                                     .control(.textField(text: text, border: .roundedRect, textInset: 7,
                                                         showsClearButton: row % 2 == 0))))
                children.append(node(SceneRect(x: 323, y: y + 1.5, width: 51, height: 31), .toggle(isOn: row % 8 == 3)))
            }
            nodes.append(SceneNode(frame: card, children: children))
            y += 36
        }
        let notes = TextStyle(text: "Notes: a text view draws from the top and its edge cuts the rest.",
                              font: FontDescriptor(size: 14, weight: 400), lines: 0, lineBreak: .wordWrap)
        nodes.append(node(SceneRect(x: 16, y: y, width: 358, height: 24),
                          .control(.textView(text: notes, insets: SceneInsets(top: 4, left: 5, bottom: 4, right: 5)))))
        return Scene(width: 390, height: 844, scale: scale, background: RGBA(r: 0xF2, g: 0xF2, b: 0xF7), nodes: nodes)
    }

    static func node(_ frame: SceneRect, _ content: SceneContent) -> SceneNode {
        SceneNode(frame: frame, content: content)
    }
}
