import Pixels
import Raster

/// The snapshot with its audit findings drawn on it: each finding's area outlined and
/// tagged with its number in the order the findings are listed.
public enum AuditImage {
    static let color = RGBA(r: 230, g: 0, b: 38)

    /// Draws `findings` over `rendered`'s picture.
    public static func render(_ rendered: RenderedSnapshot, findings: [AuditFinding]) throws(StacksnapError) -> Bitmap {
        let canvas = rendered.canvasFrames[0]
        var overlay: [OverlayMark] = []
        var tags: [SceneRect] = []
        for (number, finding) in findings.enumerated() where finding.frame.count == 4 {
            let f = finding.frame
            let rect = SceneRect(x: f[0], y: f[1], width: f[2], height: f[3])
            overlay.append(.rect(rect, color, dashed: true))
            // The number (the finding's place in the list printed and reported) sits above
            // the area when there is room, inside it at the canvas's top, and moves right
            // past the numbers already placed there.
            let label = "\(number + 1)"
            var tag = SceneRect(x: max(0, rect.x), y: rect.y >= 15 ? rect.y - 15 : rect.y,
                                width: Double(label.count) * 6.5 + 8, height: 15)
            while let taken = tags.first(where: { overlaps($0, tag) }) {
                tag.x = taken.x + taken.width + 2
            }
            tags.append(tag)
            overlay.append(.tag(label, at: ScenePoint(x: tag.x, y: tag.y), color))
        }
        let scene = Scene(width: canvas.width, height: canvas.height, scale: rendered.lowered.canvas.scale, background: nil,
                          nodes: [SceneNode(frame: SceneRect(x: 0, y: 0, width: canvas.width, height: canvas.height),
                                            content: .image(rendered.bitmap, .topLeft,
                                                            scale: Double(rendered.lowered.canvas.scale)))],
                          overlay: overlay)
        do {
            return try Renderer.render(scene)
        } catch {
            throw .render(file: rendered.lowered.file, error)
        }
    }

    private static func overlaps(_ a: SceneRect, _ b: SceneRect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }
}
