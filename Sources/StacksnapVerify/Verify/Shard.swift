import Stacksnap

/// One slice of a suite split across CI machines: shard `number` of `count`, 1-based.
///
/// A snapshot belongs to the shard picked by the FNV-1a hash of its name's UTF-8 bytes,
/// modulo `count`. The hash depends on nothing but the name (Swift's `Hasher` is seeded per
/// process, so it cannot be used), so every machine, run and thread count agrees on the
/// split, and adding a snapshot never moves another one to a different shard.
public struct Shard: Sendable, Hashable, Codable, CustomStringConvertible {
    /// 1…count.
    public let number: Int
    public let count: Int

    /// A shard, or a ``ShardError`` when `number` is not within 1…count.
    public init(number: Int, count: Int) throws(ShardError) {
        guard count >= 1 else { throw .invalid("expected a shard count of 1 or more, got \(count)") }
        guard (1...count).contains(number) else {
            throw .invalid("expected a shard number from 1 to \(count), got \(number)")
        }
        self.number = number
        self.count = count
    }

    /// Reads `i/n` (1-based, as in `--shard 2/4`).
    public static func parse(_ text: String) throws(ShardError) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]) else {
            throw .invalid("expected a shard as i/n with 1 <= i <= n (e.g. 2/4), got '\(text)'")
        }
        return try Shard(number: number, count: count)
    }

    /// True when there is only one shard (the whole suite).
    public var isWhole: Bool { count == 1 }

    /// True when the item named `name` belongs to this shard.
    public func contains(_ name: String) -> Bool {
        Int(Self.fnv1a(name) % UInt64(count)) == number - 1
    }

    /// The 64-bit FNV-1a hash of the string's UTF-8 bytes.
    public static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `2/4`.
    public var description: String { "\(number)/\(count)" }
}

/// A shard that cannot be used, with what was expected.
public enum ShardError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalid(String)

    public var description: String {
        switch self {
        case .invalid(let message): message
        }
    }
}
