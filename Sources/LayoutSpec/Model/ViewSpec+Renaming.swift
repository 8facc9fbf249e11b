import AutoLayout

/// Renaming a view tree, as a table does when it makes a row's cell from a prototype: the
/// cell takes the row's id and every view inside it is named after the row.
extension ViewSpec {
    /// The ids of the views inside this one (subviews and arranged views, at any depth).
    var descendantIDs: Set<String> {
        var ids: Set<String> = []
        var pending = children
        while let view = pending.popLast() {
            if let id = view.id { ids.insert(id) }
            pending += view.children
        }
        return ids
    }

    /// The tree with this view's id `to` and each view inside it `<to>_<its id>`.
    func renamed(to id: String) -> ViewSpec {
        var copy = self
        copy.id = id
        copy.renameDescendants(prefix: id)
        return copy
    }

    private mutating func renameDescendants(prefix: String) {
        subviews = subviews.map { $0.withPrefixedIDs(prefix) }
        if case .stack(var stack) = content {
            stack.arranged = stack.arranged.map { $0.withPrefixedIDs(prefix) }
            content = .stack(stack)
        }
    }

    private func withPrefixedIDs(_ prefix: String) -> ViewSpec {
        var copy = self
        copy.id = id.map { "\(prefix)_\($0)" }
        copy.renameDescendants(prefix: prefix)
        return copy
    }

    /// Changes the view with id `id` inside this one, if there is one.
    mutating func updateDescendant(_ id: String, _ change: (inout ViewSpec) -> Void) {
        for index in subviews.indices {
            if subviews[index].id == id { return change(&subviews[index]) }
            subviews[index].updateDescendant(id, change)
        }
        if case .stack(var stack) = content {
            for index in stack.arranged.indices {
                if stack.arranged[index].id == id {
                    change(&stack.arranged[index])
                } else {
                    stack.arranged[index].updateDescendant(id, change)
                }
            }
            content = .stack(stack)
        }
    }
}

extension ConstraintExpression {
    /// The constraint with each item named anew by `rename`.
    func renamingItems(_ rename: (ItemName) -> ItemName) -> ConstraintExpression {
        var copy = self
        copy.first.item = rename(first.item)
        copy.second?.item = rename(second?.item ?? .root)
        return copy
    }
}
