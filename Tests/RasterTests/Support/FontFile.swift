import Foundation

/// Reads the few OpenType tables a test needs straight from a bundled font file, so expected
/// metrics come from the font itself rather than from Pango: units per em (`head`),
/// ascender/descender (`hhea`, which FreeType uses for line metrics), advance widths
/// (`hmtx`) and the character map (`cmap` format 4, the BMP).
struct FontFile {
    let bytes: [UInt8]
    private let tables: [String: Int]

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Raster/Fonts")

    init(_ name: String) throws {
        bytes = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent(name)))
        var tables: [String: Int] = [:]
        let count = Int(bytes.u16(4))
        for i in 0..<count {
            let record = 12 + 16 * i
            tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = Int(bytes.u32(record + 8))
        }
        self.tables = tables
    }

    private func table(_ tag: String) -> Int { tables[tag] ?? 0 }

    var unitsPerEm: Double { Double(bytes.u16(table("head") + 18)) }
    var ascender: Double { Double(Int16(bitPattern: bytes.u16(table("hhea") + 4))) }
    var descender: Double { Double(Int16(bitPattern: bytes.u16(table("hhea") + 6))) }

    /// Height of capital letters above the baseline (`OS/2` sCapHeight, version 2 and later).
    var capHeight: Double { Double(Int16(bitPattern: bytes.u16(table("OS/2") + 88))) }

    /// Line height at `size` points: (ascender − descender) / unitsPerEm × size.
    func lineHeight(size: Double) -> Double { (ascender - descender) / unitsPerEm * size }
    /// Baseline distance from the line top at `size` points.
    func ascent(size: Double) -> Double { ascender / unitsPerEm * size }

    /// Sum of the characters' advance widths at `size` points (no kerning).
    func advance(of text: String, size: Double) -> Double? {
        var total = 0.0
        for scalar in text.unicodeScalars {
            guard let glyph = glyph(for: scalar) else { return nil }
            total += Double(advanceWidth(glyph))
        }
        return total / unitsPerEm * size
    }

    /// A character's left side bearing at `size` points (`hmtx`).
    func leftBearing(of scalar: Unicode.Scalar, size: Double) -> Double? {
        guard let glyph = glyph(for: scalar) else { return nil }
        let metrics = Int(bytes.u16(table("hhea") + 34))
        let offset = glyph < metrics ? table("hmtx") + 4 * glyph + 2 : table("hmtx") + 4 * metrics + 2 * (glyph - metrics)
        return Double(Int16(bitPattern: bytes.u16(offset))) / unitsPerEm * size
    }

    private func advanceWidth(_ glyph: Int) -> UInt16 {
        let metrics = Int(bytes.u16(table("hhea") + 34))
        return bytes.u16(table("hmtx") + 4 * min(glyph, metrics - 1))
    }

    /// The glyph index of a BMP character from the Windows Unicode (3, 1) format 4 subtable.
    func glyph(for scalar: Unicode.Scalar) -> Int? {
        let cmap = table("cmap")
        var subtable: Int?
        for i in 0..<Int(bytes.u16(cmap + 2)) {
            let record = cmap + 4 + 8 * i
            if bytes.u16(record) == 3, bytes.u16(record + 2) == 1 { subtable = cmap + Int(bytes.u32(record + 4)) }
        }
        guard let start = subtable, bytes.u16(start) == 4, scalar.value <= 0xFFFF else { return nil }
        let c = Int(scalar.value)
        let segments = Int(bytes.u16(start + 6)) / 2
        let ends = start + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, rangeOffsets = deltas + 2 * segments
        for s in 0..<segments where Int(bytes.u16(ends + 2 * s)) >= c {
            let first = Int(bytes.u16(starts + 2 * s))
            guard first <= c else { return nil }
            let delta = Int(bytes.u16(deltas + 2 * s))
            let rangeOffset = Int(bytes.u16(rangeOffsets + 2 * s))
            if rangeOffset == 0 { return (c + delta) & 0xFFFF }
            let glyph = Int(bytes.u16(rangeOffsets + 2 * s + rangeOffset + 2 * (c - first)))
            return glyph == 0 ? nil : (glyph + delta) & 0xFFFF
        }
        return nil
    }
}

extension [UInt8] {
    func u16(_ offset: Int) -> UInt16 { UInt16(self[offset]) << 8 | UInt16(self[offset + 1]) }
    func u32(_ offset: Int) -> UInt32 { UInt32(u16(offset)) << 16 | UInt32(u16(offset + 2)) }
}
