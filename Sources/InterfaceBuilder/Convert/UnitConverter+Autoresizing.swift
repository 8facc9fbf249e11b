import AutoLayout

/// Step 2, continued: constraints for views that translate their autoresizing mask, by
/// UIKit's rules (``AutoresizingConstraints``).
///
/// Interface Builder's prototyping constraints, for a view with a fixed frame that does not
/// translate its mask, are the rules' first row whatever the mask: the recorded left, top,
/// width and height.
extension UnitConverter {
    mutating func fixFrame(of id: String, element: IBElement, frame: Rect, parent: String,
                           parentSize: (width: Double, height: Double), prototyping: Bool = false) {
        let mask = prototyping ? AutoresizingConstraints.Mask() : IBGeometry.mask(of: element)
        let constraints = AutoresizingConstraints.make(
            view: .named(id), superview: parent == "root" ? .root : .named(parent), frame: frame,
            superviewSize: Size(width: parentSize.width, height: parentSize.height), mask: mask)
        for constraint in constraints {
            if let problem = Self.problem(constraint, maxMagnitude: maxMagnitude) {
                diagnostics.warn("\(element.label): its frame gives '\(constraint.specText)': \(problem); skipped", about: element)
                continue
            }
            frameConstraints.append((constraint, element.position))
        }
    }
}
