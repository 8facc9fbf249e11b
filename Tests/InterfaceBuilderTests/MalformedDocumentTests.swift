import Foundation
import InterfaceBuilder
import LayoutSpec
import Stacksnap
import StacksnapVerify
import Testing

/// Bad input gives one clear error with the line and column of the problem (exit code 65),
/// never a crash; a document type declaration — where external entities would come from —
/// is refused before parsing.
@Suite struct MalformedDocumentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var xml: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "end tag of another element",
             xml: "<?xml version=\"1.0\"?>\n<document>\n  <objects>\n  </document>\n",
             line: 4, column: 14, message: "expected the end tag </objects>"),
        Case(name: "file ends inside an element",
             xml: "<document>\n  <objects>\n", line: 2, column: 12, message: "the file ends inside <objects>"),
        Case(name: "attribute without quotes",
             xml: "<document>\n  <view id=abc/>\n</document>\n", line: 2, column: 12, message: "a quoted value"),
        Case(name: "unknown entity",
             xml: "<document>\n<label text=\"&nbsp;\"/>\n</document>", line: 2, column: 20,
             message: "unknown or unfinished entity reference"),
        Case(name: "external entity (XXE)",
             xml: "<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document t=\"&x;\"/>\n",
             line: 2, column: 1, message: "declares a document type"),
        Case(name: "entity declared without a doctype line first",
             xml: "<document>\n  <!ENTITY a \"b\">\n</document>\n", line: 2, column: 3, message: "declares a document type"),
        Case(name: "empty file", xml: "", line: 1, column: 1, message: "no XML element"),
        // The corelibs parser dereferences the missing data of `<?x?>`.
        Case(name: "processing instruction without data",
             xml: "<?xml version=\"1.0\"?>\n<document>\n  <?x?>\n</document>\n", line: 3, column: 3,
             message: "has a processing instruction"),
        Case(name: "processing instruction in place of the declaration",
             xml: "<?x<?xml version=\"1.0\"?>\n<document/>\n", line: 1, column: 1, message: "has a processing instruction"),
        Case(name: "not an Interface Builder document",
             xml: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>\n", line: 2, column: 1,
             message: "expected an Interface Builder <document> element, found <plist>"),
        Case(name: "a macOS storyboard",
             xml: "<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" targetRuntime=\"MacOSX.Cocoa\">\n<scenes/>\n</document>",
             line: 1, column: 1, message: "only iOS (Cocoa Touch) documents"),
    ]

    @Test(arguments: cases)
    func reportsWhereAndWhat(_ bad: Case) throws {
        do {
            let imported = try InterfaceBuilderFile.parse(Array(bad.xml.utf8), file: "Bad.xib")
            Issue.record("expected an error, got \(imported.documents.count) documents")
        } catch {
            #expect(error.errors.count == 1)
            let first = try #require(error.errors.first)
            #expect(first.file == "Bad.xib")
            #expect((first.line, first.column) == (bad.line, bad.column), "\(first)")
            #expect(first.message.contains(bad.message), "\(first)")
            #expect(first.severity == .error)
        }
    }

    @Test func theCommandLineExitCodeIs65() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-bad-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Broken.storyboard")
        try Data("<document>\n<scenes>\n</document>\n".utf8).write(to: file)
        do {
            _ = try SpecJob.load(file.path)
            Issue.record("expected an error")
        } catch {
            #expect(error.status == .badInput)
            #expect(error.description.hasPrefix("\(file.path):3:"), "\(error.description)")
        }
    }
}
