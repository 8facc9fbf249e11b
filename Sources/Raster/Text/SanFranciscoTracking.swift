/// The tracking UIKit gives the system font at each size: for text drawn with a user's own
/// copy of SF Pro as it is, and for the bundled Inter standing in for it with the
/// corrections ``SystemTracking`` adds. Without it, every label would be as wide as the
/// font's bare advances, which is not what a device shows.
///
/// Source: Apple, Human Interface Guidelines, "Typography", the SF Pro tracking table for
/// iOS (developer.apple.com/design/human-interface-guidelines/typography, section
/// "Specifications", "Tracking values"), in thousandths of an em. SF Pro Text covers 6…19
/// points and SF Pro Display 20 points and up, the same split the system font makes
/// between its two optical sizes. Sizes the table skips are interpolated linearly between
/// their neighbours; sizes past its ends take the end values.
enum SanFranciscoTracking {
    /// (size in points, tracking in 1/1000 em), ascending by size.
    static let table: [(size: Double, milliEm: Double)] = [
        // SF Pro Text
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24),
        // SF Pro Display
        (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14),
        (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10),
        (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (46, 8), (48, 8), (50, 7), (52, 7), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 3), (66, 2), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (88, 0), (96, 0),
    ]

    /// The optical size UIKit switches from SF Pro Text to SF Pro Display at, in points.
    static let displaySize = 20.0

    /// The tracking at `size` points, in 1/1000 em.
    static func milliEm(at size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.milliEm }
        if size >= last.size { return last.milliEm }
        let upper = table.firstIndex { $0.size >= size } ?? table.count - 1
        let (high, low) = (table[upper], table[max(0, upper - 1)])
        if high.size == size || high.size == low.size { return high.milliEm }
        return low.milliEm + (high.milliEm - low.milliEm) * (size - low.size) / (high.size - low.size)
    }

    /// The tracking at `size` points, in points: the space UIKit adds after each character.
    static func points(at size: Double) -> Double { milliEm(at: size) * size / 1000 }
}
