extension ButtonConfigurationSpec {
    /// The value a spec writes (the inverse of decoding it): the style's name alone when
    /// nothing else is set, otherwise the mapping of the keys that differ from the defaults.
    public var node: SpecNode {
        var pairs: [(String, SpecNode)] = [("style", .string(style.rawValue))]
        if cornerStyle != .dynamic { pairs.append(("cornerStyle", .string(cornerStyle.rawValue))) }
        if size != .medium { pairs.append(("size", .string(size.rawValue))) }
        if let baseForegroundColor { pairs.append(("baseForegroundColor", baseForegroundColor.node)) }
        if let baseBackgroundColor { pairs.append(("baseBackgroundColor", baseBackgroundColor.node)) }
        if let contentInsets { pairs.append(("contentInsets", ViewProperty.contentInsets(contentInsets).node)) }
        if let font { pairs.append(("font", ViewProperty.font(font).node)) }
        return pairs.count == 1 ? .string(style.rawValue) : .map(pairs)
    }
}
