import CCairo
import Foundation
import Pixels

/// The page control and the pickers as iOS 17 draws them, in the scene palette's colors:
/// bands and capsules in `tertiarySystemFill`, text in `label`, the calendar's weekday row
/// in `tertiaryLabel`.
extension Canvas {
    /// UIPageControl: 8-point dots 16 points apart, centred in the frame; the prominent style
    /// puts them on a 26-point capsule of black at 20 % reaching 6 points past the outer
    /// dots' spacing.
    func drawPageDots(_ dots: PageDotsDrawing, in frame: SceneRect) {
        guard dots.pages > 0 else { return }
        let pitch = PageDotsDrawing.pitch, diameter = PageDotsDrawing.diameter
        let span = pitch * Double(dots.pages)
        let left = frame.midX - span / 2
        if dots.prominent {
            let capsule = SceneRect(x: left - 6, y: frame.midY - 13, width: span + 12, height: 26)
            fill(capsule, radius: 13, color: RGBA(r: 0, g: 0, b: 0), alpha: 0.2)
        }
        setSmooth(true)
        for page in 0..<dots.pages {
            let slot = dots.isRightToLeft ? dots.pages - 1 - page : page
            let centerX = left + pitch * (Double(slot) + 0.5)
            cairo_new_path(cr)
            cairo_arc(cr, centerX, frame.midY, diameter / 2, 0, 2 * Double.pi)
            setColor(page == dots.current ? dots.currentColor : dots.dotColor)
            cairo_fill(cr)
        }
    }

    /// The wheels of UIPickerView and UIDatePicker: a 34-point `tertiarySystemFill` band
    /// rounded by 8 across the middle, 8 points in from the sides; on each wheel the selected
    /// row in the band and its neighbours 34 points apart along a cylinder of radius 100,
    /// so they crowd together, flatten and fade towards the top and bottom edges.
    func drawWheels(_ wheels: [WheelDrawing], equalWidths: Bool, isRightToLeft: Bool,
                    in frame: SceneRect) throws(RenderError) {
        let band = SceneRect(x: frame.x + 8, y: frame.midY - 17, width: max(0, frame.width - 16), height: 34)
        fill(band, radius: 8, color: palette.tertiarySystemFill)
        guard !wheels.isEmpty, band.width > 0 else { return }
        let widths = wheelWidths(wheels, equal: equalWidths, available: band.width)
        var x = band.x + (band.width - widths.reduce(0, +)) / 2
        let ordered = isRightToLeft ? Array(zip(wheels, widths).reversed()) : Array(zip(wheels, widths))
        try saved { () throws(RenderError) in
            cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
            cairo_clip(cr)
            for (wheel, width) in ordered {
                try drawWheel(wheel, in: SceneRect(x: x, y: frame.y, width: width, height: frame.height))
                x += width
            }
        }
    }

    /// Each wheel's width: an even share, or its widest row (and unit) plus 12 points a side,
    /// all scaled down together when they would not fit.
    private func wheelWidths(_ wheels: [WheelDrawing], equal: Bool, available: Double) -> [Double] {
        if equal { return Array(repeating: available / Double(wheels.count), count: wheels.count) }
        let natural = wheels.map { wheel -> Double in
            let rows = [wheel.selected] + wheel.above + wheel.below
            let widest = rows.map { Typesetter.measure(Self.wheelStyle($0), maxWidth: nil).width }.max() ?? 0
            let unit = wheel.unit.map { Typesetter.measure(Self.unitStyle($0), maxWidth: nil).width + 6 } ?? 0
            return widest + unit + 24
        }
        let total = natural.reduce(0, +)
        return total > available ? natural.map { $0 * available / total } : natural
    }

    static func wheelStyle(_ text: String) -> TextStyle {
        TextStyle(text: text, font: FontDescriptor(size: 21, weight: 400), lines: 1, lineBreak: .truncateTail,
                  alignment: .center)
    }

    static func unitStyle(_ text: String) -> TextStyle {
        TextStyle(text: text, font: FontDescriptor(size: 17, weight: 600), lines: 1, alignment: .left)
    }

    private func drawWheel(_ wheel: WheelDrawing, in frame: SceneRect) throws(RenderError) {
        let radius = 100.0, pitch = 34.0
        let unitWidth = wheel.unit.map { Typesetter.measure(Self.unitStyle($0), maxWidth: nil).width + 6 } ?? 0
        let column = SceneRect(x: frame.x + 12, y: frame.y, width: max(1, frame.width - 24 - unitWidth), height: pitch)
        var rows: [(text: String, offset: Int)] = [(wheel.selected, 0)]
        rows += wheel.above.prefix(WheelDrawing.visibleNeighbours).enumerated().map { ($0.element, -($0.offset + 1)) }
        rows += wheel.below.prefix(WheelDrawing.visibleNeighbours).enumerated().map { ($0.element, $0.offset + 1) }
        for row in rows {
            let angle = Double(row.offset) * pitch / radius
            guard abs(angle) < Double.pi / 2 else { continue }
            let centerY = frame.midY + radius * sin(angle)
            let squash = cos(angle)
            var style = Self.wheelStyle(row.text)
            style.color = row.offset == 0 ? palette.label : palette.label.opaque
            let fade = row.offset == 0 ? 1 : 0.62 * squash * squash
            style.color.a = UInt8((Double(palette.label.a) * fade).rounded())
            try saved { () throws(RenderError) in
                cairo_translate(cr, 0, centerY)
                cairo_scale(cr, 1, squash)
                try drawText(style, in: SceneRect(x: column.x, y: -pitch / 2, width: column.width, height: pitch))
            }
        }
        if let unit = wheel.unit {
            var style = Self.unitStyle(unit)
            style.color = palette.label
            try drawText(style, in: SceneRect(x: column.maxX + 6, y: frame.midY - pitch / 2, width: unitWidth, height: pitch))
        }
    }

    /// A compact UIDatePicker: each text in 17-point `label` on a `tertiarySystemFill` capsule
    /// rounded by 8, 12 points of padding a side, 6 points apart, the last one at the
    /// trailing edge, centred vertically.
    func drawDateCapsules(_ texts: [String], isRightToLeft: Bool, in frame: SceneRect) throws(RenderError) {
        let height = min(frame.height, DateCapsule.height)
        var widths = texts.map(DateCapsule.width)
        if isRightToLeft { widths.reverse() }
        let ordered = isRightToLeft ? texts.reversed() : texts
        var x = isRightToLeft ? frame.x : frame.maxX - widths.reduce(0, +) - 6 * Double(max(0, texts.count - 1))
        for (text, width) in zip(ordered, widths) {
            try drawCapsule(text, in: SceneRect(x: x, y: frame.midY - height / 2, width: width, height: height))
            x += width + 6
        }
    }

    private func drawCapsule(_ text: String, in rect: SceneRect) throws(RenderError) {
        fill(rect, radius: 8, color: palette.tertiarySystemFill)
        var style = DateCapsule.style(text)
        style.color = palette.label
        try drawText(style, in: rect.inset(by: SceneInsets(top: 0, left: 12, bottom: 0, right: 12)))
    }

    /// An inline UIDatePicker: the month and year in 17-point semibold with a chevron in the
    /// tint at the leading side and the previous/next month chevrons at the trailing side
    /// (a 56-point header); the weekday symbols in 13-point semibold `tertiaryLabel` (24
    /// points); then 46-point weeks of 20-point days in 1/7 columns of the width less 10
    /// points a side, the selected day semibold in the tint on a 40-point circle of the tint
    /// at 12 %; for date and time a hairline and the "Time" row with its capsule.
    func drawCalendar(_ calendar: CalendarDrawing, in frame: SceneRect) throws(RenderError) {
        let rtl = calendar.isRightToLeft
        let header = SceneRect(x: frame.x + 16, y: frame.y, width: max(0, frame.width - 32), height: CalendarDrawing.header)
        var title = TextStyle(text: calendar.title, font: FontDescriptor(size: 17, weight: 600), color: palette.label,
                              lines: 1, alignment: .natural, isRightToLeft: rtl)
        let titleWidth = min(Typesetter.measure(title, maxWidth: nil).width.rounded(.up), max(0, header.width - 90))
        title.lineBreak = .truncateTail
        let titleX = rtl ? header.maxX - titleWidth : header.x
        try drawText(title, in: SceneRect(x: titleX, y: header.y, width: titleWidth, height: header.height))
        let chevronSide = 20.0
        let disclosure = Symbol(rtl ? .chevronLeft : .chevronRight)
        let disclosureX = rtl ? titleX - 4 - 14 : titleX + titleWidth + 4
        drawSymbol(disclosure, color: calendar.tint, mode: .scaleAspectFit,
                   in: SceneRect(x: disclosureX, y: header.midY - 7, width: 14, height: 14))
        let nearX = rtl ? header.x + 28 : header.maxX - 28 - chevronSide
        let farX = rtl ? header.x : header.maxX - chevronSide
        drawSymbol(Symbol(.chevronLeft), color: calendar.tint, mode: .scaleAspectFit,
                   in: SceneRect(x: rtl ? farX : nearX, y: header.midY - chevronSide / 2, width: chevronSide, height: chevronSide))
        drawSymbol(Symbol(.chevronRight), color: calendar.tint, mode: .scaleAspectFit,
                   in: SceneRect(x: rtl ? nearX : farX, y: header.midY - chevronSide / 2, width: chevronSide, height: chevronSide))

        let gridX = frame.x + 10, column = max(0, frame.width - 20) / 7
        func cellX(_ index: Int) -> Double { rtl ? gridX + column * Double(6 - index) : gridX + column * Double(index) }
        var y = frame.y + CalendarDrawing.header
        for (index, symbol) in calendar.weekdays.prefix(7).enumerated() {
            let style = TextStyle(text: symbol, font: FontDescriptor(size: 13, weight: 600), color: palette.tertiaryLabel,
                                  lines: 1, alignment: .center)
            try drawText(style, in: SceneRect(x: cellX(index), y: y, width: column, height: CalendarDrawing.weekdayRow))
        }
        y += CalendarDrawing.weekdayRow
        for day in 1...max(1, calendar.days) where calendar.days > 0 {
            let cell = calendar.leadingBlanks + day - 1
            let rect = SceneRect(x: cellX(cell % 7), y: y + CalendarDrawing.week * Double(cell / 7), width: column,
                                 height: CalendarDrawing.week)
            let selected = day == calendar.selectedDay
            if selected {
                setSmooth(true)
                cairo_new_path(cr)
                cairo_arc(cr, rect.midX, rect.midY, 20, 0, 2 * Double.pi)
                setColor(calendar.tint, alpha: 0.12)
                cairo_fill(cr)
            }
            let style = TextStyle(text: String(day), font: FontDescriptor(size: 20, weight: selected ? 600 : 400),
                                  color: selected ? calendar.tint : palette.label, lines: 1, alignment: .center)
            try drawText(style, in: rect)
        }
        guard let time = calendar.timeValue else { return }
        let rowY = y + CalendarDrawing.week * Double(calendar.weeks)
        let row = SceneRect(x: frame.x + 16, y: rowY, width: max(0, frame.width - 32), height: CalendarDrawing.timeRow)
        fill(SceneRect(x: row.x, y: rowY, width: row.width, height: 1 / scale), color: palette.opaqueSeparator)
        let label = TextStyle(text: calendar.timeTitle, font: FontDescriptor(size: 17, weight: 400), color: palette.label,
                              lines: 1, alignment: .natural, isRightToLeft: rtl)
        try drawText(label, in: SceneRect(x: row.x, y: row.y, width: row.width / 2, height: row.height).mirrored(in: row, rtl))
        try drawDateCapsules([time], isRightToLeft: rtl, in: row)
    }
}

private extension SceneRect {
    /// The rectangle mirrored across `container`'s vertical centre line when `flip`.
    func mirrored(in container: SceneRect, _ flip: Bool) -> SceneRect {
        flip ? SceneRect(x: container.x + container.maxX - maxX, y: y, width: width, height: height) : self
    }
}
