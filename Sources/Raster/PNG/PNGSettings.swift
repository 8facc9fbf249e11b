import CPNG

/// Compression settings for `PNG.encode`: a zlib level, a row-filter choice and a zlib strategy.
///
/// The output never depends on anything but the pixels and these settings: the encoder
/// writes only IHDR, IDAT and IEND (no time stamp, text, gamma or other metadata).
public struct PNGSettings: Sendable, Hashable, CustomStringConvertible {
    /// Which row filters libpng may use.
    public enum Filter: String, Sendable, Hashable, CaseIterable {
        case none, sub, up, average, paeth
        /// libpng picks the best of all five per row (what most writers, cairo's included, do).
        case adaptive
        /// libpng picks per row among none, sub and up.
        case fast

        var mask: Int32 {
            switch self {
            case .none: Int32(CPNG_FILTER_NONE)
            case .sub: Int32(CPNG_FILTER_SUB)
            case .up: Int32(CPNG_FILTER_UP)
            case .average: Int32(CPNG_FILTER_AVG)
            case .paeth: Int32(CPNG_FILTER_PAETH)
            case .adaptive: Int32(CPNG_FILTER_ALL)
            case .fast: Int32(CPNG_FILTER_NONE | CPNG_FILTER_SUB | CPNG_FILTER_UP)
            }
        }
    }

    /// zlib's match-finding strategy.
    public enum Strategy: String, Sendable, Hashable, CaseIterable {
        case standard, filtered, runLength

        var code: Int32 {
            switch self {
            case .standard: Int32(CPNG_STRATEGY_DEFAULT)
            case .filtered: Int32(CPNG_STRATEGY_FILTERED)
            case .runLength: Int32(CPNG_STRATEGY_RLE)
            }
        }
    }

    /// zlib compression level, 0…9 (clamped).
    public var level: Int
    /// Which row filters libpng may use.
    public var filter: Filter
    /// zlib's match-finding strategy.
    public var strategy: Strategy

    public init(level: Int, filter: Filter, strategy: Strategy = .standard) {
        self.level = min(9, max(0, level))
        self.filter = filter
        self.strategy = strategy
    }

    /// The settings every snapshot is written with: zlib level 3, no row filter, default
    /// strategy. On a 1170×2532 UI screen this encodes about 4× faster than cairo’s own
    /// writer (adaptive filters, level 6) at about 1.1× its size; flat UI colors compress
    /// well without filters. BENCHMARKS.md ("Rendering and PNG") has the measurements.
    public static let standard = PNGSettings(level: 3, filter: .none)

    public var description: String { "level \(level), filter \(filter.rawValue), strategy \(strategy.rawValue)" }
}
