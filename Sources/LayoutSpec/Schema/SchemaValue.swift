/// One value shape of the spec format: the part of JSON Schema (draft-07) that specs need,
/// as a Swift value ``SpecSchema`` builds and tests walk, rendered to JSON only at the end.
public indirect enum SchemaValue: Sendable {
    /// Text shown as written. YAML reads a plain `1.0` or `true` as text when the key wants
    /// text (the decoder types scalars by key), so numbers and booleans pass too.
    case text
    /// A string: any, one of `choices`, or matching `pattern`; never one of `excluded`.
    case string(choices: [String]? = nil, pattern: String? = nil, excluded: [String] = [])
    /// A number within the bounds given (`exclusiveMinimum`: greater than `minimum`).
    case number(minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Bool = false)
    /// A whole number, within the bounds or one of `choices` when given.
    case integer(minimum: Int? = nil, maximum: Int? = nil, choices: [Int]? = nil)
    /// `true` or `false`.
    case boolean
    /// `null` (YAML `null`, `~` or nothing).
    case null
    /// A list of values of one shape.
    case list(SchemaValue, minItems: Int? = nil, uniqueItems: Bool = false)
    /// A list of exactly these values, in order.
    case tuple([SchemaValue])
    /// A mapping with known keys.
    case object(SchemaObject)
    /// A mapping with free keys (matching `keyPattern` when given), each value of one shape.
    case map(SchemaValue, keyPattern: String? = nil)
    /// A named shape of ``SpecSchema/definitions``.
    case ref(String)
    /// Any of these shapes (a union: a color is a name, a hex string or a dynamic color).
    case anyOf([SchemaValue])
    /// A mapping whose `tag` key is required and picks its shape (a view's `type` picks
    /// the view's keys); each shape lists `tag` itself too.
    case tagged(tag: String, tagDescription: String, shapes: [(tag: String, shape: SchemaValue)])

    /// The shape, or `null`: a key whose `null` resets it to the default.
    public var orNull: SchemaValue { .anyOf([self, .null]) }
}

/// One key of a mapping: its name, shape, a one-line description and its default.
public struct SchemaKey: Sendable {
    public var name: String
    public var value: SchemaValue
    public var description: String
    /// What leaving the key out means, as a JSON value; nil when there is no simple one.
    public var defaultValue: SpecNode?
    public var isRequired: Bool

    public init(_ name: String, _ value: SchemaValue, _ description: String, default defaultValue: SpecNode? = nil,
                required isRequired: Bool = false) {
        self.name = name
        self.value = value
        self.description = description
        self.defaultValue = defaultValue
        self.isRequired = isRequired
    }
}

/// A mapping with known keys; by default closed (`additionalProperties: false`), as the
/// decoder rejects unknown keys.
public struct SchemaObject: Sendable {
    public var description: String
    public var keys: [SchemaKey]
    /// Free keys matching a pattern, each with its shape (a variant's `"id.property"` keys).
    public var patternKeys: [(pattern: String, value: SchemaValue)] = []
    /// Whether keys that are neither listed nor matched are errors.
    public var isClosed = true
    /// Keys of which exactly one must be present (an image's `source` or `symbol`).
    public var exactlyOneOf: [String] = []
    /// Keys that rule out other keys (a font's `textStyle` rules out `size`, `family`, …).
    public var excludes: [(key: String, others: [String])] = []
    /// The least number of keys (a trait rule's `when` names at least one trait).
    public var minKeys: Int?

    public init(_ description: String, _ keys: [SchemaKey]) {
        self.description = description
        self.keys = keys
    }

    /// The key named `name`, if listed.
    public func key(_ name: String) -> SchemaKey? { keys.first { $0.name == name } }
}
