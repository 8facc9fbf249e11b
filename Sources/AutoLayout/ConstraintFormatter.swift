/// Prints resolved constraints in the spec grammar (`a.width == 0.5 * b.width + 10 @750`),
/// so diagnostics read like what users write and what UIKit prints.
public struct ConstraintFormatter: Sendable {
    /// Display names of the views, index-aligned with the tree (ids, or `#index`).
    public let viewNames: [String]
    /// The guides of the layout, to name guide items.
    public let guides: [LayoutGuide]

    public init(viewNames: [String], guides: [LayoutGuide]) {
        self.viewNames = viewNames
        self.guides = guides
    }

    /// Names views by id, falling back to `#index`, and the canvas as `root`.
    public init(tree: LayoutTree, guides: [LayoutGuide]) {
        self.init(viewNames: tree.views.enumerated().map { index, view in
            index == 0 ? "root" : (view.id ?? "#\(index)")
        }, guides: guides)
    }

    public func name(_ item: LayoutItem) -> String {
        switch item {
        case .view(let i): return i < viewNames.count ? viewNames[i] : "#\(i)"
        case .guide(let g):
            guard g < guides.count else { return "guide#\(g)" }
            let guide = guides[g]
            let owner = guide.owner < viewNames.count ? viewNames[guide.owner] : "#\(guide.owner)"
            // Several guides of one kind (gap guides) are told apart by their order.
            let sameKind = guides[..<g].filter { $0.identifier == guide.identifier && $0.owner == guide.owner }.count
            return "\(owner).\(guide.identifier)" + (sameKind > 0 ? "[\(sameKind)]" : "")
        }
    }

    /// The constraint in the grammar.
    public func format(_ c: LayoutConstraint) -> String {
        ConstraintPrinter.text(first: "\(name(c.first.item)).\(c.first.attribute)", relation: c.relation,
                               second: c.second.map { "\(name($0.item)).\($0.attribute)" },
                               multiplier: c.multiplier, constant: c.constant, priority: c.priority, numbers: .rounded)
    }

    /// Where the constraint came from, for `stacksnap constraints`.
    public func source(_ c: LayoutConstraint) -> String {
        switch c.origin {
        case .user(let origin): return origin.description
        case .intrinsic: return "intrinsic size of \(name(c.first.item))"
        case .stack(let index): return "stack \(name(.view(index)))"
        case .canvas: return "canvas"
        case .margins: return "layout margins of \(name(c.first.item))"
        case .flow(let index): return "flow layout of \(name(.view(index)))"
        }
    }
}
