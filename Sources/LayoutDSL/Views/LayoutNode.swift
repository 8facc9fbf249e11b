import LayoutSpec

/// One view of a Swift layout: the spec it stands for, and the problems found while it was
/// built (paths relative to this view).
public struct LayoutNode: Sendable, Equatable {
    /// The view, its subviews and (for a stack) its arranged views.
    public var spec: ViewSpec
    /// Problems of this view and the views inside it; paths are relative to this view
    /// (empty = the view itself).
    public var problems: [LayoutProblem]

    /// A node for `spec`, with the problems already found in it.
    public init(_ spec: ViewSpec, problems: [LayoutProblem] = []) {
        self.spec = spec
        self.problems = problems
    }

    /// Appends children to `subviews`, lifting their problems to `subviews[i]…`.
    mutating func appendSubviews(_ children: [LayoutNode]) {
        for child in children {
            problems += child.problems.map { $0.under("subviews[\(spec.subviews.count)]") }
            spec.subviews.append(child.spec)
        }
    }
}
