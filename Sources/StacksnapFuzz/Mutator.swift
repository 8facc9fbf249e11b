/// Deterministic mutation of seed inputs: the same seed and inputs give the same sequence
/// of mutants on every machine, so a failure found in CI is reproduced by its seed and
/// iteration number alone.
///
/// Mutations, chosen at random (one to four per mutant): flip a bit; set a byte; insert or
/// delete a run of bytes; duplicate a run (grows nesting and lists); insert a token of the
/// target's dictionary (keys, numbers such as `1e999` and `-0`, YAML anchors, PNG chunk
/// names); splice the tail of another seed.
struct Mutator {
    /// SplitMix64: tiny, fast, and the same everywhere (unlike the system generator).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    var random: Generator
    let seeds: [[UInt8]]
    let dictionary: [[UInt8]]
    /// Mutants are cut to this many bytes, as libFuzzer's -max_len does.
    let maxLength: Int

    init(seed: UInt64, seeds: [[UInt8]], dictionary: [String], maxLength: Int = 4096) {
        random = Generator(state: seed)
        self.seeds = seeds.isEmpty ? [[]] : seeds
        self.dictionary = dictionary.map { Array($0.utf8) }
        self.maxLength = maxLength
    }

    /// The next input: a seed with one to four mutations.
    mutating func next() -> [UInt8] {
        var bytes = seeds[Int.random(in: 0..<seeds.count, using: &random)]
        for _ in 0..<Int.random(in: 1...4, using: &random) { mutate(&bytes) }
        if bytes.count > maxLength { bytes.removeLast(bytes.count - maxLength) }
        return bytes
    }

    private mutating func position(in bytes: [UInt8], inclusive: Bool = false) -> Int {
        let upper = bytes.count + (inclusive ? 1 : 0)
        return upper == 0 ? 0 : Int.random(in: 0..<upper, using: &random)
    }

    private mutating func mutate(_ bytes: inout [UInt8]) {
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where !bytes.isEmpty:
            let at = position(in: bytes)
            bytes[at] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
        case 1 where !bytes.isEmpty:
            bytes[position(in: bytes)] = UInt8.random(in: 0...255, using: &random)
        case 2:
            let run = (0..<Int.random(in: 1...8, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            bytes.insert(contentsOf: run, at: position(in: bytes, inclusive: true))
        case 3 where !bytes.isEmpty:
            let start = position(in: bytes)
            let end = min(bytes.count, start + Int.random(in: 1...16, using: &random))
            bytes.removeSubrange(start..<end)
        case 4 where !bytes.isEmpty:
            let start = position(in: bytes)
            let end = min(bytes.count, start + Int.random(in: 1...64, using: &random))
            let copies = Int.random(in: 1...8, using: &random)
            let run = Array(bytes[start..<end])
            for _ in 0..<copies { bytes.insert(contentsOf: run, at: end) }
        case 5 where !dictionary.isEmpty:
            let token = dictionary[Int.random(in: 0..<dictionary.count, using: &random)]
            bytes.insert(contentsOf: token, at: position(in: bytes, inclusive: true))
        case 6:
            let other = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            let cut = position(in: bytes, inclusive: true)
            let from = position(in: other, inclusive: true)
            bytes = Array(bytes[..<cut]) + Array(other[from...])
        default:
            bytes.append(UInt8.random(in: 0...255, using: &random))
        }
    }
}
