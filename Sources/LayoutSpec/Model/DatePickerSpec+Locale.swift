import Foundation

extension DatePickerSpec {
    /// Whether the system's locale data (ICU) knows `identifier`, such as `en_US` or `de_DE`.
    public static func isKnownLocale(_ identifier: String) -> Bool {
        knownLocales.contains(identifier)
    }

    /// The locale identifiers the system knows, sorted.
    static let knownLocaleList = Locale.availableIdentifiers.sorted()
    private static let knownLocales = Set(knownLocaleList)
}

extension SpecDate {
    /// The UTC wall-clock date `seconds` after 1 January 2001 (Foundation's reference date,
    /// which Interface Builder writes as `timeIntervalSinceReferenceDate`), whole seconds;
    /// nil outside years 1…9999.
    public init?(secondsSinceReferenceDate seconds: Double) {
        guard seconds.isFinite, abs(seconds) < 4e11 else { return nil }
        let whole = Int(seconds.rounded(.down))
        let dayCount = Int((Double(whole) / 86_400).rounded(.down))
        let secondOfDay = whole - dayCount * 86_400
        // Days since 1970-01-01 to a civil date (Hinnant's algorithm); 2001-01-01 is day 11323.
        let z = dayCount + 11_323 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day, hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60,
                  second: secondOfDay % 60)
    }
}
