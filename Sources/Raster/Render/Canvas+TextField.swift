import CCairo
import Pixels

extension Canvas {
    /// UITextField, not editing (iOS 17), in the colors of the scene's palette. A rounded
    /// rectangle is a `systemBackground` box with a 5-point corner radius and a one-pixel
    /// edge of `label` at 20 %; a line border is a one-point frame in `secondaryLabel`'s hue
    /// at 80 %; a bezel a one-point `systemGray` frame with that darker line along the top; no
    /// border draws nothing. The text (or placeholder) sits on one line between the insets,
    /// centred vertically; the clear button is a `systemGray3` disc with a cross cut in
    /// `systemBackground` on the trailing side.
    func drawTextField(text: TextStyle, border: TextFieldBorder, textInset: Double, showsClearButton: Bool,
                       in frame: SceneRect) throws(RenderError) {
        switch border {
        case .none:
            break
        case .roundedRect:
            fill(frame, radius: 5, color: palette.systemBackground)
            let hairline = 1 / scale
            fillBorder(frame, radius: 5, width: hairline, color: palette.label, alpha: 0.2)
        case .line:
            fillBorder(frame, radius: 0, width: 1, color: palette.secondaryLabel.opaque, alpha: 0.8)
        case .bezel:
            fillBorder(frame, radius: 0, width: 1, color: palette.systemGray)
            fill(SceneRect(x: frame.x, y: frame.y, width: frame.width, height: 1), color: palette.secondaryLabel.opaque,
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
        setColor(palette.systemGray3)
        cairo_fill(cr)
        let arm = 3.5
        cairo_set_line_width(cr, 1.6)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_move_to(cr, center.x - arm, center.y - arm); cairo_line_to(cr, center.x + arm, center.y + arm)
        cairo_move_to(cr, center.x + arm, center.y - arm); cairo_line_to(cr, center.x - arm, center.y + arm)
        setColor(palette.systemBackground)
        cairo_stroke(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    }
}
