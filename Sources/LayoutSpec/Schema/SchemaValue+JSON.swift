/// Rendering the schema tree as JSON Schema draft-07, through ``SpecNode`` so the printed
/// text is the project's own stable JSON (keys in the order built, two-space indents).
extension SchemaValue {
    /// This shape as a JSON Schema node, with `description` (and `default`) when given.
    func schemaNode(description: String? = nil, defaultValue: SpecNode? = nil) -> SpecNode {
        var pairs: [(String, SpecNode)] = []
        if let description { pairs.append(("description", .string(description))) }
        switch self {
        case .text:
            pairs.append(("type", .list([.string("string"), .string("number"), .string("boolean")])))
        case .string(let choices, let pattern, let excluded):
            pairs.append(("type", .string("string")))
            if let choices { pairs.append(("enum", .list(choices.map(SpecNode.string)))) }
            if let pattern { pairs.append(("pattern", .string(pattern))) }
            if !excluded.isEmpty { pairs.append(("not", .map([("enum", .list(excluded.map(SpecNode.string)))]))) }
        case .number(let minimum, let maximum, let exclusive):
            pairs.append(("type", .string("number")))
            if let minimum { pairs.append((exclusive ? "exclusiveMinimum" : "minimum", .number(minimum))) }
            if let maximum { pairs.append(("maximum", .number(maximum))) }
        case .integer(let minimum, let maximum, let choices):
            pairs.append(("type", .string("integer")))
            if let choices { pairs.append(("enum", .list(choices.map { .number(Double($0)) }))) }
            if let minimum { pairs.append(("minimum", .number(Double(minimum)))) }
            if let maximum { pairs.append(("maximum", .number(Double(maximum)))) }
        case .boolean:
            pairs.append(("type", .string("boolean")))
        case .null:
            pairs.append(("type", .string("null")))
        case .list(let item, let minItems, let unique):
            pairs.append(("type", .string("array")))
            pairs.append(("items", item.schemaNode()))
            if let minItems { pairs.append(("minItems", .number(Double(minItems)))) }
            if unique { pairs.append(("uniqueItems", .bool(true))) }
        case .tuple(let items):
            pairs.append(("type", .string("array")))
            pairs.append(("items", .list(items.map { $0.schemaNode() })))
            pairs.append(("minItems", .number(Double(items.count))))
            pairs.append(("maxItems", .number(Double(items.count))))
        case .object(let object):
            return object.schemaNode(description: description, defaultValue: defaultValue)
        case .map(let value, let keyPattern):
            pairs.append(("type", .string("object")))
            if let keyPattern { pairs.append(("propertyNames", .map([("pattern", .string(keyPattern))]))) }
            pairs.append(("additionalProperties", value.schemaNode()))
        case .ref(let name):
            // draft-07 ignores the siblings of `$ref`, so a description would be lost (and
            // editors would show none on hover): the reference goes inside `allOf`.
            let reference = SpecNode.map([("$ref", .string("#/definitions/\(name)"))])
            if pairs.isEmpty && defaultValue == nil { return reference }
            pairs.append(("allOf", .list([reference])))
        case .anyOf(let shapes):
            pairs.append(("anyOf", .list(shapes.map { $0.schemaNode() })))
        case .tagged(let tag, let tagDescription, let shapes):
            // if/then per tag rather than oneOf: an editor then reports the errors of the
            // one shape the tag picks, not of every shape it does not.
            let tags = SpecNode.list(shapes.map { .string($0.tag) })
            pairs.append(("type", .string("object")))
            pairs.append(("properties", .map([(tag, .map([("description", .string(tagDescription)), ("enum", tags)]))])))
            pairs.append(("required", .list([.string(tag)])))
            pairs.append(("allOf", .list(shapes.map { shape in
                let condition = SpecNode.map([("properties", .map([(tag, .map([("const", .string(shape.tag))]))])),
                                              ("required", .list([.string(tag)]))])
                return .map([("if", condition), ("then", shape.shape.schemaNode())])
            })))
        }
        if let defaultValue { pairs.append(("default", defaultValue)) }
        return .map(pairs)
    }
}

extension SchemaObject {
    func schemaNode(description: String? = nil, defaultValue: SpecNode? = nil) -> SpecNode {
        var pairs: [(String, SpecNode)] = [("description", .string(description ?? self.description)),
                                           ("type", .string("object"))]
        pairs.append(("properties", .map(keys.map { key in
            (key.name, key.value.schemaNode(description: key.description, defaultValue: key.defaultValue))
        })))
        if !patternKeys.isEmpty {
            pairs.append(("patternProperties", .map(patternKeys.map { ($0.pattern, $0.value.schemaNode()) })))
        }
        let required = keys.filter(\.isRequired).map(\.name)
        if !required.isEmpty { pairs.append(("required", .list(required.map(SpecNode.string)))) }
        if let minKeys { pairs.append(("minProperties", .number(Double(minKeys)))) }
        if !exactlyOneOf.isEmpty {
            pairs.append(("oneOf", .list(exactlyOneOf.map { .map([("required", .list([.string($0)]))]) })))
        }
        if !excludes.isEmpty {
            pairs.append(("dependencies", .map(excludes.map { rule in
                let others = rule.others.map { SpecNode.map([("required", .list([.string($0)]))]) }
                return (rule.key, .map([("not", .map([("anyOf", .list(others))]))]))
            })))
        }
        if isClosed { pairs.append(("additionalProperties", .bool(false))) }
        if let defaultValue { pairs.append(("default", defaultValue)) }
        return .map(pairs)
    }
}
