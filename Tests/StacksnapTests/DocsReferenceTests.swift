import Foundation
import Testing

/// The documentation against the tool: the spec key reference in docs/spec-format.md is the
/// one `stacksnap schema --markdown` prints, `stacksnap help spec` answers from it, and
/// docs/command-line.md names every command and option the parser knows.
@Suite struct DocsReferenceTests {
    static let root = VerifyFixtures.packageRoot

    static func page(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    /// The generated part of docs/spec-format.md, markers included.
    static func generatedPart(of text: String) throws -> String {
        let begin = "<!-- generated: spec keys (swift run stacksnap schema --markdown) -->", end = "<!-- end generated -->"
        let start = try #require(text.range(of: begin), "docs/spec-format.md has no '\(begin)' line")
        let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex), "docs/spec-format.md has no '\(end)' line")
        return String(text[start.lowerBound..<stop.upperBound]) + "\n"
    }

    @Test func specReferenceIsTheGeneratedOne() throws {
        let result = try StacksnapCLI.run(["schema", "--markdown"], in: Self.root.path)
        #expect(result.code == 0 && result.stderr.isEmpty, "\(result)")
        let committed = try Self.generatedPart(of: Self.page("docs/spec-format.md"))
        let isCurrent = committed == result.stdout
        #expect(isCurrent, "the key reference in docs/spec-format.md differs from `stacksnap schema --markdown`; regenerate it with: scripts/update-spec-reference")
    }

    /// Every definition of the JSON Schema is a section or a value type of the reference, so
    /// a new shape cannot be left out of it.
    @Test func everySchemaDefinitionIsInTheReference() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(Self.page("docs/stacksnap.schema.json").utf8)) as? [String: Any]
        let definitions = try #require(schema?["definitions"] as? [String: Any]).keys
        let reference = try Self.generatedPart(of: Self.page("docs/spec-format.md"))
        for definition in definitions.sorted() {
            let name = definition == "view.root" ? "view" : String(definition.split(separator: ".").last!)
            #expect(reference.contains("\n### \(name)\n") || reference.contains("| `\(name)` |"),
                    "definition \(definition) is not in the key reference (SpecSchema.referenceSections or valueTypes)")
        }
    }

    @Test func helpSpecPrintsOneKey() throws {
        let result = try StacksnapCLI.run(["help", "spec", "stack.distribution"], in: Self.root.path)
        #expect(result.code == 0, "\(result)")
        #expect(result.stdout.hasPrefix("stack.distribution\n"), "\(result)")
        #expect(result.stdout.contains("type: one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering"), "\(result)")
        #expect(result.stdout.contains("default: fill"), "\(result)")
        #expect(result.stdout.contains("How arranged views share the length along the axis."), "\(result)")
        // The same command under its own name, and a bare key found in every mapping that has it.
        let direct = try StacksnapCLI.run(["spec", "stack.distribution"], in: Self.root.path)
        #expect(direct.stdout == result.stdout, "\(direct)")
        let bare = try StacksnapCLI.run(["help", "spec", "device"], in: Self.root.path)
        #expect(bare.code == 0 && bare.stdout.contains("canvas.device") && bare.stdout.contains("iPhone15Pro"), "\(bare)")
    }

    @Test func helpSpecRefusesAnUnknownKeyWithSuggestions() throws {
        let result = try StacksnapCLI.run(["help", "spec", "stack.distrbution"], in: Self.root.path)
        #expect(result.code == 64, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("no spec key, section or value type is called 'stack.distrbution'"), "\(result)")
        #expect(result.stderr.contains("did you mean 'stack.distribution'"), "\(result)")
    }

    /// Every command and every option `stacksnap --experimental-dump-help` lists is named in
    /// docs/command-line.md, so an option cannot be added without its documentation.
    @Test func commandLinePageNamesEveryCommandAndOption() throws {
        let result = try StacksnapCLI.run(["--experimental-dump-help"], in: Self.root.path)
        #expect(result.code == 0, "\(result)")
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let page = try Self.page("docs/command-line.md")
        var missing: [String] = []
        func walk(_ command: [String: Any], path: [String]) {
            let name = command["commandName"] as? String ?? ""
            if name == "help" { return }
            let words = path + [name]
            let invocation = words.dropFirst().joined(separator: " ")
            if !invocation.isEmpty, !page.contains("## \(invocation)"), !page.contains("`stacksnap \(invocation)") {
                missing.append("command '\(invocation)'")
            }
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool ?? true {
                for spelling in argument["names"] as? [[String: Any]] ?? [] {
                    guard spelling["kind"] as? String == "long", let long = spelling["name"] as? String, long != "help" else { continue }
                    if !page.contains("`--\(long)") && !page.contains(", `--\(long)") { missing.append("\(invocation) --\(long)") }
                }
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] { walk(sub, path: words) }
        }
        walk(try #require(dump["command"] as? [String: Any]), path: [])
        #expect(missing.isEmpty, "docs/command-line.md does not mention: \(missing.joined(separator: ", "))")
    }
}
