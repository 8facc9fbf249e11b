import Foundation

/// The kinds of date picker style, as UIKit's `UIDatePickerStyle`.
public enum UIDatePickerStyle: Int, Sendable {
    /// Compact, or wheels for a count-down timer.
    case automatic = 0
    /// Wheels.
    case wheels = 1
    /// Grey capsules with the date and/or time.
    case compact = 2
    /// A month calendar.
    case inline = 3
}

/// A date picker, as UIKit's `UIDatePicker` (iOS 14 and later). A snapshot draws a fixed
/// date: `date` starts at 26 November 2026, 9:41 (UTC), not at the moment the picker is
/// made, and is shown in `timeZone`, UTC when nil, so the same code draws the same picture
/// anywhere.
@MainActor
open class UIDatePicker: UIControl {
    /// `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable {
        /// Hours and minutes.
        case time = 0
        /// Month, day and year.
        case date = 1
        /// The date and the time.
        case dateAndTime = 2
        /// Hours and minutes of a duration.
        case countDownTimer = 3
    }

    /// What the picker shows (default dateAndTime).
    open var datePickerMode: Mode = .dateAndTime
    /// The style asked for (default automatic).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The date shown (default 26 November 2026, 9:41 UTC).
    open var date = Date(timeIntervalSinceReferenceDate: 817_378_860)
    /// Names, formats and the first weekday; nil for en_US.
    open var locale: Locale?
    /// The zone the date is shown in; nil for UTC.
    open var timeZone: TimeZone?
    /// The minute wheel's step (default 1); values that do not divide 60 are kept but drawn as 1.
    open var minuteInterval = 1
    /// A count-down timer's seconds (default 0; drawn as at least one minute).
    open var countDownDuration: TimeInterval = 0
    /// Kept; a snapshot draws every date.
    open var minimumDate: Date?
    /// Kept; a snapshot draws every date.
    open var maximumDate: Date?

    /// The style drawn: automatic resolved as UIKit resolves it.
    open var datePickerStyle: UIDatePickerStyle {
        switch (preferredDatePickerStyle, datePickerMode) {
        case (.automatic, .countDownTimer), (.compact, .countDownTimer), (.inline, .countDownTimer): .wheels
        case (.automatic, _): .compact
        default: preferredDatePickerStyle
        }
    }

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the date (there is no animation here).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
}
