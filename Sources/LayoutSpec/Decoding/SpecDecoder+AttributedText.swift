/// Decoding attributed text (`attributedText`, `paragraph`) and the label keys that decide
/// how text that does not fit is drawn.
extension SpecDecoder {
    mutating func textProperty(_ key: ViewPropertyKey, _ node: SpecNode, _ path: String) -> ViewProperty? {
        switch key {
        case .attributedText: return runs(node, path).map(ViewProperty.attributedText)
        case .paragraph: return node.value == .null ? .paragraph(nil) : paragraph(node, path).map(ViewProperty.paragraph)
        case .adjustsFontSizeToFitWidth: return bool(node, path).map(ViewProperty.adjustsFontSizeToFitWidth)
        case .minimumScaleFactor: return number(node, path, .unit).map(ViewProperty.minimumScaleFactor)
        case .baselineAdjustment: return choice(node, path, BaselineAdjustment.self).map(ViewProperty.baselineAdjustment)
        case .allowsDefaultTighteningForTruncation:
            return bool(node, path).map(ViewProperty.allowsDefaultTighteningForTruncation)
        default: return nil
        }
    }

    /// `[{text, font, color, underline, strikethrough, kern, background}, …]`; a plain
    /// string is a run in the label's own look.
    private mutating func runs(_ node: SpecNode, _ path: String) -> [TextRunSpec]? {
        guard let items = list(node, path, what: "a list of runs such as [{text: \"Total \"}, {text: \"$42\", font: {weight: bold}}]")
        else { return nil }
        var result: [TextRunSpec] = []
        var ok = true
        for (index, item) in items.enumerated() {
            let itemPath = SpecPath.index(path, index)
            if case .scalar = item.value {
                if let text = string(item, itemPath) { result.append(TextRunSpec(text)) } else { ok = false }
                continue
            }
            if let run = run(item, itemPath) { result.append(run) } else { ok = false }
        }
        let length = result.reduce(0) { $0 + $1.text.count }
        if length > limits.maxTextLength {
            error("attributed text of \(length) characters is longer than the limit of \(limits.maxTextLength)", at: node, path)
            return nil
        }
        return ok ? result : nil
    }

    private mutating func run(_ node: SpecNode, _ path: String) -> TextRunSpec? {
        guard let entries = mapping(node, path, allowed: SpecMapping.textRun.keys,
                                    what: "a run {text, font, color, underline, strikethrough, kern, background}")
        else { return nil }
        guard entries.contains(where: { $0.key == "text" }) else {
            error("a run needs its 'text'", at: node, path)
            return nil
        }
        var run = TextRunSpec("")
        var ok = true
        for entry in entries {
            let entryPath = SpecPath.key(path, entry.key)
            switch entry.key {
            case "text":
                if let text = string(entry.value, entryPath) { run.text = text } else { ok = false }
            case "font":
                if let font = runFont(entry.value, entryPath) { run.font = font } else { ok = false }
            case "color":
                if let color = color(entry.value, entryPath) { run.color = color } else { ok = false }
            case "underline":
                if let style = choice(entry.value, entryPath, TextLineStyle.self) { run.underline = style } else { ok = false }
            case "strikethrough":
                if let style = choice(entry.value, entryPath, TextLineStyle.self) { run.strikethrough = style } else { ok = false }
            case "kern":
                if let kern = number(entry.value, entryPath) { run.kern = kern } else { ok = false }
            default:
                if let color = color(entry.value, entryPath) { run.background = color } else { ok = false }
            }
        }
        return ok ? run : nil
    }

    /// `{family, size, weight}` or `{textStyle, weight}`, either with `italic` and
    /// `monospacedDigits`: what the run changes in the label's font.
    private mutating func runFont(_ node: SpecNode, _ path: String) -> RunFontSpec? {
        guard let entries = mapping(node, path, allowed: SpecMapping.runFont.keys,
                                    what: "{family, size, weight} or {textStyle, weight}, the label's font changed")
        else { return nil }
        var font = RunFontSpec()
        var ok = true
        let hasStyle = entries.contains { $0.key == "textStyle" }
        for entry in entries {
            let entryPath = SpecPath.key(path, entry.key)
            switch entry.key {
            case "family" where hasStyle, "size" where hasStyle:
                error("a text style is the system font at the style's size; '\(entry.key)' cannot go with it",
                      at: entry.value, entryPath)
                ok = false
            case "family":
                if let family = string(entry.value, entryPath) { font.family = family } else { ok = false }
            case "size":
                if let size = number(entry.value, entryPath, .positive) { font.size = size } else { ok = false }
            case "textStyle":
                if let style = choice(entry.value, entryPath, TextStyleName.self) { font.textStyle = style } else { ok = false }
            case "italic":
                if let italic = bool(entry.value, entryPath) { font.italic = italic } else { ok = false }
            case "monospacedDigits":
                if let mono = bool(entry.value, entryPath) { font.monospacedDigits = mono } else { ok = false }
            default:
                if let weight = fontWeight(entry.value, entryPath) { font.weight = weight } else { ok = false }
            }
        }
        return ok ? font : nil
    }

    /// `{lineSpacing, paragraphSpacing, lineHeightMultiple, minimumLineHeight,
    /// maximumLineHeight, alignment}`; keys left out are 0 (none) and the view's alignment.
    private mutating func paragraph(_ node: SpecNode, _ path: String) -> ParagraphSpec? {
        guard let entries = mapping(node, path, allowed: SpecMapping.paragraph.keys,
                                    what: "a paragraph style {lineSpacing, paragraphSpacing, lineHeightMultiple, minimumLineHeight, maximumLineHeight, alignment}")
        else { return nil }
        var paragraph = ParagraphSpec()
        var ok = true
        for entry in entries {
            let entryPath = SpecPath.key(path, entry.key)
            if entry.key == "alignment" {
                if let alignment = choice(entry.value, entryPath, TextAlignment.self) { paragraph.alignment = alignment }
                else { ok = false }
                continue
            }
            guard let value = number(entry.value, entryPath, .size) else { ok = false; continue }
            switch entry.key {
            case "lineSpacing": paragraph.lineSpacing = value
            case "paragraphSpacing": paragraph.paragraphSpacing = value
            case "lineHeightMultiple": paragraph.lineHeightMultiple = value
            case "minimumLineHeight": paragraph.minimumLineHeight = value
            default: paragraph.maximumLineHeight = value
            }
        }
        if ok, paragraph.maximumLineHeight > 0, paragraph.minimumLineHeight > paragraph.maximumLineHeight {
            let (least, most) = (formatNumber(paragraph.minimumLineHeight), formatNumber(paragraph.maximumLineHeight))
            error("minimumLineHeight \(least) is more than maximumLineHeight \(most)", at: node, path)
            return nil
        }
        return ok ? paragraph : nil
    }
}
