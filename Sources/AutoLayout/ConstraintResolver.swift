/// Resolves constraints as written (item names) to constraints between items of a tree.
struct ConstraintResolver {
    let tree: LayoutTree
    private let ids: [String: Int]

    init(tree: LayoutTree) {
        self.tree = tree
        var ids: [String: Int] = [:]
        for (index, view) in tree.views.enumerated() {
            if let id = view.id, ids[id] == nil { ids[id] = index }
        }
        self.ids = ids
    }

    func resolve(_ specs: [ConstraintSpec]) throws(LayoutError) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        result.reserveCapacity(specs.count)
        for spec in specs { result.append(try resolve(spec)) }
        return result
    }

    func resolve(_ spec: ConstraintSpec) throws(LayoutError) -> LayoutConstraint {
        let e = spec.expression
        let origin = spec.origin.description
        // `superview` is the superview of the view on the other side (VFL writes
        // `superview.trailing >= a.trailing + 20` with it first), so resolve that one first.
        let firstIsSuperview = e.first.item == .superview
        var first: LayoutItem
        var second: LayoutAnchor?
        if firstIsSuperview, let other = e.second {
            let otherItem = try item(other.item, context: nil, origin: origin)
            second = LayoutAnchor(otherItem, other.attribute)
            first = try item(.superview, context: otherItem, origin: origin)
        } else {
            first = try item(e.first.item, context: nil, origin: origin)
            if let other = e.second {
                second = LayoutAnchor(try item(other.item, context: first, origin: origin), other.attribute)
            }
        }
        let resolved = LayoutConstraint(LayoutAnchor(first, e.first.attribute), e.relation, second,
                                        multiplier: e.multiplier, constant: e.constant, priority: e.priority,
                                        identifier: nil, origin: .user(spec.origin))
        try Self.validate(resolved, origin: origin)
        return resolved
    }

    /// `superview` means the superview of the view on the other side of the constraint.
    private func item(_ name: ItemName, context: LayoutItem?, origin: String) throws(LayoutError) -> LayoutItem {
        switch name {
        case .root:
            return .view(0)
        case .named(let id):
            guard let index = ids[id] else { throw .unknownItem(id, origin: origin) }
            return .view(index)
        case .superview:
            guard case .view(let child)? = context, let parent = tree.views[child].parent else {
                throw .noSuperview(origin: origin)
            }
            return .view(parent)
        }
    }

    /// The rules `NSLayoutConstraint` enforces: finite numbers, one axis, sizes only with
    /// sizes, positions never equal to a bare constant, no leading/trailing with left/right.
    static func validate(_ c: LayoutConstraint, origin: String) throws(LayoutError) {
        guard c.multiplier.isFinite, c.constant.isFinite, c.priority.isFinite else {
            throw .invalidConstraint("numbers must be finite", origin: origin)
        }
        guard c.priority > 0, c.priority <= 1000 else {
            throw .invalidConstraint("priority must be in 1…1000", origin: origin)
        }
        let a = c.first.attribute
        guard let second = c.second else {
            if !a.isSize { throw .invalidConstraint("\(a) cannot equal a constant; only width and height can", origin: origin) }
            return
        }
        let b = second.attribute
        if a.axis != b.axis && !(a.isSize && b.isSize) {
            throw .invalidConstraint("\(a) and \(b) are on different axes", origin: origin)
        }
        if a.isSize != b.isSize {
            throw .invalidConstraint("a size (\(a.isSize ? a : b)) cannot be related to a position", origin: origin)
        }
        if (a.isDirectional && b.isAbsoluteHorizontal) || (b.isDirectional && a.isAbsoluteHorizontal) {
            throw .invalidConstraint("leading/trailing cannot be related to left/right", origin: origin)
        }
        if c.multiplier == 0 {
            throw .invalidConstraint("a multiplier of 0 makes the second item meaningless", origin: origin)
        }
    }
}

extension Attribute {
    /// leading, trailing and their margin forms: they follow the writing direction.
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }
    var isAbsoluteHorizontal: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// Under a writing direction, leading/trailing become the absolute edge they mean.
    package func absolute(_ direction: LayoutDirection) -> Attribute {
        let rtl = direction == .rtl
        switch self {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        case .leadingMargin: return rtl ? .rightMargin : .leftMargin
        case .trailingMargin: return rtl ? .leftMargin : .rightMargin
        default: return self
        }
    }
}
