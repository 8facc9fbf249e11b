import CPango

/// Measures text the way it will be drawn: the thread-safe entry point for layout.
///
/// Uses the calling thread's own Pango font map over the bundled fonts, with the user's
/// folder when one is current (see `TextContext`, ``FontFolder/using(_:)``), so any number
/// of threads can measure at once. Results are cached by style, width and font set.
public enum Typesetter {
    static let cache = MeasureCache(capacity: 16_384)

    /// The size and baselines of `style`'s text, wrapped at `maxWidth` points (nil, zero,
    /// negative or infinite: unbounded), like `UILabel.sizeThatFits`.
    ///
    /// - `lines == 1` never wraps: the width is at most `maxWidth` (the text is truncated or
    ///   cut there when drawn);
    /// - `lines == n` keeps n lines, the last one ellipsized in truncating modes;
    /// - `lines == 0` wraps without limit.
    /// Values are exact points (multiples of 1/1024); round them up to the pixel grid to get
    /// a frame that shows the whole text, as UIKit does for intrinsic sizes.
    public static func measure(_ style: TextStyle, maxWidth: Double?) -> TextMetrics {
        let width = maxWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let key = MeasureCache.Key(style: style.layoutKey, maxWidth: width, fonts: FontFolder.current)
        if let cached = cache.value(for: key) { return cached }
        let metrics = TextLock.around { measureUncached(style, maxWidth: width) }
        cache.store(metrics, for: key)
        return metrics
    }

    static func measureUncached(_ style: TextStyle, maxWidth: Double?) -> TextMetrics {
        guard let context = TextContext.current,
              let layout = TextLayout(style, width: maxWidth, in: context) else {
            // Pango could not start: report every character as missing so callers fail loudly.
            let characters = style.text.reduce(into: [Character]()) { list, c in
                if !list.contains(c) { list.append(c) }
            }
            return TextMetrics(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, lineCount: 0,
                               missingGlyphs: characters, missingGlyphCount: style.text.count)
        }
        var metrics = layout.metrics(lines: layout.visibleLines())
        // A single unwrapped line reports at most the width it was given (it is cut there).
        if let maxWidth, layout.wrapWidth == nil { metrics.width = min(metrics.width, maxWidth) }
        return metrics
    }

    /// The font families text can be drawn with, sorted: exactly the bundled ones when the
    /// fonts loaded (and the current folder's, when one is current). Lists what the calling
    /// thread's Pango font map sees.
    public static func availableFamilies() -> [String] {
        TextLock.around(availableFamiliesHoldingLock)
    }

    private static func availableFamiliesHoldingLock() -> [String] {
        guard let context = TextContext.current else { return [] }
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(context.fontMap, &families, &count)
        defer { g_free(families) }
        guard let families else { return [] }
        return (0..<Int(count)).compactMap { index in
            families[index].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) }
        }.sorted()
    }
}
