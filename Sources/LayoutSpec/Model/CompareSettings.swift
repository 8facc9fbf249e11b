/// How a rendered snapshot is compared with its golden image (pixelmatch's knobs).
public struct CompareSettings: Sendable, Equatable {
    /// Per-pixel color distance (0…1) below which two pixels count as equal (default 0.1).
    public var threshold: Double = 0.1
    /// Differing pixels tolerated before the snapshot fails (default 0).
    public var maxPixels: Int = 0
    /// Fraction (0…1) of differing pixels tolerated before the snapshot fails (default 0).
    public var maxRatio: Double = 0
    /// True (default): pixels recognised as anti-aliasing are not counted as differences.
    public var antialiasing: Bool = true

    public init(threshold: Double = 0.1, maxPixels: Int = 0, maxRatio: Double = 0, antialiasing: Bool = true) {
        self.threshold = threshold
        self.maxPixels = maxPixels
        self.maxRatio = maxRatio
        self.antialiasing = antialiasing
    }
}
