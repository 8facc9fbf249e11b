#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Pixels
import VisualDiff

/// The `diff` scenario: VisualDiff on a phone-sized (1170×2532) pair.
///
/// Measures, each as the median of `--runs` runs (default 21) after one warm-up:
/// 1. `compare` of byte-identical images (the memcmp fast path), in GB/s of one image;
/// 2. `compare` of a pair that differs in one card (text moved by a fraction of a pixel, so
///    anti-aliased, and a button recolored), with anti-aliasing detection;
/// 3. `diffImage` of the same pair;
/// 4. `compare` of a pair where the whole screen moved down one pixel (the worst case:
///    every edge changes).
/// `--write-pair DIR` also writes the pairs as PAM files for running other tools on them,
/// with the diff image and side-by-side image of the changed pair for looking at.
func runDiffBenchmark(arguments: [String]) {
    var runs = 21
    var pairDirectory: String?
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--runs" where index + 1 < arguments.count:
            runs = max(1, Int(arguments[index + 1]) ?? runs); index += 1
        case "--write-pair" where index + 1 < arguments.count:
            pairDirectory = arguments[index + 1]; index += 1
        default:
            print("unknown argument \(arguments[index])"); return
        }
        index += 1
    }

    let expected = PhoneScene.draw(variant: .original)
    let changed = PhoneScene.draw(variant: .changedCard)
    let moved = PhoneScene.draw(variant: .movedDown)
    var identicalCopy = expected
    identicalCopy.pixels.append(0); identicalCopy.pixels.removeLast()   // a separate buffer
    if let pairDirectory {
        let diff = VisualDiff.diffImage(expected, changed)
        let sideBySide = VisualDiff.sideBySide(expected: expected, diff: diff, actual: changed)
        for (name, bitmap) in [("expected", expected), ("changed", changed), ("moved", moved),
                               ("changed-diff", diff), ("changed-side-by-side", sideBySide)] {
            writePAM(bitmap, to: "\(pairDirectory)/\(name).pam")
        }
    }

    let bytes = Double(expected.pixels.count)
    let small = VisualDiff.compare(expected, changed)
    let large = VisualDiff.compare(expected, moved)
    print("image \(expected.width)×\(expected.height), \(runs) runs each, median (min)")
    print("changed card: \(small)")
    print("moved down:   \(large)")

    let identical = measure(runs) { VisualDiff.compare(expected, identicalCopy).identical }
    print(row("compare, identical", identical, extra: fixed(bytes / identical.median / 1e9, 1) + " GB/s"))
    // Both images (24 MB) fit in a large L3 cache; this run reads them from memory.
    var evictor = [UInt8](repeating: 1, count: 96 << 20)
    let cold = measure(runs, before: { evict(&evictor) }) { VisualDiff.compare(expected, identicalCopy).identical }
    print(row("compare, identical, cache flushed", cold, extra: fixed(bytes / cold.median / 1e9, 1) + " GB/s"))
    print(row("compare, changed card (AA on)", measure(runs) { VisualDiff.compare(expected, changed).differentPixels }))
    print(row("compare, changed card (AA off)", measure(runs) {
        VisualDiff.compare(expected, changed, options: DiffOptions(detectAntialiasing: false)).differentPixels
    }))
    print(row("diffImage, changed card", measure(runs) { VisualDiff.diffImage(expected, changed).width }))
    print(row("compare, moved down (AA on)", measure(max(3, runs / 4)) { VisualDiff.compare(expected, moved).differentPixels }))
}

private struct Timing {
    let median: Double
    let min: Double
}

/// Runs `body` once to warm up, then `runs` times, each after `before` (untimed),
/// returning seconds.
private func measure<T>(_ runs: Int, before: () -> Void = {}, _ body: () -> T) -> Timing {
    var sink = 0
    _ = body()
    var samples: [Double] = []
    for _ in 0..<runs {
        before()
        let start = ContinuousClock.now
        let value = body()
        let elapsed = ContinuousClock.now - start
        sink &+= "\(value)".count   // keeps the result alive
        samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    samples.sort()
    if sink == -1 { print("") }
    return Timing(median: samples[samples.count / 2], min: samples[0])
}

/// Writes every cache line of a buffer larger than the last-level cache.
private func evict(_ buffer: inout [UInt8]) {
    buffer.withUnsafeMutableBufferPointer { bytes in
        for i in Swift.stride(from: 0, to: bytes.count, by: 64) { bytes[i] &+= 1 }
    }
}

private func row(_ name: String, _ t: Timing, extra: String = "") -> String {
    let padded = name + String(repeating: " ", count: max(0, 34 - name.count))
    return padded + pad(fixed(t.median * 1000, 3), 9) + " ms (" + pad(fixed(t.min * 1000, 3), 8) + ")  " + extra
}


private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

private func writePAM(_ bitmap: Bitmap, to path: String) {
    let header = "P7\nWIDTH \(bitmap.width)\nHEIGHT \(bitmap.height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
    guard let file = fopen(path, "wb") else { print("cannot write \(path)"); return }
    defer { fclose(file) }
    let head = Array(header.utf8)
    _ = head.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    _ = bitmap.pixels.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
}
