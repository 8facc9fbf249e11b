/// Bounds on what a spec may ask for, so hostile or mistaken input fails with a clear error
/// instead of exhausting memory or time. The CLI may raise or lower them.
public struct SpecLimits: Sendable, Hashable {
    /// Views in one document, the canvas included (default 20,000).
    public var maxViews: Int
    /// Characters in any one string: a label's text, a title, a constraint (default 10,000).
    public var maxTextLength: Int
    /// Canvas pixels per side at the chosen scale (default 8192). The canvas's area is
    /// bounded where it is drawn (`SnapshotPipeline.Options.maxPixels`).
    public var maxCanvasSide: Int
    /// Views nested inside one another below the canvas (default 200).
    public var maxDepth: Int
    /// Largest magnitude of any number of points (default 100,000).
    public var maxMagnitude: Double
    /// Nodes after YAML aliases are expanded: stops "billion laughs" files (default 1,000,000).
    public var maxNodes: Int
    /// Bytes in a spec file (default 32 MiB).
    public var maxFileBytes: Int

    public init(maxViews: Int = 20_000, maxTextLength: Int = 10_000, maxCanvasSide: Int = 8192,
                maxDepth: Int = 200, maxMagnitude: Double = 100_000, maxNodes: Int = 1_000_000,
                maxFileBytes: Int = 32 << 20) {
        self.maxViews = maxViews
        self.maxTextLength = maxTextLength
        self.maxCanvasSide = maxCanvasSide
        self.maxDepth = maxDepth
        self.maxMagnitude = maxMagnitude
        self.maxNodes = maxNodes
        self.maxFileBytes = maxFileBytes
    }

    /// The old name of ``maxCanvasSide``: it always was a side length.
    @available(*, deprecated, renamed: "maxCanvasSide")
    public var maxCanvasPixels: Int {
        get { maxCanvasSide }
        set { maxCanvasSide = newValue }
    }

    /// The documented defaults.
    public static let `default` = SpecLimits()

    /// Nesting of lists and mappings a reader accepts. Fixed, because libyaml (inside Yams)
    /// stops at this depth too; it keeps both readers clear of deep recursion.
    public static let maxNesting = 1000
}
