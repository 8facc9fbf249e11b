import LayoutSpec

/// A plain view (`UIView`, spec type `view`): a colored box, a container for subviews
/// placed by constraints, or a stand-in with an intrinsic size.
///
/// ```swift
/// Box(size: 44).background("#4A90E2")
/// Box { Label("Inside").id("caption") }.id("card")
/// ```
public struct Box: LayoutElement {
    public var node: LayoutNode

    /// A box with an intrinsic size (either side may be nil: no intrinsic metric there) and
    /// optional subviews.
    public init(width: Double? = nil, height: Double? = nil, @ViewBuilder subviews: () -> [LayoutNode] = { [] }) {
        var spec = ViewSpec(.view)
        if width != nil || height != nil { spec.intrinsicSize = IntrinsicSizeSpec(width: width, height: height) }
        node = LayoutNode(spec)
        node.appendSubviews(subviews())
    }

    /// A square box with intrinsic size `size × size`.
    public init(size: Double, @ViewBuilder subviews: () -> [LayoutNode] = { [] }) {
        self.init(width: size, height: size, subviews: subviews)
    }
}

/// A view given as a spec value: for a view built some other way (read from a file, made by
/// a helper) placed inside a Swift layout.
public struct SpecView: LayoutElement {
    public var node: LayoutNode

    /// The view `spec` describes, subviews included, placed as given.
    public init(_ spec: ViewSpec) { node = LayoutNode(spec) }
}

/// An empty view that stretches first (`spacer`: hugging 1 on both axes).
public struct Spacer: LayoutElement {
    public var node: LayoutNode

    /// A spacer: no size of its own and the lowest hugging, so it takes the room left over.
    public init() { node = LayoutNode(ViewSpec(.spacer)) }
}

/// A switch (`UISwitch`), 51 × 31 points.
public struct Switch: LayoutElement {
    public var node: LayoutNode

    /// A switch, on or off (`isOn`; default off).
    public init(isOn: Bool = false) { node = LayoutNode(ViewSpec(.switch(SwitchSpec(isOn: isOn)))) }
}
