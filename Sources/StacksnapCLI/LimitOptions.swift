import ArgumentParser
import LayoutSpec
import Stacksnap
import StacksnapVerify

/// The bounds on one run's input and work, shared by `render`, `verify`, `layout` and
/// `constraints`: the defaults stop hostile or mistaken input with a clear error (exit 65)
/// instead of exhausting memory or time, and each can be raised.
struct LimitOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Largest canvas in pixels, width × height at the spec's scale (default 67108864 = 8192²).",
                               valueName: "pixels"))
    var maxCanvasPixels: Int?

    @Option(help: ArgumentHelp("Largest fixed canvas side in pixels (default 8192).", valueName: "pixels"))
    var maxCanvasSide: Int?

    @Option(help: ArgumentHelp("Most views in one spec, the canvas included (default 20000).", valueName: "count"))
    var maxViews: Int?

    @Option(help: ArgumentHelp("Most characters in any one string of a spec: a label's text, a constraint (default 10000).",
                               valueName: "characters"))
    var maxTextLength: Int?

    @Option(help: ArgumentHelp("Seconds one snapshot may take to lay out and draw; 0 for no limit (default 30).",
                               valueName: "seconds"))
    var timeout: Double?

    func validate() throws {
        for (flag, value) in [("--max-canvas-pixels", maxCanvasPixels), ("--max-canvas-side", maxCanvasSide),
                              ("--max-views", maxViews), ("--max-text-length", maxTextLength)] {
            if let value, value < 1 { throw ValidationError("\(flag): expected 1 or more, got \(value)") }
        }
        if let timeout, !(timeout >= 0 && timeout <= 1_000_000) {
            throw ValidationError("--timeout: expected seconds from 0 (no limit) to 1000000, got \(timeout)")
        }
    }

    /// The spec limits, defaults where no flag is given.
    var spec: SpecLimits {
        var limits = SpecLimits.default
        if let maxCanvasSide { limits.maxCanvasSide = maxCanvasSide }
        if let maxViews { limits.maxViews = maxViews }
        if let maxTextLength { limits.maxTextLength = maxTextLength }
        return limits
    }

    /// `options` with the canvas pixel limit and the time budget applied.
    func applied(to options: SnapshotPipeline.Options) -> SnapshotPipeline.Options {
        var result = options
        if let maxCanvasPixels { result.maxPixels = maxCanvasPixels }
        if let timeout { result.timeout = timeout == 0 ? nil : .milliseconds(Int64((timeout * 1000).rounded())) }
        return result
    }
}
