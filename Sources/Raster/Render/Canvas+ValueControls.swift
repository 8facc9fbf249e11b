import CCairo
import Pixels

/// The value controls as iOS 17 draws them, in the colors of the scene's palette: the
/// tracks in `systemFill`, the stepper's capsule in `tertiarySystemFill`, its glyphs in
/// `label` and, when disabled, `tertiaryLabel`.
extension Canvas {
    func draw(_ control: ControlDrawing, in frame: SceneRect) throws(RenderError) {
        switch control {
        case let .segmented(titles, widths, selected, fill, font, selectedFont, rtl):
            try drawSegmented(titles: titles, widths: widths, selected: selected, selectedFill: fill, font: font,
                              selectedFont: selectedFont, isRightToLeft: rtl, in: frame)
        case let .slider(fraction, minimumTrack, inset, rtl):
            drawSlider(fraction: fraction, minimumTrack: minimumTrack, trackInset: inset, isRightToLeft: rtl, in: frame)
        case let .stepper(canDecrement, canIncrement):
            drawStepper(canDecrement: canDecrement, canIncrement: canIncrement, in: frame)
        case let .progress(fraction, tint, hasTrack, rtl):
            drawProgress(fraction: fraction, tint: tint, hasTrack: hasTrack, isRightToLeft: rtl, in: frame)
        case let .activityIndicator(color):
            drawActivityIndicator(color: color, in: frame)
        case let .textField(text, border, inset, clearButton):
            try drawTextField(text: text, border: border, textInset: inset, showsClearButton: clearButton, in: frame)
        case let .navigationBar(title, large, left, right, background, rtl):
            try drawNavigationBar(title: title, largeTitle: large, left: left, right: right, background: background,
                                  isRightToLeft: rtl, in: frame)
        case let .toolbar(items, background, rtl):
            try drawToolbar(items: items, background: background, isRightToLeft: rtl, in: frame)
        case let .tabBar(items, selected, background, rtl):
            try drawTabBar(items: items, selected: selected, background: background, isRightToLeft: rtl, in: frame)
        case let .searchBar(text, minimal):
            try drawSearchBar(text: text, minimal: minimal, in: frame)
        case let .pageControl(dots):
            drawPageDots(dots, in: frame)
        case let .wheels(wheels, equal, rtl):
            try drawWheels(wheels, equalWidths: equal, isRightToLeft: rtl, in: frame)
        case let .dateCapsules(texts, rtl):
            try drawDateCapsules(texts, isRightToLeft: rtl, in: frame)
        case let .calendar(calendar):
            try drawCalendar(calendar, in: frame)
        case let .tableCell(cell):
            drawTableCell(cell, in: frame)
        case let .blur(radius, tint):
            blurBehind(frame, radius: radius)
            fill(frame, color: tint)
        case let .textView(text, insets):
            // The bottom inset is scrollable space, not a margin: lines run on to the view's
            // edge, where the node's clip (a text view clips, as scroll views do) cuts them.
            let area = frame.inset(by: insets)
            try drawText(text, in: SceneRect(x: area.x, y: area.y, width: area.width, height: 1e6), fromTop: true)
        }
    }

    /// UISlider: a 4-point rounded track across the alignment rect, the minimum track color
    /// up to the thumb and `systemFill` after it, and a 28-point white thumb whose edges reach
    /// the track's ends at the minimum and maximum. Right-to-left, the minimum is on the right.
    func drawSlider(fraction: Double, minimumTrack: RGBA, trackInset: Double, isRightToLeft: Bool, in frame: SceneRect) {
        let thickness = 4.0, diameter = 28.0
        let track = SceneRect(x: frame.x + trackInset, y: frame.midY - thickness / 2,
                              width: max(0, frame.width - 2 * trackInset), height: thickness)
        guard track.width > 0 else { return }
        let f = min(max(fraction, 0), 1)
        let travel = max(0, track.width - diameter)
        let centerX = isRightToLeft ? track.maxX - diameter / 2 - f * travel : track.x + diameter / 2 + f * travel
        fill(track, radius: thickness / 2, color: palette.systemFill)
        let filled = isRightToLeft
            ? SceneRect(x: centerX, y: track.y, width: track.maxX - centerX, height: thickness)
            : SceneRect(x: track.x, y: track.y, width: centerX - track.x, height: thickness)
        fill(filled, radius: thickness / 2, color: minimumTrack)
        drawKnob(center: ScenePoint(x: centerX, y: frame.midY), diameter: diameter)
    }

    /// UIProgressView: the filled part over a rounded `systemFill` track (default style), or
    /// alone and square (bar style). Right-to-left, it fills from the right.
    func drawProgress(fraction: Double, tint: RGBA, hasTrack: Bool, isRightToLeft: Bool, in frame: SceneRect) {
        let radius = hasTrack ? frame.height / 2 : 0
        if hasTrack { fill(frame, radius: radius, color: palette.systemFill) }
        let width = frame.width * min(max(fraction, 0), 1)
        guard width > 0 else { return }
        let x = isRightToLeft ? frame.maxX - width : frame.x
        fill(SceneRect(x: x, y: frame.y, width: width, height: frame.height), radius: min(radius, width / 2), color: tint)
    }

    /// UIStepper: a rounded `tertiarySystemFill` capsule split by a short divider (the
    /// `systemFill` gray at 36 %), "−" on the left and "+" on the right in 2-point strokes of
    /// `label`; a button that cannot step further is in `tertiaryLabel`.
    func drawStepper(canDecrement: Bool, canIncrement: Bool, in frame: SceneRect) {
        fill(frame, radius: 8.91, color: palette.tertiarySystemFill)
        let half = frame.width / 2
        // On whole pixels: a 1-point line centred on a half point would blur across two.
        let dividerX = ((frame.x + half - 0.5) * scale).rounded(.down) / scale
        let divider = SceneRect(x: dividerX, y: frame.midY - 9, width: 1, height: 18)
        fill(divider, color: palette.systemFill.opaque, alpha: 0.36)
        let arm = 7.0, stroke = 2.0
        for (index, enabled) in [canDecrement, canIncrement].enumerated() {
            let center = ScenePoint(x: frame.x + half * (Double(index) + 0.5), y: frame.midY)
            let color = enabled ? palette.label : palette.tertiaryLabel
            fill(SceneRect(x: center.x - arm, y: center.y - stroke / 2, width: 2 * arm, height: stroke),
                 radius: stroke / 2, color: color)
            if index == 1 {
                fill(SceneRect(x: center.x - stroke / 2, y: center.y - arm, width: stroke, height: 2 * arm),
                     radius: stroke / 2, color: color)
            }
        }
    }

    /// UIActivityIndicatorView stopped at one phase: eight round-capped spokes, the one at
    /// twelve o'clock darkest and the tail behind it (counter-clockwise) fading with distance,
    /// as a clockwise spin leaves it.
    func drawActivityIndicator(color: RGBA, in frame: SceneRect) {
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        let center = ScenePoint(x: frame.midX, y: frame.midY)
        setSmooth(true)
        cairo_set_line_width(cr, side * 0.105)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        // Directions clockwise from twelve o'clock, exact (no libm: same pixels everywhere).
        let d = 0.5.squareRoot()
        let directions: [(Double, Double)] = [(0, -1), (d, -d), (1, 0), (d, d), (0, 1), (-d, d), (-1, 0), (-d, -d)]
        for (spoke, (dx, dy)) in directions.enumerated() {
            cairo_move_to(cr, center.x + dx * side * 0.24, center.y + dy * side * 0.24)
            cairo_line_to(cr, center.x + dx * side * 0.44, center.y + dy * side * 0.44)
            // The head (spoke 0) is full strength; the tail behind it, counter-clockwise, fades.
            let alpha = spoke == 0 ? 1 : 0.25 + 0.6 * Double(spoke) / 8
            setColor(color, alpha: alpha)
            cairo_stroke(cr)
        }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    }
}
