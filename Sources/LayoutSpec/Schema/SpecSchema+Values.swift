import AutoLayout

/// The shapes many keys share: colors, fonts, insets, priorities, names.
extension SpecSchema {
    static var valueDefinitions: [(name: String, value: SchemaValue)] {
        [
            ("color", .anyOf([.ref("colorName"), .ref("hexColor"), .ref("dynamicColor")])),
            ("colorName", .string(choices: SpecColor.namedColors.map(\.name))),
            ("hexColor", .string(pattern: "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
            ("dynamicColor", .object(dynamicColor)),
            ("font", .object(font)),
            ("fontWeight", .anyOf([.string(choices: FontWeight.allCases.map(\.name)),
                                   .integer(choices: FontWeight.allCases.map(\.rawValue))])),
            ("textStyle", choices(TextStyleName.self)),
            ("directionalInsets", .anyOf([.number(), .tuple(Array(repeating: .number(), count: 4))])),
            ("edgeInsets", .anyOf([.number(), .tuple(Array(repeating: .number(), count: 4))])),
            ("size", .anyOf([.number(minimum: 0), .tuple([.number(minimum: 0), .number(minimum: 0)])])),
            ("priorities", .object(priorities)),
            ("intrinsicSize", .object(intrinsicSize)),
            ("border", .object(border)),
            ("accessibility", .object(accessibility)),
            ("audit", .object(audit)),
            ("buttonConfiguration", .object(buttonConfiguration)),
            ("textRun", .anyOf([.string(), .object(textRun)])),
            ("runFont", .object(runFont)),
            ("paragraph", .object(paragraph)),
            ("viewId", .string(pattern: "^[A-Za-z_][A-Za-z0-9_]*$", excluded: ["root", "superview"])),
            ("snapshotName", .string(pattern: "^[A-Za-z0-9_+-][A-Za-z0-9_.+-]*$")),
        ]
    }

    /// One of an enumeration's spellings.
    static func choices<T: RawRepresentable & CaseIterable>(_: T.Type) -> SchemaValue where T.RawValue == String {
        .string(choices: T.allCases.map(\.rawValue))
    }

    /// The writing directions (`LayoutDirection` lists no cases of its own).
    static let directions = SchemaValue.string(choices: [LayoutDirection.ltr, .rtl].map(\.rawValue))

    /// A length in points: not negative.
    static let size = SchemaValue.number(minimum: 0)
    /// A fraction, 0…1.
    static let unit = SchemaValue.number(minimum: 0, maximum: 1)
    /// A layout priority, 1…1000.
    static let priority = SchemaValue.number(minimum: 1, maximum: 1000)

    static var dynamicColor: SchemaObject {
        let value = SchemaValue.anyOf([.ref("colorName"), .ref("hexColor")])
        return SchemaObject("A color with a value per appearance (light and dark required).", [
            SchemaKey("light", value, "The color in the light appearance.", required: true),
            SchemaKey("dark", value, "The color in the dark appearance.", required: true),
            SchemaKey("lightHighContrast", value, "The color in light with Increase Contrast; default the light one."),
            SchemaKey("darkHighContrast", value, "The color in dark with Increase Contrast; default the dark one."),
        ])
    }

    static var font: SchemaObject {
        var object = SchemaObject(
            "A font: {family, size, weight, relativeTo}, or a Dynamic Type {textStyle, weight}; keys left out keep the view's current font.", [
                SchemaKey("family", SchemaValue.string().orNull, "Font family as fontconfig names it; null for the system font."),
                SchemaKey("size", .number(minimum: 0, exclusiveMinimum: true), "Point size."),
                SchemaKey("weight", .ref("fontWeight"), "Weight by UIFont.Weight name, or 100…900."),
                SchemaKey("textStyle", .ref("textStyle"),
                          "The system font of this text style, sized for the content size category (no family, size or relativeTo)."),
                SchemaKey("relativeTo", SchemaValue.ref("textStyle").orNull,
                          "Scale this fixed font with the text style's size, as UIFontMetrics does."),
                SchemaKey("italic", .boolean, "The italic face (UIFont.italicSystemFont, the traitItalic trait).",
                          default: .bool(false)),
                SchemaKey("monospacedDigits", .boolean,
                          "Digits of equal width, as UIFont.monospacedDigitSystemFont draws them.", default: .bool(false)),
            ])
        object.excludes = [(key: "textStyle", others: ["family", "size", "relativeTo"])]
        return object
    }

    static var priorities: SchemaObject {
        SchemaObject("Priorities per axis, 1…1000; an axis left out keeps its current priority.", [
            SchemaKey("h", priority, "Horizontal priority."),
            SchemaKey("v", priority, "Vertical priority."),
        ])
    }

    static var intrinsicSize: SchemaObject {
        SchemaObject("A content size that replaces only the axes given; the others keep the content's own size "
                     + "(its text's, its image's), as a subclass returning super's value on that axis.", [
            SchemaKey("width", size, "Intrinsic width in points."),
            SchemaKey("height", size, "Intrinsic height in points."),
        ])
    }

    static var border: SchemaObject {
        SchemaObject("A border drawn inside the view's bounds; keys left out keep the current border's.", [
            SchemaKey("width", size, "Width in points.", default: .number(1)),
            SchemaKey("color", .ref("color"), "Border color.", default: .string("black")),
        ])
    }

    static var accessibility: SchemaObject {
        let text = SchemaValue.string().orNull
        return SchemaObject("What VoiceOver reads for the view; keys left out keep the kind's defaults (null restores one).", [
            SchemaKey("label", text, "accessibilityLabel: what the element is; default the text or title it shows."),
            SchemaKey("hint", text, "accessibilityHint: what activating it does."),
            SchemaKey("value", text, "accessibilityValue: its current value; default the control's own."),
            SchemaKey("traits", SchemaValue.list(choices(AccessibilityTrait.self)).orNull,
                      "accessibilityTraits by UIKit's names; default the kind's (button for a button)."),
            SchemaKey("element", SchemaValue.boolean.orNull,
                      "isAccessibilityElement; default true for text and controls, false for images and plain views."),
            SchemaKey("elements", SchemaValue.list(.ref("viewId")).orNull,
                      "accessibilityElements: views inside this one in the order VoiceOver visits them."),
            SchemaKey("ignoresInvertColors", SchemaValue.boolean.orNull,
                      "accessibilityIgnoresInvertColors: Smart Invert leaves the view as drawn."),
        ])
    }

    static var buttonConfiguration: SchemaObject {
        SchemaObject("A button's UIButton.Configuration; keys left out are the style's and the size's defaults.", [
            SchemaKey("style", choices(ButtonConfigurationSpec.Style.self),
                      "The factory: plain (no background), gray, tinted or filled (the bordered… names are iOS 15's spellings).",
                      default: .string("plain")),
            SchemaKey("cornerStyle", choices(ButtonConfigurationSpec.CornerStyle.self),
                      "The background's corners: capsule is half the height, fixed the view's cornerRadius.",
                      default: .string("dynamic")),
            SchemaKey("size", .string(choices: [ButtonConfigurationSpec.Size.medium.rawValue]),
                      "buttonSize; only medium is measured so far.", default: .string("medium")),
            SchemaKey("baseForegroundColor", .ref("color"), "The title's color; default the tint (white when filled)."),
            SchemaKey("baseBackgroundColor", .ref("color"), "The background's color; default the tint (a gray fill for gray)."),
            SchemaKey("contentInsets", .ref("directionalInsets"), "Space around the title: [top, leading, bottom, trailing].",
                      default: .list([7, 12, 7, 12].map(SpecNode.number))),
            SchemaKey("font", .ref("font"), "The title's font (IB's titleFontDescription); default the system font at 17 points."),
        ])
    }

    static var audit: SchemaObject {
        SchemaObject("Accessibility audit rules that do not apply here, with the reason (both required).", [
            SchemaKey("disable", .list(choices(AuditRule.self)), "The rules that do not apply.", required: true),
            SchemaKey("reason", .string(), "Why they do not apply.", required: true),
        ])
    }
}
