/// View property keys of page controls, date pickers and picker views.
extension SpecSchema {
    static func pickerProperty(_ key: ViewPropertyKey) -> SchemaKey {
        let name = key.rawValue
        switch key {
        case .numberOfPages:
            return SchemaKey(name, .integer(minimum: 0), "The number of dots (pages).", default: .number(0))
        case .currentPage:
            return SchemaKey(name, .integer(minimum: 0), "The page whose dot is drawn current, from 0.", default: .number(0))
        case .hidesForSinglePage:
            return SchemaKey(name, .boolean, "A control with one page draws nothing.", default: .bool(false))
        case .pageIndicatorTintColor:
            return SchemaKey(name, SchemaValue.ref("color").orNull, "The other pages' dots; default white at 30 %.")
        case .currentPageIndicatorTintColor:
            return SchemaKey(name, SchemaValue.ref("color").orNull, "The current page's dot; default white.")
        case .backgroundStyle:
            return SchemaKey(name, choices(PageControlSpec.BackgroundStyle.self),
                             "prominent draws a rounded capsule behind the dots.", default: .string("automatic"))
        case .mode:
            return SchemaKey(name, choices(DatePickerSpec.Mode.self), "What the picker shows (datePickerMode).",
                             default: .string("dateAndTime"))
        case .date:
            return SchemaKey(name, .string(pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2})?)?$"),
                             "The date shown, ISO 8601 without a time zone.", default: .string("2026-11-26T09:41:00"))
        case .locale:
            return SchemaKey(name, .string(pattern: "^[a-z]{2,3}(_[A-Za-z0-9]+)*$"), "The locale's names, formats and first weekday, e.g. en_GB.",
                             default: .string("en_US"))
        case .minuteInterval:
            return SchemaKey(name, .integer(minimum: 1, maximum: 30, choices: [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]),
                             "The minute wheel's step.", default: .number(1))
        case .countDownDuration:
            return SchemaKey(name, .number(minimum: 0, maximum: 86_399), "A count-down timer's seconds.", default: .number(0))
        case .components:
            return SchemaKey(name, .list(.list(.text)), "The wheels, each a list of row titles.")
        case .selectedRows:
            return SchemaKey(name, .list(.integer(minimum: 0)), "The selected row of each wheel (0 for the rest).")
        default:
            return undescribed(key)
        }
    }
}
