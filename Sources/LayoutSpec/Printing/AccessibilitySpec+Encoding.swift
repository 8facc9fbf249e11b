extension AccessibilitySpec {
    /// The mapping a spec writes (the inverse of decoding it): only the keys that are set.
    public var node: SpecNode {
        var pairs: [(String, SpecNode)] = []
        if let label { pairs.append(("label", .string(label))) }
        if let hint { pairs.append(("hint", .string(hint))) }
        if let value { pairs.append(("value", .string(value))) }
        if let traits { pairs.append(("traits", .list(traits.map { .string($0.rawValue) }))) }
        if let isElement { pairs.append(("element", .bool(isElement))) }
        if let elements { pairs.append(("elements", .list(elements.map(SpecNode.string)))) }
        if let ignoresInvertColors { pairs.append(("ignoresInvertColors", .bool(ignoresInvertColors))) }
        return .map(pairs)
    }
}

extension AuditExemption {
    /// `{disable: [rules], reason}`.
    public var node: SpecNode {
        .map([("disable", .list(disabled.map { .string($0.rawValue) })), ("reason", .string(reason))])
    }
}
