extension SpecColor {
    /// The color as a spec writes it: `#RRGGBB(AA)`, or for a dynamic color a mapping with
    /// its light and dark values and the high-contrast ones it gives.
    var node: SpecNode {
        guard isDynamic else { return .string(hex) }
        return .map(Appearance.all.compactMap { key, appearance in
            switch appearance {
            case .light, .dark: (key, .string(resolved(in: appearance).hex))
            default: variants[appearance].map { (key, .string($0.hex)) }
            }
        })
    }
}
