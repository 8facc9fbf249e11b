import Foundation
import Pixels
import Raster
import Testing

/// Text in many sizes, weights and slants drawn on several threads at once. cairo keeps one
/// glyph cache for the process; without the text lock this crashed inside cairo within
/// seconds (every time in eight runs), since a thread filling the cache evicts glyphs
/// another thread is drawing with.
struct TextOnManyThreadsTests {
    /// Label `i` of thread `t`: one of 1,836 size, weight and slant combinations (sizes 8–59.5
    /// in half points), so the threads together use far more glyphs than cairo caches.
    static func scene(thread t: Int, label i: Int) -> Scene {
        let k = t * 7_919 + i * 104_729
        var font = FontDescriptor(size: 8 + Double(k % 104) / 2, weight: 100 * (1 + (k / 104) % 9))
        font.italic = (k / 936) % 2 == 1
        let texts = ["Home Value \(i)", "Loan Amount", "设置 · 通知", "שלום עולם", "Down Payment \(t)"]
        let style = TextStyle(text: texts[k % texts.count], font: font, lines: 1, isRightToLeft: k % texts.count == 3)
        let node = SceneNode(frame: SceneRect(x: 2, y: 2, width: 200, height: 70), cornerRadius: 0,
                             background: RGBA(r: 255, g: 255, b: 255), content: .text(style))
        return Scene(width: 210, height: 80, scale: 1 + k % 3, nodes: [node])
    }

    /// What the threads drew, behind a pthread lock (which ThreadSanitizer sees as one).
    final class Drawn: @unchecked Sendable {
        private let lock = NSLock()
        private var samples: [[Int: Bitmap]]
        private var failures = 0
        init(threads: Int) { samples = Array(repeating: [:], count: threads) }
        func keep(_ bitmap: Bitmap, thread: Int, label: Int) { lock.withLock { samples[thread][label] = bitmap } }
        func fail() { lock.withLock { failures += 1 } }
        var result: (samples: [[Int: Bitmap]], failures: Int) { lock.withLock { (samples, failures) } }
    }

    @Test func manyFontsOnSixThreadsDrawAsOnOne() throws {
        let threads = 6, labels = 120
        let drawn = Drawn(threads: threads)
        let group = DispatchGroup()
        for t in 0..<threads {
            group.enter()
            // Threads of their own (not a pool's), so some also exit while others draw.
            Thread {
                for i in 0..<labels {
                    do {
                        let bitmap = try Renderer.render(Self.scene(thread: t, label: i))
                        if i % 15 == 0 { drawn.keep(bitmap, thread: t, label: i) }
                    } catch {
                        drawn.fail()
                    }
                }
                group.leave()
            }.start()
        }
        group.wait()
        let (samples, failures) = drawn.result
        #expect(failures == 0)
        // A sample of each thread's pictures is the one drawn here alone afterwards.
        for t in 0..<threads {
            #expect(samples[t].count == labels / 15)
            for (i, bitmap) in samples[t] {
                #expect(try Renderer.render(Self.scene(thread: t, label: i)) == bitmap, "thread \(t), label \(i)")
            }
        }
    }
}
