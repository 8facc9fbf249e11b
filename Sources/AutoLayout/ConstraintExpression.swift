/// Names an item in a constraint before it is resolved against a view tree.
public enum ItemName: Sendable, Hashable, CustomStringConvertible {
    /// The canvas view (`root`).
    case root
    /// The superview of the view on the other side of the constraint (`superview`, or
    /// `|` in VFL).
    case superview
    /// A view or layout guide by its id.
    case named(String)

    /// The item a word of the grammar names: `root`, `superview`, or a view id.
    init(word: String) {
        self = switch word {
        case "root": .root
        case "superview": .superview
        default: .named(word)
        }
    }

    /// `scroll.contentLayoutGuide` names the guide a scroll view makes for its content
    /// (`scroll_contentLayoutGuide`), `scroll.frameLayoutGuide` the scroll view's own frame,
    /// `root.safeAreaLayoutGuide` the device's safe area (`safeArea`) and any other view's
    /// `card.safeAreaLayoutGuide` the part of it the view covers (`card_safeAreaLayoutGuide`);
    /// nil for any other word.
    static func guide(of id: String, _ word: String) -> ItemName? {
        // `root.safeAreaLayoutGuide`: the device's safe area, the view `safeArea`.
        if id == "root", word == "safeAreaLayoutGuide" { return .named("safeArea") }
        guard ItemName(word: id) == .named(id) else { return nil }
        switch word {
        case "contentLayoutGuide", "safeAreaLayoutGuide": return .named(id + "_" + word)
        case "frameLayoutGuide": return .named(id)
        default: return nil
        }
    }

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

    /// Apple's printed form, for people: `a.width == 0.5 * b.width + 10 @750`, numbers
    /// rounded to three decimals where that keeps the meaning (``ConstraintPrinter/Numbers/rounded``).
    public var description: String {
        ConstraintPrinter.text(first: first.description, relation: relation, second: second?.description,
                               multiplier: multiplier, constant: constant, priority: priority, numbers: .rounded)
    }
}
