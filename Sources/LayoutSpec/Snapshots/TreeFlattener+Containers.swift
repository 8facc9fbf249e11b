import AutoLayout

/// What the containers (table, scroll and collection views) share when they are added: a
/// node of their own with an id even when the spec gives none (the constraints they generate
/// name it), clipped as UIKit's scroll views are, and children they make or place
/// themselves, each with the spec path errors about it point at.
extension TreeFlattener {
    /// Records the container's own node (without children) after `adjust` has had its say;
    /// returns its index and id (`<kind><index>` when the spec gives none).
    mutating func recordContainer(_ view: ViewSpec, path: String, parent: Int?,
                                  adjust: (inout ViewSpec) -> Void = { _ in }) -> (index: Int, id: String) {
        let index = nodes.count
        var container = view
        let id = view.id ?? "\(view.type.rawValue)\(index)"
        container.id = id
        container.clipsToBounds = true
        container.subviews = []
        adjust(&container)
        record(container, path: path, parent: parent, index: index)
        return (index, id)
    }

    /// Adds `children` under the node at `parent`, in order; each child's node index, or nil
    /// for one too deep to add.
    @discardableResult
    mutating func addChildren(_ children: [(view: ViewSpec, path: String)], to parent: Int, depth: Int) -> [Int?] {
        children.map { child in
            let childIndex = nodes.count
            guard add(child.view, path: child.path, parent: parent, depth: depth + 1) else { return nil }
            nodes[parent].subviews.append(childIndex)
            return childIndex
        }
    }
}
