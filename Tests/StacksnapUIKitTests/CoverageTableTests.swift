import Foundation
import Testing

/// docs/uikit.md's coverage table against the module: every public type and member of
/// StacksnapUIKit is in the table, and every type the table has a row for exists, so API
/// cannot be added (or removed) without the page saying so.
///
/// The public API is read from the sources with a small scanner (declarations marked
/// `public` or `open` directly inside a public type or an extension, and the cases of
/// public enums); members are named as the table names them: `UIView.frame`,
/// `UIView.insertSubview(_:at:)`, `UIView.init(frame:)`, `UILayoutPriority.+`.
@Suite struct CoverageTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The public API of the module's sources: qualified type names, and `Type.member` names.
    static func publicSymbols() throws -> (types: [String], members: [String]) {
        let folder = root.appendingPathComponent("Sources/StacksnapUIKit")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        var types: [String] = [], members: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            Scanner(lines: text.components(separatedBy: "\n")).scan(types: &types, members: &members)
        }
        return (types, members)
    }

    /// A declaration scanner that tracks braces: enough for this module's plain style (one
    /// declaration per line, no braces inside strings that matter).
    struct Scanner {
        struct Context { var name: String; var isPublic: Bool; var depth: Int; var isEnum: Bool }
        let lines: [String]

        nonisolated(unsafe) static let typeDeclaration = /^\s*(?:@\w+\s+)*(?:(public|open|internal|private|fileprivate)\s+)?(?:final\s+)?(class|struct|enum|protocol|extension)\s+(?!var\b|func\b|let\b)([A-Za-z_][\w.]*)/
        nonisolated(unsafe) static let memberDeclaration = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:public|open)(?:\s+(?:private|internal)\(set\))?\s+)?(?:(?:static|class|final|override|convenience|required|nonisolated(?:\(unsafe\))?|lazy|weak|unowned)\s+)*(var|let|func|init|case|typealias)\b\??\s*(.*)/

        func scan(types: inout [String], members: inout [String]) {
            var depth = 0
            var stack: [Context] = []
            var index = 0
            while index < lines.count {
                let line = lines[index]
                defer { index += 1 }
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                let context = stack.last
                let direct = context.map { depth == $0.depth } ?? true
                var opened: Context?
                if direct, let match = line.firstMatch(of: Self.typeDeclaration) {
                    let kind = String(match.output.2), name = String(match.output.3)
                    if kind == "extension" {
                        opened = Context(name: name, isPublic: true, depth: 0, isEnum: false)
                    } else {
                        let visible = ["public", "open"].contains(match.output.1.map(String.init) ?? "") && (context?.isPublic ?? true)
                        let qualified = context.map { "\($0.name).\(name)" } ?? name
                        if visible { types.append(qualified) }
                        opened = Context(name: qualified, isPublic: visible, depth: 0, isEnum: kind == "enum")
                    }
                } else if let context, direct, context.isPublic, let match = line.firstMatch(of: Self.memberDeclaration) {
                    let keyword = String(match.output.2), rest = String(match.output.3)
                    if match.output.1 != nil || (keyword == "case" && context.isEnum) {
                        members += memberNames(keyword, rest, from: index).map { "\(context.name).\($0)" }
                    }
                }
                let code = line.replacing(/"(?:\\.|[^"\\])*"/, with: "\"\"")
                for character in code {
                    if character == "{" {
                        depth += 1
                        if var new = opened {
                            new.depth = depth
                            stack.append(new)
                            opened = nil
                        }
                    } else if character == "}" {
                        if stack.last?.depth == depth { stack.removeLast() }
                        depth -= 1
                    }
                }
            }
        }

        /// The names one declaration line gives: a property, the cases of a `case` line, a
        /// function or initializer with its argument labels (read on to the closing parenthesis).
        func memberNames(_ keyword: String, _ rest: String, from index: Int) -> [String] {
            switch keyword {
            case "var", "let", "typealias":
                return rest.firstMatch(of: /^([A-Za-z_]\w*)/).map { [String($0.output.1)] } ?? []
            case "case":
                return rest.matches(of: /(?:^|,)\s*([A-Za-z_]\w*)/).map { String($0.output.1) }
            default:
                var text = rest, next = index
                while !text.contains("(") || text.filter({ $0 == "(" }).count > text.filter({ $0 == ")" }).count,
                      next + 1 < lines.count {
                    next += 1
                    text += " " + lines[next].trimmingCharacters(in: .whitespaces)
                }
                let name = keyword == "init" ? "init" : String(text.prefix { $0 != "(" && $0 != " " })
                if let first = name.first, "<>=+-*/!&|^%~".contains(first) { return [name] }
                return [name + "(" + Self.labels(text) + ")"]
            }
        }

        /// `(item view1: Any, attribute attr1: Attribute)` → `item:attribute:`.
        static func labels(_ text: String) -> String {
            guard let open = text.firstIndex(of: "(") else { return "" }
            var depth = 0, current = "", parameters: [String] = []
            for character in text[open...] {
                if "([<".contains(character) { depth += 1; if depth == 1 { continue } }
                if ")]>".contains(character) { depth -= 1; if depth == 0 { break } }
                if character == "," && depth == 1 { parameters.append(current); current = "" } else { current.append(character) }
            }
            if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
            return parameters.map { parameter in
                let head = parameter.split(separator: ":").first?.split(separator: " ").first.map(String.init) ?? "_"
                return head + ":"
            }.joined()
        }
    }

    /// The covered table of docs/uikit.md: the lines between its markers.
    static func coveredTable() throws -> [String] {
        let page = try String(contentsOf: root.appendingPathComponent("docs/uikit.md"), encoding: .utf8)
        let begin = try #require(page.range(of: "<!-- coverage: covered -->"), "docs/uikit.md has no '<!-- coverage: covered -->' line")
        let end = try #require(page.range(of: "<!-- end coverage -->", range: begin.upperBound..<page.endIndex),
                               "docs/uikit.md has no '<!-- end coverage -->' line")
        return page[begin.upperBound..<end.lowerBound].replacing("init?(", with: "init(").components(separatedBy: "\n")
            .filter { $0.hasPrefix("| `") }
    }

    /// The type a row is about: its first cell's first name.
    static func rowType(_ row: String) -> String? {
        row.firstMatch(of: /^\| `([^`]+)`/).map { String($0.output.1) }
    }

    @Test func theScannerFindsTheAPI() throws {
        let (types, members) = try Self.publicSymbols()
        // Spot checks, so that a scanner broken by a change of style fails loudly.
        for type in ["UIView", "UIStackView.Distribution", "NSLayoutConstraint.FormatOptions", "UIView.AutoresizingMask"] {
            #expect(types.contains(type), "\(type)")
        }
        for member in ["UIView.frame", "UIView.superview", "UIView.init(frame:)", "UIView.init(coder:)",
                       "NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)",
                       "UIStackView.Alignment.top", "NSLayoutConstraint.Attribute.notAnAttribute", "UILayoutPriority.+",
                       "UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)"] {
            #expect(members.contains(member), "\(member)")
        }
        #expect(!types.contains("ViewTreeConverter") && !members.contains { $0.hasPrefix("LayoutRun.") })
        #expect(members.count > 300, "\(members.count)")
    }

    @Test func everyPublicSymbolIsInTheCoveredTable() throws {
        let (types, members) = try Self.publicSymbols()
        let allRows = try Self.coveredTable()
        let table = allRows.joined(separator: "\n")
        func rows(of type: String) -> [String] { allRows.filter { Self.rowType($0) == type } }
        let missingTypes = types.filter { rows(of: $0).isEmpty }
        let missingMembers = members.filter { member in
            let type = String(member[..<member.lastIndex(of: ".", before: member.firstIndex(of: "(") ?? member.endIndex)!])
            let name = String(member.dropFirst(type.count + 1))
            if table.contains("`\(member)`") { return false }
            return !rows(of: type).contains { $0.contains("`\(name)`") || $0.contains("`.\(name)`") }
        }
        #expect(missingTypes.isEmpty, "docs/uikit.md's covered table has no row for: \(missingTypes.joined(separator: ", "))")
        #expect(missingMembers.isEmpty,
                "docs/uikit.md's covered table does not name (in the row of their type): \(missingMembers.joined(separator: ", "))")
    }

    @Test func everyRowIsAboutATypeThatExists() throws {
        let types = Set(try Self.publicSymbols().types)
        // Foundation's types that the module extends (IndexPath's rows and sections, the
        // attributed-string keys UIKit adds) have rows too.
        let extended: Set<String> = ["IndexPath", "NSAttributedString.Key"]
        let unknown = try Self.coveredTable().compactMap(Self.rowType).filter { !types.contains($0) && !extended.contains($0) }
        #expect(unknown.isEmpty, "docs/uikit.md's covered table has rows for types the module does not have: \(unknown)")
    }
}

extension String {
    /// The last `character` before `end`.
    fileprivate func lastIndex(of character: Character, before end: Index) -> Index? {
        self[..<end].lastIndex(of: character)
    }
}
