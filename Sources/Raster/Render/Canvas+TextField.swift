import CCairo
import Pixels

extension Canvas {
    /// UITextField, not editing (iOS 17, light). A rounded rectangle is a white box with a
    /// 5-point corner radius and a one-pixel light gray edge; a line border is a one-point
    /// dark gray frame; a bezel a one-point gray frame with a darker top edge; no border draws
    /// nothing. The text (or placeholder) sits on one line between the insets, centred
    /// vertically; the clear button is a gray disc with a white cross on the trailing side.
    func drawTextField(text: TextStyle, border: TextFieldBorder, textInset: Double, showsClearButton: Bool,
                       in frame: SceneRect) throws(RenderError) {
        switch border {
        case .none:
            break
        case .roundedRect:
            fill(frame, radius: 5, color: RGBA(r: 255, g: 255, b: 255))
            let hairline = 1 / scale
            fillBorder(frame, radius: 5, width: hairline, color: RGBA(r: 0, g: 0, b: 0), alpha: 0.2)
        case .line:
            fillBorder(frame, radius: 0, width: 1, color: RGBA(r: 0x3C, g: 0x3C, b: 0x43), alpha: 0.8)
        case .bezel:
            fillBorder(frame, radius: 0, width: 1, color: RGBA(r: 0x8E, g: 0x8E, b: 0x93))
            fill(SceneRect(x: frame.x, y: frame.y, width: frame.width, height: 1), color: RGBA(r: 0x3C, g: 0x3C, b: 0x43),
                 alpha: 0.8)
        }
        let button = showsClearButton ? 25.0 : 0
        var textRect = frame.inset(by: SceneInsets(top: 0, left: textInset, bottom: 0, right: textInset))
        if text.isRightToLeft {
            textRect = SceneRect(x: textRect.x + button, y: textRect.y, width: max(0, textRect.width - button),
                                 height: textRect.height)
        } else {
            textRect.width = max(0, textRect.width - button)
        }
        try drawText(text, in: textRect)
        guard showsClearButton else { return }
        let diameter = 19.0
        let centerX = text.isRightToLeft ? frame.x + textInset + diameter / 2 : frame.maxX - textInset - diameter / 2
        let center = ScenePoint(x: centerX, y: frame.midY)
        setSmooth(true)
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.x, center.y, diameter / 2, 0, 2 * Double.pi)
        setColor(RGBA(r: 0xC7, g: 0xC7, b: 0xCC))
        cairo_fill(cr)
        let arm = 3.5
        cairo_set_line_width(cr, 1.6)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_move_to(cr, center.x - arm, center.y - arm); cairo_line_to(cr, center.x + arm, center.y + arm)
        cairo_move_to(cr, center.x + arm, center.y - arm); cairo_line_to(cr, center.x - arm, center.y + arm)
        setColor(RGBA(r: 255, g: 255, b: 255))
        cairo_stroke(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    }
}
