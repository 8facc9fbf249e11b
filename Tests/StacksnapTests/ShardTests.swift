import Foundation
import PropertyBased
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

struct ShardTests {
    /// Test vectors of the 64-bit FNV-1a hash as its authors publish them.
    @Test(arguments: [("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8)])
    func fnv1aVectors(_ text: String, _ hash: UInt64) {
        #expect(Shard.fnv1a(text) == hash)
    }

    @Test func parsing() throws {
        #expect(try Shard.parse("2/4") == Shard(number: 2, count: 4))
        #expect(try Shard.parse("1/1").isWhole)
        for bad in ["0/4", "5/4", "2/0", "2", "a/b", "1/2/3", "-1/2", ""] {
            #expect(throws: ShardError.self, "\(bad)") { try Shard.parse(bad) }
        }
    }

    /// Every name lands in exactly one of the n shards: the union is the whole set, the
    /// shards are pairwise disjoint.
    @Test func shardsPartitionAnySet() async {
        await propertyCheck(count: 200, input: Gen.int(in: 1...9), Gen.int(in: 0...60), Gen.uint64()) { count, size, seed in
            var rng = SplitMix(seed)
            let names = (0..<size).map { _ in rng.name() }
            let shards = (1...count).compactMap { try? Shard(number: $0, count: count) }
            #expect(shards.count == count)
            for name in names {
                #expect(shards.filter { $0.contains(name) }.count == 1, "\(name)")
            }
        }
    }

    @Test func environmentTable() throws {
        let text = try VerifyFixtures.text("shard-environments.txt")
        var checked = 0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.components(separatedBy: "->")
            try #require(parts.count == 2, "\(line)")
            var environment: [String: String] = [:]
            for pair in parts[0].split(separator: " ") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                environment[String(kv[0])] = kv.count > 1 ? String(kv[1]) : ""
            }
            let expected = parts[1].trimmingCharacters(in: .whitespaces)
            switch expected {
            case "error":
                #expect(throws: ShardError.self, "\(line)") { try Shard.fromEnvironment(environment) }
            case "none":
                #expect(try Shard.fromEnvironment(environment) == nil, "\(line)")
            default:
                #expect(try Shard.fromEnvironment(environment)?.shard == Shard.parse(expected), "\(line)")
            }
            checked += 1
        }
        #expect(checked == 15)
    }

    /// Two processes (each with its own hash seed) list the same snapshots for a shard, and
    /// the shards' listings add up to the whole suite with no overlap.
    @Test func listingIsStableAcrossProcesses() throws {
        let scratch = try Scratch()
        let whole = try scratch.run(["verify", "--list"])
        #expect(whole.code == 0, "\(whole)")
        let all = whole.stdout.split(separator: "\n").map(String.init)
        #expect(all == ["boxes", "figure", "label", "stack", "stack.vertical"])
        var union: [String] = []
        for number in 1...3 {
            let first = try scratch.run(["verify", "--list", "--shard", "\(number)/3"])
            let second = try scratch.run(["verify", "--list"], environment: ["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "\(number)"])
            #expect(first.stdout == second.stdout)
            let names = first.stdout.split(separator: "\n").map(String.init)
            let shard = try Shard(number: number, count: 3)
            #expect(names == all.filter(shard.contains))
            union += names
        }
        #expect(union.sorted() == all)
    }

    @Test func badShardsAreUsageErrors() throws {
        let scratch = try Scratch()
        let bad = try scratch.run(["verify", "--list", "--shard", "3/2"])
        #expect(bad.code == 64)
        #expect(bad.stderr.contains("expected a shard number from 1 to 2, got 3"), "\(bad)")
        let env = try scratch.run(["verify", "--list"], environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "x"])
        #expect(env.code == 64)
        #expect(env.stderr.contains("TEST_SHARD_INDEX"), "\(env)")
    }

    @Test func bazelStatusFileIsTouched() throws {
        let scratch = try Scratch()
        let status = scratch.path("shard-status")
        let result = try scratch.run(["verify", "--list"], environment: [
            "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0", "TEST_SHARD_STATUS_FILE": status])
        #expect(result.code == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: status))
    }
}

/// A small seeded generator for test names (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(_ seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A snapshot-like name: 1–12 characters of `a-z0-9.-`.
    mutating func name() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789.-")
        let length = Int(next() % 12) + 1
        return String((0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] })
    }
}
