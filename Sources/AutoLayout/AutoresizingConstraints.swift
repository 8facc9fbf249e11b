/// The constraints UIKit makes for a view that translates its autoresizing mask
/// (`translatesAutoresizingMaskIntoConstraints`): its frame and mask against its
/// superview, one pair per axis.
///
/// With origin `x`, length `w`, the far margin `r` and the superview's length when the
/// frame was set `W` (`x + w + r = W`), and `S` the superview's length at layout time:
///
/// | flexible         | constraints                                                  |
/// |------------------|--------------------------------------------------------------|
/// | none, far margin | `min = x`, `length = w`                                      |
/// | near margin      | `max = S − r`, `length = w`                                  |
/// | length           | `min = x`, `max = S − r`                                     |
/// | both margins     | `min = (S − w) · x / (x + r)`, `length = w`                  |
/// | near + length    | `max = S − r`, `min = (S − r) · x / (x + w)`                 |
/// | length + far     | `min = x`, `length = (S − x) · w / (w + r)`                  |
/// | all three        | `min = S · x / W`, `length = S · w / W`                      |
///
/// (`min`/`max` are left/right or top/bottom; the proportional forms are written against
/// the superview's far edge, which is `S` in its own coordinates.) At the superview's
/// length when the frame was set, every row gives back that frame.
public enum AutoresizingConstraints {
    /// `UIView.AutoresizingMask`: which parts of the frame may stretch.
    public struct Mask: Sendable, Equatable {
        public var flexibleLeft = false, flexibleWidth = false, flexibleRight = false
        public var flexibleTop = false, flexibleHeight = false, flexibleBottom = false

        public init(flexibleLeft: Bool = false, flexibleWidth: Bool = false, flexibleRight: Bool = false,
                    flexibleTop: Bool = false, flexibleHeight: Bool = false, flexibleBottom: Bool = false) {
            self.flexibleLeft = flexibleLeft
            self.flexibleWidth = flexibleWidth
            self.flexibleRight = flexibleRight
            self.flexibleTop = flexibleTop
            self.flexibleHeight = flexibleHeight
            self.flexibleBottom = flexibleBottom
        }
    }

    /// The four constraints (horizontal pair, then vertical) that hold `view` at `frame` in
    /// `superview`, whose size was `superviewSize` when the frame was set.
    public static func make(view: ItemName, superview: ItemName, frame: Rect,
                            superviewSize: Size, mask: Mask) -> [ConstraintExpression] {
        axis(view, superview, (.left, .right, .width), origin: frame.x, length: frame.width, total: superviewSize.width,
             flexible: (mask.flexibleLeft, mask.flexibleWidth, mask.flexibleRight))
            + axis(view, superview, (.top, .bottom, .height), origin: frame.y, length: frame.height,
                   total: superviewSize.height, flexible: (mask.flexibleTop, mask.flexibleHeight, mask.flexibleBottom))
    }

    private static func axis(_ view: ItemName, _ parent: ItemName, _ names: (min: Attribute, max: Attribute, length: Attribute),
                             origin x: Double, length w: Double, total W: Double,
                             flexible: (near: Bool, length: Bool, far: Bool)) -> [ConstraintExpression] {
        let r = W - x - w
        func anchor(_ attribute: Attribute) -> AnchorName { AnchorName(view, attribute) }
        func of(_ attribute: Attribute) -> AnchorName { AnchorName(parent, attribute) }
        func equal(_ first: AnchorName, _ second: AnchorName?, times multiplier: Double = 1,
                   plus constant: Double) -> ConstraintExpression {
            ConstraintExpression(first: first, relation: .equal, second: second, multiplier: multiplier,
                                 constant: constant == 0 ? 0 : constant)
        }
        let fixedMin = equal(anchor(names.min), of(names.min), plus: x)
        let fixedMax = equal(anchor(names.max), of(names.max), plus: -r)
        let fixedLength = equal(anchor(names.length), nil, plus: w)
        // `view.min == k × parent.max + c`: a share of the superview's length.
        func proportionalMin(_ k: Double, _ c: Double) -> ConstraintExpression {
            k == 0 ? equal(anchor(names.min), of(names.min), plus: c)
                : equal(anchor(names.min), of(names.max), times: k, plus: c)
        }
        func proportionalLength(_ k: Double, _ c: Double) -> ConstraintExpression {
            k == 0 ? equal(anchor(names.length), nil, plus: max(0, c))
                : equal(anchor(names.length), of(names.length), times: k, plus: c)
        }
        switch flexible {
        case (false, false, _):
            return [fixedMin, fixedLength]
        case (true, false, false):
            return [fixedMax, fixedLength]
        case (false, true, false):
            return [fixedMin, fixedMax]
        case (true, false, true):
            guard x + r != 0 else { return [fixedMin, fixedLength] }
            let k = x / (x + r)
            return [proportionalMin(k, -k * w), fixedLength]
        case (true, true, false):
            guard x + w != 0 else { return [fixedMin, fixedMax] }
            let k = x / (x + w)
            return [proportionalMin(k, -k * r), fixedMax]
        case (false, true, true):
            guard w + r != 0 else { return [fixedMin, fixedLength] }
            let k = w / (w + r)
            return [fixedMin, proportionalLength(k, -k * x)]
        case (true, true, true):
            guard W != 0 else { return [fixedMin, fixedLength] }
            return [proportionalMin(x / W, 0), proportionalLength(w / W, 0)]
        }
    }
}
