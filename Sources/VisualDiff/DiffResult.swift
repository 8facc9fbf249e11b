/// What a comparison found: whether the images are identical, how many pixels differ,
/// where, and whether that is within the allowances of the ``DiffOptions`` used.
public struct DiffResult: Sendable, Hashable {
    /// The two images have the same size and the same bytes; nothing else was computed.
    public var identical: Bool
    /// The two sizes, when they differ. Then no pixel is compared, every count is zero and
    /// the comparison fails.
    public var sizeMismatch: SizeMismatch?
    /// Pixels whose color distance is over the threshold, not counting anti-aliased pixels
    /// (when detection is on) nor ignored ones.
    public var differentPixels: Int
    /// Pixels over the threshold that were classified as anti-aliasing and so not counted.
    /// Always zero when anti-aliasing detection is off.
    public var antialiasedPixels: Int
    /// Pixels compared: every pixel of the image minus the ignored ones.
    public var comparedPixels: Int
    /// The smallest rectangle holding every counted differing pixel, or `nil` when none is.
    public var bounds: PixelRect?
    /// True when the images are identical, or the same size with ``differentPixels`` within
    /// ``DiffOptions/maxDifferentPixels`` or ``DiffOptions/maxDifferentRatio``.
    public var passes: Bool

    /// A result from its parts (the comparison computes these; tests and reports may build
    /// their own).
    public init(
        identical: Bool,
        sizeMismatch: SizeMismatch?,
        differentPixels: Int,
        antialiasedPixels: Int,
        comparedPixels: Int,
        bounds: PixelRect?,
        passes: Bool
    ) {
        self.identical = identical
        self.sizeMismatch = sizeMismatch
        self.differentPixels = differentPixels
        self.antialiasedPixels = antialiasedPixels
        self.comparedPixels = comparedPixels
        self.bounds = bounds
        self.passes = passes
    }

    /// ``differentPixels`` divided by ``comparedPixels``; 0 when nothing was compared.
    public var differentRatio: Double {
        comparedPixels > 0 ? Double(differentPixels) / Double(comparedPixels) : 0
    }
}

extension DiffResult: CustomStringConvertible {
    /// One line for people: `identical`, `size mismatch: …`, or the counts and bounds.
    public var description: String {
        if let sizeMismatch { return "size mismatch: \(sizeMismatch)" }
        if identical { return "identical (\(comparedPixels) pixels compared)" }
        var text = "\(differentPixels) different pixels of \(comparedPixels) compared"
        text += " (\(Self.percent(differentRatio)))"
        if antialiasedPixels > 0 { text += ", \(antialiasedPixels) anti-aliased" }
        if let bounds { text += ", within \(bounds)" }
        text += passes ? ": passes" : ": fails"
        return text
    }

    /// A percentage with four decimals, without Foundation's locale-dependent formatting.
    private static func percent(_ ratio: Double) -> String {
        let tenThousandths = Int((ratio * 1_000_000).rounded())
        let whole = tenThousandths / 10_000
        let fraction = String(tenThousandths % 10_000)
        return "\(whole).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)%"
    }
}
