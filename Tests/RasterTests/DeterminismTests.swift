import Dispatch
import Foundation
import Pixels
import Raster
import Synchronization
import Testing

@Suite struct DeterminismTests {
    /// Scenes with text in several scripts, at every scale.
    static let scenes: [Scene] = {
        var scenes = [UIScreen.scene(scale: 1), UIScreen.scene(scale: 2)]
        let texts = ["Hello 世界", "שלום עולם", "مرحبا بالعالم", "Truncated text that is far too long to fit", "设置 · 通知 · 隐私"]
        for (i, text) in texts.enumerated() {
            let style = TextStyle(text: text, font: FontDescriptor(size: 13 + Double(i) * 3, weight: 400 + i * 100),
                                  lines: i % 3, isRightToLeft: i == 1 || i == 2)
            let node = SceneNode(frame: SceneRect(x: 4, y: 4, width: 150, height: 60), cornerRadius: 6,
                                 background: RGBA(r: 240, g: 240, b: 250), content: .text(style))
            scenes.append(Scene(width: 160, height: 70, scale: 1 + i % 3, nodes: [node]))
        }
        return scenes
    }()

    @Test func theUIScreenHasTheBenchmarkWorkload() {
        let census = UIScreen.census(UIScreen.scene(scale: 3).nodes)
        #expect((180...230).contains(census.views))
        #expect((45...60).contains(census.labels))
    }

    @Test func sameSceneSameBytes() throws {
        let scene = UIScreen.scene(scale: 2)
        let first = try PNG.encode(Renderer.render(scene))
        #expect(try PNG.encode(Renderer.render(scene)) == first)
    }

    @Test func parallelRenderingMatchesSerial() throws {
        let serial = try Self.scenes.map { try Renderer.render($0) }
        let results = Mutex<[Int: Bitmap]>([:])
        let failures = Mutex(0)
        // Every scene twice, so the same scene is drawn on several threads at once.
        DispatchQueue.concurrentPerform(iterations: Self.scenes.count * 2) { i in
            let index = i % Self.scenes.count
            do {
                let bitmap = try Renderer.render(Self.scenes[index])
                results.withLock { table in
                    if let earlier = table[index], earlier != bitmap { failures.withLock { $0 += 1 } }
                    table[index] = bitmap
                }
            } catch {
                failures.withLock { $0 += 1 }
            }
        }
        #expect(failures.withLock { $0 } == 0)
        let parallel = results.withLock { $0 }
        for index in Self.scenes.indices {
            #expect(parallel[index] == serial[index], "scene \(index)")
        }
    }

    @Test func taskGroupRenderingMatchesSerial() async throws {
        let serial = try Self.scenes.map { try Renderer.render($0) }
        let parallel = try await withThrowingTaskGroup(of: (Int, Bitmap).self) { group in
            for index in Self.scenes.indices {
                group.addTask { (index, try Renderer.render(Self.scenes[index])) }
            }
            var collected: [Int: Bitmap] = [:]
            for try await (index, bitmap) in group { collected[index] = bitmap }
            return collected
        }
        for index in Self.scenes.indices { #expect(parallel[index] == serial[index], "scene \(index)") }
    }

    @Test func measuringFromManyThreadsAgrees() {
        let styles = (0..<40).map { TextStyle(text: "Label number \($0) 标签", font: FontDescriptor(size: 10 + Double($0 % 9)), lines: 0) }
        let serial = styles.map { Typesetter.measure($0, maxWidth: 90) }
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: styles.count) { i in
            if Typesetter.measure(styles[i], maxWidth: 90) != serial[i] { mismatches.withLock { $0 += 1 } }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }
}

@Suite struct UIScreenPictureTests {
    /// For looking at the benchmark screen: `STACKSNAP_UISCREEN_PNG=/tmp/screen.png swift test …`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["STACKSNAP_UISCREEN_PNG"] != nil))
    func writesThePictureWhenAsked() throws {
        let path = try #require(ProcessInfo.processInfo.environment["STACKSNAP_UISCREEN_PNG"])
        let png = try PNG.encode(Renderer.render(UIScreen.scene(scale: 3)))
        #expect(FileManager.default.createFile(atPath: path, contents: Data(png)))
    }
}
