import CCairo
import Foundation
import Pixels
import Raster
import Testing

/// Speed measurements for BENCHMARKS.md ("Rendering and PNG"). They assert nothing about
/// time; they run only when asked, in a release build: `scripts/bench-raster`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["STACKSNAP_BENCH"] != nil), .serialized)
struct Benchmarks {
    /// Medians of `runs` calls, after one warm-up call: the calling thread's CPU time, which
    /// other processes on a shared machine disturb far less than wall time, and the wall
    /// time (the code measured is single-threaded, so the two agree on an idle machine).
    struct Timing {
        var cpu: Double
        var wall: Double
        var text: String { "\(Benchmarks.format(cpu)) | \(Benchmarks.format(wall))" }
    }

    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Timing {
        try body()
        var cpu: [Double] = [], wall: [Double] = []
        for _ in 0..<runs {
            let start = threadCPUTime(), startWall = DispatchTime.now().uptimeNanoseconds
            try body()
            cpu.append(threadCPUTime() - start)
            wall.append(Double(DispatchTime.now().uptimeNanoseconds - startWall) / 1e6)
        }
        return Timing(cpu: cpu.sorted()[runs / 2], wall: wall.sorted()[runs / 2])
    }

    /// CPU time of the calling thread in milliseconds.
    static func threadCPUTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) / 1e6
    }

    static func format(_ ms: Double) -> String { String(format: "%.2f", ms) }

    @Test func rendering() throws {
        let scene = UIScreen.scene(scale: 3)
        let census = UIScreen.census(scene.nodes)
        let full = try Self.median(runs: 21) { _ = try Renderer.render(scene) }
        let empty = try Self.median(runs: 21) { _ = try Renderer.render(Scene(width: 390, height: 844, scale: 3)) }
        var noText = scene
        noText.nodes = Self.strippingText(scene.nodes)
        let shapes = try Self.median(runs: 21) { _ = try Renderer.render(noText) }
        let controlsScene = ControlsScreen.scene(scale: 3)
        let controls = try Self.median(runs: 21) { _ = try Renderer.render(controlsScene) }
        let controlsCensus = UIScreen.census(controlsScene.nodes)
        let tableScene = TableScreen.scene(scale: 3)
        let table = try Self.median(runs: 21) { _ = try Renderer.render(tableScene) }
        let tableCensus = UIScreen.census(tableScene.nodes)
        let pickersScene = PickersScreen.scene(scale: 3)
        let pickers = try Self.median(runs: 21) { _ = try Renderer.render(pickersScene) }
        let pickersCensus = UIScreen.census(pickersScene.nodes)
        print("""
        | render | CPU ms (median of 21) | wall ms (median of 21) |
        |---|---|---|
        | 390×844 @3x (1170×2532), \(census.views) views, \(census.labels) labels | \(full.text) |
        | same screen without its labels | \(shapes.text) |
        | controls screen @3x (1170×2532), \(controlsCensus.views) views: segmented controls, sliders, steppers, progress bars, spinners, text fields, switches, a text view | \(controls.text) |
        | table screen @3x (1170×2532), \(tableCensus.views) views: an inset-grouped table, 15 rows with separators, accessories, symbols, titles and details | \(table.text) |
        | pickers screen @3x (1170×2532), \(pickersCensus.views) views: page controls, compact date pickers, an inline calendar, date wheels, a picker view | \(pickers.text) |
        | empty canvas (surface, fill, un-premultiply into Bitmap) | \(empty.text) |
        """)
        #expect(full.cpu > 0)
    }

    static func strippingText(_ nodes: [SceneNode]) -> [SceneNode] {
        nodes.map { node in
            var copy = node
            if case .text = node.content { copy.content = nil }
            copy.children = strippingText(node.children)
            return copy
        }
    }

    @Test func measuring() {
        let styles = (0..<2000).map { TextStyle(text: "Label \($0) with some text 标签", font: FontDescriptor(size: 15), lines: 0) }
        let start = Self.threadCPUTime()
        for style in styles { _ = Typesetter.measure(style, maxWidth: 200) }
        let uncached = (Self.threadCPUTime() - start) * 1e3 / Double(styles.count)
        let again = Self.threadCPUTime()
        for style in styles { _ = Typesetter.measure(style, maxWidth: 200) }
        let cached = (Self.threadCPUTime() - again) * 1e3 / Double(styles.count)
        print("| measure a two-line label, first time (Pango layout) | \(String(format: "%.1f", uncached)) µs |")
        print("| measure the same label again (cache hit) | \(String(format: "%.2f", cached)) µs |")
        #expect(uncached > cached)
    }

    @Test func pngSettings() throws {
        let bitmap = try Renderer.render(UIScreen.scene(scale: 3))
        let surface = try Self.cairoSurface(bitmap)
        defer { cairo_surface_destroy(surface) }
        let cairoSize = try Self.cairoPNG(surface).count
        let cairoTime = try Self.median(runs: 7) { _ = try Self.cairoPNG(surface) }
        print("| writer | settings | CPU ms (median of 7) | wall ms (median of 7) | size KB | CPU time vs cairo | size vs cairo |")
        print("|---|---|---|---|---|---|---|")
        print("| cairo_surface_write_to_png_stream | libpng defaults | \(cairoTime.text) | \(cairoSize / 1000) | 1.00 | 1.00 |")
        var grid: [PNGSettings] = []
        for level in [1, 3, 6, 9] {
            for filter in [PNGSettings.Filter.none, .sub, .up, .paeth, .fast, .adaptive] {
                grid.append(PNGSettings(level: level, filter: filter))
            }
        }
        grid += [PNGSettings(level: 1, filter: .none, strategy: .runLength), PNGSettings(level: 1, filter: .up, strategy: .runLength),
                 PNGSettings(level: 6, filter: .none, strategy: .filtered), PNGSettings(level: 6, filter: .up, strategy: .filtered)]
        for settings in grid {
            let size = try PNG.encode(bitmap, settings: settings).count
            let time = try Self.median(runs: 7) { _ = try PNG.encode(bitmap, settings: settings) }
            let marker = settings == .standard ? " **(standard)**" : ""
            print("| PNG.encode | \(settings)\(marker) | \(time.text) | \(size / 1000) | "
                  + "\(String(format: "%.2f", time.cpu / cairoTime.cpu)) | \(String(format: "%.2f", Double(size) / Double(cairoSize))) |")
        }
        let png = try PNG.encode(bitmap)
        let decode = try Self.median(runs: 7) { _ = try PNG.decode(png) }
        print("| PNG.decode of the standard file | | \(decode.text) | \(png.count / 1000) | | |")
        #expect(cairoSize > 0)
    }

    /// The same pixels as a premultiplied ARGB32 cairo surface.
    static func cairoSurface(_ bitmap: Bitmap) throws -> OpaquePointer {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)))
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap[x, y]
                let a = UInt32(p.a)
                func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                let word = a << 24 | pre(p.r) << 16 | pre(p.g) << 8 | pre(p.b)
                UnsafeMutableRawPointer(data + y * stride).storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// cairo's own PNG writer, into memory like `PNG.encode`.
    static func cairoPNG(_ surface: OpaquePointer) throws -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        try #require(status == CAIRO_STATUS_SUCCESS)
        return sink.bytes
    }
}
