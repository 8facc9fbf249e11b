import AutoLayout

/// The canvas: the size of the picture, its pixel density, its background and direction.
public struct CanvasSpec: Sendable, Equatable {
    /// Width in points; nil = fit the content.
    public var width: Double?
    /// Height in points; nil = fit the content.
    public var height: Double?
    /// Pixels per point: 1, 2 or 3 (default 2).
    public var scale: Int = 2
    /// Default `systemBackground` (white, or black in the dark appearance).
    public var background: SpecColor = .systemBackground
    /// `rtl` flips leading and trailing.
    public var direction: LayoutDirection = .ltr
    /// `device`: the screen the canvas is (its size, scale and safe area); nil = none.
    public var device: DevicePreset?
    /// `orientation` of the device (default portrait).
    public var orientation: DevicePreset.Orientation = .portrait

    /// `appearance` (light or dark) and `contrast` (normal or high): what dynamic colors,
    /// the system colors among them, resolve to.
    public var appearance = Appearance.light
    /// `displayCorners`: round the picture's corners as the device's display is rounded
    /// (default false; nothing changes without a device or on a square screen).
    public var displayCorners = false
    /// `contentSize`: the content size category text styles are sized for (default large).
    public var contentSize = ContentSizeCategory.large
    /// `horizontalSizeClass`, `verticalSizeClass`: set, or nil for the device's (a canvas
    /// without a device has none unless set).
    public var horizontalSizeClass: DevicePreset.SizeClass?
    public var verticalSizeClass: DevicePreset.SizeClass?

    /// The size classes the canvas is drawn in: each the one set, else the device's in its
    /// orientation; nil where neither gives one.
    public var sizeClasses: (horizontal: DevicePreset.SizeClass?, vertical: DevicePreset.SizeClass?) {
        let device = self.device?.sizeClasses(orientation)
        return (horizontalSizeClass ?? device?.horizontal, verticalSizeClass ?? device?.vertical)
    }
    /// `chrome`: the screen's bars (default none).
    public var chrome = ChromeSpec()

    /// `safeArea`: the screen's own safe-area insets, in place of the device's (a screen
    /// the presets do not have, or a canvas without a device that stands for one); nil = the
    /// device's, or none.
    public var screenSafeArea: EdgeInsets?

    /// The safe-area insets of the screen (the canvas's own, else the device's; zero with
    /// neither), with the bars.
    public var safeArea: EdgeInsets {
        var insets = screenSafeArea ?? device?.safeArea(orientation) ?? .zero
        insets.top += chrome.topHeight
        insets.bottom += chrome.bottomHeight
        return insets
    }

    public init(width: Double? = nil, height: Double? = nil, scale: Int = 2,
                background: SpecColor = .systemBackground, direction: LayoutDirection = .ltr) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.direction = direction
    }
}
