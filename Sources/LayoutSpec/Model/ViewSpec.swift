import AutoLayout

/// One view of a spec: its kind with the kind's own properties, the properties every view
/// has, and its subviews.
///
/// Defaults are UIKit's. Optional properties are nil when the spec does not set them and
/// the kind's default applies (see ``effectiveHugging``).
public struct ViewSpec: Sendable, Equatable {
    /// The id other parts of the spec name the view by (unique in a document).
    public var id: String?
    /// The kind of view and the properties only that kind has.
    public var content: ViewContent
    /// Children positioned by constraints (a stack's arranged views are in ``StackSpec/arranged``).
    public var subviews: [ViewSpec]

    /// `hidden`: hidden views are not drawn; inside a stack they collapse as in UIKit.
    public var isHidden: Bool = false
    /// `intrinsicSize`: overrides whatever content size the kind would have.
    public var intrinsicSize: IntrinsicSizeSpec?
    /// `hugging`; nil = the kind's default: 250 on both axes, 1 for a spacer, 750 for the
    /// fixed-size controls (switch, stepper, activity indicator), 750 vertically for a
    /// progress view.
    public var hugging: AxisPriorities?
    /// `compressionResistance`; nil = 750 on both axes.
    public var compressionResistance: AxisPriorities?
    /// `layoutMargins`, `[top, leading, bottom, trailing]`.
    public var layoutMargins: DirectionalInsets = .systemDefault
    /// `alignmentInsets`, `[top, left, bottom, right]`: the alignment rect inside the frame.
    public var alignmentInsets: EdgeInsets = .zero
    /// `firstBaseline` / `lastBaseline`: offsets from the top, for views that are not text.
    public var firstBaseline: Double?
    /// Offset of the last baseline from the top.
    public var lastBaseline: Double?
    /// `background`; nil = none drawn (clear).
    public var background: SpecColor?
    /// `border`; nil = none.
    public var border: BorderSpec?
    /// `cornerRadius` in points.
    public var cornerRadius: Double = 0
    /// `alpha`, 0…1: opacity of the view and everything in it.
    public var alpha: Double = 1
    /// `clipsToBounds`: subviews are cut at the view's bounds.
    public var clipsToBounds: Bool = false
    /// `accessibility`: what VoiceOver reads; nil = the kind's defaults.
    public var accessibility: AccessibilitySpec?
    /// `audit`: accessibility audit rules that do not apply to this view and what is inside it.
    public var audit: AuditExemption?

    public init(id: String? = nil, _ content: ViewContent = .view, subviews: [ViewSpec] = []) {
        self.id = id
        self.content = content
        self.subviews = subviews
    }

    /// The kind of view.
    public var type: ViewType { content.type }

    /// Hugging priorities in force: the spec's, or the kind's default.
    public var effectiveHugging: AxisPriorities {
        if let hugging { return hugging }
        switch type {
        case .spacer: return AxisPriorities(horizontal: 1, vertical: 1)
        // Fixed-size controls hug their size, as Interface Builder creates them.
        case .switch, .stepper, .activityIndicatorView: return AxisPriorities(horizontal: 750, vertical: 750)
        case .progressView: return AxisPriorities(horizontal: 250, vertical: 750)
        default: return AxisPriorities(horizontal: 250, vertical: 250)
        }
    }

    /// Alignment insets in force: the spec's, or the kind's own when it sets none (a slider's
    /// 2 points left and right).
    public var effectiveAlignmentInsets: EdgeInsets {
        alignmentInsets == .zero ? content.builtInAlignmentInsets : alignmentInsets
    }

    /// Compression resistance in force: the spec's, or 750 on both axes.
    public var effectiveCompressionResistance: AxisPriorities {
        compressionResistance ?? AxisPriorities(horizontal: 750, vertical: 750)
    }

    /// The stack properties, when the view is a stack.
    public var stack: StackSpec? {
        if case .stack(let stack) = content { return stack }
        return nil
    }

    /// The views directly inside this one: a stack's arranged views first, then subviews.
    public var children: [ViewSpec] { (stack?.arranged ?? []) + subviews }
}
