/// Decoding a button's `configuration:`.
extension SpecDecoder {
    /// A style name (`configuration: filled`) or `{style, cornerStyle, size,
    /// baseForegroundColor, baseBackgroundColor, contentInsets, font}`. A mapping's missing
    /// keys keep the button's current configuration (a new one when it has none), so a
    /// variant can write `configuration: {cornerStyle: capsule}`.
    mutating func buttonConfiguration(_ node: SpecNode, _ path: String, current view: ViewSpec)
        -> ButtonConfigurationSpec? {
        var current = ButtonConfigurationSpec()
        if case .button(let button) = view.content, let configuration = button.configuration { current = configuration }
        if case .scalar = node.value {
            // The short form is a whole configuration: the style's defaults, nothing kept.
            return choice(node, path, ButtonConfigurationSpec.Style.self).map { ButtonConfigurationSpec(style: $0) }
        }
        guard let entries = mapping(node, path, allowed: SpecMapping.buttonConfiguration.keys,
                                    what: "a style name or {\(ButtonConfigurationSpec.keys.joined(separator: ", "))}")
        else { return nil }
        var result = current
        var ok = true
        for entry in entries {
            let entryPath = SpecPath.key(path, entry.key)
            switch entry.key {
            case "style":
                if let style = choice(entry.value, entryPath, ButtonConfigurationSpec.Style.self) { result.style = style }
                else { ok = false }
            case "cornerStyle":
                if let corner = choice(entry.value, entryPath, ButtonConfigurationSpec.CornerStyle.self) {
                    result.cornerStyle = corner
                } else { ok = false }
            case "size":
                guard let size = choice(entry.value, entryPath, ButtonConfigurationSpec.Size.self) else { ok = false; continue }
                // No recorded frame shows another size yet: refusing it beats drawing a guess.
                if size != .medium {
                    error("expected medium: the \(size.rawValue) size's font and insets are not measured yet",
                          at: entry.value, entryPath)
                    ok = false
                }
                result.size = size
            case "baseForegroundColor", "baseBackgroundColor":
                let isNull = entry.value.value == .null
                let color = isNull ? SpecColor?.none : self.color(entry.value, entryPath)
                if !isNull, color == nil { ok = false; continue }
                if entry.key == "baseForegroundColor" { result.baseForegroundColor = color }
                else { result.baseBackgroundColor = color }
            case "contentInsets":
                if entry.value.value == .null { result.contentInsets = nil; continue }
                if let insets = directional(entry.value, entryPath) { result.contentInsets = insets } else { ok = false }
            default:
                if entry.value.value == .null { result.font = nil; continue }
                if let font = font(entry.value, entryPath, current: result.effectiveFont) { result.font = font }
                else { ok = false }
            }
        }
        return ok ? result : nil
    }
}
