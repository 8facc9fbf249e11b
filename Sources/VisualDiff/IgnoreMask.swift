/// The ignore rectangles of a comparison, clipped to one image size.
///
/// Rectangles may overlap; ``coveredPixels`` counts each pixel once. Lookups are linear in
/// the number of rectangles, which is a handful in practice (a clock, a cursor, an avatar).
struct IgnoreMask {
    /// The clipped, non-empty rectangles, sorted top to bottom then left to right so nothing
    /// depends on the order the caller listed them in.
    let rects: [PixelRect]
    /// Pixels covered by at least one rectangle.
    let coveredPixels: Int

    init(_ rects: [PixelRect], width: Int, height: Int) {
        let clipped = rects.compactMap { $0.clipped(toWidth: width, height: height) }
            .sorted { ($0.y, $0.x, $0.height, $0.width) < ($1.y, $1.x, $1.height, $1.width) }
        self.rects = clipped
        self.coveredPixels = Self.unionArea(of: clipped)
    }

    var isEmpty: Bool { rects.isEmpty }

    /// True when the pixel at `x`, `y` is ignored.
    @inline(__always)
    func contains(x: Int, y: Int) -> Bool {
        for rect in rects where rect.contains(x: x, y: y) { return true }
        return false
    }

    /// The ignored columns of row `y`, merged and sorted.
    func ranges(inRow y: Int) -> [Range<Int>] {
        let spans = rects.filter { y >= $0.y && y < $0.y + $0.height }
            .map { $0.x..<($0.x + $0.width) }
            .sorted { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for span in spans {
            if let last = merged.last, span.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        return merged
    }

    /// The area of the union of clipped rectangles, row band by row band: between two
    /// consecutive rectangle edges every row has the same merged column ranges.
    private static func unionArea(of rects: [PixelRect]) -> Int {
        guard !rects.isEmpty else { return 0 }
        let edges = Set(rects.flatMap { [$0.y, $0.y + $0.height] }).sorted()
        let mask = IgnoreMask(sortedClipped: rects)
        var total = 0
        for (top, bottom) in zip(edges, edges.dropFirst()) {
            let columns = mask.ranges(inRow: top).reduce(0) { $0 + $1.count }
            total += columns * (bottom - top)
        }
        return total
    }

    private init(sortedClipped rects: [PixelRect]) {
        self.rects = rects
        self.coveredPixels = 0
    }
}
