/// The views of a tree by id (the first view with each id; duplicates are reported elsewhere).
struct ViewIndex {
    private var byID: [String: ViewSpec] = [:]
    /// Ids in tree order, for "did you mean" hints.
    private(set) var ids: [String] = ["root"]

    init(root: ViewSpec) {
        byID["root"] = root
        var stack: [ViewSpec] = [root]
        while let view = stack.popLast() {
            if let id = view.id, byID[id] == nil {
                byID[id] = view
                ids.append(id)
            }
            for made in view.madeIDs where byID[made] == nil {
                byID[made] = view
                ids.append(made)
            }
            stack.append(contentsOf: view.children.reversed())
        }
    }

    func view(_ id: String) -> ViewSpec? { byID[id] }
}
