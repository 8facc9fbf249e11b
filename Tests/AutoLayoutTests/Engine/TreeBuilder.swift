import AutoLayout

/// Builds small layout trees in tests without a spec file.
struct TreeBuilder {
    var tree = LayoutTree(views: [ViewNode()])

    /// Adds a view under `parent` and returns its index.
    @discardableResult
    mutating func add(_ id: String, parent: Int = 0, intrinsic: IntrinsicContent = .none,
                      configure: (inout ViewNode) -> Void = { _ in }) -> Int {
        var node = ViewNode(id: id, parent: parent)
        node.intrinsic = intrinsic
        configure(&node)
        tree.views.append(node)
        let index = tree.views.count - 1
        tree.views[parent].subviews.append(index)
        return index
    }

    /// Adds a stack under `parent` arranging views with the given intrinsic sizes.
    @discardableResult
    mutating func stack(_ id: String, parent: Int = 0, sizes: [(Double, Double)],
                        configure: (inout StackConfiguration) -> Void) -> (stack: Int, arranged: [Int]) {
        let s = add(id, parent: parent)
        var config = StackConfiguration()
        var arranged: [Int] = []
        for (i, size) in sizes.enumerated() {
            arranged.append(add("\(id)_\(i)", parent: s, intrinsic: .fixed(width: size.0, height: size.1)))
        }
        config.arranged = arranged
        configure(&config)
        tree.views[s].stack = config
        return (s, arranged)
    }

    mutating func constrain(_ text: String) throws {
        tree.constraints.append(ConstraintSpec(try ConstraintParser.parse(text), origin: SourceLocation(file: #fileID, line: #line)))
    }
}
