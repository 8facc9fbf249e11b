import AutoLayout
import LayoutSpec
import Pixels
import Raster

/// The accessibility snapshot of a drawn snapshot: the picture with each VoiceOver element
/// outlined and numbered in reading order, over a legend that gives each number's label,
/// value, traits and hint — and the same list as text, for a golden whose diff reads as a
/// change in what VoiceOver says.
public enum AccessibilitySnapshot {
    /// The suffix of an accessibility snapshot's name: `card` → `card.accessibility`.
    public static let suffix = ".accessibility"

    /// Mark colors, one per element in turn: distinct on light and dark pictures.
    static let colors: [RGBA] = [
        RGBA(r: 0, g: 102, b: 204), RGBA(r: 204, g: 51, b: 0), RGBA(r: 0, g: 128, b: 64), RGBA(r: 153, g: 51, b: 204),
        RGBA(r: 178, g: 102, b: 0), RGBA(r: 0, g: 128, b: 153), RGBA(r: 204, g: 0, b: 102), RGBA(r: 85, g: 85, b: 85),
    ]
    static let legendFont = FontDescriptor(family: "System", size: 13, weight: 400)
    static let hintFont = FontDescriptor(family: "System", size: 12, weight: 400)
    static let margin = 12.0, numberColumn = 30.0, rowSpacing = 6.0

    /// The element list: one element a line, numbered in reading order, with what VoiceOver
    /// reads, its traits, the view and its frame.
    public static func text(_ elements: [AccessibilityElement], views: [ViewSpec]) -> String {
        var lines = ["# \(elements.count) accessibility element\(elements.count == 1 ? "" : "s"), in VoiceOver's reading order"]
        for (number, element) in elements.enumerated() {
            var fields: [String] = []
            if !element.label.isEmpty { fields.append("label \(quoted(element.label))") }
            if !element.value.isEmpty { fields.append("value \(quoted(element.value))") }
            if !element.hint.isEmpty { fields.append("hint \(quoted(element.hint))") }
            if !element.traits.isEmpty { fields.append("traits " + element.traits.map(\.rawValue).joined(separator: " ")) }
            if let role = element.role { fields.append("role \(role)") }
            if element.ignoresInvertColors { fields.append("ignoresInvertColors") }
            lines.append("\(number + 1). \(fields.joined(separator: "; ")) — \(element.name(views)) \(element.frame)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// Draws `rendered`'s accessibility snapshot: named `<name>.accessibility`, its frame
    /// tree the element list (``text(_:views:)``).
    public static func render(_ rendered: RenderedSnapshot) throws(StacksnapError) -> RenderedSnapshot {
        let lowered = rendered.lowered
        let elements = AccessibilityElements.elements(lowered, canvasFrames: rendered.canvasFrames)
        let canvas = rendered.canvasFrames[0]
        let width = max(canvas.width, 320)
        let textWidth = width - 2 * margin - numberColumn
        var nodes = [SceneNode(frame: SceneRect(x: 0, y: 0, width: canvas.width, height: canvas.height),
                               content: .image(rendered.bitmap, .topLeft, scale: Double(lowered.canvas.scale)))]
        var overlay: [OverlayMark] = []
        var y = canvas.height + margin
        for (number, element) in elements.enumerated() {
            let color = colors[number % colors.count]
            let frame = element.frame
            overlay.append(.rect(SceneRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height), color))
            // The number straddles the element's top-left corner, so it hides little of it.
            overlay.append(.tag("\(number + 1)", at: ScenePoint(x: max(0, frame.x - 6), y: max(0, frame.y - 7)), color))
            // The legend row: the number, what VoiceOver says, the hint under it.
            overlay.append(.tag("\(number + 1)", at: ScenePoint(x: margin, y: y + 1), color))
            var said = element.spoken(withHint: false)
            if element.ignoresInvertColors { said += " (ignores Invert Colors)" }
            if said.isEmpty { said = "(nothing to read)" }
            let main = TextStyle(text: said, font: legendFont, color: RGBA(r: 0, g: 0, b: 0), lines: 0, lineBreak: .wordWrap)
            let mainHeight = Typesetter.measure(main, maxWidth: textWidth).height.rounded(.up)
            nodes.append(SceneNode(frame: SceneRect(x: margin + numberColumn, y: y, width: textWidth, height: mainHeight),
                                   content: .text(main)))
            y += mainHeight
            if !element.hint.isEmpty {
                let hint = TextStyle(text: element.hint, font: hintFont, color: RGBA(r: 99, g: 99, b: 102), lines: 0,
                                     lineBreak: .wordWrap)
                let hintHeight = Typesetter.measure(hint, maxWidth: textWidth).height.rounded(.up)
                nodes.append(SceneNode(frame: SceneRect(x: margin + numberColumn, y: y + 2, width: textWidth,
                                                        height: hintHeight), content: .text(hint)))
                y += hintHeight + 2
            }
            y += rowSpacing
        }
        if elements.isEmpty {
            let none = TextStyle(text: "No accessibility elements.", font: legendFont, color: RGBA(r: 99, g: 99, b: 102))
            nodes.append(SceneNode(frame: SceneRect(x: margin, y: y, width: width - 2 * margin, height: 18), content: .text(none)))
            y += 18 + rowSpacing
        }
        let height = y - rowSpacing + margin
        let scene = Scene(width: width, height: height, scale: lowered.canvas.scale, background: RGBA(r: 255, g: 255, b: 255),
                          nodes: nodes, overlay: overlay)
        let bitmap: Bitmap
        do {
            bitmap = try Renderer.render(scene)
        } catch {
            throw .render(file: lowered.file, error)
        }
        var result = rendered
        result.name = rendered.name + suffix
        result.lowered.name = result.name
        result.bitmap = bitmap
        result.frameTree = text(elements, views: lowered.views)
        result.warnings = []
        return result
    }
}
