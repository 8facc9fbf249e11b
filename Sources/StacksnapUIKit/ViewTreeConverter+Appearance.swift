import LayoutSpec

/// `overrideUserInterfaceStyle` as the snapshot's appearance.
extension ViewTreeConverter {
    /// The top view's override, else its controller's, else the nearest container's, is
    /// the canvas's light or dark; an override inside the hierarchy cannot be drawn (the
    /// spec has one appearance per snapshot) and is a warning.
    mutating func applyInterfaceStyle() {
        var style = top.overrideUserInterfaceStyle
        var controller = top.controller
        while style == .unspecified, let current = controller {
            style = current.overrideUserInterfaceStyle
            controller = current.parent
        }
        switch style {
        case .dark: canvas.appearance.style = .dark
        case .light: canvas.appearance.style = .light
        case .unspecified: break
        }
        var stack = top.subviews
        while let view = stack.popLast() {
            stack += view.subviews
            if view.overrideUserInterfaceStyle != .unspecified {
                result.notes.append("\(view.debugName): overrideUserInterfaceStyle inside the hierarchy is not drawn; the "
                                    + "snapshot has one appearance (set it on the top view or its controller)")
            }
        }
    }
}
