import Foundation
import InterfaceBuilder
import LayoutSpec
import PropertyBased
import Stacksnap
import StacksnapVerify
import Testing

/// Damaged documents never crash the reader, the converter or the layout: each fixture,
/// cut short, with a byte changed, or with an attribute given a hostile value, either
/// converts and lays out, or fails with errors that have a position.
@Suite struct MutatedDocumentTests {
    static let hostileValues = ["", "-1", "-0", "0", "1e308", "-1e308", "nan", "inf", "YES", "NO", "2:0", "0:0",
                                "abc", "999999999999", "1:3", "&amp;", "&#0;", "\u{202E}x"]

    /// One random change to the text, chosen by `random`.
    static func mutate(_ text: String, _ random: inout SplitMix) -> String {
        var bytes = Array(text.utf8)
        switch random.int(0...2) {
        case 0:
            bytes = Array(bytes.prefix(random.int(0...bytes.count)))
        case 1:
            let printable = Array("<>&\"'=/ ab-1.:".utf8)
            bytes[random.int(0...(bytes.count - 1))] = printable[random.int(0...(printable.count - 1))]
        default:
            // Replace the value of one attribute.
            let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
            guard quotes.count >= 2 else { break }
            let pair = random.int(0...(quotes.count / 2 - 1))
            let start = quotes[pair * 2], end = quotes[pair * 2 + 1]
            let value = Array(hostileValues[random.int(0...(hostileValues.count - 1))].utf8)
            bytes.replaceSubrange((start + 1)..<end, with: value)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: FixtureFiles.documents)
    func damagedDocumentsFailCleanly(_ name: String) async throws {
        let original = try String(contentsOfFile: FixtureFiles.path(name), encoding: .utf8)
        let file = FixtureFiles.path(name)
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var random = SplitMix(seed: UInt64(seed))
            let damaged = Self.mutate(original, &random)
            do {
                let imported = try InterfaceBuilderFile.parse(Array(damaged.utf8), file: file)
                for document in imported.documents {
                    for snapshot in document.snapshots() {
                        // Layout may refuse (an error), but must not trap.
                        _ = try? SnapshotPipeline.layout(try lower(snapshot))
                    }
                }
            } catch let errors as SpecErrors {
                #expect(!errors.errors.isEmpty)
                #expect(errors.errors.allSatisfy { $0.line >= 1 && $0.column >= 1 }, "seed \(seed): \(errors)")
            } catch {
                Issue.record("seed \(seed): unexpected error \(error)")
            }
        }
    }
}
