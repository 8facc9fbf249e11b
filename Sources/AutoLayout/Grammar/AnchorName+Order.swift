/// A fixed total order on item names: views by id, then `root`, then `superview`.
///
/// `superview` sorts last so that canonical forms keep it on the right-hand side, next to
/// the view it is the superview of (`a.trailing <= superview.trailing - 20`).
extension ItemName: Comparable {
    /// Views before `root` before `superview`; views by id in string (Unicode) order.
    public static func < (lhs: ItemName, rhs: ItemName) -> Bool {
        switch (lhs, rhs) {
        case let (.named(a), .named(b)): a < b  // String order: Unicode, not locale-dependent
        default: lhs.rank < rhs.rank
        }
    }

    private var rank: Int {
        switch self {
        case .named: 0
        case .root: 1
        case .superview: 2
        }
    }
}

/// A fixed total order on anchors: by item, then by the attribute's declaration order.
extension AnchorName: Comparable {
    /// By item first, then by attribute in declaration order (`left` … `centerYWithinMargins`).
    public static func < (lhs: AnchorName, rhs: AnchorName) -> Bool {
        if lhs.item != rhs.item { return lhs.item < rhs.item }
        return lhs.attribute.declarationIndex < rhs.attribute.declarationIndex
    }
}
