@testable import InterfaceBuilder
import Testing

/// Which Xcode saved a document decides the metrics it was laid out with, so the version is
/// read as Xcode wrote it — including Xcode 15's "32700.99.1234", which names no Xcode: the
/// Cocoa Touch plug-in's version beside it does.
@Suite struct ToolsVersionTests {
    struct Case: Sendable, CustomStringConvertible {
        var toolsVersion: String?
        var plugIn: String?
        var expected: Int
        var description: String { "\(toolsVersion ?? "none") / \(plugIn ?? "none")" }
    }

    @Test(arguments: [
        Case(toolsVersion: "21701", plugIn: "21678", expected: 21701),
        Case(toolsVersion: "24506", plugIn: nil, expected: 24506),
        Case(toolsVersion: "32700.99.1234", plugIn: "22685", expected: 22685),
        Case(toolsVersion: "32700.99.1234", plugIn: nil, expected: 32700),
        Case(toolsVersion: nil, plugIn: "22685", expected: 0),
    ])
    func theVersionIsTheXcodeThatSavedIt(_ test: Case) throws {
        let attribute = test.toolsVersion.map { " toolsVersion=\"\($0)\"" } ?? ""
        let plugIn = test.plugIn.map {
            "<dependencies><plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"\($0)\"/></dependencies>"
        } ?? ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"\(attribute) targetRuntime="iOS.CocoaTouch">
                \(plugIn)
                <objects><view contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></objects>
            </document>
            """
        let document = try RecordedFrames.parseDocument(Array(text.utf8), file: "Inline.xib")
        #expect(document.toolsVersion == test.expected)
    }
}
