/// How a label draws its text in a frame it may not fit: at a smaller size
/// (`adjustsFontSizeToFitWidth`), with tighter letter spacing
/// (`allowsDefaultTighteningForTruncation`), and where the first baseline then sits.
///
/// UIKit's rule, from its documentation: the label's size is its text's at the full font
/// size (shrinking never changes the intrinsic size); when the text exceeds the label's
/// bounds, it is drawn at the largest size down to `font size × minimumScaleFactor` at which
/// it fits — one line: its width fits the label's width; several lines: it wraps into at
/// most `numberOfLines` lines that fit the label's height — and what still does not fit at
/// the smallest size is truncated as `lineBreakMode` says. A truncating line no more than
/// 5 % too wide (`NSParagraphStyle.tighteningFactorForTruncation`'s default) has its
/// letter spacing tightened to fit instead, when tightening is allowed.
public struct TextFit: Sendable, Hashable {
    /// The factor every font size and kerning is drawn at (1: as given).
    public var scale: Double
    /// Points added after every character (negative: tightened; 0: as given).
    public var tracking: Double
    /// The first baseline's distance below the frame's top, in points.
    public var firstBaseline: Double
    /// Whether the text, so drawn, is shown whole (nothing truncated or cut).
    public var isWhole: Bool

    /// Whether the text is drawn exactly as measured.
    public var isUnchanged: Bool { scale == 1 && tracking == 0 }
}

extension Typesetter {
    /// How `style` is drawn in a frame `width` × `height` points, like UILabel's drawing.
    public static func fit(_ style: TextStyle, width: Double, height: Double) -> TextFit {
        TextLock.around { fitHoldingLock(style, width: width, height: height) }
    }

    private static func fitHoldingLock(_ style: TextStyle, width: Double, height: Double) -> TextFit {
        guard let context = TextContext.current, !style.text.isEmpty, width > 0, width.isFinite else {
            return TextFit(scale: 1, tracking: 0, firstBaseline: 0, isWhole: true)
        }
        func layout(_ scale: Double, _ tracking: Double = 0, bounded: Bool = true) -> TextLayout? {
            TextLayout(style, width: bounded ? width : nil, scale: scale, tracking: tracking, in: context)
        }
        var scale = 1.0
        var tracking = 0.0
        var isWhole = true
        if style.isSingleLine {
            // One line: only its width counts (UIKit ignores the height here).
            func lineWidth(_ scale: Double, _ tracking: Double = 0) -> Double {
                layout(scale, tracking, bounded: false).map { $0.allLines().map(\.width).max() ?? 0 } ?? 0
            }
            var natural = lineWidth(1)
            if natural > width, style.fitting.shrinks {
                let minimum = style.fitting.minimumScaleFactor
                // Widths grow in step with the size: start from the ratio, then step down
                // past any rounding until the line fits or the minimum is reached.
                scale = max(minimum, width / natural)
                natural = lineWidth(scale)
                for _ in 0..<8 where natural > width && scale > minimum {
                    scale = max(minimum, scale * width / natural - 1.0 / 4096)
                    natural = lineWidth(scale)
                }
            }
            if natural > width, style.fitting.allowsTightening, style.truncates,
               natural <= width * (1 + TextFitting.tighteningFactor) {
                tracking = tightening(natural: natural, width: width, count: style.text.count) { lineWidth(scale, $0) }
            }
            isWhole = natural <= width || tracking != 0
        } else {
            let fits = { (scale: Double) -> Bool in
                guard let laidOut = layout(scale) else { return true }
                let all = laidOut.allLines()
                let shown = laidOut.visibleLines()
                if laidOut.isEllipsized || shown.count < all.count { return false }
                guard let first = shown.first, let last = shown.last else { return true }
                return last.bottom - first.top <= height + 0.5
            }
            let minimum = style.fitting.minimumScaleFactor
            if !fits(1) {
                if !style.fitting.shrinks {
                    isWhole = false
                } else if fits(minimum) {
                    // The largest fitting size, to 1/4096 of the font size.
                    var low = minimum, high = 1.0
                    while high - low > 1.0 / 4096 {
                        let middle = (low + high) / 2
                        if fits(middle) { low = middle } else { high = middle }
                    }
                    scale = low
                } else {
                    scale = minimum
                    isWhole = false
                }
            }
        }
        let baseline = firstBaseline(style, width: width, height: height, scale: scale, tracking: tracking, in: context)
        return TextFit(scale: scale, tracking: tracking, firstBaseline: baseline, isWhole: isWhole)
    }

    /// The tracking (negative) that brings a line `natural` points wide into `width`: the
    /// excess shared among the gaps between its characters, corrected for Pango's rounding.
    private static func tightening(natural: Double, width: Double, count: Int,
                                   measure: (Double) -> Double) -> Double {
        let gaps = Double(max(1, count - 1))
        var tracking = -(natural - width) / gaps
        for _ in 0..<4 {
            let tightened = measure(tracking)
            if tightened <= width { return tracking }
            tracking -= (tightened - width) / gaps + 1.0 / 1024
        }
        return measure(tracking) <= width ? tracking : 0
    }

    /// Where the first baseline of text drawn at `scale` sits below the frame's top: a line
    /// is centred vertically, as UILabel centres its text; shrunk text on one line then
    /// moves as `baselineAdjustment` says.
    private static func firstBaseline(_ style: TextStyle, width: Double, height: Double, scale: Double,
                                      tracking: Double, in context: TextContext) -> Double {
        func block(_ scale: Double, _ tracking: Double) -> (height: Double, baseline: Double) {
            guard let laidOut = TextLayout(style, width: width, scale: scale, tracking: tracking, in: context),
                  let first = laidOut.visibleLines().first, let last = laidOut.visibleLines().last
            else { return (0, 0) }
            return (last.bottom - first.top, first.baseline - first.top)
        }
        let drawn = block(scale, tracking)
        let centred = (height - drawn.height) / 2 + drawn.baseline
        guard scale != 1, style.isSingleLine else { return centred }
        let full = block(1, 0)
        let fullTop = (height - full.height) / 2
        switch style.fitting.baselineAdjustment {
        case .alignBaselines: return fullTop + full.baseline
        case .alignCenters: return centred
        case .none: return fullTop + drawn.baseline
        }
    }
}
