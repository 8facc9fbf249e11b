/// Damaging PNG files on purpose, chunk-aware: each kind of damage aims at one check of a
/// decoder, and chunks are re-signed (CRC recomputed) when the damage should get past the
/// CRC check to the checks behind it.
enum PNGMutation {
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    /// The chunks after the signature, as far as they parse.
    static func chunks(_ png: [UInt8]) -> [Chunk] {
        var out: [Chunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let n = Int(be32(png, offset))
            guard offset + 12 + n <= png.count else { break }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            out.append(Chunk(type: type, data: Array(png[(offset + 8)..<(offset + 8 + n)])))
            offset += 12 + n
        }
        return out
    }

    /// A file of these chunks, each with a correct CRC.
    static func file(_ chunks: [Chunk]) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for chunk in chunks {
            out += bytes32(UInt32(chunk.data.count))
            let body = Array(chunk.type.utf8) + chunk.data
            out += body
            out += bytes32(crc32(body))
        }
        return out
    }

    /// One random kind of damage; returns the file and what was done.
    static func random<R: RandomNumberGenerator>(_ png: [UInt8], using rng: inout R) -> ([UInt8], String) {
        var chunks = chunks(png)
        func at(_ type: String) -> Int? { chunks.firstIndex { $0.type == type } }
        let pick = Int.random(in: 0...12, using: &rng)
        switch pick {
        case 0:
            var out = png
            let i = Int.random(in: 0..<out.count, using: &rng)
            out[i] ^= UInt8.random(in: 1...255, using: &rng)
            return (out, "byte \(i) flipped")
        case 1:
            let n = Int.random(in: 0..<png.count, using: &rng)
            return (Array(png.prefix(n)), "truncated to \(n) bytes")
        case 2:
            return (png + [0, 1, 2, 3, 4, 5], "bytes after IEND")
        case 3:
            let place = Bool.random(using: &rng) ? 1 : chunks.count - 1
            chunks.insert(Chunk(type: "tEXt", data: Array("Comment\u{0}hi".utf8)), at: place)
            return (file(chunks), "tEXt chunk at \(place)")
        case 4:
            chunks.insert(Chunk(type: "ZZZZ", data: [1, 2, 3]), at: 1)
            return (file(chunks), "unknown critical chunk")
        case 5:
            guard let i = at("IDAT"), chunks[i].data.count > 1 else { return (png, "unchanged") }
            let cut = Int.random(in: 1..<chunks[i].data.count, using: &rng)
            let tail = Chunk(type: "IDAT", data: Array(chunks[i].data[cut...]))
            chunks[i].data = Array(chunks[i].data[..<cut])
            chunks.insert(tail, at: i + 1)
            if Bool.random(using: &rng) { chunks.insert(Chunk(type: "IDAT", data: []), at: i + 1) }
            return (file(chunks), "IDAT split at \(cut)")
        case 6:
            guard let i = at("IHDR"), chunks[i].data.count == 13 else { return (png, "unchanged") }
            let field = Int.random(in: 0..<13, using: &rng)
            chunks[i].data[field] = [0, 1, 2, 3, 4, 6, 8, 16, 255].randomElement(using: &rng)!
            return (file(chunks), "IHDR byte \(field) re-signed")
        case 7:
            guard let i = at("IDAT"), !chunks[i].data.isEmpty else { return (png, "unchanged") }
            let j = Int.random(in: 0..<chunks[i].data.count, using: &rng)
            chunks[i].data[j] ^= UInt8.random(in: 1...255, using: &rng)
            return (file(chunks), "IDAT byte \(j) re-signed")
        case 8:
            guard let i = at("IDAT") else { return (png, "unchanged") }
            chunks[i].data += [0, 0, 0, 0]
            return (file(chunks), "data after the zlib stream")
        case 9:
            guard let i = at("IEND") else { return (png, "unchanged") }
            chunks[i].data = [1]
            return (file(chunks), "IEND with data")
        case 10:
            chunks.removeAll { $0.type == "IEND" }
            return (file(chunks), "no IEND")
        case 11:
            guard let i = at("IDAT") else { return (png, "unchanged") }
            chunks.insert(Chunk(type: "tEXt", data: Array("a\u{0}b".utf8)), at: i + 1)
            chunks.insert(Chunk(type: "IDAT", data: []), at: i + 2)
            return (file(chunks), "IDAT after another chunk")
        default:
            return (badFilterType(png, &chunks, using: &rng), "filter type out of range, stream re-signed")
        }
    }

    /// A level-0 (stored) zlib stream has the filtered rows in the clear: set one row's
    /// filter type to 5…255 and fix the Adler-32 and the CRC, so only the filter check can
    /// object. Left unchanged when the stream is not one stored block.
    private static func badFilterType<R: RandomNumberGenerator>(_ png: [UInt8], _ chunks: inout [Chunk],
                                                               using rng: inout R) -> [UInt8] {
        guard let i = chunks.firstIndex(where: { $0.type == "IDAT" }),
              let ihdr = chunks.first(where: { $0.type == "IHDR" }), ihdr.data.count == 13 else { return png }
        let width = Int(be32(ihdr.data, 0)), height = Int(be32(ihdr.data, 4))
        let stride = width * 4 + 1
        var stream = chunks[i].data
        // CMF FLG, then one final stored block: 0x01, LEN, ~LEN, the rows, then Adler-32.
        guard stream.count == 2 + 5 + stride * height + 4, stream[2] == 0x01 else { return png }
        let y = Int.random(in: 0..<height, using: &rng)
        stream[7 + y * stride] = UInt8.random(in: 5...255, using: &rng)
        let adler = adler32(Array(stream[7..<(7 + stride * height)]))
        stream.replaceSubrange((stream.count - 4)..., with: bytes32(adler))
        chunks[i].data = stream
        return file(chunks)
    }

    static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    static func bytes32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for x in bytes { a = (a + UInt32(x)) % 65521; b = (b + a) % 65521 }
        return b << 16 | a
    }
}
