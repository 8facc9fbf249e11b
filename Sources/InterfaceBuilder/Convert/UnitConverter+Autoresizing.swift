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
        let horizontal = axis(id, parent, ("left", "right", "width"), origin: frame.x, length: frame.width,
                              total: parentSize.width, flexible: (mask.flexibleLeft, mask.flexibleWidth, mask.flexibleRight))
        let vertical = axis(id, parent, ("top", "bottom", "height"), origin: frame.y, length: frame.height,
                            total: parentSize.height, flexible: (mask.flexibleTop, mask.flexibleHeight, mask.flexibleBottom))
        for text in horizontal + vertical {
            if let problem = ConstraintText.problem(text, maxMagnitude: maxMagnitude) {
                diagnostics.warn("\(element.label): its frame gives '\(text)': \(problem); skipped", about: element)
                continue
            }
            frameConstraints.append((text, element.position))
        }
    }

    private func axis(_ view: String, _ parent: String, _ names: (min: String, max: String, length: String),
                      origin x: Double, length w: Double, total W: Double,
                      flexible: (near: Bool, length: Bool, far: Bool)) -> [String] {
        let r = W - x - w
        let fixedMin = "\(view).\(names.min) == \(parent).\(names.min)\(signed(x))"
        let fixedMax = "\(view).\(names.max) == \(parent).\(names.max)\(signed(-r))"
        let fixedLength = "\(view).\(names.length) == \(ConstraintText.number(w))"
        // `view.min == k × parent.max + c`: a share of the superview's length.
        func proportionalMin(_ k: Double, _ c: Double) -> String {
            k == 0 ? "\(view).\(names.min) == \(parent).\(names.min)\(signed(c))"
                : "\(view).\(names.min) == \(ConstraintText.number(k)) * \(parent).\(names.max)\(signed(c))"
        }
        func proportionalLength(_ k: Double, _ c: Double) -> String {
            k == 0 ? "\(view).\(names.length) == \(ConstraintText.number(max(0, c)))"
                : "\(view).\(names.length) == \(ConstraintText.number(k)) * \(parent).\(names.length)\(signed(c))"
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

    /// ` + c`, ` - c`, or nothing for 0.
    private func signed(_ value: Double) -> String {
        value > 0 ? " + \(ConstraintText.number(value))" : value < 0 ? " - \(ConstraintText.number(-value))" : ""
    }
}
