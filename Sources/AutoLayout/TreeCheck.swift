/// Structural checks on a ``LayoutTree`` so that a malformed tree (a bug in whoever built
/// it) becomes an error instead of an out-of-range crash.
enum TreeCheck {
    static func check(_ tree: LayoutTree) throws(LayoutError) {
        let n = tree.views.count
        guard n > 0 else { throw .malformedTree("the tree has no canvas view") }
        guard tree.views[0].parent == nil else { throw .malformedTree("the canvas has a parent") }
        // Fields are read in place (`tree.views[index].…`): copying each node would retain
        // and release every array it holds.
        for index in tree.views.indices {
            if index > 0 {
                guard let parent = tree.views[index].parent, parent >= 0, parent < index else {
                    throw .malformedTree("view \(index) must have a parent listed before it")
                }
            }
            for child in tree.views[index].subviews {
                guard child > index, child < n, tree.views[child].parent == index else {
                    throw .malformedTree("view \(index) lists subview \(child) whose parent is not \(index)")
                }
            }
            if let stack = tree.views[index].stack {
                for arranged in stack.arranged {
                    guard arranged > 0, arranged < n, tree.views[arranged].parent == index else {
                        throw .malformedTree("stack \(index) arranges view \(arranged), which is not its subview")
                    }
                }
                for key in stack.customSpacing.keys where !stack.arranged.contains(key) {
                    throw .malformedTree("stack \(index) has custom spacing after \(key), which it does not arrange")
                }
            }
        }
    }
}
