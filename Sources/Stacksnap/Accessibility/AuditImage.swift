import Pixels
import Raster

/// The snapshot with its audit findings drawn on it: each finding's area outlined and
/// tagged with its number and rule, in the order the findings are listed.
public enum AuditImage {
    static let color = RGBA(r: 230, g: 0, b: 38)

    /// Draws `findings` over `rendered`'s picture.
    public static func render(_ rendered: RenderedSnapshot, findings: [AuditFinding]) throws(StacksnapError) -> Bitmap {
        let canvas = rendered.canvasFrames[0]
        var overlay: [OverlayMark] = []
        for (number, finding) in findings.enumerated() where finding.frame.count == 4 {
            let f = finding.frame
            let rect = SceneRect(x: f[0], y: f[1], width: f[2], height: f[3])
            overlay.append(.rect(rect, color, dashed: true))
            // The tag sits above the area when there is room, inside it at the canvas's top.
            let y = rect.y >= 14 ? rect.y - 14 : rect.y
            overlay.append(.tag("\(number + 1) \(finding.rule.rawValue)", at: ScenePoint(x: max(0, rect.x), y: y), color))
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
}
