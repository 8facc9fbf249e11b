import Foundation
import Testing

/// Nothing a spec, a golden folder or a report folder holds can make stacksnap read or
/// write outside the folders it was given: `..`, absolute paths and names are refused
/// when the spec is read, and symbolic links that lead out are refused when followed.
@Suite struct PathsTests {
    static let spec = "canvas: {width: 20, height: 20}\nroot: {background: red}\n"

    /// A scratch folder with `outside/` beside the working folders, to check it is untouched.
    private func scratchWithOutside() throws -> Scratch {
        let scratch = try Scratch(copySuite: false)
        try scratch.write("do not touch\n", to: "outside/victim.txt")
        return scratch
    }

    @Test func imageSourcesStayInTheSpecFolderEvenThroughLinks() throws {
        let scratch = try scratchWithOutside()
        // A real PNG outside the spec folder, reached through a link inside it.
        try scratch.write("name: pic\ncanvas: {width: 4, height: 4}\nroot: {background: blue}\n", to: "make/pic.yaml")
        #expect(try Bounded.run(["render", "make/pic.yaml", "-o", "outside"], in: scratch.root.path).code == 0)
        try FileManager.default.createDirectory(atPath: scratch.path("specs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("specs/link.png"), withDestinationPath: "../outside/pic.png")
        try FileManager.default.copyItem(atPath: scratch.path("outside/pic.png"), toPath: scratch.path("specs/inside.png"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("specs/inner-link.png"), withDestinationPath: "inside.png")
        let image = "canvas: {width: 20, height: 20}\nroot:\n  subviews:\n    - {type: image, id: i, source: SOURCE}\n"
        try scratch.write(image.replacingOccurrences(of: "SOURCE", with: "link.png"), to: "specs/linked.yaml")
        try scratch.write(image.replacingOccurrences(of: "SOURCE", with: "inner-link.png"), to: "specs/inner.yaml")

        let linked = try Bounded.run(["render", "specs/linked.yaml", "-o", "out"], in: scratch.root.path)
        #expect(linked.code == 65)
        let resolved = URL(fileURLWithPath: scratch.path("outside/pic.png")).resolvingSymlinksInPath().path
        #expect(linked.stderrLines == [
            "specs/linked.yaml: error: link.png: the image resolves outside the spec's folder (\(resolved)); refusing to read it",
        ])
        #expect(!scratch.exists("out/linked.png"))
        // A link that stays inside the folder is followed.
        let inner = try Bounded.run(["render", "specs/inner.yaml", "-o", "out"], in: scratch.root.path)
        #expect(inner.code == 0, "\(inner)")
        #expect(scratch.exists("out/inner.png"))
    }

    /// Names cannot hold a path: `name`, and a variant's name, with `/` or `..` are spec
    /// errors, and nothing is written anywhere.
    @Test func snapshotAndVariantNamesCannotNameAPath() throws {
        let scratch = try scratchWithOutside()
        try scratch.write("name: ../outside/evil\n" + Self.spec, to: "specs/a.yaml")
        try scratch.write(Self.spec + "variants:\n  - {name: ../../outside/evil, canvas: {width: 30}}\n", to: "specs/b.yaml")
        try scratch.write("name: /tmp/evil\n" + Self.spec, to: "specs/c.yaml")
        let message = "expected a name made of letters, digits, '_', '-', '+' and '.' (not starting with '.'); it names output files, found"
        let result = try Bounded.run(["render", "specs", "-o", "out"], in: scratch.root.path)
        #expect(result.code == 65)
        // Columns: `name: ` is 6 characters; `  - {name: ` is 11.
        #expect(result.stderrLines == [
            "specs/a.yaml:1:7: error: name: \(message) '../outside/evil'",
            "specs/b.yaml:4:12: error: variants[0].name: \(message) '../../outside/evil'",
            "specs/c.yaml:1:7: error: name: \(message) '/tmp/evil'",
        ])
        #expect((try? FileManager.default.contentsOfDirectory(atPath: scratch.path("out"))) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("outside")) == ["victim.txt"])
    }

    /// A golden that is a link to a file outside the golden folder is refused (exit 65) and
    /// never replaced, whatever the record mode; a link inside the folder is read.
    @Test func aGoldenLinkedOutsideIsRefusedAndNeverReplaced() throws {
        let scratch = try scratchWithOutside()
        try scratch.write(Self.spec, to: "Samples/a.yaml")
        try scratch.write(Self.spec, to: "Samples/b.yaml")
        #expect(try Bounded.run(["verify", "--no-report", "--no-cache"], in: scratch.root.path).code == 1)
        let golden = try #require(scratch.bytes("Golden/a.png"))
        try FileManager.default.moveItem(atPath: scratch.path("Golden/a.png"), toPath: scratch.path("outside/a.png"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Golden/a.png"), withDestinationPath: "../outside/a.png")
        try FileManager.default.createDirectory(atPath: scratch.path("Golden/store"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: scratch.path("Golden/b.png"), toPath: scratch.path("Golden/store/b.png"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Golden/b.png"), withDestinationPath: "store/b.png")

        let target = URL(fileURLWithPath: scratch.path("outside/a.png")).resolvingSymlinksInPath().path
        let refusal = "Golden/a.png: error: the golden is a symbolic link to \(target), outside the golden folder Golden; "
            + "refusing to read or replace it (replace the link with the file)"
        for record in ["missing", "all"] {
            let result = try Bounded.run(["verify", "--no-report", "--no-cache", "--record", record], in: scratch.root.path)
            #expect(result.code == 65, "\(record): \(result)")
            #expect(result.stderrLines == [refusal], "\(record)")
            #expect(scratch.bytes("outside/a.png") == golden)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("Golden/a.png"))) == "../outside/a.png")
        }
        // b passed through its inside link on both runs; --record all left it alone, as the
        // render has its exact bytes (no golden is rewritten to change bytes alone).
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("Golden/b.png"))) == "store/b.png")
    }

    /// An `artifacts` folder that links out of the report folder is refused (exit 74) before
    /// anything is written or deleted through it.
    @Test func anArtifactsFolderLinkedOutsideIsRefused() throws {
        let scratch = try scratchWithOutside()
        try scratch.write(Self.spec, to: "Samples/a.yaml")
        try FileManager.default.createDirectory(atPath: scratch.path("report"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("report/artifacts"), withDestinationPath: "../outside")
        // No golden and CI set: a failure with an actual image to write as an artifact.
        let result = try Bounded.run(["verify", "--report", "report", "--no-cache"], in: scratch.root.path,
                                     environment: ["CI": "1"])
        #expect(result.code == 74, "\(result)")
        let target = URL(fileURLWithPath: scratch.path("outside")).resolvingSymlinksInPath().path
        #expect(result.stderr.contains("report/artifacts: error: the artifacts folder is a symbolic link to \(target), outside the report folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("outside")) == ["victim.txt"])
    }

    /// A report file lists artifacts to delete on the next run; entries that lead out of
    /// `artifacts/` are ignored, so a hand-edited report cannot delete anything else.
    @Test func aReportListingPathsOutsideDeletesNothingThere() throws {
        let scratch = try scratchWithOutside()
        try scratch.write(Self.spec, to: "Samples/a.yaml")
        let first = try Bounded.run(["verify", "--report", "report", "--no-cache"], in: scratch.root.path, environment: ["CI": "1"])
        #expect(first.code == 1)
        let json = try #require(scratch.bytes("report/report.json").map { String(decoding: $0, as: UTF8.self) })
        #expect(json.contains("artifacts/a.actual.png"))
        try scratch.write(json.replacingOccurrences(of: "artifacts/a.actual.png", with: "../outside/victim.txt"),
                          to: "report/report.json")
        try scratch.write(json.replacingOccurrences(of: "artifacts/a.actual.png", with: "artifacts/../../outside/victim.txt"),
                          to: "report2/report.json")
        for report in ["report", "report2"] {
            _ = try Bounded.run(["verify", "--report", report, "--no-cache"], in: scratch.root.path, environment: ["CI": "1"])
            #expect(scratch.exists("outside/victim.txt"), "\(report)")
        }
    }

    /// Outputs are replaced by renaming: a link at the output's name is replaced by the new
    /// file, and the file it pointed to is untouched.
    @Test func aLinkAtAnOutputNameIsReplacedNotWrittenThrough() throws {
        let scratch = try scratchWithOutside()
        try scratch.write(Self.spec, to: "a.yaml")
        try FileManager.default.createDirectory(atPath: scratch.path("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("out/a.png"), withDestinationPath: "../outside/victim.txt")
        let result = try Bounded.run(["render", "a.yaml", "-o", "out"], in: scratch.root.path)
        #expect(result.code == 0)
        #expect(scratch.bytes("outside/victim.txt") == Array("do not touch\n".utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.path("out/a.png"))
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }
}
