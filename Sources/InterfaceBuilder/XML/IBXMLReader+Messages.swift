extension IBXMLReader {
    /// A sentence for a parser error code. `XMLParser` reports libxml2's error numbers
    /// (Apple's `NSXMLParserError` uses the same numbers; the Linux `XMLParser.ErrorCode`
    /// enum does not match them, so the numbers are read here directly).
    static func message(code: Int, open: String?) -> String {
        let detail: String
        switch code {
        case 76:  // tag name mismatch
            detail = open.map { "expected the end tag </\($0)>, found another end tag" }
                ?? "an end tag does not match the open element"
        case 5, 77:  // document end, tag not finished
            detail = open.map { "the file ends inside <\($0)> (expected </\($0)>)" } ?? "the file ends too early"
        case 3, 4:  // document start, document empty
            detail = "expected an XML document, found none"
        case 73: detail = "a tag is not closed with '>'"
        case 72, 74: detail = "expected a tag ('<' or '</')"
        case 33, 34, 39, 40, 41, 43, 44:  // strings, attribute values and literals
            detail = "expected an attribute written name=\"value\" (a quoted value)"
        case 42: detail = "an attribute is given twice in one tag"
        case 38: detail = "'<' inside an attribute value (write &lt;)"
        case 14, 22, 23, 26, 27, 36, 37:
            detail = "unknown or unfinished entity reference (only &lt; &gt; &amp; &quot; &apos; and &#…; are known)"
        case 6, 7, 8, 9: detail = "a character that XML does not allow"
        case 68: detail = "expected an element or attribute name"
        case 45, 80: detail = "a comment is not closed with '-->' (or has '--' inside it)"
        case 31, 32, 79, 81: detail = "unsupported text encoding (Interface Builder writes UTF-8)"
        case 85, 86: detail = "content after the document's root element"
        case 89: detail = "an entity refers to itself"
        default: detail = "libxml2 error \(code)"
        }
        return "the XML is not well-formed: " + detail
    }
}
