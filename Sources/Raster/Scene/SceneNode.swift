import Pixels

/// One view in a scene: a box with optional background, border, corner radius, alpha,
/// clipping, content and children, drawn the way a `CALayer` is.
///
/// Drawing order: background, content, children, then the border on top (Core Animation
/// composites a layer's border above its contents and sublayers).
public struct SceneNode: Sendable {
    /// The frame in absolute canvas points.
    public var frame: SceneRect
    /// Opacity of the node and its children, applied to the group as a whole (0…1).
    public var alpha: Double
    /// Clips content and children to the (rounded) frame, like `clipsToBounds`.
    public var clipsToBounds: Bool
    /// Corner radius in points; clamped to half the shorter side.
    public var cornerRadius: Double
    /// Fill of the (rounded) frame, drawn first.
    public var background: RGBA?
    /// A border drawn inside the frame, like `CALayer.borderWidth`/`borderColor`.
    public var border: SceneBorder?
    /// What the node draws above its background (text, image, symbol, switch…).
    public var content: SceneContent?
    /// Children, drawn in order above the content; their frames are absolute too.
    public var children: [SceneNode]

    public init(frame: SceneRect, alpha: Double = 1, clipsToBounds: Bool = false, cornerRadius: Double = 0,
                background: RGBA? = nil, border: SceneBorder? = nil, content: SceneContent? = nil,
                children: [SceneNode] = []) {
        self.frame = frame
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.cornerRadius = cornerRadius
        self.background = background
        self.border = border
        self.content = content
        self.children = children
    }
}

/// A border drawn inside a node's frame.
public struct SceneBorder: Sendable, Hashable {
    /// Width in points; a width of `1 / scale` is a one-pixel hairline.
    public var width: Double
    public var color: RGBA
    public init(width: Double, color: RGBA) { self.width = width; self.color = color }
}

/// What a node draws inside its frame, above its background.
public enum SceneContent: Sendable {
    /// A label's text (or a button's title), laid out exactly as `Typesetter.measure` does,
    /// inside the frame shrunk by `insets` and centred vertically like UILabel.
    case text(TextStyle, insets: SceneInsets = .zero)
    /// A decoded image drawn with a content mode; `scale` is the image's pixels per point
    /// (2 for an `@2x` asset).
    case image(Bitmap, ContentMode, scale: Double = 1)
    /// A symbol (a built-in shape or an outline icon under an SF Symbol name) in one
    /// color, placed with a content mode.
    case symbol(Symbol, color: RGBA, ContentMode = .scaleAspectFit)
    /// A UISwitch at the frame's top-left corner: 51 × 31 points, UIKit's size whatever the
    /// frame, or the size given (iOS 26's switch is 63 × 28).
    case toggle(isOn: Bool, tint: RGBA? = nil, width: Double = 51, height: Double = 31)
    /// A value control (segmented control, slider, stepper, progress bar, activity indicator).
    case control(ControlDrawing)
    /// A labelled, crossed-out box for elements the renderer does not draw.
    case placeholder(label: String)
}

extension SceneNode {
    /// Whether this node or any descendant draws text (and so needs the fonts).
    var containsText: Bool {
        switch content {
        case .text, .placeholder, .control(.segmented), .control(.textField), .control(.textView), .control(.navigationBar),
             .control(.toolbar), .control(.tabBar), .control(.searchBar), .control(.wheels), .control(.dateCapsules),
             .control(.calendar): return true
        default: return children.contains { $0.containsText }
        }
    }
}
