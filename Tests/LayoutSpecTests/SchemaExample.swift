import Foundation
import LayoutSpec

/// Example values built from the schema's shapes, and the errors the decoder gives them:
/// how the drift tests ask the decoder whether it accepts what the schema offers.
enum SchemaExample {
    /// Strings tried, in order, against a shape's pattern.
    static let candidates = ["a", "n", "star", "images/a.png", "#123456", "en_US", "2026-11-26"]

    /// A value of the shape (the first choice, the least number, one item per list).
    static func value(_ shape: SchemaValue) -> SpecNode? {
        switch shape {
        case .text:
            return .string("x")
        case .string(let choices, let pattern, _):
            if let first = choices?.first { return .string(first) }
            guard let pattern else { return .string("a") }
            return candidates.first { $0.range(of: pattern, options: .regularExpression) != nil }.map(SpecNode.string)
        case .number(let minimum, _, let exclusive):
            return .number(minimum.map { exclusive ? $0 + 1 : $0 } ?? 1)
        case .integer(let minimum, _, let choices):
            return .number(Double(choices?.first ?? minimum ?? 0))
        case .boolean:
            return .bool(true)
        case .null:
            return SpecNode(.null)
        case .list(let item, let minItems, _):
            guard let one = value(item) else { return nil }
            return .list(Array(repeating: one, count: max(1, minItems ?? 1)))
        case .tuple(let items):
            let values = items.compactMap(value)
            return values.count == items.count ? .list(values) : nil
        case .object(let object):
            var names = object.keys.filter(\.isRequired).map(\.name)
            if let first = object.exactlyOneOf.first { names.append(first) }
            if names.isEmpty, let first = object.keys.first { names.append(first.name) }
            let pairs = names.compactMap { name in object.key(name).flatMap { value($0.value) }.map { (name, $0) } }
            return pairs.count == names.count ? .map(pairs) : nil
        case .map(let item, _):
            return value(item).map { .map([("k", $0)]) }
        case .ref(let name):
            return SpecSchema.definitions.first { $0.name == name }.flatMap { value($0.value) }
        case .anyOf(let shapes):
            return shapes.lazy.compactMap(value).first { $0.value != .null }
        case .tagged(_, _, let shapes):
            return shapes.first.flatMap { value($0.shape) }
        }
    }

    /// Errors about what no schema can know, which the examples run into: names that must
    /// exist elsewhere in the spec (arranged views, snapshots, view ids), and the grammar of
    /// constraint strings and VFL, which the schema describes only as strings.
    static let semantic = ["is not an arranged view", "is not a view inside this one", "no snapshot is named", "no view has the id",
                           "and an attribute after", "at the start of the format", "no prototype has the reuse identifier",
                           "has no views of its own to set", "no view in the prototype"]

    /// The errors the decoder reports at `path` or inside it, for `document` as JSON, less
    /// the ``semantic`` ones.
    static func keyErrors(_ document: SpecNode, at path: String) -> [String] {
        do {
            _ = try SpecFile.parse(document.jsonText(), file: "example.json")
            return []
        } catch {
            return error.errors.filter {
                $0.path == path || $0.path.hasPrefix(path + ".") || $0.path.hasPrefix(path + "[")
            }.filter { error in !semantic.contains { error.message.contains($0) } }.map(\.description)
        }
    }

    /// A document holding `object` where a spec writes a mapping of kind `mapping`, and the
    /// path of the object in it.
    static func place(_ object: SpecNode, as mapping: SpecMapping) -> (document: SpecNode, path: String) {
        let root = ("root", SpecNode.map([]))
        func inView(_ type: String, _ key: String, _ value: SpecNode) -> SpecNode {
            .map([("root", .map([("subviews", .list([.map([("type", .string(type)), ("id", .string("v")), (key, value)])]))]))])
        }
        switch mapping {
        case .document: return (object, "")
        case .canvas: return (.map([root, ("canvas", object)]), "canvas")
        case .chrome: return (.map([root, ("canvas", .map([("chrome", object)]))]), "canvas.chrome")
        case .visualFormat: return (.map([root, ("constraints", .list([object]))]), "constraints[0]")
        case .compare: return (.map([root, ("compare", object)]), "compare")
        case .compose: return (.map([root, ("compose", object)]), "compose")
        case .variant: return (.map([root, ("variants", .list([object]))]), "variants[0]")
        case .matrix: return (.map([root, ("matrix", object)]), "matrix")
        case .traitRule: return (.map([root, ("traits", .list([object]))]), "traits[0]")
        case .traitCondition: return (.map([root, ("traits", .list([.map([("when", object)])]))]), "traits[0].when")
        case .section: return (inView("tableView", "sections", .list([object])), "root.subviews[0].sections[0]")
        case .prototype:
            return (inView("tableView", "prototypes", .list([object])), "root.subviews[0].prototypes[0]")
        case .tableRow:
            let section = SpecNode.map([("rows", .list([object]))])
            return (inView("tableView", "sections", .list([section])), "root.subviews[0].sections[0].rows[0]")
        case .priorities: return (.map([("root", .map([("hugging", object)]))]), "root.hugging")
        case .border: return (.map([("root", .map([("border", object)]))]), "root.border")
        case .font: return (inView("label", "font", object), "root.subviews[0].font")
        case .dynamicColor: return (.map([("root", .map([("background", object)]))]), "root.background")
        case .segment: return (inView("segmentedControl", "segments", .list([object])), "root.subviews[0].segments[0]")
        case .barItem: return (inView("toolbar", "items", .list([object])), "root.subviews[0].items[0]")
        case .tabItem: return (inView("tabBar", "items", .list([object])), "root.subviews[0].items[0]")
        case .accessibility: return (inView("button", "accessibility", object), "root.subviews[0].accessibility")
        case .audit: return (inView("label", "audit", object), "root.subviews[0].audit")
        case .buttonConfiguration:
            return (inView("button", "configuration", object), "root.subviews[0].configuration")
        case .textRun: return (inView("label", "attributedText", .list([object])), "root.subviews[0].attributedText[0]")
        case .runFont:
            let run = SpecNode.map([("text", .string("x")), ("font", object)])
            return (inView("label", "attributedText", .list([run])), "root.subviews[0].attributedText[0].font")
        case .paragraph: return (inView("label", "paragraph", object), "root.subviews[0].paragraph")
        case .intrinsicSize: return (inView("textField", "intrinsicSize", object), "root.subviews[0].intrinsicSize")
        }
    }
}
