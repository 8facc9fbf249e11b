import AutoLayout

/// The canvas keys a variant changes; nil = unchanged. For `width` and `height`,
/// `.some(nil)` (written `width: null`) switches the variant to fitting the content.
public struct CanvasOverride: Sendable, Equatable {
    /// New width; `.some(nil)` = fit the content.
    public var width: Double??
    /// New height; `.some(nil)` = fit the content.
    public var height: Double??
    /// New scale (1, 2 or 3).
    public var scale: Int?
    /// New background color.
    public var background: SpecColor?
    /// New writing direction.
    public var direction: LayoutDirection?
    /// New device: the canvas takes its size and scale (before the width, height and
    /// scale of the same override).
    public var device: DevicePreset?
    /// New orientation of the device.
    public var orientation: DevicePreset.Orientation?
    /// New bars.
    public var chrome: ChromeSpec?
    /// New appearance style (light or dark).
    public var appearance: Appearance.Style?
    /// New contrast.
    public var contrast: Appearance.Contrast?
    /// New `displayCorners`.
    public var displayCorners: Bool?
    /// New safe-area insets of the screen (`safeArea`).
    public var safeArea: EdgeInsets?
    /// New content size category.
    public var contentSize: ContentSizeCategory?
    /// New size classes.
    public var horizontalSizeClass: DevicePreset.SizeClass?
    public var verticalSizeClass: DevicePreset.SizeClass?

    public init(width: Double?? = nil, height: Double?? = nil, scale: Int? = nil,
                background: SpecColor? = nil, direction: LayoutDirection? = nil, device: DevicePreset? = nil,
                orientation: DevicePreset.Orientation? = nil, appearance: Appearance.Style? = nil,
                contrast: Appearance.Contrast? = nil, contentSize: ContentSizeCategory? = nil,
                horizontalSizeClass: DevicePreset.SizeClass? = nil,
                verticalSizeClass: DevicePreset.SizeClass? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.direction = direction
        self.device = device
        self.orientation = orientation
        self.appearance = appearance
        self.contrast = contrast
        self.contentSize = contentSize
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// True when the override changes nothing.
    public var isEmpty: Bool { self == CanvasOverride() }

    /// The canvas with these changes made.
    public func applied(to canvas: CanvasSpec) -> CanvasSpec {
        var result = canvas
        if device != nil || orientation != nil {
            if let device { result.device = device }
            if let orientation { result.orientation = orientation }
            if let device = result.device {
                let size = device.size(result.orientation)
                result.width = size.width
                result.height = size.height
                result.scale = device.scale
            }
        }
        if let chrome { result.chrome = chrome }
        if let width { result.width = width }
        if let height { result.height = height }
        if let scale { result.scale = scale }
        if let background { result.background = background }
        if let direction { result.direction = direction }
        if let appearance { result.appearance.style = appearance }
        if let contrast { result.appearance.contrast = contrast }
        if let contentSize { result.contentSize = contentSize }
        if let displayCorners { result.displayCorners = displayCorners }
        if let safeArea { result.screenSafeArea = safeArea }
        if let horizontalSizeClass { result.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { result.verticalSizeClass = verticalSizeClass }
        return result
    }
}
