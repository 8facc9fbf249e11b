import Foundation
import Testing

/// Bad specs through the built executable: every command that reads specs exits 65 with
/// every error of the file on stderr (`file:line:column: error: path: message`), writes
/// nothing, and neither crashes nor hangs (``Bounded``).
@Suite struct ReliabilityBadSpecCLITests {
    /// Every fixture of `Tests/LayoutSpecTests/Fixtures/Bad` through `layout`, `render` and
    /// `verify`: the same lines its `.expected` file lists, in the same order.
    @Test(arguments: BadSpecFixtures.names)
    func everyBadFixtureFailsEachCommandWithAllItsErrors(_ name: String) throws {
        let expected = try BadSpecFixtures.expected(name)
        let scratch = try Scratch(copySuite: false)
        let folder = BadSpecFixtures.folder.path
        let commands = [
            ["layout", name],
            ["render", name, "-o", scratch.path("out")],
            ["verify", name, "--golden", scratch.path("Golden"), "--no-report", "--no-cache"],
        ]
        for command in commands {
            let result = try Bounded.run(command, in: folder)
            #expect(result.code == 65, "\(command[0]) \(name): \(result)")
            #expect(result.stderrLines == expected, "\(command[0]) \(name)")
        }
        let written = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path("out"))) ?? []
        #expect(written.isEmpty, "render wrote \(written) for an invalid spec")
        #expect(!scratch.exists("Golden"), "verify created goldens for an invalid spec")
    }

    /// Inputs too large to commit, written here; the expected lines are counted from how
    /// each text is built (as in LayoutSpecTests' GeneratedInputTests).
    @Test func generatedHostileInputsExit65WithTheirPosition() throws {
        let scratch = try Scratch(copySuite: false)
        var cases: [(file: String, text: String, expected: [String])] = []

        // Two objects plus 998 lists make 1000 levels; the 999th '[' (column 20 + 999) is too deep.
        let deep = #"{"root":{"subviews":"# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}}"
        cases.append(("deep.json", deep, ["deep.json:1:1019: error: JSON syntax error: nesting deeper than 1000 levels of lists and objects"]))

        // 10,000 views nested in each other, in JSON: 201 levels deep is one too many. Each
        // level opens with 27 characters after the 21 of the prefix.
        let opening = #"{"type":"view","subviews":["#
        let views = #"{"root":{"subviews":["# + String(repeating: opening, count: 10_000) + #"{"type":"view"}"#
            + String(repeating: "]}", count: 10_000) + "]}}"
        // The JSON reader stops first: the prefix opens 3 levels, each view 2 more, so the
        // '[' of view 499 (column 21 + 499 × 27) is level 1001.
        cases.append(("views.json", views, ["views.json:1:\(21 + 499 * 27): error: JSON syntax error: nesting deeper than 1000 levels of lists and objects"]))

        // One megabyte of text in a label: `{"root":{"subviews":[{"type":"label","text":` puts the quote at 45.
        let big = String(repeating: "a", count: 1 << 20)
        cases.append(("big.json", #"{"root":{"subviews":[{"type":"label","text":""# + big + #""}]}}"#,
                      ["big.json:1:45: error: root.subviews[0].text: string is 1048576 characters long; the limit is 10000"]))
        cases.append(("big.yaml", "root:\n  subviews:\n    - type: label\n      text: \"" + big + "\"\n",
                      ["big.yaml:4:13: error: root.subviews[0].text: string is 1048576 characters long; the limit is 10000"]))

        // A file over 32 MiB is refused before it is read.
        let huge = "root: {}\n# " + String(repeating: "x", count: 32 << 20) + "\n"
        cases.append(("huge.yaml", huge, ["huge.yaml:1:1: error: the file is \(huge.utf8.count) bytes; the limit is 33554432"]))

        for (file, text, expected) in cases {
            try scratch.write(text, to: file)
            for command in [["layout", file], ["render", file, "-o", "out"]] {
                let result = try Bounded.run(command, in: scratch.root.path)
                #expect(result.code == 65, "\(command[0]) \(file): \(result.code)")
                #expect(result.stderrLines == expected, "\(command[0]) \(file)")
            }
        }

        // Bytes that are not UTF-8 (an ISO 8859-1 'é').
        try scratch.write([UInt8]("root: ".utf8) + [0xE9, 0x0A], to: "latin1.yaml")
        let latin = try Bounded.run(["layout", "latin1.yaml"], in: scratch.root.path)
        #expect(latin.code == 65)
        #expect(latin.stderrLines == ["latin1.yaml:1:1: error: the file is not valid UTF-8 text"])

        // A XIB with a byte that is not UTF-8 in an element name crashed the XML parser.
        try scratch.write(Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<docu".utf8) + [0xFF] + Array("ment/>\n".utf8),
                          to: "bad.xib")
        for command in [["layout", "bad.xib"], ["render", "bad.xib", "-o", "out"], ["import", "bad.xib", "-o", "bad.yaml"]] {
            let result = try Bounded.run(command, in: scratch.root.path)
            #expect(result.code == 65, "\(command[0]): \(result)")
            #expect(result.stderrLines == ["bad.xib:2:6: error: the file is not valid UTF-8 text (byte 0xFF); Interface Builder documents are UTF-8"])
        }
    }

    /// A 20,000-view limit stops a spec of 20,001 views at the first view past it, and the
    /// flag raises it; `--max-text-length` lowers the text limit.
    @Test func theViewAndTextLimitsHaveFlags() throws {
        let scratch = try Scratch(copySuite: false)
        try scratch.write("canvas: {width: 40, height: 40}\nroot:\n  subviews:\n    - {type: view}\n    - {type: view}\n    - {type: label, text: hello}\n",
                          to: "three.yaml")
        // The canvas and two subviews make 3 views; the label (line 6, column 7) is the fourth.
        let views = try Bounded.run(["render", "three.yaml", "-o", "out", "--max-views", "3"], in: scratch.root.path)
        #expect(views.code == 65)
        #expect(views.stderrLines == ["three.yaml:6:7: error: root.subviews[2]: more than 3 views in one spec"])
        // "hello" is 5 characters; `    - {type: label, text: ` is 26, so it starts at column 27.
        let text = try Bounded.run(["layout", "three.yaml", "--max-text-length", "4"], in: scratch.root.path)
        #expect(text.code == 65)
        #expect(text.stderrLines == ["three.yaml:6:27: error: root.subviews[2].text: string is 5 characters long; the limit is 4"])
        let fine = try Bounded.run(["render", "three.yaml", "-o", "out", "--max-views", "4", "--max-text-length", "5"],
                                   in: scratch.root.path)
        #expect(fine.code == 0, "\(fine)")
        #expect(scratch.exists("out/three.png"))
        for bad in [["--max-views", "0"], ["--max-text-length", "-1"], ["--timeout", "-1"], ["--max-canvas-pixels", "0"]] {
            let refused = try Bounded.run(["layout", "three.yaml"] + bad, in: scratch.root.path)
            #expect(refused.code == 64, "\(bad): \(refused)")
        }
    }

    /// One bad spec does not stop `render`: the good ones around it are written, its errors
    /// are printed, and the exit code is 65.
    @Test func renderReportsEveryBadSpecAndRendersTheRest() throws {
        let scratch = try Scratch(copySuite: false)
        let good = "canvas: {width: 20, height: 20}\nroot: {background: red}\n"
        try scratch.write(good, to: "specs/a.yaml")
        try scratch.write("root:\n  subviews:\n    - {type: veiw}\n", to: "specs/b.yaml")
        try scratch.write(good, to: "specs/c.yaml")
        try scratch.write("root: [\n", to: "specs/d.yaml")
        let result = try Bounded.run(["render", "specs", "-o", "out"], in: scratch.root.path)
        #expect(result.code == 65)
        #expect(scratch.exists("out/a.png") && scratch.exists("out/c.png"))
        #expect(!scratch.exists("out/b.png") && !scratch.exists("out/d.png"))
        // One line for b (line 3, column 14: `    - {type: ` is 13 characters), one for d.
        #expect(result.stderrLines.count == 2, "\(result)")
        #expect(result.stderrLines.first?.hasPrefix("specs/b.yaml:3:14: error: root.subviews[0].type: expected one of view,") == true)
        #expect(result.stderrLines.last?.hasPrefix("specs/d.yaml:") == true)
    }

    /// A spec that reads fine but whose stack UIKit cannot form (a fillProportionally row
    /// whose -2 spacing cancels the 4 points of intrinsic width: T = 4 + 2 × -2 = 0, where
    /// iOS raises "Multiplier is not finite") exits 65 naming the stack by its place in the
    /// spec, and writes nothing.
    @Test func aStackUIKitCannotFormIsNamedByItsPath() throws {
        let scratch = try Scratch(copySuite: false)
        try scratch.write("""
            canvas: {width: 100, height: 40}
            root:
              subviews:
                - {type: label, text: fine}
                - type: stack
                  id: row
                  distribution: fillProportionally
                  spacing: -2
                  arranged: [{type: view, intrinsicSize: [4, 10]}, {type: view}, {type: view}]
            constraints: ["row.leading == root.leading", "row.top == root.top"]

            """, to: "row.yaml")
        let expected = "row.yaml: error: root.subviews[1] ('row'): a fillProportionally stack divides each arranged "
            + "view's intrinsic width by their sum plus the spacing, here 4 + (-4) = 0, so its multipliers would be "
            + "infinite (iOS raises \"Multiplier is not finite\"); views without an intrinsic width, stacks among them, "
            + "count as 0. Give the arranged views more intrinsic width or change the spacing"
        for command in [["layout", "row.yaml"], ["render", "row.yaml", "-o", "out"]] {
            let result = try Bounded.run(command, in: scratch.root.path)
            #expect(result.code == 65, "\(command[0]): \(result)")
            #expect(result.stderrLines == [expected], "\(command[0])")
        }
        #expect(!scratch.exists("out/row.png"))
    }
}
