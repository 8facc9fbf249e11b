import AutoLayout

/// Writes a constraint in the spec grammar with every number exact, so reading the text
/// back gives the very same expression.
///
/// The project's `fmt` rounds to three decimals, right for frames but not for a multiplier
/// of 1/3; here integers print without a fraction and anything else in Swift's shortest
/// round-trip form (`0.3333333333333333`, `1e-05`), which the grammar reads.
enum ConstraintText {
    static func format(_ e: ConstraintExpression) -> String {
        var text = "\(e.first) \(e.relation) "
        if let second = e.second {
            text += e.multiplier == 1 ? "\(second)" : "\(number(e.multiplier)) * \(second)"
            if e.constant > 0 { text += " + \(number(e.constant))" }
            if e.constant < 0 { text += " - \(number(-e.constant))" }
        } else {
            text += number(e.constant)
        }
        if e.priority != 1000 { text += " @\(number(e.priority))" }
        return text
    }

    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }  // folds -0
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
