import AutoLayout
import LayoutSpec

/// Container views: the controller a `<containerView>` embeds (its `embed` segue's
/// destination) has its view drawn inside it, filling it, as UIKit adds an embedded
/// controller's view with flexible width and height. The embedded view's own constraints
/// and subviews come with it; its recorded frame is not read.
extension UnitConverter {
    mutating func embeddedView(in element: IBElement, id: String, path: String) -> [ViewSpec] {
        guard let containerID = element.id, let root = unit.embedded[containerID] else {
            diagnostics.warn("\(element.label) embeds no controller's view in this document; it is drawn empty", about: element)
            return []
        }
        guard !embedding.contains(containerID) else { return [] }
        embedding.insert(containerID)
        defer { embedding.remove(containerID) }
        embeddedRoots.append(root)
        var child = view(root, path: "\(path).subviews[0]", parent: id, parentSize: (0, 0), placedByParent: true)
        // A controller's view has the system's side margins; inside a container it has no
        // safe area of its own to add.
        let side = unit.device?.sideMargin ?? DevicePreset.sideMargin(forWidth: unit.width)
        if IBGeometry.insets(root, key: "layoutMargins", directionalKey: "directionalLayoutMargins") == nil {
            child.layoutMargins = DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
        }
        if let childID = child.id {
            for attribute in [Attribute.left, .right, .top, .bottom] {
                frameConstraints.append((ConstraintExpression(first: AnchorName(.named(childID), attribute), relation: .equal,
                                                              second: AnchorName(.named(id), attribute)), root.position))
            }
        }
        return [child]
    }
}
