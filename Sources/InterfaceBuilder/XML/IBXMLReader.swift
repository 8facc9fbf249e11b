import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutSpec

/// Reads an Interface Builder document's XML into an ``IBElement`` tree with Foundation's
/// `XMLParser`.
///
/// Steps: 0. refuse bytes that are not UTF-8 (Interface Builder writes UTF-8, and the
/// corelibs parser traps on a malformed byte inside an element name); 1. refuse a document
/// type declaration (Interface Builder never writes one, and
/// it is where external and recursive entities live, so none is ever resolved), and any
/// processing instruction but the leading `<?xml …?>` declaration (none is ever written, and
/// the corelibs parser crashes on one without data, `<?x?>`); 2. parse,
/// building elements on a stack and stopping at the depth and element limits; 3. turn the
/// first parser error into a message with the line and column it happened at.
enum IBXMLReader {
    /// Elements nested deeper than this stop the read (XIBs are a few dozen levels deep).
    static let maxDepth = 256
    /// Elements in one document.
    static let maxElements = 500_000

    /// libxml2 keeps per-thread state but the corelibs parser has had global state in the
    /// past; one parse at a time costs nothing next to drawing.
    private static let lock = NSLock()

    /// The offset of the first `<?` that is not the XML declaration opening the file.
    static func processingInstruction(in bytes: [UInt8]) -> Int? {
        let open = Array("<?".utf8), declaration = Array("<?xml".utf8)
        // The declaration opens the file, after a byte-order mark if there is one.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = 0
        while index + open.count <= bytes.count {
            if bytes[index] == open[0] && bytes[index + 1] == open[1] {
                let end = start + declaration.count
                let isDeclaration = index == start && bytes[start...].starts(with: declaration) && bytes.count > end
                    && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end])
                if !isDeclaration { return index }
            }
            index += 1
        }
        return nil
    }

    /// The root element of the document in `bytes`.
    ///
    /// - Throws: ``SpecErrors`` with one error naming the line and column of the problem.
    static func read(_ bytes: [UInt8], file: String) throws(SpecErrors) -> IBElement {
        let source = SourceText(bytes)
        // 0. UTF-8 only: FoundationXML's parser crashed on `<docu\u{FF}ment>`.
        if let offset = firstInvalidUTF8(bytes) {
            throw error(file, source.position(ofByte: offset),
                        "the file is not valid UTF-8 text (byte 0x\(String(bytes[offset], radix: 16, uppercase: true))); "
                        + "Interface Builder documents are UTF-8")
        }
        // 1. No DTD: no entity of any kind can be declared, so none can be expanded.
        for marker in ["<!DOCTYPE", "<!ENTITY"] {
            if let offset = source.firstOffset(of: marker) {
                throw error(file, source.position(ofByte: offset),
                            "the document declares a document type (\(marker)); Interface Builder files never do, "
                            + "and entities are not expanded, so it is refused")
            }
        }
        if let offset = processingInstruction(in: bytes) {
            throw error(file, source.position(ofByte: offset),
                        "the document has a processing instruction (<?…?>); Interface Builder files have none "
                        + "but the <?xml …?> declaration at the start, so it is refused")
        }
        // 2. Parse.
        let builder = TreeBuilder(source: source)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        lock.lock()
        _ = parser.parse()
        lock.unlock()
        // 3. Report.
        if let failure = builder.failure {
            throw error(file, failure.position, failure.message)
        }
        // The first error is the one to report: the parser may go on and report what
        // followed from it (a missing end tag also ends the file too early).
        if let first = builder.parseError {
            throw error(file, first.position, message(code: first.code, open: first.open))
        }
        if let parserError = parser.parserError {
            let position = SourcePosition(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            throw error(file, position, message(code: (parserError as NSError).code, open: builder.openElementName))
        }
        guard let root = builder.root else {
            throw error(file, .start, "the file holds no XML element (expected an Interface Builder <document>)")
        }
        return root
    }

    /// The offset of the first byte that does not belong to well-formed UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private static func error(_ file: String, _ position: SourcePosition, _ message: String) -> SpecErrors {
        SpecErrors([SpecError(file: file, line: position.line, column: position.column, path: "", message: message)])
    }

    /// The parser delegate: a stack of open elements.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        let source: SourceText
        var stack: [IBElement] = []
        var root: IBElement?
        var count = 0
        var failure: (position: SourcePosition, message: String)?
        var parseError: (code: Int, position: SourcePosition, open: String?)?

        init(source: SourceText) { self.source = source }

        var openElementName: String? { stack.last?.name }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            guard failure == nil else { return }
            let position = source.tagStart(line: parser.lineNumber, column: parser.columnNumber)
            count += 1
            if stack.count >= IBXMLReader.maxDepth || count > IBXMLReader.maxElements {
                let what = count > IBXMLReader.maxElements
                    ? "more than \(IBXMLReader.maxElements) elements"
                    : "elements nested more than \(IBXMLReader.maxDepth) levels deep"
                failure = (position, "the document has \(what); refusing to read further")
                parser.abortParsing()
                return
            }
            stack.append(IBElement(name: name, attributes: attributes, position: position))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard failure == nil, let element = stack.popLast() else { return }
            if stack.isEmpty {
                if root == nil { root = element }
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard failure == nil, !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
            guard parseError == nil else { return }
            let position = SourcePosition(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            parseError = ((error as NSError).code, position, openElementName)
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            guard failure == nil, !stack.isEmpty else { return }
            stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
        }
    }
}
