/// The input of the layout engine: a tree of views (index 0 is the canvas) and the
/// constraints between them. Built by the spec module or the Swift DSL; a plain value.
public struct LayoutTree: Sendable {
    /// Every view, in pre-order (a parent before its subviews). `views[0]` is the canvas.
    public var views: [ViewNode]
    /// User constraints, in the order they were written.
    public var constraints: [ConstraintSpec]
    /// Views that place their items as a collection view's flow layout does, by view index
    /// (kept apart from ``ViewNode``: few views have one, and every pass reads the nodes).
    public var flows: [Int: FlowConfiguration] = [:]
    /// Writing direction (leading/trailing flip under `rtl`).
    public var direction: LayoutDirection
    /// Canvas size in points; `nil` = fit the content (compressed fitting size).
    public var canvasWidth: Double?
    public var canvasHeight: Double?

    public init(views: [ViewNode], constraints: [ConstraintSpec] = [],
                direction: LayoutDirection = .ltr, canvasWidth: Double? = nil, canvasHeight: Double? = nil) {
        self.views = views
        self.constraints = constraints
        self.direction = direction
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
    }

    /// The index of the view with this id, if any.
    public func index(of id: String) -> Int? { views.firstIndex { $0.id == id } }
}

/// A user constraint with where it came from, for error messages and `stacksnap constraints`.
public struct ConstraintSpec: Sendable, Hashable {
    public var expression: ConstraintExpression
    /// Where it was written.
    public var origin: SourceLocation
    public init(_ expression: ConstraintExpression, origin: SourceLocation) {
        self.expression = expression
        self.origin = origin
    }
}

/// One view of the tree: geometry inputs only, no drawing.
public struct ViewNode: Sendable {
    /// The id from the spec (views without one are laid out but cannot be named).
    public var id: String?
    /// Index of the superview; `nil` only for the canvas.
    public var parent: Int?
    /// Subview indices in order (arranged views of a stack are among them).
    public var subviews: [Int] = []
    public var isHidden = false
    /// The view's own content size, if it has one.
    public var intrinsic: IntrinsicContent = .none
    public var hugging = AxisPriorities(horizontal: 250, vertical: 250)
    public var compressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
    public var layoutMargins = DirectionalInsets.systemDefault
    /// The alignment rect inside the frame; constraints act on the alignment rect.
    public var alignmentInsets = EdgeInsets.zero
    /// Baseline offsets from the top of the frame, for views that are not text.
    public var firstBaseline: Double?
    public var lastBaseline: Double?
    /// Present when the view is a stack view.
    public var stack: StackConfiguration?
    /// True for a label with `lines != 1` (UIKit's multi-line label rules apply in stacks).
    public var isMultilineText = false
    /// The vertical origin of the view's bounds: a scroll view's content offset (a table
    /// under the bars: minus its adjusted content inset). Its subviews are laid out and drawn
    /// where they appear, and their frames are reported in the bounds' space, as UIKit
    /// reports them (a first row under a 92-point inset has frame y 0, not 92).
    public var boundsOriginY = 0.0

    public init(id: String? = nil, parent: Int? = nil) {
        self.id = id
        self.parent = parent
    }
}

/// Per-axis priorities (hugging or compression resistance).
public struct AxisPriorities: Sendable, Hashable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public subscript(axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }
}

/// Where a view's intrinsic content size comes from.
public enum IntrinsicContent: Sendable, Hashable {
    /// No intrinsic size (`UIViewNoIntrinsicMetric` on both axes).
    case none
    /// A fixed size; `nil` on an axis means no intrinsic metric on that axis.
    case fixed(width: Double?, height: Double?)
    /// Measured by the injected ``Measuring`` function. `widthDependent` marks
    /// height-for-width content (multi-line text): it is measured again at its solved width.
    case measured(widthDependent: Bool)
}

/// What a measuring function reports for a view.
public struct Measurement: Sendable, Hashable {
    public var size: Size
    /// Baseline offsets from the top of the frame (text reports real ones).
    public var firstBaseline: Double?
    public var lastBaseline: Double?
    public init(size: Size, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// Measures the content of view `index`; `proposedWidth` is the width to wrap at
/// (`nil` = no limit). Injected so layout never depends on the renderer.
public typealias Measuring = @Sendable (_ index: Int, _ proposedWidth: Double?) -> Measurement

/// The stack-view properties of a view (UIStackView's public API).
public struct StackConfiguration: Sendable, Hashable {
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }
    /// Which constraint model generates the layout.
    public enum Model: String, Sendable, Hashable, CaseIterable {
        /// UIStackView as iOS lays it out, quirks included.
        case uikit
        /// FDStackView's fixes: neighbour-ratio proportional sizing, cross-axis hiding.
        case fdstackview
    }

    public var axis: Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    public var spacing: Double = 0
    /// Spacing after an arranged view, by view index (UIKit's `setCustomSpacing(_:after:)`).
    public var customSpacing: [Int: Double] = [:]
    public var isBaselineRelativeArrangement = false
    public var isLayoutMarginsRelativeArrangement = false
    /// Arranged subview indices, in order (each is also among the stack's subviews).
    public var arranged: [Int] = []
    public var model: Model = .uikit

    public init() {}
}
