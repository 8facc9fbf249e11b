extension TextRunSpec {
    /// The run as a spec writes it: `text`, then only what differs from the label's.
    var node: SpecNode {
        var pairs: [(String, SpecNode)] = [("text", .string(text))]
        if let font { pairs.append(("font", font.node)) }
        if let color { pairs.append(("color", color.node)) }
        if let underline { pairs.append(("underline", .string(underline.rawValue))) }
        if let strikethrough { pairs.append(("strikethrough", .string(strikethrough.rawValue))) }
        if kern != 0 { pairs.append(("kern", .number(kern))) }
        if let background { pairs.append(("background", background.node)) }
        return .map(pairs)
    }
}

extension RunFontSpec {
    /// The changes to the label's font, as written.
    var node: SpecNode {
        var pairs: [(String, SpecNode)] = []
        if let textStyle { pairs.append(("textStyle", .string(textStyle.rawValue))) }
        if let family { pairs.append(("family", .string(family))) }
        if let size { pairs.append(("size", .number(size))) }
        if let weight { pairs.append(("weight", .string(weight.name))) }
        if let italic { pairs.append(("italic", .bool(italic))) }
        if let monospacedDigits { pairs.append(("monospacedDigits", .bool(monospacedDigits))) }
        return .map(pairs)
    }
}

extension ParagraphSpec {
    /// The paragraph style as written: the values that are not zero, and the alignment.
    var node: SpecNode {
        var pairs: [(String, SpecNode)] = []
        let numbers = [("lineSpacing", lineSpacing), ("paragraphSpacing", paragraphSpacing),
                       ("lineHeightMultiple", lineHeightMultiple), ("minimumLineHeight", minimumLineHeight),
                       ("maximumLineHeight", maximumLineHeight)]
        for (key, value) in numbers where value != 0 { pairs.append((key, .number(value))) }
        if let alignment { pairs.append(("alignment", .string(alignment.rawValue))) }
        return .map(pairs)
    }
}
