import AutoLayout
import LayoutSpec

/// A stack view (`UIStackView`) along either axis; ``HStack`` and ``VStack`` fix the axis.
///
/// The closure lists the arranged views in order; subviews placed by constraints are added
/// with ``LayoutElement/subviews(_:)``.
public struct Stack: StackElement {
    public var node: LayoutNode

    /// A stack along `axis` whose arranged views are the ones `arranged` lists, with UIKit's
    /// defaults (no spacing, fill, fill).
    public init(axis: Axis, spacing: Double = 0, alignment: StackConfiguration.Alignment = .fill,
                distribution: StackConfiguration.Distribution = .fill, @ViewBuilder arranged: () -> [LayoutNode]) {
        node = StackNode.make(axis: axis, spacing: spacing, alignment: alignment, distribution: distribution,
                              arranged: arranged())
    }
}

/// A horizontal stack: `HStack(spacing: 8, alignment: .center) { Label("Hi"); Box(size: 44) }`.
public struct HStack: StackElement {
    public var node: LayoutNode

    /// A row of the views `arranged` lists, leading to trailing.
    public init(spacing: Double = 0, alignment: StackConfiguration.Alignment = .fill,
                distribution: StackConfiguration.Distribution = .fill, @ViewBuilder arranged: () -> [LayoutNode]) {
        node = StackNode.make(axis: .horizontal, spacing: spacing, alignment: alignment,
                              distribution: distribution, arranged: arranged())
    }
}

/// A vertical stack: `VStack(spacing: 4, alignment: .leading) { title; subtitle }`.
public struct VStack: StackElement {
    public var node: LayoutNode

    /// A column of the views `arranged` lists, top to bottom.
    public init(spacing: Double = 0, alignment: StackConfiguration.Alignment = .fill,
                distribution: StackConfiguration.Distribution = .fill, @ViewBuilder arranged: () -> [LayoutNode]) {
        node = StackNode.make(axis: .vertical, spacing: spacing, alignment: alignment,
                              distribution: distribution, arranged: arranged())
    }
}

/// The stack properties as modifiers, shared by every stack type.
public protocol StackElement: LayoutElement {}

extension StackElement {
    /// `spacing` between arranged views; negative values overlap them.
    public func spacing(_ spacing: Double) -> Self { applying(.spacing(spacing)) }

    /// `alignment` across the axis.
    public func alignment(_ alignment: StackConfiguration.Alignment) -> Self { applying(.alignment(alignment)) }

    /// `distribution` along the axis.
    public func distribution(_ distribution: StackConfiguration.Distribution) -> Self {
        applying(.distribution(distribution))
    }

    /// `customSpacing`: the spacing after one arranged view (`setCustomSpacing(_:after:)`).
    /// Calls add up in order; a second value for the same view replaces the first.
    public func customSpacing(_ value: Double, after id: String) -> Self {
        var entries = node.spec.stack?.customSpacing ?? []
        entries.removeAll { $0.afterID == id }
        entries.append(CustomSpacing(afterID: id, value: value))
        return applying(.customSpacing(entries))
    }

    /// `customSpacing` after the view a reference names.
    public func customSpacing(_ value: Double, after ref: ViewRef) -> Self {
        customSpacing(value, after: ref.item.description)
    }

    /// `baselineRelativeArrangement`: spacing measured between baselines.
    public func baselineRelativeArrangement(_ on: Bool = true) -> Self { applying(.baselineRelativeArrangement(on)) }

    /// `layoutMarginsRelativeArrangement`: arranged views inset by the layout margins.
    public func layoutMarginsRelativeArrangement(_ on: Bool = true) -> Self {
        applying(.layoutMarginsRelativeArrangement(on))
    }

    /// `model`: the stack's constraint model (`uikit` or `fdstackview`).
    public func model(_ model: StackConfiguration.Model) -> Self { applying(.model(model)) }
}

/// Builds the node of a stack from its arranged views.
enum StackNode {
    static func make(axis: Axis, spacing: Double, alignment: StackConfiguration.Alignment,
                     distribution: StackConfiguration.Distribution, arranged: [LayoutNode]) -> LayoutNode {
        var stack = StackSpec(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing)
        var problems: [LayoutProblem] = []
        for (index, child) in arranged.enumerated() {
            problems += child.problems.map { $0.under("arranged[\(index)]") }
            stack.arranged.append(child.spec)
        }
        return LayoutNode(ViewSpec(.stack(stack)), problems: problems)
    }
}
