import LayoutSpec

/// The raw bytes of a document with its line starts, for turning a parser's line and column
/// into the position of a tag's `<` and into columns counted in Unicode scalars.
struct SourceText: Sendable {
    let bytes: [UInt8]
    /// Byte offset of the first byte of each line.
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The position of the byte at `offset`, with the column in Unicode scalars.
    func position(ofByte offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let prefix = bytes[lineStarts[low]..<clamped]
        let column = String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
        return SourcePosition(line: low + 1, column: column)
    }

    /// The byte offset of a parser's (line, column), column counted in bytes from 1.
    func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        return min(bytes.count, lineStarts[line - 1] + max(0, column - 1))
    }

    /// The position of the `<` that opens the tag the parser reported at (line, column).
    ///
    /// The XML parser reports where it stands after reading a start tag; walking back to the
    /// `<` points messages at the start of the element instead.
    func tagStart(line: Int, column: Int) -> SourcePosition {
        var offset = min(offset(line: line, column: column), bytes.count - 1)
        while offset > 0 && bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        return position(ofByte: max(0, offset))
    }

    /// The first occurrence of `needle`, if any.
    func firstOffset(of needle: String) -> Int? {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] == pattern[0] && Array(bytes[index..<(index + pattern.count)]) == pattern {
                return index
            }
            index += 1
        }
        return nil
    }
}
