import Testing
import LayoutSpec

/// The schema (``SpecSchema``) against the decoder: the same keys in every mapping, and
/// every key the schema offers decodes when given a value of the shape the schema says. A
/// key added to the decoder and not to the schema, or the other way round, fails here.
@Suite struct SpecSchemaDriftTests {
    @Test(arguments: SpecMapping.allCases)
    func mappingKeysMatchTheDecoders(_ mapping: SpecMapping) {
        let schemaKeys = Set(SpecSchema.object(for: mapping).keys.map(\.name))
        let decoderKeys = Set(mapping.keys)
        #expect(decoderKeys.subtracting(schemaKeys).sorted() == [],
                "the decoder accepts these \(mapping) keys; describe them in SpecSchema")
        #expect(schemaKeys.subtracting(decoderKeys).sorted() == [],
                "the schema offers these \(mapping) keys; the decoder rejects them")
    }

    @Test(arguments: ViewType.allCases)
    func viewKeysMatchTheDecoders(_ type: ViewType) {
        let cases: [(SpecSchema.ViewContext, [String])] = [
            (.view, SpecMapping.viewKeys(for: type)),
            (.root, SpecMapping.viewKeys(for: type, isRoot: true)),
            // A bar of `chrome` is named by the tool, so its id is an error there.
            (.chrome, SpecMapping.viewKeys(for: type).filter { $0 != "id" }),
        ]
        for (context, decoderKeys) in cases {
            let schemaKeys = SpecSchema.viewObject(type, context: context).keys.map(\.name)
            #expect(schemaKeys == decoderKeys, "\(type) in \(context)")
        }
    }

    @Test func everyKeyHasADescription() {
        var undescribed: [String] = []
        for mapping in SpecMapping.allCases {
            undescribed += SpecSchema.object(for: mapping).keys.filter { $0.description.isEmpty }.map { "\(mapping).\($0.name)" }
        }
        for type in ViewType.allCases {
            undescribed += SpecSchema.viewObject(type, context: .view).keys.filter { $0.description.isEmpty }
                .map { "\(type).\($0.name)" }
        }
        #expect(undescribed == [])
    }

    /// Each key of each kind of view, with an example value built from the schema's shape,
    /// decodes without an unknown-key or wrong-type error at that key: the decoder's `switch`
    /// is what really accepts a key, not only its lists.
    @Test(arguments: ViewType.allCases)
    func everyViewKeyDecodes(_ type: ViewType) throws {
        for key in SpecSchema.viewObject(type, context: .view).keys where key.name != "type" && key.name != "id" {
            guard let value = SchemaExample.value(key.value) else {
                Issue.record("no example for \(type).\(key.name)")
                continue
            }
            var view: [(String, SpecNode)] = [("type", .string(type.rawValue)), ("id", .string("v"))]
            if type == .image && key.name != "source" && key.name != "symbol" { view.append(("symbol", .string("star"))) }
            view.append((key.name, value))
            let document = SpecNode.map([("root", .map([("subviews", .list([.map(view)]))]))])
            let errors = SchemaExample.keyErrors(document, at: "root.subviews[0].\(key.name)")
            #expect(errors == [], "\(type).\(key.name) = \(value.jsonText())")
        }
    }

    /// Mappings other than views, each placed where a spec writes it, one key at a time.
    @Test(arguments: SpecMapping.allCases)
    func everyMappingKeyDecodes(_ mapping: SpecMapping) throws {
        let object = SpecSchema.object(for: mapping)
        for key in object.keys {
            guard let value = SchemaExample.value(key.value) else {
                Issue.record("no example for \(mapping).\(key.name)")
                continue
            }
            // The keys the mapping requires come along, so only the key under test is new.
            var pairs = object.keys.filter { $0.isRequired && $0.name != key.name }.compactMap { required in
                SchemaExample.value(required.value).map { (required.name, $0) }
            }
            pairs.append((key.name, value))
            let (document, path) = SchemaExample.place(.map(pairs), as: mapping)
            let errors = SchemaExample.keyErrors(document, at: path.isEmpty ? key.name : "\(path).\(key.name)")
            #expect(errors == [], "\(mapping).\(key.name) = \(value.jsonText())")
        }
    }
}
