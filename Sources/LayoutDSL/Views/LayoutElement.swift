import LayoutSpec

/// A view in a layout written in Swift: a value that knows the ``LayoutNode`` it stands for.
///
/// `Box`, `Label`, `Image`, `Button`, `Switch`, `Spacer` and the stacks conform; modifiers
/// (`.id(_:)`, `.background(_:)`, `.hugging(h:v:)`, …) return a changed copy, so a view is
/// built in one expression:
///
/// ```swift
/// Label("Title").id(title).font(size: 17, weight: .semibold).background("#F5A623")
/// ```
public protocol LayoutElement: Sendable {
    /// The view as the spec module sees it, with any problems found while building it.
    var node: LayoutNode { get set }
}

extension LayoutElement {
    /// A copy with one spec property set, exactly as a spec file's key would set it.
    ///
    /// A property the view's kind does not have (`text` on a box) is recorded as a problem.
    public func applying(_ property: ViewProperty) -> Self {
        var copy = self
        if !copy.node.spec.apply(property) {
            copy.node.problems.append(LayoutProblem(
                path: property.key.rawValue,
                message: "\(node.spec.type.rawValue) views have no '\(property.key.rawValue)'"))
        }
        return copy
    }

    /// A copy changed by a closure over the view's spec: for what no modifier covers.
    public func configure(_ change: (inout ViewSpec) -> Void) -> Self {
        var copy = self
        change(&copy.node.spec)
        return copy
    }

    /// A copy with a problem recorded at `path` (relative to this view).
    func noting(_ path: String, _ message: String) -> Self {
        var copy = self
        copy.node.problems.append(LayoutProblem(path: path, message: message))
        return copy
    }
}
