import CCairo
import Pixels

extension Canvas {
    /// UISwitch's look at its fixed 51×31-point size: a pill track (the palette's
    /// `systemGreen`, or the tint, when on; its translucent `secondarySystemFill` when off)
    /// and a 27-point white knob (white in every appearance), right when on, left when off,
    /// with a soft shadow below it.
    func drawToggle(isOn: Bool, tint: RGBA?, in track: SceneRect) {
        let onColor = tint ?? palette.systemGreen
        fill(track, radius: track.height / 2, color: isOn ? onColor : palette.secondarySystemFill)
        // The knob fills the track's height but 2 points around it (27 in UIKit's 31). On a
        // track over twice as long as it is tall (iOS 26's 63 × 28) it is a capsule, 0.6 of
        // the track long, as iOS 26 draws it; otherwise round.
        let inset = 2.0, diameter = track.height - 2 * inset
        let length = track.width >= 2 * track.height ? track.width * 0.6 : diameter
        let knobX = isOn ? track.maxX - inset - length : track.x + inset
        let center = ScenePoint(x: knobX + length / 2, y: track.y + inset + diameter / 2)
        drawKnob(center: center, diameter: diameter, length: length)
    }

    /// A white knob (a switch's, a slider's thumb), round or a capsule `length` long, with a
    /// soft shadow below it: white and black in every appearance, as UIKit's.
    func drawKnob(center: ScenePoint, diameter: Double, length: Double? = nil) {
        setSmooth(true)
        let straight = max(0, (length ?? diameter) - diameter)
        // The knob's outline grown by `grow`: two half circles joined by straight sides.
        func outline(dy: Double = 0, grow: Double) {
            let radius = diameter / 2 + grow
            cairo_new_sub_path(cr)
            guard straight > 0 else {
                cairo_arc(cr, center.x, center.y + dy, radius, 0, 2 * Double.pi)
                return
            }
            cairo_arc(cr, center.x + straight / 2, center.y + dy, radius, -Double.pi / 2, Double.pi / 2)
            cairo_arc(cr, center.x - straight / 2, center.y + dy, radius, Double.pi / 2, 3 * Double.pi / 2)
            cairo_close_path(cr)
        }
        // The shadow: outlines growing outward and fading, offset 3 points down, standing in
        // for a blur (cairo has none) — close to UIKit's 8-point, 15 % black shadow.
        for step in 0..<6 {
            outline(dy: 3, grow: Double(step) * 0.8 - 1)
            setColor(RGBA(r: 0, g: 0, b: 0), alpha: 0.045 - Double(step) * 0.006)
            cairo_fill(cr)
        }
        // A faint ring keeps the white knob visible on a light track.
        outline(grow: 0.5)
        setColor(RGBA(r: 0, g: 0, b: 0), alpha: 0.04)
        cairo_fill(cr)
        outline(grow: 0)
        setColor(RGBA(r: 255, g: 255, b: 255))
        cairo_fill(cr)
    }

    /// A box standing in for an element the renderer cannot draw: a light fill (left out
    /// over a view's own background), a dashed one-pixel outline, a diagonal cross and the
    /// label in the middle.
    func drawPlaceholder(_ label: String, in frame: SceneRect, filled: Bool = true) throws(RenderError) {
        let gray = RGBA(r: 0x8E, g: 0x8E, b: 0x93)
        if filled { fill(frame, color: RGBA(r: 0xF2, g: 0xF2, b: 0xF7)) }
        try saved { () throws(RenderError) in
            cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
            cairo_clip(cr)
            setSmooth(true)
            setColor(gray, alpha: 0.5)
            cairo_set_line_width(cr, 1 / scale)
            cairo_move_to(cr, frame.x, frame.y); cairo_line_to(cr, frame.maxX, frame.maxY)
            cairo_move_to(cr, frame.maxX, frame.y); cairo_line_to(cr, frame.x, frame.maxY)
            cairo_stroke(cr)
            strokeOutline(frame, color: gray, dashed: true)
            let style = TextStyle(text: label, font: FontDescriptor(size: 12, weight: 500), color: gray,
                                  lines: 1, lineBreak: .truncateTail, alignment: .center)
            try drawText(style, in: frame.inset(by: SceneInsets(top: 2, left: 4, bottom: 2, right: 4)))
        }
    }

    /// A one-pixel outline just inside `rect`, optionally dashed (4 on, 3 off, in points).
    func strokeOutline(_ rect: SceneRect, color: RGBA, dashed: Bool) {
        let half = 0.5 / scale
        setSmooth(false)
        cairo_set_line_width(cr, 1 / scale)
        setDash(dashed)
        cairo_rectangle(cr, rect.x + half, rect.y + half, max(0, rect.width - 2 * half), max(0, rect.height - 2 * half))
        setColor(color)
        cairo_stroke(cr)
        setDash(false)
    }

    func setDash(_ dashed: Bool) {
        if dashed {
            let pattern = [4.0, 3.0]
            cairo_set_dash(cr, pattern, 2, 0)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }
}
