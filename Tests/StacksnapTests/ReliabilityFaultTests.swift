import Foundation
import Testing

/// Disk faults during `verify --record all`: a disk that fills part-way and a read-only
/// golden folder. Each golden afterwards is byte-identical to the old one or to the
/// complete new one, no temporary file is left, the error names the file and the system's
/// reason, and the exit code is 74.
///
/// The faults are real file systems: a small tmpfs mounted in a private mount namespace
/// (`unshare -m`), which needs root (or CAP_SYS_ADMIN) and disappears with the process.
/// Where that is not allowed the tests are skipped, and say so.
@Suite(.serialized) struct ReliabilityFaultTests {
    /// Whether a tmpfs can be mounted in a private namespace here.
    static let canMount: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stacksnap-mount-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-m", "sh", "-c", "mount -t tmpfs -o size=4k tmpfs '\(folder.path)'"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Version 1 is a plain canvas (a PNG of a few hundred bytes); version 2 adds a label
    /// full of text (about 16 KB), so rewriting the goldens needs room the old ones did not
    /// take, and a nearly full disk runs out part-way.
    static func spec(_ name: String, version: Int) -> String {
        guard version == 2 else { return "canvas: {width: 200, height: 200, scale: 2, background: \"#FFFFFF\"}\nroot: {}\n" }
        return """
            canvas: {width: 200, height: 200, scale: 2, background: "#FFFFFF"}
            root:
              subviews:
                - {type: label, id: t, lines: 0, background: "#336699", color: white, text: "snapshot \(name), with enough words in it to fill a few lines of the label"}
            constraints:
              - {vfl: "H:|-[t]-|"}
              - {vfl: "V:|-[t]"}

            """
    }

    static let names = ["a", "b", "c", "d", "e", "f"]

    /// Goldens of version 1 in `Golden.old/`, version 2 rendered in `expected/`, specs of
    /// version 2 in `Samples/`.
    private func prepare() throws -> (scratch: Scratch, old: [String: [UInt8]], new: [String: [UInt8]]) {
        let scratch = try Scratch(copySuite: false)
        for name in Self.names { try scratch.write(Self.spec(name, version: 1), to: "Samples/\(name).yaml") }
        #expect(try Bounded.run(["verify", "--golden", "Golden.old", "--no-report", "--no-cache"], in: scratch.root.path).code == 1)
        for name in Self.names { try scratch.write(Self.spec(name, version: 2), to: "Samples/\(name).yaml") }
        // Recorded as verify records them (the frame tree with its stamp line).
        #expect(try Bounded.run(["verify", "--golden", "expected", "--no-report", "--no-cache"], in: scratch.root.path).code == 1)
        var old: [String: [UInt8]] = [:], new: [String: [UInt8]] = [:]
        for name in Self.names {
            for file in ["\(name).png", "\(name).frames.txt"] {
                old[file] = try #require(scratch.bytes("Golden.old/\(file)"))
                new[file] = try #require(scratch.bytes("expected/\(file)"))
            }
        }
        for (file, bytes) in old { #expect(bytes != new[file], "\(file) is the same in both versions") }
        return (scratch, old, new)
    }

    /// Every golden in `folder` is the old or the new version, and nothing else is there.
    private func checkWhole(_ scratch: Scratch, _ folder: String, old: [String: [UInt8]], new: [String: [UInt8]]) throws
        -> (rewritten: Int, kept: Int) {
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path(folder)).sorted()
        #expect(files == old.keys.sorted(), "temporary or missing files in \(folder): \(files)")
        var rewritten = 0, kept = 0
        for (file, bytes) in old {
            let now = scratch.bytes("\(folder)/\(file)")
            #expect(now == bytes || now == new[file], "\(file) is neither the old nor the new golden")
            if now == new[file] { rewritten += 1 } else { kept += 1 }
        }
        return (rewritten, kept)
    }

    @Test(.enabled(if: canMount, "needs root (or CAP_SYS_ADMIN) and unshare to mount a small tmpfs"))
    func aDiskThatFillsPartWayLeavesEveryGoldenWhole() throws {
        let (scratch, old, new) = try prepare()
        // Fill a 256 KiB tmpfs, then free 40 KiB: room for two or three new goldens (each is
        // written beside the old one, which is freed only when the new one replaces it).
        let script = """
            mkdir -p mnt && unshare -m sh -c '
              mount -t tmpfs -o size=256k tmpfs mnt || exit 90
              mkdir mnt/Golden && cp Golden.old/* mnt/Golden/
              dd if=/dev/zero of=mnt/filler bs=1k count=1024 2>/dev/null
              truncate -s -40k mnt/filler
              "$STACKSNAP" verify --golden mnt/Golden --record all --no-report --no-cache --jobs 1
              code=$?
              cp -r mnt/Golden after
              exit $code'
            """
        let result = try Bounded.shell(script, in: scratch.root.path)
        #expect(result.code == 74, "\(result)")
        let errors = result.stderrLines.filter { $0.contains(": error: cannot write: No space left on device") }
        #expect(!errors.isEmpty, "\(result)")
        // A snapshot whose golden could not be written is not said to be recorded.
        for line in errors { #expect(!line.contains("rewrote"), "\(line)") }
        let (rewritten, kept) = try checkWhole(scratch, "after", old: old, new: new)
        #expect(kept > 0 && rewritten > 0, "the disk should fill part-way: \(rewritten) rewritten, \(kept) kept")
        #expect(result.stdout.contains("\(rewritten / 2) recorded, \(errors.count) errors"), "\(result.stdout)")
    }

    @Test(.enabled(if: canMount, "needs root (or CAP_SYS_ADMIN) and unshare to mount a small tmpfs"))
    func aReadOnlyGoldenFolderIsAClearErrorAndChangesNothing() throws {
        let (scratch, old, new) = try prepare()
        let script = """
            mkdir -p mnt && unshare -m sh -c '
              mount -t tmpfs -o size=1m tmpfs mnt || exit 90
              mkdir mnt/Golden && cp Golden.old/* mnt/Golden/
              mount -o remount,ro mnt || exit 91
              "$STACKSNAP" verify --golden mnt/Golden --record all --no-report --no-cache
              echo "verify $?"
              "$STACKSNAP" render Samples -o mnt/out
              echo "render $?"
              cp -r mnt/Golden after'
            """
        let result = try Bounded.shell(script, in: scratch.root.path)
        #expect(result.code == 0, "\(result)")
        #expect(result.stdout.contains("verify 74"), "\(result)")
        #expect(result.stdout.contains("render 74"), "\(result)")
        for name in Self.names {
            #expect(result.stderrLines.contains { $0.hasPrefix("mnt/Golden/\(name).png: error: cannot write: Read-only file system (\(name): ") })
        }
        #expect(result.stderrLines.contains("mnt/out: error: cannot create the output folder: Read-only file system"))
        let (rewritten, _) = try checkWhole(scratch, "after", old: old, new: new)
        #expect(rewritten == 0)
    }

    /// A snapshot that fails (here its spec turned invalid) is not written at all: its
    /// goldens stay as they were while the others are recorded.
    @Test func aFailingSnapshotLeavesItsGoldensAlone() throws {
        let (scratch, old, _) = try prepare()
        try FileManager.default.copyItem(atPath: scratch.path("Golden.old"), toPath: scratch.path("Golden"))
        try scratch.write("root:\n  subviews: 3\n", to: "Samples/c.yaml")
        let result = try Bounded.run(["verify", "--record", "all", "--no-report", "--no-cache"], in: scratch.root.path)
        #expect(result.code == 65)
        #expect(scratch.bytes("Golden/c.png") == old["c.png"])
        #expect(scratch.bytes("Golden/c.frames.txt") == old["c.frames.txt"])
        #expect(scratch.bytes("Golden/a.png") != old["a.png"])
    }
}
