/// The spec format's key reference, read off ``SpecSchema``: the tables of
/// `docs/spec-format.md` (``SpecSchema/markdownReference()``) and what
/// `stacksnap help spec KEY` prints (``SpecSchema/lookUp(_:)``). Both come from the
/// description the decoder's key lists are tested against, so a key cannot be added to the
/// format without appearing here.
public struct SpecReferenceSection: Sendable {
    /// The name `stacksnap help spec` takes and the heading of the section (`canvas`, `stack`).
    public var name: String
    /// Where the mapping is written in a spec file.
    public var place: String
    /// What the mapping is.
    public var description: String
    /// Every key the mapping takes, in the decoder's order.
    public var keys: [SchemaKey]
    /// The keys the table shows: for a kind of view, the ones a plain view does not have or
    /// has differently (the others are in the `view` section); otherwise all of them.
    public var shownKeys: [SchemaKey]
}

/// A shape many keys share (`color`, `size`), described once.
public struct SpecValueType: Sendable {
    /// The name the reference and `stacksnap help spec` use.
    public var name: String
    /// What it is.
    public var description: String
    /// Its shape.
    public var value: SchemaValue
}

extension SpecSchema {
    /// The mappings of the format that are not views, in the order the reference lists them.
    private static var mappingSections: [(name: String, place: String, object: SchemaObject)] {
        [
            ("document", "the top level of a spec file", document),
            ("canvas", "`canvas:` at the top level, in a variant and in the command line's matrix", canvas),
            ("chrome", "the canvas's `chrome:`", chrome),
            ("vfl", "an entry of `constraints:` written as a mapping", visualFormat),
            ("variant", "an entry of `variants:`", variant),
            ("matrix", "`matrix:` (and `--matrix` on the command line)", matrix),
            ("traitRule", "an entry of `traits:`", traitRule),
            ("traitCondition", "a trait rule's `when:`", traitCondition),
            ("compose", "`compose:` written as a mapping (a list of names is the other form)", compose),
            ("compare", "`compare:`", compare),
            ("font", "a view's `font:`", font),
            ("dynamicColor", "any color written as a mapping", dynamicColor),
            ("border", "a view's `border:`", border),
            ("accessibility", "a view's `accessibility:`", accessibility),
            ("buttonConfiguration", "a button's `configuration:` written as a mapping", buttonConfiguration),
            ("textRun", "an entry of a label's or text view's `attributedText:` written as a mapping", textRun),
            ("runFont", "a run's `font:`", runFont),
            ("paragraph", "a label's or text view's `paragraph:`", paragraph),
            ("audit", "`audit:` on a document or a view", audit),
            ("priorities", "a view's `hugging:` and `compressionResistance:`", priorities),
            ("intrinsicSize", "a view's `intrinsicSize:` written as a mapping", intrinsicSize),
            ("section", "an entry of a table view's `sections:`", section),
            ("prototype", "an entry of a table view's or section's `prototypes:`", prototype),
            ("tableRow", "an entry of a section's `rows:`", tableRow),
            ("segment", "an entry of a segmented control's `segments:` written as a mapping", segment),
            ("barItem", "an entry of a bar's `leftItems:`, `rightItems:` or a toolbar's `items:` written as a mapping", barItem),
            ("tabItem", "an entry of a tab bar's `items:`", tabItem),
        ]
    }

    /// Every section of the reference: the mappings, then `view` (the keys every view
    /// takes), then one section per kind of view.
    public static var referenceSections: [SpecReferenceSection] {
        var sections = mappingSections.map {
            SpecReferenceSection(name: $0.name, place: $0.place, description: $0.object.description,
                                 keys: $0.object.keys, shownKeys: $0.object.keys)
        }
        let plain = viewObject(.view, context: .view)
        let plainRows = Dictionary(uniqueKeysWithValues: plain.keys.map { ($0.name, row($0)) })
        for type in ViewType.allCases {
            let object = viewObject(type, context: .view)
            let place = type == .view ? "an entry of `subviews:` or `arranged:` with `type: view`; every kind of view takes these keys, and the canvas's `root:` takes them but `type` and `id`"
                : "an entry of `subviews:` or `arranged:` with `type: \(type.rawValue)`"
            let shown = type == .view ? object.keys : object.keys.filter { plainRows[$0.name] != row($0) }
            sections.append(SpecReferenceSection(name: type.rawValue, place: place, description: object.description,
                                                 keys: object.keys, shownKeys: shown))
        }
        return sections
    }

    /// The shapes keys share, each described once; every definition that is not a mapping
    /// (those are sections) has one (a test holds the two lists together).
    public static var valueTypes: [SpecValueType] {
        let descriptions: [(String, String)] = [
            ("color", "A color: a UIKit color name, a hex string, or a dynamic color {light, dark}."),
            ("colorName", "A color by name: UIKit's dynamic colors take UIKit's value in each appearance; black, white, clear and the plain names are the same in all."),
            ("hexColor", "#RGB, #RRGGBB or #RRGGBBAA."),
            ("fontWeight", "A UIFont.Weight name, or a weight 100…900."),
            ("textStyle", "A UIKit text style, sized for the canvas's contentSize."),
            ("directionalInsets", "[top, leading, bottom, trailing] in points, or one number for all four."),
            ("edgeInsets", "[top, left, bottom, right] in points, or one number for all four."),
            ("size", "A length in points for both sides, or [width, height]."),
            ("viewId", "A view's id: a letter or _ then letters, digits and _; not root or superview."),
            ("snapshotName", "A snapshot's name: letters, digits, _, +, - and dots, not starting with a dot."),
            ("constraint", "A constraint: \"a.leading == b.trailing + 8 @750\" as Apple prints them, or a vfl mapping."),
            ("propertyChanges", "View properties changed, keyed \"id.property\" ({row.axis: vertical}); a property's value has the shape of that key on the view."),
        ]
        let shapes = Dictionary(definitions.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        return descriptions.map { name, description in
            SpecValueType(name: name, description: description, value: shapes[name] ?? .text)
        }
    }

    /// The names of definitions that are mappings described by a section, and where the
    /// view shapes point.
    static func sectionName(forDefinition name: String) -> String? {
        switch name {
        case "view", "view.root": return "view"
        case let name where name.hasPrefix("view."): return String(name.dropFirst("view.".count))
        case let name where name.hasPrefix("chrome."): return String(name.dropFirst("chrome.".count))
        case "canvas", "variant", "traitRule", "section", "prototype", "tableRow", "font", "dynamicColor", "priorities", "intrinsicSize", "border",
             "accessibility", "audit", "buttonConfiguration", "textRun", "runFont", "paragraph": return name
        default: return nil
        }
    }

    /// The cells of a key's row — type, default, description — as compared to tell a kind of
    /// view's keys from the plain view's.
    static func row(_ key: SchemaKey) -> [String] {
        [typeText(key.value, link: { $0 }), defaultText(key), key.description]
    }

    /// What leaving the key out means, as text: the default, "required", or nothing.
    public static func defaultText(_ key: SchemaKey) -> String {
        if key.isRequired { return "required" }
        guard let node = key.defaultValue else { return "" }
        switch node.value {
        case .scalar(let text, _): return text
        default: return node.jsonText().trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// A shape as words: `one of fill, fillEqually`, `number ≥ 0`, `list of view`. Named
    /// shapes go through `link`, which the Markdown printer turns into links.
    public static func typeText(_ value: SchemaValue, link: (String) -> String) -> String {
        switch value {
        case .text:
            return "text"
        case .string(let choices, let pattern, _):
            if let choices { return choices.count == 1 ? "`\(choices[0])`" : "one of " + choices.map { "`\($0)`" }.joined(separator: ", ") }
            if let pattern, pattern != "." { return "string matching `\(pattern)`" }
            return "string"
        case .number(let minimum, let maximum, let exclusive):
            return "number" + bounds(minimum, maximum, exclusive: exclusive)
        case .integer(let minimum, let maximum, let choices):
            if let choices { return choices.count == 1 ? "`\(choices[0])`" : "one of " + choices.map(String.init).joined(separator: ", ") }
            return "integer" + bounds(minimum.map(Double.init), maximum.map(Double.init), exclusive: false)
        case .boolean:
            return "boolean"
        case .null:
            return "null"
        case .list(let item, _, _):
            return "list of " + typeText(item, link: link)
        case .tuple(let items):
            return "[" + items.map { typeText($0, link: link) }.joined(separator: ", ") + "]"
        case .object(let object):
            let named = mappingSections.first { $0.object.description == object.description }?.name
            return named.map(link) ?? "mapping"
        case .map(let item, _):
            return "mapping of names to " + typeText(item, link: link)
        case .ref(let name):
            return link(sectionName(forDefinition: name) ?? name)
        case .anyOf(let shapes):
            return shapes.map { typeText($0, link: link) }.joined(separator: " or ")
        case .tagged:
            return link("view")
        }
    }

    private static func bounds(_ minimum: Double?, _ maximum: Double?, exclusive: Bool) -> String {
        func text(_ value: Double) -> String { formatNumber(value) }
        switch (minimum, maximum) {
        case let (minimum?, maximum?): return " \(text(minimum))…\(text(maximum))"
        case let (minimum?, nil): return exclusive ? " > \(text(minimum))" : " ≥ \(text(minimum))"
        case let (nil, maximum?): return " ≤ \(text(maximum))"
        case (nil, nil): return ""
        }
    }
}
