import AutoLayout
import LayoutSpec
import Pixels
import Raster

/// Draws several snapshots one above the other, each under its caption, into one figure —
/// the way the FDStackView authors showed UIKit's layout above theirs.
enum Composer {
    static let captionHeight = 28.0
    static let padding = 12.0
    static let captionFont = FontDescriptor(family: "System", size: 13, weight: 600)
    /// Captions are dark gray on a light figure, light gray on a dark one.
    static let captionColor = SpecColor(light: SpecColor(hex: "#3C3C43")!, dark: SpecColor(hex: "#EBEBF5")!)

    /// Draws `members` under their captions, in rows of `columns` (1 = one above the other):
    /// each column as wide as its widest member, each row as tall as its tallest, `padding`
    /// between them.
    static func compose(name: String, members: [RenderedSnapshot], captions: [String],
                        columns: Int = 1) throws(StacksnapError) -> RenderedSnapshot {
        guard let first = members.first else {
            throw .limit(file: "", message: "\(name): a composition needs at least one member")
        }
        let scale = first.lowered.canvas.scale
        // The figure takes the first member's background and appearance.
        let appearance = first.lowered.canvas.appearance
        let columns = max(1, min(columns, members.count))
        let sizes = members.map { $0.canvasFrames[0] }
        var columnWidths = [Double](repeating: 0, count: columns)
        var rowHeights = [Double](repeating: 0, count: (members.count + columns - 1) / columns)
        for (index, size) in sizes.enumerated() {
            columnWidths[index % columns] = max(columnWidths[index % columns], size.width)
            rowHeights[index / columns] = max(rowHeights[index / columns], size.height)
        }
        func columnX(_ column: Int) -> Double { columnWidths.prefix(column).reduce(0, +) + Double(column) * padding }
        func rowY(_ row: Int) -> Double { rowHeights.prefix(row).reduce(0) { $0 + captionHeight + $1 + padding } }
        var nodes: [SceneNode] = []
        var frameTree = ""
        var ignore: [AutoLayout.Rect] = []
        for (index, (member, caption)) in zip(members, captions).enumerated() {
            let x = columnX(index % columns), y = rowY(index / columns)
            let columnWidth = columnWidths[index % columns]
            let captionStyle = TextStyle(text: caption, font: captionFont, color: captionColor.rgba(appearance))
            nodes.append(SceneNode(frame: SceneRect(x: x + padding, y: y, width: max(0, columnWidth - 2 * padding),
                                                    height: captionHeight),
                                   content: .text(captionStyle)))
            let size = sizes[index]
            nodes.append(SceneNode(frame: SceneRect(x: x, y: y + captionHeight, width: size.width, height: size.height),
                                   content: .image(member.bitmap, .topLeft, scale: Double(member.lowered.canvas.scale))))
            ignore += member.lowered.ignore.map { $0.offsetBy(dx: x, dy: y + captionHeight) }
            frameTree += "== \(caption) (\(member.name))\n" + member.frameTree
        }
        let width = columnX(columns) - padding
        let height = rowY(rowHeights.count) - padding
        let scene = Scene(width: width, height: max(0, height), scale: scale,
                          background: first.lowered.canvas.background.rgba(appearance), nodes: nodes)
        let bitmap: Bitmap
        do {
            bitmap = try Renderer.render(scene)
        } catch {
            throw .render(file: first.lowered.file, error)
        }
        var lowered = first.lowered
        lowered.name = name
        lowered.ignore = ignore
        return RenderedSnapshot(name: name, bitmap: bitmap, frameTree: frameTree, layout: first.layout,
                                frames: first.frames, canvasFrames: first.canvasFrames, lowered: lowered,
                                warnings: members.flatMap(\.warnings),
                                missingGlyphs: members.flatMap(\.missingGlyphs))
    }
}
