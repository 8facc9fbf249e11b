/// A wall-clock date and time in the proleptic Gregorian calendar, as a spec writes it in
/// ISO 8601 (`2026-11-26`, `2026-11-26T09:41` or `2026-11-26T09:41:00`): what a date picker
/// shows, with no time zone to shift it.
public struct SpecDate: Sendable, Hashable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    /// A date; nil unless every field is in range (the day within its month).
    public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day),
              (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        (self.year, self.month, self.day, self.hour, self.minute, self.second) = (year, month, day, hour, minute, second)
    }

    /// Reads ISO 8601 without a zone: `YYYY-MM-DD`, optionally `THH:MM` and `:SS`.
    public init?(iso text: String) {
        let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        let day = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        guard day.count == 3, day[0].count == 4, day[1].count == 2, day[2].count == 2 else { return nil }
        var time: [Substring] = ["00", "00", "00"]
        if parts.count == 2 {
            let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(clock.count), clock.allSatisfy({ $0.count == 2 }) else { return nil }
            time = clock + (clock.count == 2 ? ["00"] : [])
        }
        let fields = (day + time).map { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) ? Int($0) : nil }
        guard fields.allSatisfy({ $0 != nil }) else { return nil }
        let f = fields.map { $0! }
        self.init(year: f[0], month: f[1], day: f[2], hour: f[3], minute: f[4], second: f[5])
    }

    /// The fixed date a date picker shows unless its spec gives one: 26 November 2026, 9:41.
    public static let standard = SpecDate(year: 2026, month: 11, day: 26, hour: 9, minute: 41)!

    /// `YYYY-MM-DDTHH:MM:SS`.
    public var description: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let y = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(y)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))"
    }

    /// The day of the week, 1 = Sunday … 7 = Saturday (as `Calendar` numbers weekdays).
    public var weekday: Int { Self.weekday(year: year, month: month, day: day) }

    /// The days in a month of the Gregorian calendar.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The day of the week of a date, 1 = Sunday … 7 = Saturday (Sakamoto's method).
    public static func weekday(year: Int, month: Int, day: Int) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7 + 1
    }

    /// The weeks (rows) a month calendar needs when weeks start on `firstWeekday`.
    public static func weeks(month: Int, year: Int, firstWeekday: Int) -> Int {
        let lead = (weekday(year: year, month: month, day: 1) - firstWeekday + 7) % 7
        return (lead + daysIn(month: month, year: year) + 6) / 7
    }
}
