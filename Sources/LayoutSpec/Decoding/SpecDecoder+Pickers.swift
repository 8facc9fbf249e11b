/// Decoding the keys of page controls, date pickers and picker views.
extension SpecDecoder {
    mutating func pickerProperty(_ key: ViewPropertyKey, _ node: SpecNode, _ path: String) -> ViewProperty? {
        let isNull = node.value == .null
        switch key {
        case .numberOfPages: return integer(node, path, in: 0...limits.maxViews).map(ViewProperty.numberOfPages)
        case .currentPage: return integer(node, path, in: 0...limits.maxViews).map(ViewProperty.currentPage)
        case .hidesForSinglePage: return bool(node, path).map(ViewProperty.hidesForSinglePage)
        case .pageIndicatorTintColor:
            return isNull ? .pageIndicatorTint(nil) : color(node, path).map(ViewProperty.pageIndicatorTint)
        case .currentPageIndicatorTintColor:
            return isNull ? .currentPageIndicatorTint(nil) : color(node, path).map(ViewProperty.currentPageIndicatorTint)
        case .backgroundStyle:
            return choice(node, path, PageControlSpec.BackgroundStyle.self).map(ViewProperty.pageBackgroundStyle)
        case .mode: return choice(node, path, DatePickerSpec.Mode.self).map(ViewProperty.datePickerMode)
        case .date: return date(node, path).map(ViewProperty.date)
        case .locale: return locale(node, path).map(ViewProperty.locale)
        case .minuteInterval:
            guard let minutes = integer(node, path, in: 1...30) else { return nil }
            guard 60 % minutes == 0 else {
                error("expected a minute interval that divides 60 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30), found \(minutes)",
                      at: node, path)
                return nil
            }
            return .minuteInterval(minutes)
        case .countDownDuration:
            guard let seconds = number(node, path, .size) else { return nil }
            guard seconds < 86_400 else {
                error("expected a duration under a day (86400 seconds), found \(formatNumber(seconds))", at: node, path)
                return nil
            }
            return .countDownDuration(seconds)
        case .components: return components(node, path).map(ViewProperty.components)
        case .selectedRows:
            guard let items = list(node, path, what: "a list of row indices, one per component") else { return nil }
            var rows: [Int] = []
            for (index, item) in items.enumerated() {
                guard let row = integer(item, SpecPath.index(path, index), in: 0...limits.maxViews) else { return nil }
                rows.append(row)
            }
            return .selectedRows(rows)
        default: return nil
        }
    }

    /// An ISO 8601 date without a zone: `2026-11-26`, `2026-11-26T09:41` or `2026-11-26T09:41:00`.
    private mutating func date(_ node: SpecNode, _ path: String) -> SpecDate? {
        guard let text = string(node, path) else { return nil }
        guard let date = SpecDate(iso: text) else {
            error("expected a date as YYYY-MM-DD, YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS (a real day, no time zone), found '\(text)'",
                  at: node, path)
            return nil
        }
        return date
    }

    /// A locale identifier the system knows, such as `en_US` or `de_DE`.
    private mutating func locale(_ node: SpecNode, _ path: String) -> String? {
        guard let text = string(node, path) else { return nil }
        guard DatePickerSpec.isKnownLocale(text) else {
            error("expected a locale identifier such as en_US, en_GB or de_DE, found '\(text)'"
                  + Suggestion.hint(for: text, in: DatePickerSpec.knownLocaleList), at: node, path)
            return nil
        }
        return text
    }

    /// A list of components, each a list of row titles.
    private mutating func components(_ node: SpecNode, _ path: String) -> [[String]]? {
        guard let items = list(node, path, what: "a list of components, each a list of row titles") else { return nil }
        var result: [[String]] = []
        for (index, item) in items.enumerated() {
            let itemPath = SpecPath.index(path, index)
            guard let rows = list(item, itemPath, what: "a list of row titles") else { return nil }
            var titles: [String] = []
            for (row, title) in rows.enumerated() {
                guard let text = string(title, SpecPath.index(itemPath, row)) else { return nil }
                titles.append(text)
            }
            result.append(titles)
        }
        return result
    }
}
