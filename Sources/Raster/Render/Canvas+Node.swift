import CCairo

extension Canvas {
    /// Draws a node and its subtree like Core Animation: background, content, children,
    /// border; the whole group faded by `alpha`; corner radius shaping the background and
    /// border, and content and children too when the node clips to bounds.
    func draw(_ node: SceneNode) throws(RenderError) {
        guard node.frame.isDrawable, node.alpha.isFinite, node.alpha > 0 else { return }
        let alpha = min(1, node.alpha)
        // A lone fill can carry the alpha itself; anything layered needs a group, or
        // overlapping parts would show through each other.
        let needsGroup = alpha < 1 && (node.content != nil || node.border != nil || !node.children.isEmpty)
        if needsGroup {
            // The group surface covers the clip extents: limit them to what the subtree can
            // paint, or every translucent node would allocate and composite a whole canvas.
            cairo_save(cr)
            let bounds = node.paintBounds
            cairo_rectangle(cr, bounds.x, bounds.y, bounds.width, bounds.height)
            cairo_clip(cr)
            cairo_push_group(cr)
        }
        let radius = node.cornerRadius
        let fade = needsGroup ? 1 : alpha
        if let background = node.background {
            fill(node.frame, radius: radius, color: background, alpha: fade)
        }
        if node.content != nil || !node.children.isEmpty {
            try saved { () throws(RenderError) in
                if node.clipsToBounds {
                    setSmooth(radius > 0)
                    addRect(node.frame, radius: radius)
                    cairo_clip(cr)
                }
                if case .placeholder(let label)? = node.content {
                    // The view's own background stays visible behind the placeholder's marks.
                    try drawPlaceholder(label, in: node.frame, filled: node.background == nil)
                } else if let content = node.content {
                    try draw(content, in: node.frame)
                }
                for child in node.children { try draw(child) }
            }
        }
        if let border = node.border {
            fillBorder(node.frame, radius: radius, width: border.width, color: border.color, alpha: fade)
        }
        if needsGroup {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
    }

    /// Draws one kind of content inside a frame.
    func draw(_ content: SceneContent, in frame: SceneRect) throws(RenderError) {
        switch content {
        case let .text(style, insets):
            try drawText(style, in: frame.inset(by: insets))
        case let .image(bitmap, mode, imageScale):
            try drawImage(bitmap, mode: mode, imageScale: imageScale, in: frame)
        case let .symbol(name, color, mode):
            drawSymbol(name, color: color, mode: mode, in: frame)
        case let .toggle(isOn, tint, width, height):
            drawToggle(isOn: isOn, tint: tint, in: SceneRect(x: frame.x, y: frame.y, width: width, height: height))
        case let .control(control):
            try draw(control, in: frame)
        case let .placeholder(label):
            try drawPlaceholder(label, in: frame)
        }
    }
}

extension SceneNode {
    /// A rectangle holding everything this subtree can paint: the frames, content that may
    /// spill out of them (aspect-fill and natural-size images, a switch's fixed size and
    /// shadow), plus a margin for glyph overhang and antialiasing.
    var paintBounds: SceneRect {
        var bounds = frame
        func include(_ rect: SceneRect) {
            guard rect.isDrawable else { return }
            let x0 = min(bounds.x, rect.x), y0 = min(bounds.y, rect.y)
            bounds = SceneRect(x: x0, y: y0, width: max(bounds.maxX, rect.maxX) - x0, height: max(bounds.maxY, rect.maxY) - y0)
        }
        switch content {
        case let .image(bitmap, mode, scale)?:
            include(mode.placement(of: Canvas.naturalSize(of: bitmap, scale: scale), in: frame))
        case let .toggle(_, _, width, height)?:
            // The knob's shadow reaches 4 points past the track, 8 below it.
            include(SceneRect(x: frame.x - 4, y: frame.y - 4, width: width + 8, height: height + 12))
        case .control(.blur)?:
            break
        case .control?:
            // Thumb and segment shadows reach a few points past the frame.
            include(SceneRect(x: frame.x - 4, y: frame.y - 4, width: frame.width + 8, height: frame.height + 10))
        default:
            break
        }
        if !clipsToBounds {
            for child in children { include(child.paintBounds) }
        }
        let margin = 8.0
        return SceneRect(x: bounds.x - margin, y: bounds.y - margin, width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)
    }
}
