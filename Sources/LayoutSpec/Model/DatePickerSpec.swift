/// The properties of a date picker (`UIDatePicker`, iOS 14 and later): what it shows
/// (`mode`), how (`style`), and a fixed `date`, so the same spec always draws the same
/// picture.
///
/// Its intrinsic size is UIKit's for the style it draws: wheels 320 × 216; compact the
/// capsules' width (each its text plus 12 points a side, 6 apart) by 35.67; inline 320 wide
/// and as tall as the month's weeks need (``inlineHeight(weeks:)``).
public struct DatePickerSpec: Sendable, Equatable {
    /// `UIDatePicker.Mode`.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// Hours and minutes (and AM/PM where the locale's clock has it).
        case time
        /// Month, day and year, in the locale's order.
        case date
        /// The date and the time.
        case dateAndTime
        /// Hours and minutes of a duration (`countDownDuration`).
        case countDownTimer
    }

    /// `UIDatePickerStyle` (`preferredDatePickerStyle`).
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Compact, except wheels for a count-down timer (UIKit's choice on iOS 14 and later).
        case automatic
        /// Grey capsules with the date and/or time.
        case compact
        /// A month calendar (and the time under it); a time picker shows its capsule.
        case inline
        /// Spinning wheels with the selection band across them.
        case wheels
    }

    /// `datePickerMode` (UIKit's default dateAndTime).
    public var mode: Mode = .dateAndTime
    /// `preferredDatePickerStyle` (default automatic).
    public var style: Style = .automatic
    /// `date`: the date shown; fixed, never "now" (default 26 November 2026, 9:41).
    public var date: SpecDate = .standard
    /// `locale`: names, formats and the first day of the week (default `en_US`).
    public var locale = "en_US"
    /// `minuteInterval`: the minute wheel's step; a divisor of 60 from 1 to 30.
    public var minuteInterval = 1
    /// `countDownDuration`: the count-down timer's seconds, under a day (UIKit shows at least a minute).
    public var countDownDuration = 0.0
    /// `tint`: the selected day's circle and the month's chevrons; nil = systemBlue.
    public var tint: SpecColor?

    public init(mode: Mode = .dateAndTime, style: Style = .automatic, date: SpecDate = .standard) {
        self.mode = mode
        self.style = style
        self.date = date
    }

    /// The style drawn: automatic resolved as UIKit resolves it, and an inline time picker
    /// shown as its capsule (UIKit's inline time style is the compact field).
    public var resolvedStyle: Style {
        switch (style, mode) {
        case (.automatic, .countDownTimer): .wheels
        case (.automatic, _): .compact
        case (.inline, .time): .compact
        default: style
        }
    }

    /// The wheels' size.
    public static let wheelsSize = (width: 320.0, height: 216.0)
    /// A compact capsule's height, as Xcode records an unconstrained compact picker.
    public static let compactHeight = 107.0 / 3
    /// A compact capsule's padding on each side of its text, and the gap between two capsules.
    public static let capsulePadding = 12.0, capsuleGap = 6.0
    /// An inline calendar's width.
    public static let inlineWidth = 320.0
    /// The inline calendar's month header, weekday row, week rows and bottom margin; the
    /// time row under it (date and time).
    public static let inlineHeader = 56.0, inlineWeekdays = 24.0, inlineWeek = 46.0, inlineBottom = 20.0
    public static let inlineTimeRow = 52.0

    /// An inline picker's height for a month of `weeks` rows: 56 + 24 + 46 · weeks + 20,
    /// and the 52-point time row for date and time (a five-week month: 330, or 382).
    public func inlineHeight(weeks: Int) -> Double {
        Self.inlineHeader + Self.inlineWeekdays + Self.inlineWeek * Double(weeks) + Self.inlineBottom
            + (mode == .dateAndTime ? Self.inlineTimeRow : 0)
    }

    /// The wall-clock minute drawn: the date's, rounded down to the minute interval.
    public var shownMinute: Int { date.minute - date.minute % max(1, minuteInterval) }

    /// The count-down duration as the wheels show it: hours and minutes, the minutes rounded
    /// down to the interval, and never under one step (UIKit's least duration).
    public var countDown: (hours: Int, minutes: Int) {
        let step = max(1, minuteInterval)
        let total = Int(max(0, countDownDuration)) / 60
        let minutes = total % 60 - total % 60 % step
        if total / 60 == 0 && minutes == 0 { return (0, step) }
        return (total / 60, minutes)
    }
}
