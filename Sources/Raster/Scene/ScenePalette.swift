import Pixels

/// The system colors the built-in drawings (switches, controls, bars, table cells, text
/// placeholders) paint with, resolved for one appearance: UIKit's semantic colors under
/// their UIKit names, plus the few colors of UIKit's controls that have no public name.
///
/// ``light`` is UIKit's light appearance at normal contrast. A caller drawing in another
/// appearance (dark, high contrast) gives the values of that appearance.
public struct ScenePalette: Sendable, Equatable {
    /// `tintColor`'s default, `systemBlue`.
    public var tint: RGBA
    /// `label`: primary text and glyphs.
    public var label: RGBA
    /// `secondaryLabel`.
    public var secondaryLabel: RGBA
    /// `tertiaryLabel`: disabled glyphs, the disclosure chevron.
    public var tertiaryLabel: RGBA
    /// `placeholderText`: a text field's placeholder.
    public var placeholderText: RGBA
    /// `systemGray`: the search bar's magnifying glass, the activity indicator.
    public var systemGray: RGBA
    /// `systemGray3`: the clear button's circle.
    public var systemGray3: RGBA
    /// `systemGreen`: a switch that is on.
    public var systemGreen: RGBA
    /// `systemFill`: a slider's and a progress view's track.
    public var systemFill: RGBA
    /// `secondarySystemFill`: a switch that is off.
    public var secondarySystemFill: RGBA
    /// `tertiarySystemFill`: the segmented control's, the stepper's and the search field's
    /// background.
    public var tertiarySystemFill: RGBA
    /// `systemBackground`: a plain table's cells, a rounded-rect text field, an opaque bar.
    public var systemBackground: RGBA
    /// `secondarySystemGroupedBackground`: a grouped table's cells.
    public var secondarySystemGroupedBackground: RGBA
    /// `opaqueSeparator`: the lines between table rows.
    public var opaqueSeparator: RGBA
    /// The translucent bars' fill (UIKit's chrome material, drawn flat), opaque: a
    /// translucent bar draws it at 94 %.
    public var barBackground: RGBA
    /// The hairline under a navigation bar and over a tab bar or toolbar.
    public var barShadow: RGBA
    /// A tab bar item that is not selected.
    public var unselectedTab: RGBA
    /// The selected segment's fill.
    public var selectedSegment: RGBA

    public init(tint: RGBA, label: RGBA, secondaryLabel: RGBA, tertiaryLabel: RGBA, placeholderText: RGBA,
                systemGray: RGBA, systemGray3: RGBA, systemGreen: RGBA, systemFill: RGBA, secondarySystemFill: RGBA,
                tertiarySystemFill: RGBA, systemBackground: RGBA, secondarySystemGroupedBackground: RGBA,
                opaqueSeparator: RGBA, barBackground: RGBA, barShadow: RGBA, unselectedTab: RGBA,
                selectedSegment: RGBA) {
        self.tint = tint
        self.label = label
        self.secondaryLabel = secondaryLabel
        self.tertiaryLabel = tertiaryLabel
        self.placeholderText = placeholderText
        self.systemGray = systemGray
        self.systemGray3 = systemGray3
        self.systemGreen = systemGreen
        self.systemFill = systemFill
        self.secondarySystemFill = secondarySystemFill
        self.tertiarySystemFill = tertiarySystemFill
        self.systemBackground = systemBackground
        self.secondarySystemGroupedBackground = secondarySystemGroupedBackground
        self.opaqueSeparator = opaqueSeparator
        self.barBackground = barBackground
        self.barShadow = barShadow
        self.unselectedTab = unselectedTab
        self.selectedSegment = selectedSegment
    }

    /// UIKit's light appearance (iOS 13–17).
    public static let light = ScenePalette(
        tint: RGBA(r: 0x00, g: 0x7A, b: 0xFF),
        label: RGBA(r: 0, g: 0, b: 0),
        secondaryLabel: RGBA(r: 0x3C, g: 0x3C, b: 0x43, a: 0x99),
        tertiaryLabel: RGBA(r: 0x3C, g: 0x3C, b: 0x43, a: 0x4C),
        placeholderText: RGBA(r: 0x3C, g: 0x3C, b: 0x43, a: 0x4C),
        systemGray: RGBA(r: 0x8E, g: 0x8E, b: 0x93),
        systemGray3: RGBA(r: 0xC7, g: 0xC7, b: 0xCC),
        systemGreen: RGBA(r: 0x34, g: 0xC7, b: 0x59),
        systemFill: RGBA(r: 0x78, g: 0x78, b: 0x80, a: 0x33),
        secondarySystemFill: RGBA(r: 0x78, g: 0x78, b: 0x80, a: 0x29),
        tertiarySystemFill: RGBA(r: 0x76, g: 0x76, b: 0x80, a: 0x1F),
        systemBackground: RGBA(r: 0xFF, g: 0xFF, b: 0xFF),
        secondarySystemGroupedBackground: RGBA(r: 0xFF, g: 0xFF, b: 0xFF),
        opaqueSeparator: RGBA(r: 0xC6, g: 0xC6, b: 0xC8),
        barBackground: RGBA(r: 0xF9, g: 0xF9, b: 0xF9),
        barShadow: RGBA(r: 0, g: 0, b: 0, a: 0x4D),
        unselectedTab: RGBA(r: 0x99, g: 0x99, b: 0x99),
        selectedSegment: RGBA(r: 0xFF, g: 0xFF, b: 0xFF))
}
