import AutoLayout

/// Writes constraints in the spec's grammar with numbers at full precision (a ratio of
/// 16:9 must not become 1.778), checking each with the spec's own parser.
enum ConstraintText {
    /// `first R [m *] second [± c] [@p]`, or `first R c [@p]` without a second item.
    static func text(first: AnchorName, relation: LayoutRelation, second: AnchorName?, multiplier: Double = 1,
                     constant: Double = 0, priority: Double = 1000) -> String {
        var text = "\(first) \(relation.rawValue) "
        if let second {
            text += multiplier == 1 ? "\(second)" : "\(number(multiplier)) * \(second)"
            if constant > 0 { text += " + \(number(constant))" }
            if constant < 0 { text += " - \(number(-constant))" }
        } else {
            text += number(constant)
        }
        if priority < 1000 { text += " @\(number(priority))" }
        return text
    }

    /// Integers without a fraction, anything else in Swift's shortest exact form.
    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// The parser's complaint about a constraint, or nil when it reads and its numbers are
    /// within `maxMagnitude` (the spec's bound on points; larger ones overflow the solver).
    static func problem(_ text: String, maxMagnitude: Double) -> String? {
        do {
            let parsed = try ConstraintParser.parse(text)
            if abs(parsed.constant) > maxMagnitude || abs(parsed.multiplier) > maxMagnitude {
                return "a multiplier or constant beyond ±\(number(maxMagnitude))"
            }
            return nil
        } catch {
            return error.message
        }
    }
}
