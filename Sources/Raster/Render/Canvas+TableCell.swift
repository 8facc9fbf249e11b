import CCairo
import Pixels

/// UITableViewCell's own chrome as iOS 17 draws it: the background (an inset-grouped
/// section rounds its first cell's top corners and its last cell's bottom ones), one-pixel
/// separators and the accessory, vertically centred with its trailing edge on the layout
/// margin. The background, separator and tint colors are the cell drawing's; the chevron's
/// comes from the scene's palette. Accessory shapes follow the SF Symbols UIKit uses:
/// chevron.forward (about 8×13, `tertiaryLabel`), checkmark (14×13, tint) and info.circle
/// (22, tint).
extension Canvas {
    /// The accessories' sizes in points, and the gap between an info button and the chevron
    /// after it.
    static let chevronSize = SceneSize(width: 8, height: 13)
    static let checkmarkSize = SceneSize(width: 14, height: 13)
    static let infoButtonSide = 22.0, accessoryGap = 12.0

    func drawTableCell(_ cell: TableCellDrawing, in frame: SceneRect) {
        let radius = cell.cornerRadius.isFinite ? min(max(0, cell.cornerRadius), min(frame.width, frame.height) / 2) : 0
        let top = cell.roundsTop ? radius : 0, bottom = cell.roundsBottom ? radius : 0
        let rounded = top > 0 || bottom > 0
        if let fill = cell.fill {
            setSmooth(rounded)
            addCellShape(frame, top: top, bottom: bottom)
            setColor(fill)
            cairo_fill(cr)
        }
        // Separators run to the frame's edges, so at a rounded corner they must stop at the
        // curve as UIKit's (clipped by the section's rounded mask) do.
        cairo_save(cr)
        setSmooth(rounded)
        addCellShape(frame, top: top, bottom: bottom)
        cairo_clip(cr)
        if let inset = cell.topSeparator {
            drawSeparator(inset, atTop: true, color: cell.separatorColor, isRightToLeft: cell.isRightToLeft, in: frame)
        }
        if let inset = cell.bottomSeparator {
            drawSeparator(inset, atTop: false, color: cell.separatorColor, isRightToLeft: cell.isRightToLeft, in: frame)
        }
        cairo_restore(cr)
        drawAccessory(cell, in: frame)
    }

    /// The frame as a path, the top two corners rounded by `top` and the bottom two by
    /// `bottom` (0 leaves them square).
    private func addCellShape(_ rect: SceneRect, top: Double, bottom: Double) {
        let halfPi = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_move_to(cr, rect.x + top, rect.y)
        if top > 0 {
            cairo_arc(cr, rect.maxX - top, rect.y + top, top, -halfPi, 0)
        } else {
            cairo_line_to(cr, rect.maxX, rect.y)
        }
        if bottom > 0 {
            cairo_arc(cr, rect.maxX - bottom, rect.maxY - bottom, bottom, 0, halfPi)
            cairo_arc(cr, rect.x + bottom, rect.maxY - bottom, bottom, halfPi, 2 * halfPi)
        } else {
            cairo_line_to(cr, rect.maxX, rect.maxY)
            cairo_line_to(cr, rect.x, rect.maxY)
        }
        if top > 0 {
            cairo_arc(cr, rect.x + top, rect.y + top, top, 2 * halfPi, 3 * halfPi)
        }
        cairo_close_path(cr)
    }

    /// A hairline on the frame's first or last whole pixel row: exactly one device pixel,
    /// never spread over two when the frame is off the grid.
    private func drawSeparator(_ inset: TableCellDrawing.SeparatorInset, atTop: Bool, color: RGBA,
                               isRightToLeft: Bool, in frame: SceneRect) {
        guard inset.leading.isFinite, inset.trailing.isFinite else { return }
        let left = max(0, isRightToLeft ? inset.trailing : inset.leading)
        let right = max(0, isRightToLeft ? inset.leading : inset.trailing)
        let x0 = frame.x + left, x1 = frame.maxX - right
        // The rows whose centres the frame covers: those a non-antialiased fill of it paints.
        let firstRow = (frame.y * scale - 0.5).rounded(.up), lastRow = (frame.maxY * scale - 0.5).rounded(.up) - 1
        guard x1 > x0, lastRow >= firstRow else { return }
        let row = atTop ? firstRow : lastRow
        fill(SceneRect(x: x0, y: row / scale, width: x1 - x0, height: 1 / scale), color: color)
    }

    /// Places the accessory from the trailing margin inward: the chevron (when there is one)
    /// on the margin, an info button 12 points before it.
    private func drawAccessory(_ cell: TableCellDrawing, in frame: SceneRect) {
        let margin = cell.trailingMargin.isFinite ? max(0, cell.trailingMargin) : 0
        let rtl = cell.isRightToLeft
        // A box `size` big, centred vertically, its trailing edge `offset` in from the cell's.
        func box(_ size: SceneSize, offset: Double) -> SceneRect {
            let x = rtl ? frame.x + offset : frame.maxX - offset - size.width
            return SceneRect(x: x, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        }
        let info = SceneSize(width: Self.infoButtonSide, height: Self.infoButtonSide)
        switch cell.accessory {
        case .none:
            return
        case .disclosureIndicator:
            drawChevron(in: box(Self.chevronSize, offset: margin), pointingLeft: rtl)
        case .checkmark:
            drawCheckmark(in: box(Self.checkmarkSize, offset: margin), color: cell.tint)
        case .detailButton:
            drawInfoButton(in: box(info, offset: margin), color: cell.tint)
        case .detailDisclosureButton:
            drawChevron(in: box(Self.chevronSize, offset: margin), pointingLeft: rtl)
            drawInfoButton(in: box(info, offset: margin + Self.chevronSize.width + Self.accessoryGap), color: cell.tint)
        }
    }

    /// chevron.forward: two 2-point round-capped strokes meeting at the middle of the box's
    /// trailing side. The path keeps half a stroke inside the box so the ink stays in it.
    private func drawChevron(in box: SceneRect, pointingLeft: Bool) {
        let w = 2.0, h = w / 2
        let back = pointingLeft ? box.maxX - h : box.x + h
        let tip = pointingLeft ? box.x + h : box.maxX - h
        strokeLines([ScenePoint(x: back, y: box.y + h), ScenePoint(x: tip, y: box.midY), ScenePoint(x: back, y: box.maxY - h)],
                     width: w, color: palette.tertiaryLabel)
    }

    /// checkmark: a short arm down to the low point a third of the way across, a long one up
    /// to the top right. Not mirrored right to left: a check mark has no direction.
    private func drawCheckmark(in box: SceneRect, color: RGBA) {
        let w = 2.2, h = w / 2
        strokeLines([ScenePoint(x: box.x + h, y: box.y + box.height * 0.55),
                     ScenePoint(x: box.x + box.width * 0.36, y: box.maxY - h),
                     ScenePoint(x: box.maxX - h, y: box.y + h)], width: w, color: color)
    }

    /// info.circle: a 1.5-point ring filling the box and a lowercase "i" (a dot over a stem)
    /// drawn as shapes, so the cell needs no font.
    private func drawInfoButton(in box: SceneRect, color: RGBA) {
        let ring = 1.5
        setSmooth(true)
        setColor(color)
        cairo_set_line_width(cr, ring)
        cairo_new_sub_path(cr)
        cairo_arc(cr, box.midX, box.midY, box.width / 2 - ring / 2, 0, 2 * Double.pi)
        cairo_stroke(cr)
        cairo_new_sub_path(cr)
        cairo_arc(cr, box.midX, box.midY - 5.2, 1.3, 0, 2 * Double.pi)
        cairo_fill(cr)
        fill(SceneRect(x: box.midX - 1, y: box.midY - 2.4, width: 2, height: 8.2), radius: 1, color: color)
    }

    /// Strokes an open polyline with round caps and joins, as SF Symbols' strokes end.
    private func strokeLines(_ points: [ScenePoint], width: Double, color: RGBA, alpha: Double = 1) {
        guard let first = points.first else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        setSmooth(true)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_new_path(cr)
        cairo_move_to(cr, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
        setColor(color, alpha: alpha)
        cairo_stroke(cr)
    }
}
