import AutoLayout
import LayoutSpec

/// Modifiers every view has: the spec keys common to all kinds.
///
/// Each sets what the spec key of the same name sets, with the same defaults, so a layout
/// written here and the spec file that says the same build equal documents. Partial forms
/// (`hugging(h:)`) keep the other axis at its current value, as a partial spec mapping does.
extension LayoutElement {
    /// `id`: the name constraints and outputs use for the view.
    public func id(_ id: String) -> Self { configure { $0.id = id } }

    /// `id` from a reference, so the same value names the view and its anchors.
    public func id(_ ref: ViewRef) -> Self {
        guard case .named(let id) = ref.item else {
            return noting("id", "'\(ref.item)' names the canvas or a superview, not a view; give the view its own id")
        }
        return self.id(id)
    }

    /// `hidden`: not drawn; inside a stack it collapses, as in UIKit.
    public func hidden(_ isHidden: Bool = true) -> Self { applying(.hidden(isHidden)) }

    /// `intrinsicSize`: the view's own content size; nil on an axis = no intrinsic metric.
    public func intrinsicSize(width: Double?, height: Double?) -> Self {
        applying(.intrinsicSize(width == nil && height == nil ? nil : IntrinsicSizeSpec(width: width, height: height)))
    }

    /// `hugging`: resistance to growing beyond the intrinsic size, per axis (UIKit default 250).
    public func hugging(h: Double? = nil, v: Double? = nil) -> Self {
        let current = node.spec.effectiveHugging
        return applying(.hugging(AxisPriorities(horizontal: h ?? current.horizontal, vertical: v ?? current.vertical)))
    }

    /// `compressionResistance`: resistance to shrinking below the intrinsic size (default 750).
    public func compressionResistance(h: Double? = nil, v: Double? = nil) -> Self {
        let current = node.spec.effectiveCompressionResistance
        return applying(.compressionResistance(
            AxisPriorities(horizontal: h ?? current.horizontal, vertical: v ?? current.vertical)))
    }

    /// `layoutMargins` on every side (UIKit default 8).
    public func layoutMargins(_ all: Double) -> Self {
        layoutMargins(top: all, leading: all, bottom: all, trailing: all)
    }

    /// `layoutMargins`, `[top, leading, bottom, trailing]`.
    public func layoutMargins(top: Double, leading: Double, bottom: Double, trailing: Double) -> Self {
        applying(.layoutMargins(DirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)))
    }

    /// `alignmentInsets`: the alignment rect inside the frame, in absolute directions.
    public func alignmentInsets(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) -> Self {
        applying(.alignmentInsets(EdgeInsets(top: top, left: left, bottom: bottom, right: right)))
    }

    /// `firstBaseline` / `lastBaseline`: offsets from the top, for views that are not text.
    public func baselines(first: Double?, last: Double?) -> Self {
        applying(.firstBaseline(first)).applying(.lastBaseline(last))
    }

    /// `background` from text: `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a color name.
    public func background(_ color: String) -> Self { self.color(color, key: .background) { .background($0) } }

    /// `background` from a color value.
    public func background(_ color: SpecColor) -> Self { applying(.background(color)) }

    /// `border` drawn inside the bounds; the color as text.
    public func border(width: Double = 1, color: String = "#000000") -> Self {
        self.color(color, key: .border) { .border(BorderSpec(width: width, color: $0)) }
    }

    /// `border` with a color value.
    public func border(width: Double = 1, color: SpecColor) -> Self {
        applying(.border(BorderSpec(width: width, color: color)))
    }

    /// `cornerRadius` in points.
    public func cornerRadius(_ radius: Double) -> Self { applying(.cornerRadius(radius)) }

    /// `alpha`, 0…1: opacity of the view and everything in it.
    public func alpha(_ alpha: Double) -> Self { applying(.alpha(alpha)) }

    /// `clipsToBounds`: subviews are cut at the view's bounds.
    public func clipsToBounds(_ clips: Bool = true) -> Self { applying(.clipsToBounds(clips)) }

    /// Adds `subviews`: children positioned by constraints (for any kind of view; a stack's
    /// arranged views are given to its initializer instead).
    public func subviews(@ViewBuilder _ content: () -> [LayoutNode]) -> Self {
        var copy = self
        copy.node.appendSubviews(content())
        return copy
    }
}
