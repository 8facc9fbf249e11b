import AutoLayout

/// UIKit's rule for constraints between a scroll view and the views inside it: those on the
/// scroll view's edges or margins attach to its content area (here its content guide,
/// `<id>_contentLayoutGuide`), so they define the content's size; those on its width,
/// height and centres are its frame's (a content view centred in a scroll view and pinned
/// to its edges is as large as the frame, as Interface Builder documents record).
/// Constraints with views outside the scroll view are the frame's.
struct ScrollContentRule {
    let nodes: [ViewNode]
    let scrollViews: Set<Int>
    private let indexByID: [String: Int]

    init(nodes: [ViewNode], scrollViews: [Int]) {
        self.nodes = nodes
        self.scrollViews = Set(scrollViews)
        var byID: [String: Int] = [:]
        // Only a tree with scroll views needs the index (the rule changes nothing else).
        if !scrollViews.isEmpty {
            for (index, node) in nodes.enumerated() {
                if let id = node.id, byID[id] == nil { byID[id] = index }
            }
        }
        indexByID = byID
    }

    /// The constraints with their scroll-view edges moved to the content guides.
    func apply(_ constraints: [ConstraintSpec]) -> [ConstraintSpec] {
        guard !scrollViews.isEmpty else { return constraints }
        return constraints.map { spec in
            var spec = spec
            guard let second = spec.expression.second else { return spec }
            let first = spec.expression.first
            if let moved = content(of: second, insideOf: first) { spec.expression.second = moved }
            if let moved = content(of: first, insideOf: second) { spec.expression.first = moved }
            return spec
        }
    }

    /// The content guide's anchor when `anchor` is a scroll view's edge or centre and
    /// `other` names a view inside that scroll view; nil otherwise.
    private func content(of anchor: AnchorName, insideOf other: AnchorName) -> AnchorName? {
        guard Self.contentAttributes.contains(anchor.attribute),
              case .named(let otherID) = other.item, let inner = indexByID[otherID] else { return nil }
        let scroll: Int?
        switch anchor.item {
        case .superview: scroll = nodes[inner].parent
        case .named(let id): scroll = indexByID[id]
        case .root: scroll = nil
        }
        guard let scroll, scrollViews.contains(scroll), let scrollID = nodes[scroll].id else { return nil }
        let guide = MadeView.contentLayoutGuide.id(in: scrollID)
        guard otherID != guide, isInside(inner, scroll) else { return nil }
        return AnchorName(.named(guide), anchor.attribute)
    }

    static let contentAttributes: Set<Attribute> = [.left, .right, .top, .bottom, .leading, .trailing, .leftMargin,
                                                    .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin]

    private func isInside(_ index: Int, _ ancestor: Int) -> Bool {
        var next = nodes[index].parent
        while let current = next {
            if current == ancestor { return true }
            next = nodes[current].parent
        }
        return false
    }
}
