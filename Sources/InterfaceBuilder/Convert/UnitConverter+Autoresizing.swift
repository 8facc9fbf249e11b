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

    /// A view that opts out of its autoresizing constraints but that no constraint names
    /// once the placeholders ("remove at build time") are gone never enters the layout
    /// engine: UIKit leaves it at the frame the nib decoded (until code adds constraints).
    /// Its frame is fixed as Interface Builder's prototyping constraints fix one. Every
    /// constraint the app has at run time counts (`runtime`), the ones skipped here with a
    /// warning too.
    mutating func keepDecodedFrames(besides runtime: [(constraint: IBElement, container: String?)]) {
        guard !unplaced.isEmpty else { return }
        let named = namedViews(runtime)
        for view in unplaced where !named.contains(view.id) {
            fixFrame(of: view.id, element: view.element, frame: view.frame, parent: view.parent,
                     parentSize: view.parentSize, prototyping: true)
        }
    }
}

/// A view that may keep its decoded frame: what ``UnitConverter/fixFrame`` needs to fix it.
struct UnplacedView {
    let id: String
    let element: IBElement
    let frame: Rect
    let parent: String
    let parentSize: (width: Double, height: Double)
}
