import Stacksnap
import VisualDiff

/// The number of pixels ignore regions cover, each pixel counted once, for a comparison
/// that was settled without the per-pixel pass (a golden-cache hit).
enum IgnoreArea {
    /// Rectangles are clipped to the image; between two consecutive horizontal edges every
    /// row has the same covered columns, so the area is summed band by band.
    static func coveredPixels(_ rects: [PixelRect], width: Int, height: Int) -> Int {
        let clipped = rects.compactMap { $0.clipped(toWidth: width, height: height) }
        guard !clipped.isEmpty else { return 0 }
        let edges = Array(Set(clipped.flatMap { [$0.y, $0.y + $0.height] })).sorted()
        var total = 0
        for (top, bottom) in zip(edges, edges.dropFirst()) {
            let spans = clipped.filter { $0.y <= top && top < $0.y + $0.height }
                .map { ($0.x, $0.x + $0.width) }
                .sorted { $0.0 < $1.0 }
            var covered = 0
            var end = Int.min
            for (start, stop) in spans {
                if start >= end {
                    covered += stop - start
                    end = stop
                } else if stop > end {
                    covered += stop - end
                    end = stop
                }
            }
            total += covered * (bottom - top)
        }
        return total
    }
}
