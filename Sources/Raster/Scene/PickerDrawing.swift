import Pixels

/// A page control's dots as UIPageControl (iOS 14 and later) draws them.
public struct PageDotsDrawing: Sendable, Hashable {
    /// The number of dots.
    public var pages: Int
    /// The dot drawn in `currentColor`.
    public var current: Int
    /// The other dots' color.
    public var dotColor: RGBA
    public var currentColor: RGBA
    /// A rounded capsule behind the dots (the prominent background style).
    public var prominent: Bool
    /// Right-to-left, the first page is the rightmost dot.
    public var isRightToLeft: Bool

    public init(pages: Int, current: Int, dotColor: RGBA, currentColor: RGBA, prominent: Bool, isRightToLeft: Bool) {
        self.pages = pages
        self.current = current
        self.dotColor = dotColor
        self.currentColor = currentColor
        self.prominent = prominent
        self.isRightToLeft = isRightToLeft
    }

    /// UIKit's dot: 8 points across, 16 points from one centre to the next.
    public static let diameter = 8.0, pitch = 16.0
}

/// One wheel of a picker at rest: the selected row in the selection band, the rows around it
/// turning away on the wheel.
public struct WheelDrawing: Sendable, Hashable {
    /// The row in the band.
    public var selected: String
    /// The rows above it, nearest first.
    public var above: [String]
    /// The rows below it, nearest first.
    public var below: [String]
    /// A fixed label beside the selected row (a count-down timer's "hours" and "min").
    public var unit: String?

    public init(selected: String, above: [String] = [], below: [String] = [], unit: String? = nil) {
        self.selected = selected
        self.above = above
        self.below = below
        self.unit = unit
    }

    /// The rows a 216-point wheel shows on each side of the selected one.
    public static let visibleNeighbours = 3
}

/// An inline date picker's month: the month and year over a grid of days, the selected day
/// circled in the tint; for date and time, the time row under it.
public struct CalendarDrawing: Sendable, Hashable {
    /// "November 2026".
    public var title: String
    /// The seven weekday symbols in column order.
    public var weekdays: [String]
    /// Empty cells before day 1 in the first week.
    public var leadingBlanks: Int
    public var days: Int
    public var selectedDay: Int
    public var tint: RGBA
    /// The time row's title ("Time") and its capsule's text; no capsule = no time row.
    public var timeTitle: String
    public var timeValue: String?
    public var isRightToLeft: Bool

    public init(title: String, weekdays: [String], leadingBlanks: Int, days: Int, selectedDay: Int, tint: RGBA,
                timeTitle: String = "", timeValue: String? = nil, isRightToLeft: Bool) {
        self.title = title
        self.weekdays = weekdays
        self.leadingBlanks = leadingBlanks
        self.days = days
        self.selectedDay = selectedDay
        self.tint = tint
        self.timeTitle = timeTitle
        self.timeValue = timeValue
        self.isRightToLeft = isRightToLeft
    }

    /// The week rows the month takes.
    public var weeks: Int { (leadingBlanks + days + 6) / 7 }

    /// The header, weekday row, week row and time row heights, and the bottom margin.
    public static let header = 56.0, weekdayRow = 24.0, week = 46.0, timeRow = 52.0, bottom = 20.0
}

/// A compact date picker's capsule: its text in the 17-point system font, 12 points of
/// padding a side.
public enum DateCapsule {
    /// The text's style (in `label`; the canvas draws it in the palette's).
    public static func style(_ text: String) -> TextStyle {
        TextStyle(text: text, font: FontDescriptor(size: 17, weight: 400), lines: 1, alignment: .center)
    }

    /// A capsule's width: its text, rounded up to whole points, plus 12 a side.
    public static func width(_ text: String) -> Double {
        Typesetter.measure(style(text), maxWidth: nil).width.rounded(.up) + 2 * padding
    }

    public static let padding = 12.0, gap = 6.0, height = 107.0 / 3
}
