import Foundation
import Testing

/// The diff and expected | diff | actual images of a failed comparison, written as files.
///
/// swift-snapshot-testing attaches images only on Apple platforms; on Linux a failure would
/// leave nothing to look at but the new image. These go where swift-snapshot-testing puts
/// that image — `$SNAPSHOT_ARTIFACTS` (else the temporary folder), in a folder named after
/// the test file when Swift Testing says which one is running — and the failure message
/// names them.
enum FailureImages {
    /// Writes the images that exist; returns each one's label and path.
    static func write(diff: [UInt8]?, sideBySide: [UInt8]?, actual: Data,
                      environment: [String: String] = ProcessInfo.processInfo.environment) -> [(label: String, path: String)] {
        let root = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        var folder = URL(fileURLWithPath: root)
        if let test = Test.current {
            let file = URL(fileURLWithPath: test.sourceLocation.fileName).deletingPathExtension().lastPathComponent
            folder.appendPathComponent(file)
        } else {
            folder.appendPathComponent("stacksnap")
        }
        // One name per test and render, so two failures of one test keep their own images.
        let base = (Test.current.map { sanitized($0.name) + "." } ?? "") + digest(actual)
        var written: [(label: String, path: String)] = []
        for (label, suffix, bytes) in [("diff", "diff.png", diff), ("expected | diff | actual", "side-by-side.png", sideBySide)] {
            guard let bytes else { continue }
            let url = folder.appendingPathComponent("\(base).\(suffix)")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(bytes).write(to: url, options: .atomic)
                written.append((label, url.path))
            } catch {
                written.append((label, "not written (\(error.localizedDescription))"))
            }
        }
        return written
    }

    /// Letters, digits, `-` and `_` of a test name (`differenceIsReported()` → `differenceIsReported`).
    private static func sanitized(_ name: String) -> String {
        String(name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }.map(Character.init))
    }

    /// 8 hex digits of FNV-1a over the bytes: enough to tell two renders apart in one folder.
    private static func digest(_ data: Data) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in data {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return String(format: "%08x", hash)
    }
}
