/// Attributed text and the keys that decide how a label draws text that does not fit.
extension SpecSchema {
    static func textProperty(_ key: ViewPropertyKey) -> SchemaKey {
        let name = key.rawValue
        switch key {
        case .attributedText:
            return SchemaKey(name, .list(.ref("textRun")),
                             "The text as runs, each {text, font, color, underline, strikethrough, kern, background} (a string: a run in the view's look); instead of text.")
        case .paragraph:
            return SchemaKey(name, SchemaValue.ref("paragraph").orNull,
                             "The paragraph style of the whole text: line and paragraph spacing, line heights, alignment.")
        case .adjustsFontSizeToFitWidth:
            return SchemaKey(name, .boolean,
                             "Draw text that does not fit the frame smaller, down to minimumScaleFactor; the label's size stays its text's.",
                             default: .bool(false))
        case .minimumScaleFactor:
            return SchemaKey(name, unit, "The smallest fraction of the font size shrunk text is drawn at; 0 never shrinks.",
                             default: .number(0))
        case .baselineAdjustment:
            return SchemaKey(name, choices(BaselineAdjustment.self),
                             "Where one line of shrunk text sits: its baseline, its centre or its top where the full-size text's is.",
                             default: .string("alignBaselines"))
        case .allowsDefaultTighteningForTruncation:
            return SchemaKey(name, .boolean,
                             "Tighten the letter spacing of a truncating line at most 5 % too wide instead of truncating it.",
                             default: .bool(false))
        default:
            return undescribed(key)
        }
    }

    static var textRun: SchemaObject {
        SchemaObject("A run of attributed text; keys left out are the view's font and color, no lines, no kerning.", [
            SchemaKey("text", .string(), "The run's characters.", required: true),
            SchemaKey("font", .ref("runFont"), "What the run changes in the view's font."),
            SchemaKey("color", .ref("color"), "The run's text color."),
            SchemaKey("underline", choices(TextLineStyle.self), "An underline (NSUnderlineStyle): single, double or thick."),
            SchemaKey("strikethrough", choices(TextLineStyle.self), "A line through the text: single, double or thick."),
            SchemaKey("kern", .number(), "Points added after every character (NSAttributedString.Key.kern).",
                      default: .number(0)),
            SchemaKey("background", .ref("color"), "Filled behind the run's characters, line high."),
        ])
    }

    static var runFont: SchemaObject {
        var object = SchemaObject("A run's font as changes to the view's: keys left out keep the view's font.", [
            SchemaKey("family", .string(), "Font family as fontconfig names it."),
            SchemaKey("size", .number(minimum: 0, exclusiveMinimum: true), "Point size."),
            SchemaKey("weight", .ref("fontWeight"), "Weight by UIFont.Weight name, or 100…900."),
            SchemaKey("textStyle", .ref("textStyle"), "The system font of this text style (no family or size)."),
            SchemaKey("italic", .boolean, "The italic face (true) or upright (false)."),
            SchemaKey("monospacedDigits", .boolean, "Digits of equal width (true) or the font's own (false)."),
        ])
        object.excludes = [(key: "textStyle", others: ["family", "size"])]
        return object
    }

    static var paragraph: SchemaObject {
        SchemaObject("A paragraph style (NSParagraphStyle); numbers left out are 0, UIKit's none.", [
            SchemaKey("lineSpacing", size, "Points between the lines of a paragraph.", default: .number(0)),
            SchemaKey("paragraphSpacing", size, "Points between paragraphs, on top of lineSpacing.", default: .number(0)),
            SchemaKey("lineHeightMultiple", size, "Each line's height as a multiple of its fonts' height; 0 for 1.",
                      default: .number(0)),
            SchemaKey("minimumLineHeight", size, "The least height of a line; 0 for none.", default: .number(0)),
            SchemaKey("maximumLineHeight", size, "The most height of a line; 0 for none.", default: .number(0)),
            SchemaKey("alignment", choices(TextAlignment.self), "The lines' alignment; default the view's textAlignment."),
        ])
    }
}
