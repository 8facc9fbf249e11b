import AutoLayout

/// A layout guide of the document expressed through its owning view, since specs have no
/// guides: each guide attribute is an attribute of the owner plus a fixed offset.
///
/// - `safeArea`: the owner's edges moved in by the safe-area insets (the device's for a
///   view controller's view, none for other views);
/// - `layoutMargins`: the owner's margin attributes (`leading` → `leadingMargin`, …);
/// - the old top and bottom layout guides of a view controller: the status bar's bottom
///   edge and the screen's bottom edge (above the home indicator).
struct GuideAnchor: Sendable {
    enum Kind: Sendable {
        case safeArea(EdgeInsets)
        case margins(DirectionalInsets)
        case topLayoutGuide(Double)
        case bottomLayoutGuide(Double)
    }

    /// The owner's spec name (`root` or an id).
    var owner: String
    var kind: Kind

    /// The owner's attribute and the offset to add to it, or nil for an attribute the guide
    /// does not have (baselines).
    func resolve(_ attribute: Attribute) -> (attribute: Attribute, offset: Double)? {
        switch kind {
        case .safeArea(let i):
            switch attribute {
            case .top: return (.top, i.top)
            case .bottom: return (.bottom, -i.bottom)
            case .left, .leading: return (attribute, i.left)
            case .right, .trailing: return (attribute, -i.right)
            case .centerX: return (.centerX, (i.left - i.right) / 2)
            case .centerY: return (.centerY, (i.top - i.bottom) / 2)
            case .width: return (.width, -(i.left + i.right))
            case .height: return (.height, -(i.top + i.bottom))
            default: return nil
            }
        case .margins(let m):
            switch attribute {
            case .top: return (.topMargin, 0)
            case .bottom: return (.bottomMargin, 0)
            case .left: return (.leftMargin, 0)
            case .right: return (.rightMargin, 0)
            case .leading: return (.leadingMargin, 0)
            case .trailing: return (.trailingMargin, 0)
            case .centerX: return (.centerXWithinMargins, 0)
            case .centerY: return (.centerYWithinMargins, 0)
            case .width: return (.width, -(m.leading + m.trailing))
            case .height: return (.height, -(m.top + m.bottom))
            default: return nil
            }
        case .topLayoutGuide(let height):
            switch attribute {
            case .top: return (.top, 0)
            case .bottom: return (.top, height)
            default: return nil
            }
        case .bottomLayoutGuide(let height):
            switch attribute {
            case .top: return (.bottom, -height)
            case .bottom: return (.bottom, 0)
            default: return nil
            }
        }
    }
}
