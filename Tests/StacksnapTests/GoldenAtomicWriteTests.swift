import Foundation
import Pixels
import Raster
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// Golden writes are atomic: a `verify --record all` killed at any moment leaves every
/// golden either byte-identical to the old one or byte-identical to the complete new one,
/// never a mix or a truncated file.
@Suite(.serialized)
struct GoldenAtomicWriteTests {
    /// Large canvases (500 points square at 3×, 2.25 M pixels each), so that each snapshot
    /// takes a while and kills spread over the run land before, between and during golden
    /// writes. The new version is one point taller: a size change skips the per-pixel
    /// comparison, so the run is mostly rendering, encoding and writing.
    static func spec(_ name: String, color: String, height: Int) -> String {
        """
        name: \(name)
        canvas: { width: 500, height: \(height), scale: 3, background: "#FFFFFF" }
        root:
          subviews:
            - { type: view, id: box, background: "\(color)", cornerRadius: 40 }
        constraints:
          - "box.leading == root.leading + 100"
          - "box.top == root.top + 100"
          - "box.width == 400"
          - "box.height == 450"
        """
    }

    @Test func aKilledRecordingLeavesWholeGoldens() throws {
        let scratch = try Scratch(copySuite: false)
        let names = ["big-a", "big-b", "big-c", "big-d", "big-e", "big-f"]
        for name in names { try scratch.write(Self.spec(name, color: "#336699", height: 500), to: "Samples/\(name).yaml") }
        #expect(try scratch.run(["verify", "--record", "all", "--no-report"]).code == 1)
        var old: [String: [UInt8]] = [:]
        for name in names { old[name] = try #require(scratch.bytes("Golden/\(name).png")) }

        // The new goldens, as a completed run writes them.
        for name in names { try scratch.write(Self.spec(name, color: "#CC3300", height: 501), to: "Samples/\(name).yaml") }
        let render = try scratch.run(["render", "Samples", "-o", "expected"])
        #expect(render.code == 0, "\(render)")
        var new: [String: [UInt8]] = [:]
        for name in names { new[name] = try #require(scratch.bytes("expected/\(name).png")) }
        #expect(old != new)

        // How long a whole recording takes here, so the kills spread over all of it.
        let executable = try #require(StacksnapCLI.executable)
        func start() throws -> Process {
            for name in names { try scratch.write(old[name]!, to: "Golden/\(name).png") }
            let process = Process()
            process.executableURL = executable
            process.arguments = ["verify", "--record", "all", "--no-report", "--jobs", "1"]
            process.currentDirectoryURL = scratch.root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        let clock = ContinuousClock()
        let began = clock.now
        let whole = try start()
        whole.waitUntilExit()
        let duration = clock.now - began
        for name in names { #expect(scratch.bytes("Golden/\(name).png") == new[name]) }

        var mixtures = 0
        for step in 1...8 {
            // Restore the old goldens, start a recording, kill it without warning.
            let process = try start()
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            Thread.sleep(forTimeInterval: Double(step) / 9 * seconds)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let delay = "\(step)/9 of the run"

            var states: [String] = []
            for name in names {
                let bytes = scratch.bytes("Golden/\(name).png")
                #expect(bytes == old[name] || bytes == new[name], "killed at \(delay), Golden/\(name).png is neither the old nor the new golden")
                states.append(bytes == old[name] ? "old" : "new")
            }
            if Set(states).count == 2 { mixtures += 1 }
            // What a kill leaves behind is a hidden temporary file, which verify reports.
            let leftovers = try Orphans.scan(GoldenStore(folder: scratch.path("Golden")), names: names)
            #expect(leftovers.goldens.isEmpty)
            for temporary in leftovers.temporaries { try FileManager.default.removeItem(atPath: temporary) }
        }
        // Not an assertion (timing decides it), but it shows the kills did land mid-run.
        print("GoldenAtomicWriteTests: \(mixtures) of 8 kills left some goldens old and some new")
    }
}
