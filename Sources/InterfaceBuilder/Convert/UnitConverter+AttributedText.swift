import LayoutSpec

/// Attributed text and a label's shrinking, as Interface Builder writes them.
extension UnitConverter {
    /// `<attributedString key="attributedText">`: each `<fragment content=…>` a run with its
    /// `<attributes>` — `NSFont`, `NSColor`, `NSUnderline`, `NSStrikethrough`, `NSKern`,
    /// `NSBackgroundColor` — and the first fragment's `NSParagraphStyle` for the whole text
    /// (other attributes are warned about once). Nil when the element has none.
    mutating func attributedText(of element: IBElement) -> (runs: [TextRunSpec], paragraph: ParagraphSpec?)? {
        guard let attributed = element.child(key: "attributedText", named: "attributedString") else { return nil }
        let base = font(of: element) ?? .labelDefault
        var runs: [TextRunSpec] = []
        var paragraph: ParagraphSpec?
        var ignored: Set<String> = []
        for fragment in attributed.children(named: "fragment") {
            var run = TextRunSpec(fragment["content"] ?? fragment.child(key: "content", named: "string")?.text ?? "")
            for attribute in fragment.child(named: "attributes")?.children ?? [] {
                switch attribute.key {
                case "NSFont":
                    if let font = IBFont.attributeFont(attribute), font != base { run.font = RunFontSpec(font) }
                case "NSColor": run.color = color(attribute)
                case "NSBackgroundColor": run.background = color(attribute)
                case "NSUnderline": run.underline = Self.lineStyle(attribute["value"])
                case "NSStrikethrough": run.strikethrough = Self.lineStyle(attribute["value"])
                case "NSKern": run.kern = IBValue.number(attribute["value"]) ?? 0
                case "NSParagraphStyle":
                    if runs.isEmpty { paragraph = Self.paragraph(attribute) }
                default: ignored.insert(attribute.key ?? attribute.name)
                }
            }
            runs.append(run)
        }
        if !ignored.isEmpty {
            diagnostics.warn("\(element.label): attributed text's \(ignored.sorted().joined(separator: ", ")) not drawn",
                             about: attributed)
        }
        return (runs, paragraph)
    }

    /// `NSUnderlineStyle`'s raw value: its low bits are the line (1 single, 2 thick, 9 double);
    /// the pattern and by-word bits are drawn as a solid line under everything.
    static func lineStyle(_ value: String?) -> TextLineStyle? {
        guard let raw = value.flatMap(Int.init) else { return nil }
        switch raw & 0xF {
        case 1: return .single
        case 2: return .thick
        case 9: return .double
        default: return nil
        }
    }

    /// `<paragraphStyle alignment= lineSpacing= paragraphSpacing= lineHeightMultiple=
    /// minimumLineHeight= maximumLineHeight=>`.
    static func paragraph(_ element: IBElement) -> ParagraphSpec {
        var paragraph = ParagraphSpec()
        let number = { (name: String) in max(0, IBValue.number(element[name]) ?? 0) }
        paragraph.lineSpacing = number("lineSpacing")
        paragraph.paragraphSpacing = number("paragraphSpacing")
        paragraph.lineHeightMultiple = number("lineHeightMultiple")
        paragraph.minimumLineHeight = number("minimumLineHeight")
        paragraph.maximumLineHeight = number("maximumLineHeight")
        if paragraph.maximumLineHeight > 0, paragraph.minimumLineHeight > paragraph.maximumLineHeight {
            paragraph.maximumLineHeight = paragraph.minimumLineHeight
        }
        paragraph.alignment = element["alignment"].flatMap(TextAlignment.init(rawValue:))
        return paragraph
    }

    /// A label's autoshrink: `adjustsFontSizeToFit` (written only when NO: YES is Interface
    /// Builder's default) with `minimumScaleFactor`, or an old document's `minimumFontSize`
    /// in points; `baselineAdjustment`; and tightening, which Interface Builder writes as
    /// `adjustsLetterSpacingToFitWidth`.
    mutating func shrinking(of element: IBElement, into label: inout LabelSpec) {
        let adjusts = IBValue.bool(element["adjustsFontSizeToFit"]) ?? true
        var factor = IBValue.number(element["minimumScaleFactor"])
        if factor == nil, let points = IBValue.number(element["minimumFontSize"]), label.font.size > 0 {
            factor = points / label.font.size
        }
        if adjusts, let factor, factor > 0, factor < 1 {
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = factor
        }
        if let value = element["baselineAdjustment"] {
            label.baselineAdjustment = known(BaselineAdjustment(rawValue: value), value, "baselineAdjustment", element)
                ?? .alignBaselines
        }
        label.allowsDefaultTighteningForTruncation = IBValue.bool(element["adjustsLetterSpacingToFitWidth"])
            ?? IBValue.bool(element["allowsDefaultTighteningForTruncation"]) ?? false
    }
}
