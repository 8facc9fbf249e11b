/// Names an item in a constraint before it is resolved against a view tree.
public enum ItemName: Sendable, Hashable, CustomStringConvertible {
    /// The canvas view (`root`).
    case root
    /// The superview of the view on the other side of the constraint (`superview`, or
    /// `|` in VFL).
    case superview
    /// A view or layout guide by its id.
    case named(String)

    public var description: String {
        switch self {
        case .root: "root"
        case .superview: "superview"
        case .named(let id): id
        }
    }
}

/// `item.attribute` before resolution.
public struct AnchorName: Sendable, Hashable, CustomStringConvertible {
    public var item: ItemName
    public var attribute: Attribute
    public init(_ item: ItemName, _ attribute: Attribute) {
        self.item = item
        self.attribute = attribute
    }
    public var description: String { "\(item).\(attribute)" }
}

/// The constraint relation `==`, `<=`, `>=`.
public enum LayoutRelation: String, Sendable, Hashable, CustomStringConvertible {
    case equal = "=="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="

    /// The relation seen from the other side (`a <= b` ⇔ `b >= a`).
    public var flipped: LayoutRelation {
        switch self {
        case .equal: .equal
        case .lessOrEqual: .greaterOrEqual
        case .greaterOrEqual: .lessOrEqual
        }
    }
    public var description: String { rawValue }
}

/// A constraint as written: `first (relation) multiplier × second + constant @ priority`,
/// with item names not yet resolved. Both the constraint grammar and VFL produce these.
///
/// `second == nil` means `first (relation) constant` (only meaningful for sizes).
public struct ConstraintExpression: Sendable, Hashable, CustomStringConvertible {
    public var first: AnchorName
    public var relation: LayoutRelation
    public var second: AnchorName?
    public var multiplier: Double
    public var constant: Double
    /// 1 ... 1000; fractional values are distinct levels.
    public var priority: Double

    public init(first: AnchorName, relation: LayoutRelation, second: AnchorName?,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// Apple's printed form: `a.width == 0.5 * b.width + 10 @750` (priority shown if < 1000).
    ///
    /// Numbers have up to three decimals (``fmt(_:)``), except where that would change what
    /// the text means: a multiplier that would print as 0 (the grammar refuses it) and a
    /// priority below 1000 that would print as 1000 (required) are printed in full.
    public var description: String {
        var text = "\(first) \(relation) "
        if let second {
            let m = fmt(multiplier)
            text += multiplier == 1 ? "\(second)" : "\(m == "0" ? "\(multiplier)" : m) * \(second)"
            if constant > 0 { text += " + \(fmt(constant))" }
            if constant < 0 { text += " - \(fmt(-constant))" }
        } else {
            text += fmt(constant)
        }
        if priority < 1000 {
            let p = fmt(priority)
            text += " @\(p == "1000" ? "\(priority)" : p)"
        }
        return text
    }
}
