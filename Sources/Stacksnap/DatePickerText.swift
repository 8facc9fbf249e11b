import Foundation
import LayoutSpec
import Pixels
import Raster

/// A date picker's words in its locale, from the system's locale data (ICU): the compact
/// capsules' texts, the inline calendar's month title, weekday symbols and first weekday,
/// the wheels' rows, and what VoiceOver reads. The date is wall-clock time, so the
/// formatting runs in UTC where no zone can shift it.
struct DatePickerText {
    let picker: DatePickerSpec
    private let calendar: Calendar
    private let locale: Locale
    private let date: Date

    init(_ picker: DatePickerSpec) {
        self.picker = picker
        locale = Locale(identifier: picker.locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = locale
        self.calendar = calendar
        let d = picker.date
        date = calendar.date(from: DateComponents(year: d.year, month: d.month, day: d.day, hour: d.hour,
                                                  minute: picker.shownMinute)) ?? Date(timeIntervalSince1970: 0)
    }

    private func formatter(template: String? = nil, date dateStyle: DateFormatter.Style = .none,
                           time timeStyle: DateFormatter.Style = .none) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = locale
        formatter.timeZone = calendar.timeZone
        if let template {
            formatter.setLocalizedDateFormatFromTemplate(template)
        } else {
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
        }
        return formatter
    }

    /// The compact style's capsules: the medium date and/or the short time.
    var compactTexts: [String] {
        let day = formatter(date: .medium).string(from: date)
        let time = formatter(time: .short).string(from: date)
        switch picker.mode {
        case .date: return [day]
        case .time: return [time]
        case .dateAndTime: return [day, time]
        case .countDownTimer: return []
        }
    }

    /// The locale's first day of the week, 1 = Sunday.
    var firstWeekday: Int { calendar.firstWeekday }

    /// The weeks the inline calendar shows for the date's month.
    var weeks: Int { SpecDate.weeks(month: picker.date.month, year: picker.date.year, firstWeekday: firstWeekday) }

    /// The inline calendar.
    func calendarDrawing(tint: RGBA, isRightToLeft: Bool) -> CalendarDrawing {
        let symbols = formatter().shortStandaloneWeekdaySymbols
        let ordered = (0..<7).map { symbols.count < 7 ? "" : symbols[($0 + firstWeekday - 1) % 7].uppercased(with: locale) }
        let d = picker.date
        let lead = (SpecDate.weekday(year: d.year, month: d.month, day: 1) - firstWeekday + 7) % 7
        return CalendarDrawing(title: formatter(template: "MMMMy").string(from: date), weekdays: ordered,
                               leadingBlanks: lead, days: SpecDate.daysIn(month: d.month, year: d.year), selectedDay: d.day,
                               tint: tint, timeTitle: "Time",
                               timeValue: picker.mode == .dateAndTime ? formatter(time: .short).string(from: date) : nil,
                               isRightToLeft: isRightToLeft)
    }

    /// What VoiceOver reads as the picker's value.
    var spokenValue: String {
        switch picker.mode {
        case .date: return formatter(date: .long).string(from: date)
        case .time: return formatter(time: .short).string(from: date)
        case .dateAndTime: return formatter(date: .long, time: .short).string(from: date)
        case .countDownTimer:
            let (hours, minutes) = picker.countDown
            return "\(hours) hour\(hours == 1 ? "" : "s"), \(minutes) minute\(minutes == 1 ? "" : "s")"
        }
    }

    /// The wheels, leading first, in the locale's order.
    var wheels: [WheelDrawing] {
        switch picker.mode {
        case .date: return dateWheels
        case .time: return timeWheels
        case .dateAndTime: return [dayWheel] + timeWheels
        case .countDownTimer:
            let (hours, minutes) = picker.countDown
            let step = max(1, picker.minuteInterval)
            return [Self.wheel(Array(0..<24).map(String.init), selected: hours, loops: false,
                               unit: hours == 1 ? "hour" : "hours"),
                    Self.wheel(stride(from: 0, to: 60, by: step).map(String.init), selected: minutes / step, loops: true,
                               unit: "min")]
        }
    }

    /// Month, day and year wheels in the order the locale writes a long date.
    private var dateWheels: [WheelDrawing] {
        let d = picker.date
        let months = formatter().standaloneMonthSymbols
        let monthWheel = Self.wheel(months, selected: d.month - 1, loops: true)
        let dayWheel = Self.wheel((1...SpecDate.daysIn(month: d.month, year: d.year)).map(String.init),
                                  selected: d.day - 1, loops: true)
        let yearWheel = Self.wheel((d.year - 3...d.year + 3).map(String.init), selected: 3, loops: false)
        let pattern = Self.unquoted(DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d y")
        let order: [(Character, WheelDrawing)] = [("M", monthWheel), ("d", dayWheel), ("y", yearWheel)]
        return order.sorted { (pattern.firstIndex(of: $0.0) ?? pattern.endIndex) < (pattern.firstIndex(of: $1.0) ?? pattern.endIndex) }
            .map(\.1)
    }

    /// The date and time style's first wheel: the day with its weekday, three days each way.
    private var dayWheel: WheelDrawing {
        let format = formatter(template: "EEEMMMd")
        let days = (-3...3).map { offset in
            format.string(from: calendar.date(byAdding: .day, value: offset, to: date) ?? date)
        }
        return WheelDrawing(selected: days[3], above: days[0..<3].reversed(), below: Array(days[4...]))
    }

    /// Hour, minute and (for a 12-hour locale) AM/PM wheels, the AM/PM wheel where the locale puts it.
    private var timeWheels: [WheelDrawing] {
        let pattern = Self.unquoted(DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a")
        let twelve = pattern.contains("h") || pattern.contains("K")
        let hour = picker.date.hour
        let hours: WheelDrawing
        if twelve {
            hours = Self.wheel((1...12).map(String.init), selected: (hour + 11) % 12, loops: true)
        } else {
            let padded = pattern.contains("HH")
            hours = Self.wheel((0..<24).map { padded && $0 < 10 ? "0\($0)" : String($0) }, selected: hour, loops: true)
        }
        let step = max(1, picker.minuteInterval)
        let minutes = Self.wheel(stride(from: 0, to: 60, by: step).map { $0 < 10 ? "0\($0)" : String($0) },
                                 selected: picker.shownMinute / step, loops: true)
        guard twelve else { return [hours, minutes] }
        let plain = formatter()
        let symbols = [plain.amSymbol, plain.pmSymbol]
        let period = Self.wheel(symbols, selected: hour < 12 ? 0 : 1, loops: false)
        let periodFirst = (pattern.firstIndex(of: "a") ?? pattern.endIndex) < (pattern.firstIndex { "hK".contains($0) } ?? pattern.endIndex)
        return periodFirst ? [period, hours, minutes] : [hours, minutes, period]
    }

    /// A wheel of `rows` at `selected`: a looping wheel wraps round (UIKit's hour, minute,
    /// month and day wheels), the others stop at their ends.
    static func wheel(_ rows: [String], selected: Int, loops: Bool, unit: String? = nil) -> WheelDrawing {
        guard !rows.isEmpty else { return WheelDrawing(selected: "", unit: unit) }
        let count = WheelDrawing.visibleNeighbours
        func row(_ index: Int) -> String? {
            if loops { return rows[((index % rows.count) + rows.count) % rows.count] }
            return rows.indices.contains(index) ? rows[index] : nil
        }
        // A looping wheel shorter than its window shows its rows again, as UIKit's does.
        let above = (1...count).map { row(selected - $0) }.prefix { $0 != nil }.compactMap { $0 }
        let below = (1...count).map { row(selected + $0) }.prefix { $0 != nil }.compactMap { $0 }
        return WheelDrawing(selected: rows[selected], above: above, below: below, unit: unit)
    }

    /// A date format's pattern letters, quoted literals removed.
    private static func unquoted(_ pattern: String) -> String {
        var result = "", quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() } else if !quoted { result.append(character) }
        }
        return result
    }
}
