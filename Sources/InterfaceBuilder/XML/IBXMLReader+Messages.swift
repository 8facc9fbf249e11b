import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension IBXMLReader {
    /// A sentence for an `XMLParser` error code: the parser itself gives only the number.
    static func message(code: Int, open: String?) -> String {
        let prefix = "the XML is not well-formed: "
        guard let known = XMLParser.ErrorCode(rawValue: code) else {
            return prefix + "XMLParser error \(code)"
        }
        let detail: String
        switch known {
        case .tagNameMismatchError:
            detail = open.map { "expected the end tag </\($0)>, found another end tag" }
                ?? "an end tag does not match the open element"
        case .prematureDocumentEndError:
            detail = open.map { "the file ends inside <\($0)> (expected </\($0)>)" } ?? "the file ends too early"
        case .emptyDocumentError, .documentStartError:
            detail = "expected an XML document, found none"
        case .unfinishedTagError, .gtRequiredError:
            detail = "a tag is not closed with '>'"
        case .ltRequiredError, .ltSlashRequiredError:
            detail = "expected a tag ('<')"
        case .attributeNotStartedError, .attributeNotFinishedError, .attributeHasNoValueError:
            detail = "expected an attribute written name=\"value\""
        case .attributeRedefinedError:
            detail = "an attribute is given twice in one tag"
        case .lessThanSymbolInAttributeError:
            detail = "'<' inside an attribute value (write &lt;)"
        case .undeclaredEntityError, .entityRefAtEOFError, .entityNotFinishedError:
            detail = "unknown or unfinished entity reference (only &lt; &gt; &amp; &quot; &apos; and &#…; are known)"
        case .invalidCharacterError, .invalidCharacterRefError, .invalidDecimalCharacterRefError,
             .invalidHexCharacterRefError:
            detail = "a character that XML does not allow"
        case .nameRequiredError:
            detail = "expected an element or attribute name"
        case .commentNotFinishedError:
            detail = "a comment is not closed with '-->'"
        case .stringNotClosedError, .stringNotStartedError:
            detail = "expected a quoted attribute value"
        case .unknownEncodingError, .encodingNotSupportedError:
            detail = "unsupported text encoding (Interface Builder writes UTF-8)"
        default:
            detail = "XMLParser error \(code)"
        }
        return prefix + detail
    }
}
