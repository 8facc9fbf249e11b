import Testing
@testable import InterfaceBuilder
import LayoutSpec

/// Found by the XIB fuzz target: a byte that is not UTF-8 inside an element name crashed
/// the XML parser (a trap in FoundationXML). Documents are now checked for UTF-8 first,
/// and the error points at the first bad byte.
@Suite struct ReliabilityXMLTests {
    static func errors(_ bytes: [UInt8]) -> [String] {
        do {
            _ = try InterfaceBuilderFile.parse(bytes, file: "Bad.xib")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func aBadByteInAnElementNameIsAnErrorNotACrash() {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<docu".utf8) + [0xFF] + Array("ment/>\n".utf8)
        // Line 2, after `<docu` (5 characters): column 6.
        #expect(Self.errors(bytes) == [
            "Bad.xib:2:6: error: the file is not valid UTF-8 text (byte 0xFF); Interface Builder documents are UTF-8",
        ])
    }

    @Test(arguments: [
        // (bytes, offset of the first bad byte)
        ([0x61, 0xC3], 1),                    // a sequence cut short at the end
        ([0xE2, 0x82, 0x41], 0),              // a three-byte sequence broken by 'A'
        ([0x61, 0x62, 0xED, 0xA0, 0x80], 2),  // an encoded surrogate
        ([0xC0, 0xAF], 0),                    // an overlong '/'
        (Array("ok, 汉字".utf8), nil),
    ] as [([UInt8], Int?)])
    func firstInvalidByteIsFound(_ bytes: [UInt8], _ offset: Int?) {
        #expect(IBXMLReader.firstInvalidUTF8(bytes) == offset)
    }
}
