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

    static func compose(name: String, members: [RenderedSnapshot], captions: [String]) throws(StacksnapError) -> RenderedSnapshot {
        guard let first = members.first else {
            throw .limit(file: "", message: "\(name): a composition needs at least one member")
        }
        let scale = first.lowered.canvas.scale
        // The figure takes the first member's background and appearance.
        let appearance = first.lowered.canvas.appearance
        let width = members.map { $0.canvasFrames[0].width }.max() ?? 0
        var nodes: [SceneNode] = []
        var y = 0.0
        var frameTree = ""
        var ignore: [AutoLayout.Rect] = []
        for (member, caption) in zip(members, captions) {
            let captionStyle = TextStyle(text: caption, font: captionFont, color: captionColor.rgba(appearance))
            nodes.append(SceneNode(frame: SceneRect(x: padding, y: y, width: max(0, width - 2 * padding), height: captionHeight),
                                   content: .text(captionStyle)))
            y += captionHeight
            let size = member.canvasFrames[0]
            nodes.append(SceneNode(frame: SceneRect(x: 0, y: y, width: size.width, height: size.height),
                                   content: .image(member.bitmap, .topLeft, scale: Double(member.lowered.canvas.scale))))
            ignore += member.lowered.ignore.map { $0.offsetBy(dx: 0, dy: y) }
            frameTree += "== \(caption) (\(member.name))\n" + member.frameTree
            y += size.height + padding
        }
        let scene = Scene(width: width, height: max(0, y - padding), scale: scale,
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
