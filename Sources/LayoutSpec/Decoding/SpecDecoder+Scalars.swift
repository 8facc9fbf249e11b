/// Reading scalars against the type a key expects. YAML plain scalars take the expected
/// type; quoted strings and JSON strings are only ever strings; JSON numbers and booleans
/// only ever numbers and booleans.
extension SpecDecoder {
    /// What range a number must fall in.
    enum NumberRule {
        /// Any finite number within ``SpecLimits/maxMagnitude`` (positions, spacing, insets).
        case points
        /// Like `points`, but not negative (sizes, widths, radii).
        case size
        /// Like `size`, and not zero (font sizes).
        case positive
        /// A layout priority, 1…1000.
        case priority
        /// A fraction, 0…1.
        case unit
    }

    /// A string (limited to ``SpecLimits/maxTextLength`` characters).
    mutating func string(_ node: SpecNode, _ path: String) -> String? {
        guard case .scalar(let text, let kind) = node.value, kind == .plain || kind == .string else {
            error("expected a string, found \(node.kindDescription)", at: node, path)
            return nil
        }
        // Count cheaply first: a 1 MB string should not be walked grapheme by grapheme twice.
        if text.utf8.count > limits.maxTextLength, text.count > limits.maxTextLength {
            error("string is \(text.count) characters long; the limit is \(limits.maxTextLength)", at: node, path)
            return nil
        }
        return text
    }

    /// A finite number obeying `rule`.
    mutating func number(_ node: SpecNode, _ path: String, _ rule: NumberRule = .points) -> Double? {
        guard let value = rawNumber(node, path) else { return nil }
        switch rule {
        case .points, .size, .positive:
            if abs(value) > limits.maxMagnitude {
                error("number \(formatNumber(value)) is too large: at most \(formatNumber(limits.maxMagnitude)) in magnitude",
                      at: node, path)
                return nil
            }
            if rule == .size, value < 0 {
                error("expected a size of 0 or more, found \(formatNumber(value))", at: node, path)
                return nil
            }
            if rule == .positive, value <= 0 {
                error("expected a number greater than 0, found \(formatNumber(value))", at: node, path)
                return nil
            }
        case .priority:
            if value < 1 || value > 1000 {
                error("expected a priority from 1 to 1000, found \(formatNumber(value))", at: node, path)
                return nil
            }
        case .unit:
            if value < 0 || value > 1 {
                error("expected a number from 0 to 1, found \(formatNumber(value))", at: node, path)
                return nil
            }
        }
        return value == 0 ? 0 : value  // one zero: -0 would print as "-0" and compare oddly
    }

    /// A whole number in `range`.
    mutating func integer(_ node: SpecNode, _ path: String, in range: ClosedRange<Int>) -> Int? {
        guard let value = rawNumber(node, path) else { return nil }
        guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            error("expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(formatNumber(value))",
                  at: node, path)
            return nil
        }
        return Int(value)
    }

    /// A number, checked only for being one and being finite.
    private mutating func rawNumber(_ node: SpecNode, _ path: String) -> Double? {
        guard case .scalar(let text, let kind) = node.value, kind == .plain || kind == .number else {
            error("expected a number, found \(node.kindDescription)", at: node, path)
            return nil
        }
        let lowered = text.lowercased()
        if [".nan", ".inf", "+.inf", "-.inf", "nan", "inf", "-inf", "infinity", "-infinity"].contains(lowered) {
            error("expected a finite number, found '\(SpecPath.quotable(text))'", at: node, path)
            return nil
        }
        guard Self.isDecimal(text), let value = Double(text) else {
            error("expected a number, found \(node.kindDescription)", at: node, path)
            return nil
        }
        guard value.isFinite else {
            error("number '\(SpecPath.quotable(text))' is too large", at: node, path)
            return nil
        }
        return value
    }

    /// `[-+]?(digits[.digits]|.digits)([eE][-+]?digits)?`: the only number spelling accepted
    /// (no hex, octal, `_` separators or YAML 1.1 sexagesimals).
    static func isDecimal(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        func digits() -> Int {
            var count = 0
            while let s = scalars.first, s >= "0", s <= "9" { scalars.removeFirst(); count += 1 }
            return count
        }
        if scalars.first == "-" || scalars.first == "+" { scalars.removeFirst() }
        var mantissa = digits()
        if scalars.first == "." {
            scalars.removeFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if scalars.first == "e" || scalars.first == "E" {
            scalars.removeFirst()
            if scalars.first == "-" || scalars.first == "+" { scalars.removeFirst() }
            guard digits() > 0 else { return false }
        }
        return scalars.isEmpty
    }

    /// `true` or `false` (also `True`/`TRUE`/`False`/`FALSE` in YAML). YAML 1.1's
    /// `yes`/`no`/`on`/`off` are refused with a hint: they are a classic source of surprises.
    mutating func bool(_ node: SpecNode, _ path: String) -> Bool? {
        if case .scalar(let text, let kind) = node.value, kind == .plain || kind == .boolean {
            switch text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default:
                let lowered = text.lowercased()
                if ["yes", "y", "on"].contains(lowered) {
                    error("expected true or false, found '\(SpecPath.quotable(text))' (write true)", at: node, path)
                    return nil
                }
                if ["no", "n", "off"].contains(lowered) {
                    error("expected true or false, found '\(SpecPath.quotable(text))' (write false)", at: node, path)
                    return nil
                }
            }
        }
        error("expected true or false, found \(node.kindDescription)", at: node, path)
        return nil
    }

    /// One of an enumeration's names.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ node: SpecNode, _ path: String, _: T.Type) -> T?
    where T.RawValue == String {
        choice(node, path, cases: Array(T.allCases))
    }

    /// One of the given values, by name.
    mutating func choice<T: RawRepresentable>(_ node: SpecNode, _ path: String, cases: [T]) -> T?
    where T.RawValue == String {
        if case .scalar(let text, let kind) = node.value, kind == .plain || kind == .string,
           let value = cases.first(where: { $0.rawValue == text }) {
            return value
        }
        // The names are only spelled out for the message.
        let names = cases.map(\.rawValue)
        guard case .scalar(let text, let kind) = node.value, kind == .plain || kind == .string else {
            error("expected one of \(names.joined(separator: ", ")), found \(node.kindDescription)", at: node, path)
            return nil
        }
        error("expected one of \(names.joined(separator: ", ")), found '\(SpecPath.quotable(text))'\(Suggestion.hint(for: text, in: names))",
              at: node, path)
        return nil
    }

    /// A color: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, a name from ``SpecColor/namedColors``, or a
    /// dynamic color `{light: …, dark: …, lightHighContrast: …, darkHighContrast: …}` whose
    /// values are any of those (light and dark required).
    mutating func color(_ node: SpecNode, _ path: String) -> SpecColor? {
        if case .mapping = node.value { return dynamicColor(node, path) }
        guard case .scalar(let text, let kind) = node.value, kind == .plain || kind == .string else {
            error("expected a color (#RRGGBB, a name such as systemBlue, or {light: …, dark: …}), found \(node.kindDescription)",
                  at: node, path)
            return nil
        }
        if text.hasPrefix("#") {
            if let color = SpecColor(hex: text) { return color }
            error("expected a color as #RGB, #RRGGBB or #RRGGBBAA with hex digits, found '\(SpecPath.quotable(text))'", at: node, path)
            return nil
        }
        if let color = SpecColor.named(text) { return color }
        let names = SpecColor.namedColors.map(\.name)
        let hint = Suggestion.hint(for: text, in: names)
        error("expected a color (#RRGGBB, a UIKit color name such as systemBlue, label or systemBackground, or {light: …, dark: …}), found '\(SpecPath.quotable(text))'\(hint)",
              at: node, path)
        return nil
    }

    private mutating func dynamicColor(_ node: SpecNode, _ path: String) -> SpecColor? {
        guard let entries = mapping(node, path, allowed: SpecMapping.dynamicColor.keys, what: "a dynamic color ({light: …, dark: …})") else {
            return nil
        }
        var values: [String: SpecColor] = [:]
        for entry in entries {
            let keyPath = SpecPath.key(path, entry.key)
            source.record(keyPath, entry.value)
            if case .mapping = entry.value.value {
                error("expected one color for this appearance, found a mapping", at: entry.value, keyPath)
                continue
            }
            // A system color named here gives its value in this appearance.
            guard let value = color(entry.value, keyPath), let appearance = Appearance.all.first(where: { $0.key == entry.key })
            else { continue }
            values[entry.key] = value.resolved(in: appearance.appearance)
        }
        // An unknown key or a bad value has been reported; a missing appearance would only
        // repeat it.
        guard values.count == entries.count, entries.count == node.entries?.count else { return nil }
        guard let light = values["light"], let dark = values["dark"] else {
            error("a dynamic color needs both 'light' and 'dark' (the high-contrast values are optional)", at: node, path)
            return nil
        }
        return SpecColor(light: light, dark: dark, lightHighContrast: values["lightHighContrast"],
                         darkHighContrast: values["darkHighContrast"])
    }

    /// A list of exactly `count` numbers, or one number standing for all of them.
    mutating func numbers(_ node: SpecNode, _ path: String, count: Int, names: String,
                          _ rule: NumberRule = .points) -> [Double]? {
        if case .scalar = node.value {
            guard let value = number(node, path, rule) else { return nil }
            return Array(repeating: value, count: count)
        }
        guard case .sequence(let items) = node.value, items.count == count else {
            error("expected \(names) (\(count) numbers), found \(node.kindDescription.replacingOccurrences(of: "a list", with: "a list of \(listCount(node))"))",
                  at: node, path)
            return nil
        }
        var values: [Double] = []
        for (index, item) in items.enumerated() {
            guard let value = number(item, SpecPath.index(path, index), rule) else { return nil }
            values.append(value)
        }
        return values
    }

    private func listCount(_ node: SpecNode) -> Int {
        if case .sequence(let items) = node.value { return items.count }
        return 0
    }
}
