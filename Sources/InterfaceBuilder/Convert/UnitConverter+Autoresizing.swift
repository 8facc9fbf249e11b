import AutoLayout

/// Step 2, continued: constraints for views that translate their autoresizing mask.
///
/// UIKit turns such a view's frame and mask into constraints against its superview, one
/// pair per axis. With origin `x`, length `w`, the far margin `r` and the superview's
/// recorded length `W` (`x + w + r = W`), and `S` the superview's length at layout time:
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
/// the superview's far edge, which is `S` in its own coordinates.) At the recorded size
/// every row gives back the recorded frame.
///
/// Interface Builder's prototyping constraints, for a view with a fixed frame that does not
/// translate its mask, are the first row whatever the mask: the recorded left, top, width
/// and height.
extension UnitConverter {
    mutating func fixFrame(of id: String, element: IBElement, frame: Rect, parent: String,
                           parentSize: (width: Double, height: Double), prototyping: Bool = false) {
        let mask = prototyping ? IBGeometry.Mask() : IBGeometry.mask(of: element)
        let horizontal = axis(id, parent, (.left, .right, .width), origin: frame.x, length: frame.width,
                              total: parentSize.width, flexible: (mask.flexibleLeft, mask.flexibleWidth, mask.flexibleRight))
        let vertical = axis(id, parent, (.top, .bottom, .height), origin: frame.y, length: frame.height,
                            total: parentSize.height, flexible: (mask.flexibleTop, mask.flexibleHeight, mask.flexibleBottom))
        for constraint in horizontal + vertical {
            if let problem = Self.problem(constraint, maxMagnitude: maxMagnitude) {
                diagnostics.warn("\(element.label): its frame gives '\(constraint.specText)': \(problem); skipped", about: element)
                continue
            }
            frameConstraints.append((constraint, element.position))
        }
    }

    private func axis(_ view: String, _ parent: String, _ names: (min: Attribute, max: Attribute, length: Attribute),
                      origin x: Double, length w: Double, total W: Double,
                      flexible: (near: Bool, length: Bool, far: Bool)) -> [ConstraintExpression] {
        let r = W - x - w
        let parentItem: ItemName = parent == "root" ? .root : .named(parent)
        func anchor(_ attribute: Attribute) -> AnchorName { AnchorName(.named(view), attribute) }
        func of(_ attribute: Attribute) -> AnchorName { AnchorName(parentItem, attribute) }
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
