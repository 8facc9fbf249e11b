import AutoLayout
import LayoutSpec

/// A button's `<buttonConfiguration key="configuration" style= cornerStyle= buttonSize=>`
/// with its `baseForegroundColor`, `baseBackgroundColor`, `titleFontDescription` and
/// `contentInsets`.
extension UnitConverter {
    /// The toolsVersion below which Xcode laid configuration buttons out as iOS 15 did
    /// (Xcode 13): a 15-point title, 31 points tall, against 17 points and 35 tall since.
    static let modernConfigurationTools = 21000

    mutating func buttonConfiguration(_ element: IBElement, of button: IBElement) -> ButtonConfigurationSpec {
        var configuration = ButtonConfigurationSpec()
        if let value = element["style"] {
            if let style = ButtonConfigurationSpec.Style(rawValue: value) { configuration.style = style }
            else { diagnostics.warn("\(button.label): unknown configuration style '\(value)'; plain is used", about: element) }
        }
        if let value = element["cornerStyle"] {
            if let corner = ButtonConfigurationSpec.CornerStyle(rawValue: value) { configuration.cornerStyle = corner }
            else { diagnostics.warn("\(button.label): unknown cornerStyle '\(value)'; dynamic is used", about: element) }
        }
        if let size = element["buttonSize"], size != "medium" {
            diagnostics.warn("\(button.label): buttonSize '\(size)' is laid out as medium (its metrics are not measured)",
                             about: element)
        }
        if let color = element.child(key: "baseForegroundColor"), let value = self.color(color) {
            configuration.baseForegroundColor = value
        }
        if let color = element.child(key: "baseBackgroundColor"), let value = self.color(color) {
            configuration.baseBackgroundColor = value
        }
        if let font = element.child(key: "titleFontDescription", named: "fontDescription") {
            if let spec = IBFont.font(font) { configuration.font = spec }
            else { diagnostics.warn("\(button.label): title font not understood; the default is used", about: font) }
        }
        if let insets = element.child(key: "contentInsets", named: "directionalEdgeInsets") {
            configuration.contentInsets = DirectionalInsets(
                top: IBValue.number(insets["top"]) ?? 0, leading: IBValue.number(insets["leading"]) ?? 0,
                bottom: IBValue.number(insets["bottom"]) ?? 0, trailing: IBValue.number(insets["trailing"]) ?? 0)
        }
        if unit.toolsVersion > 0, unit.toolsVersion < Self.modernConfigurationTools {
            // Xcode 13's frames: 31 tall around a 15-point title (an 18-point line + 6.5 + 6.5),
            // 12 at the sides, as every such button of the corpus records. Around an image
            // alone they keep 7 + 7 (a 32-point image in a button recorded 46 tall).
            if configuration.font == nil { configuration.font = FontSpec(size: 15) }
            if configuration.contentInsets == nil, element["title"] != nil {
                configuration.contentInsets = DirectionalInsets(top: 6.5, leading: 12, bottom: 6.5, trailing: 12)
            }
        }
        return configuration
    }
}
