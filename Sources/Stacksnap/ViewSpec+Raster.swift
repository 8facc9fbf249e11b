import AutoLayout
import LayoutSpec
import Pixels
import Raster

// The spec's drawing vocabulary in the renderer's terms. The two modules never import
// each other; this facade is where their words meet.

extension SpecColor {
    /// The color's value in an appearance, in the renderer's terms.
    func rgba(_ appearance: Appearance) -> RGBA {
        let value = resolved(in: appearance)
        return RGBA(r: value.red, g: value.green, b: value.blue, a: value.alpha)
    }
}

extension FontSpec {
    var descriptor: FontDescriptor {
        FontDescriptor(family: family ?? "System", size: size, weight: weight.rawValue, italic: italic,
                       monospacedDigits: monospacedDigits)
    }
}

extension LabelSpec {
    /// The label's text; its color in `appearance` (measuring needs none).
    func textStyle(direction: LayoutDirection, appearance: Appearance = .light) -> TextStyle {
        var style = TextStyle(runs: runs.map { $0.textRun(font, color: color, appearance) }, font: font.descriptor,
                              color: color.rgba(appearance), lines: lines,
                              lineBreak: Raster.LineBreakMode(rawValue: lineBreak.rawValue) ?? .truncateTail,
                              alignment: Raster.TextAlignment(rawValue: (paragraph?.alignment ?? textAlignment).rawValue) ?? .natural,
                              isRightToLeft: direction == .rtl)
        if runs.isEmpty { style.text = text }
        style.paragraph = paragraph?.style
        style.fitting = TextFitting(minimumScaleFactor: adjustsFontSizeToFitWidth ? minimumScaleFactor : 0,
                                    baselineAdjustment: Raster.BaselineAdjustment(rawValue: baselineAdjustment.rawValue)
                                        ?? .alignBaselines,
                                    allowsTightening: allowsDefaultTighteningForTruncation)
        return style
    }
}

extension TextRunSpec {
    /// The run in the renderer's terms: its font is the view's with its changes; no color
    /// of its own draws it in the view's (the style's) color.
    func textRun(_ base: FontSpec, color _: SpecColor, _ appearance: Appearance) -> TextRun {
        TextRun(text: text, font: (font?.applied(to: base) ?? base).descriptor, color: color?.rgba(appearance),
                underline: underline.flatMap { TextDecoration(rawValue: $0.rawValue) },
                strikethrough: strikethrough.flatMap { TextDecoration(rawValue: $0.rawValue) },
                kern: kern, background: background?.rgba(appearance))
    }
}

extension ParagraphSpec {
    /// The paragraph style in the renderer's terms (the alignment goes to the text's).
    var style: ParagraphStyle {
        ParagraphStyle(lineSpacing: lineSpacing, paragraphSpacing: paragraphSpacing, lineHeightMultiple: lineHeightMultiple,
                       minimumLineHeight: minimumLineHeight, maximumLineHeight: maximumLineHeight)
    }
}

extension ButtonSpec {
    /// UIButton draws its title on one line, centred, cut as its `lineBreak` says (UIKit's
    /// default: truncating in the middle), in its configuration's font and color when it
    /// has one.
    func titleStyle(direction: LayoutDirection, appearance: Appearance = .light) -> TextStyle {
        TextStyle(text: title, font: drawnFont.descriptor, color: drawnTitleColor.rgba(appearance), lines: 1,
                  lineBreak: Raster.LineBreakMode(rawValue: lineBreak.rawValue) ?? .truncateMiddle, alignment: .center,
                  isRightToLeft: direction == .rtl)
    }
}

extension SegmentedControlSpec {
    /// UISegmentedControl's titles: the system font at 13 points, semibold when selected.
    static let titleFont = FontDescriptor(size: 13, weight: 400)
    static let selectedTitleFont = FontDescriptor(size: 13, weight: 600)

    /// A title as the control measures it (one line, regular weight).
    func titleStyle(_ title: String, direction: LayoutDirection) -> TextStyle {
        TextStyle(text: title, font: Self.titleFont, lines: 1, alignment: .center, isRightToLeft: direction == .rtl)
    }
}

extension TextFieldSpec {
    /// The line the field shows: its text, or its placeholder in UIKit's `placeholderText`.
    func textStyle(direction: LayoutDirection, appearance: Appearance = .light) -> TextStyle {
        let showsPlaceholder = text.isEmpty
        let placeholderColor = SpecColor.named("placeholderText")!
        return TextStyle(text: showsPlaceholder ? placeholder : text, font: font.descriptor,
                         color: (showsPlaceholder ? placeholderColor : color).rgba(appearance), lines: 1,
                         lineBreak: .truncateTail,
                         alignment: Raster.TextAlignment(rawValue: textAlignment.rawValue) ?? .natural,
                         isRightToLeft: direction == .rtl)
    }
}

extension TextViewSpec {
    /// The text as the view wraps it (word by word, never truncated).
    func textStyle(direction: LayoutDirection, appearance: Appearance = .light) -> TextStyle {
        var style = TextStyle(runs: runs.map { $0.textRun(font, color: color, appearance) }, font: font.descriptor,
                              color: color.rgba(appearance), lines: 0, lineBreak: .wordWrap,
                              alignment: Raster.TextAlignment(rawValue: (paragraph?.alignment ?? textAlignment).rawValue)
                                  ?? .natural,
                              isRightToLeft: direction == .rtl)
        if runs.isEmpty { style.text = text }
        style.paragraph = paragraph?.style
        return style
    }

    /// The text's insets inside the view: the container's and the line fragment padding.
    var sceneInsets: SceneInsets {
        let padding = horizontalPadding
        return SceneInsets(top: textContainerInset.top, left: padding.left, bottom: textContainerInset.bottom,
                           right: padding.right)
    }
}

extension ViewContent {
    /// What a control draws in a frame `width` points wide in `appearance`, or nil for any
    /// other kind.
    func drawing(direction: LayoutDirection, appearance: Appearance, width: Double) -> ControlDrawing? {
        let rtl = direction == .rtl
        let blue = SpecColor.systemBlue.rgba(appearance)
        switch self {
        case .segmentedControl(let control):
            return .segmented(titles: control.segments.map(\.title), widths: control.segmentWidths(in: width),
                              selected: control.validSelection,
                              selectedFill: control.tint?.rgba(appearance) ?? ScenePalette.selectedSegment(appearance),
                              font: SegmentedControlSpec.titleFont, selectedFont: SegmentedControlSpec.selectedTitleFont,
                              isRightToLeft: rtl)
        case .slider(let slider):
            return .slider(fraction: slider.range.fraction, minimumTrack: slider.tint?.rgba(appearance) ?? blue,
                           trackInset: builtInAlignmentInsets.left, isRightToLeft: rtl)
        case .stepper(let stepper):
            let range = stepper.range
            return .stepper(canDecrement: range.pinned > range.minimum, canIncrement: range.pinned < range.maximum)
        case .progressView(let progress):
            return .progress(fraction: progress.progress, tint: progress.tint?.rgba(appearance) ?? blue,
                             hasTrack: progress.style == .default, isRightToLeft: rtl)
        case .activityIndicatorView(let indicator):
            return .activityIndicator(color: (indicator.color ?? SpecColor.named("systemGray")!).rgba(appearance))
        case .textField(let field):
            return .textField(text: field.textStyle(direction: direction, appearance: appearance),
                              border: TextFieldBorder(rawValue: field.borderStyle.rawValue) ?? .none,
                              textInset: field.horizontalInset, showsClearButton: field.showsClearButton)
        case .textView(let view):
            return .textView(text: view.textStyle(direction: direction, appearance: appearance), insets: view.sceneInsets)
        case .navigationBar(let bar):
            return .navigationBar(title: bar.title, largeTitle: bar.prefersLargeTitles, left: bar.leftItems.map(\.drawing),
                                  right: bar.rightItems.map(\.drawing), background: bar.background.drawing, isRightToLeft: rtl)
        case .toolbar(let bar):
            return .toolbar(items: bar.items.map(\.drawing), background: bar.background.drawing, isRightToLeft: rtl)
        case .tabBar(let bar):
            let items = bar.items.map { TabItemDrawing(title: $0.title, symbol: $0.symbol.flatMap(Symbol.init(named:))) }
            let selected = bar.selectedIndex.flatMap { bar.items.indices.contains($0) ? $0 : nil }
            return .tabBar(items: items, selected: selected, background: bar.background.drawing, isRightToLeft: rtl)
        case .searchBar(let bar):
            let empty = bar.text.isEmpty
            let style = TextStyle(text: empty ? bar.placeholder : bar.text, font: FontDescriptor(size: 17, weight: 400),
                                  color: (empty ? SpecColor.secondaryLabel : .label).rgba(appearance),
                                  lineBreak: .truncateTail, isRightToLeft: rtl)
            return .searchBar(text: style, minimal: bar.style == .minimal)
        case .visualEffectView(let effect):
            return .blur(blurRadius: 25, tint: effect.style.tint(appearance))
        default:
            return pickerDrawing(direction: direction, appearance: appearance)
        }
    }
}

extension VisualEffectSpec.Style {
    /// The material's tint over the blur: in the light appearance white at an opacity that
    /// grows from ultra-thin to thick, in the dark one `#1C1C1E` at the same opacities (an
    /// approximation of UIKit's materials, whose exact compositing is not published). The
    /// pre-iOS 13 styles `light`, `extraLight` and `dark` do not adapt.
    func tint(_ appearance: Appearance) -> RGBA {
        let dark = appearance.style == .dark
        let base: (Double) -> RGBA = {
            let alpha = UInt8(($0 * 255).rounded())
            return dark ? RGBA(r: 0x1C, g: 0x1C, b: 0x1E, a: alpha) : RGBA(r: 255, g: 255, b: 255, a: alpha)
        }
        switch self {
        case .systemUltraThinMaterial: return base(0.40)
        case .systemThinMaterial: return base(0.60)
        case .systemMaterial, .regular: return base(0.72)
        case .systemThickMaterial, .prominent: return base(0.85)
        case .systemChromeMaterial:
            return dark ? RGBA(r: 0x1D, g: 0x1D, b: 0x1D, a: 0xD9) : RGBA(r: 0xF9, g: 0xF9, b: 0xF9, a: 0xD9)
        case .light: return RGBA(r: 0xF8, g: 0xF8, b: 0xF8, a: 0x99)
        case .extraLight: return RGBA(r: 255, g: 255, b: 255, a: 204)
        case .dark: return RGBA(r: 0x1C, g: 0x1C, b: 0x1E, a: 0xBA)
        }
    }
}

extension BarBackground {
    var drawing: BarBackgroundDrawing {
        switch self {
        case .default: .translucent
        case .transparent: .transparent
        case .opaque: .opaque
        }
    }
}

extension BarItem {
    var drawing: BarItemDrawing {
        switch self {
        case let .title(title, isDone): .text(title, bold: isDone)
        case let .symbol(name, _): .symbol(Symbol(named: name), name: name)
        case .flexibleSpace: .flexibleSpace
        case let .fixedSpace(width): .fixedSpace(width)
        }
    }
}

extension LayoutSpec.ContentMode {
    var raster: Raster.ContentMode { Raster.ContentMode(rawValue: rawValue) ?? .scaleToFill }
}

extension AutoLayout.Rect {
    var scene: SceneRect { SceneRect(x: x, y: y, width: width, height: height) }
}
