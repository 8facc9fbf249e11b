import LayoutSpec

/// Attributed text in Swift: a label's or text view's runs, each a `TextRunSpec` set up with
/// the modifiers below, and the paragraph style of the whole text.
///
/// ```swift
/// Label(attributed: [
///     TextRunSpec("Total ").font(size: 15),
///     TextRunSpec("$42").font(weight: .bold).color(.named("systemRed")!).underline(.single),
/// ]).paragraph(lineSpacing: 4, alignment: .center)
/// ```
extension TextRunSpec {
    /// `font`: what the run changes in the view's font (a nil argument keeps the view's).
    public func font(size: Double? = nil, weight: FontWeight? = nil, family: String? = nil) -> TextRunSpec {
        var run = self
        run.font = RunFontSpec(family: family, size: size, weight: weight)
        return run
    }

    /// `font: {textStyle:}`: the system font of a text style.
    public func font(_ style: TextStyleName, weight: FontWeight? = nil) -> TextRunSpec {
        var run = self
        run.font = RunFontSpec(weight: weight, textStyle: style)
        return run
    }

    /// `font: {italic:}`: the run in the italic face (or upright, `false`), in the view's
    /// font or the one set above.
    public func italic(_ italic: Bool = true) -> TextRunSpec {
        var run = self
        run.font = (run.font ?? RunFontSpec())
        run.font?.italic = italic
        return run
    }

    /// `color` of the run's text.
    public func color(_ color: SpecColor) -> TextRunSpec {
        var run = self
        run.color = color
        return run
    }

    /// `underline`.
    public func underline(_ style: TextLineStyle = .single) -> TextRunSpec {
        var run = self
        run.underline = style
        return run
    }

    /// `strikethrough`.
    public func strikethrough(_ style: TextLineStyle = .single) -> TextRunSpec {
        var run = self
        run.strikethrough = style
        return run
    }

    /// `kern`: points after every character.
    public func kern(_ points: Double) -> TextRunSpec {
        var run = self
        run.kern = points
        return run
    }

    /// `background` behind the run's characters.
    public func background(_ color: SpecColor) -> TextRunSpec {
        var run = self
        run.background = color
        return run
    }
}

extension Label {
    /// A label showing attributed text: `runs` in order, each in the label's font and color
    /// unless it says otherwise (`attributedText`).
    public init(attributed runs: [TextRunSpec]) { node = LayoutNode(ViewSpec(.label(LabelSpec(runs: runs)))) }

    /// `paragraph`: the whole text's line and paragraph spacing, line heights and alignment.
    public func paragraph(lineSpacing: Double = 0, paragraphSpacing: Double = 0, lineHeightMultiple: Double = 0,
                          minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
                          alignment: TextAlignment? = nil) -> Label {
        applying(.paragraph(.init(lineSpacing: lineSpacing, paragraphSpacing: paragraphSpacing,
                                  lineHeightMultiple: lineHeightMultiple, minimumLineHeight: minimumLineHeight,
                                  maximumLineHeight: maximumLineHeight, alignment: alignment)))
    }

    /// `adjustsFontSizeToFitWidth` with `minimumScaleFactor`: text that does not fit is drawn
    /// smaller, down to this fraction of its size (the label's size stays its text's).
    public func adjustsFontSizeToFitWidth(minimumScaleFactor: Double) -> Label {
        applying(.adjustsFontSizeToFitWidth(true)).applying(.minimumScaleFactor(minimumScaleFactor))
    }

    /// `baselineAdjustment`: where one line of shrunk text sits.
    public func baselineAdjustment(_ adjustment: BaselineAdjustment) -> Label { applying(.baselineAdjustment(adjustment)) }

    /// `allowsDefaultTighteningForTruncation`: a line at most 5 % too wide is tightened rather
    /// than truncated.
    public func allowsDefaultTighteningForTruncation(_ allows: Bool = true) -> Label {
        applying(.allowsDefaultTighteningForTruncation(allows))
    }
}

extension TextView {
    /// A text view showing attributed text (`attributedText`).
    public init(attributed runs: [TextRunSpec]) {
        var spec = TextViewSpec(text: runs.map(\.text).joined())
        spec.runs = runs
        node = LayoutNode(ViewSpec(.textView(spec)))
    }

    /// `paragraph`: the whole text's line and paragraph spacing, line heights and alignment.
    public func paragraph(lineSpacing: Double = 0, paragraphSpacing: Double = 0, lineHeightMultiple: Double = 0,
                          minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
                          alignment: TextAlignment? = nil) -> TextView {
        applying(.paragraph(.init(lineSpacing: lineSpacing, paragraphSpacing: paragraphSpacing,
                                  lineHeightMultiple: lineHeightMultiple, minimumLineHeight: minimumLineHeight,
                                  maximumLineHeight: maximumLineHeight, alignment: alignment)))
    }
}

extension Button {
    /// `lineBreak`: how the one-line title is cut (default truncateMiddle, UIButton's).
    public func lineBreak(_ mode: LineBreakMode) -> Button { applying(.lineBreak(mode)) }
}
