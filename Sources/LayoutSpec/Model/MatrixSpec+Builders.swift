import AutoLayout

/// Matrices in Swift: `.appearance(.light, .dark)`, `.dark`, `.device(.iPhoneSE3, .iPadPro11)`,
/// combined with `and` — as the testing API and the layout DSL take them.
extension MatrixSpec {
    /// Each of these appearances.
    public static func appearance(_ styles: Appearance.Style...) -> MatrixSpec { MatrixSpec(appearance: styles) }
    /// Each of these devices.
    public static func device(_ devices: DevicePreset...) -> MatrixSpec { MatrixSpec(device: devices) }
    /// Each of these orientations.
    public static func orientation(_ values: DevicePreset.Orientation...) -> MatrixSpec { MatrixSpec(orientation: values) }
    /// Each of these contrasts.
    public static func contrast(_ values: Appearance.Contrast...) -> MatrixSpec { MatrixSpec(contrast: values) }
    /// Each of these content size categories.
    public static func contentSize(_ values: ContentSizeCategory...) -> MatrixSpec { MatrixSpec(contentSize: values) }
    /// Each of these directions.
    public static func direction(_ values: LayoutDirection...) -> MatrixSpec { MatrixSpec(direction: values) }
    /// Each of these scales.
    public static func scale(_ values: Int...) -> MatrixSpec { MatrixSpec(scale: values) }

    /// The dark appearance only (snapshots named `<name>.dark`).
    public static let dark = appearance(.dark)
    /// Light and dark (`<name>` and `<name>.dark` on a light spec).
    public static let lightAndDark = appearance(.light, .dark)
    /// Right to left only.
    public static let rtl = direction(.rtl)
    /// Increase Contrast only.
    public static let highContrast = contrast(.high)

    /// Both matrices' axes; where both give one, `other`'s.
    public func and(_ other: MatrixSpec) -> MatrixSpec { other.merged(over: self) }
}
