import Pixels

extension VisualDiff {
    /// Columns of background between two panels of ``sideBySide(expected:diff:actual:gap:background:)``.
    public static let sideBySideGap = 8
    /// The color around and between the panels: an opaque mid gray, distinct from both
    /// white and black backgrounds.
    public static let sideBySideBackground = RGBA(r: 128, g: 128, b: 128)

    /// Places three images in a row, expected | diff | actual, `gap` columns apart.
    ///
    /// The result is `expected.width + gap + diff.width + gap + actual.width` wide and as tall
    /// as the tallest image. Panels are top-aligned and copied byte for byte (translucent
    /// pixels stay translucent); whatever no panel covers is `background`. A negative gap
    /// counts as 0.
    public static func sideBySide(
        expected: Bitmap, diff: Bitmap, actual: Bitmap,
        gap: Int = sideBySideGap, background: RGBA = sideBySideBackground
    ) -> Bitmap {
        let gap = max(gap, 0)
        let panels = [expected, diff, actual]
        let width = panels.reduce(0) { $0 + max($1.width, 0) } + 2 * gap
        let height = panels.map { max($0.height, 0) }.max() ?? 0
        var out = Bitmap(width: width, height: height, fill: background)
        var left = 0
        for panel in panels {
            copy(panel, into: &out, atColumn: left)
            left += max(panel.width, 0) + gap
        }
        return out
    }

    /// Copies `panel`'s rows into `canvas` with its top-left corner at (`column`, 0).
    private static func copy(_ panel: Bitmap, into canvas: inout Bitmap, atColumn column: Int) {
        guard panel.width > 0 else { return }
        let rowBytes = panel.width * 4
        // Only rows that are really there, in case the byte count is short.
        let rows = min(panel.height, panel.pixels.count / rowBytes, canvas.height)
        let canvasStride = canvas.width * 4
        panel.pixels.withUnsafeBytes { src in
            canvas.pixels.withUnsafeMutableBytes { dst in
                guard let from = src.baseAddress, let to = dst.baseAddress else { return }
                for y in 0..<max(rows, 0) {
                    (to + y * canvasStride + column * 4).copyMemory(from: from + y * rowBytes, byteCount: rowBytes)
                }
            }
        }
    }
}
