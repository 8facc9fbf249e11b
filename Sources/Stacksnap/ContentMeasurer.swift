import AutoLayout
import LayoutSpec
import Raster

/// The measuring function injected into the layout engine: labels and buttons measure
/// their text with the same Pango layout that draws it, images report their size in
/// points. Sizes are rounded up to the pixel grid, as UILabel rounds its intrinsic size,
/// so snapping a frame never cuts the last pixel of text.
struct ContentMeasurer: Sendable {
    let views: [ViewSpec]
    let direction: LayoutDirection
    let scale: Double
    /// Decoded images by view index (loaded before layout so measuring cannot fail).
    let imageSizes: [Int: (width: Double, height: Double)]

    func measure(_ index: Int, proposedWidth: Double?) -> Measurement {
        let measured = measureContent(index, proposedWidth: proposedWidth)
        guard let size = views[index].intrinsicSize, size.othersFromContent else { return measured }
        // The axes an `intrinsicSize: {width, height}` gives replace the content's; the
        // content stays centred, as a label, button or text field draws it.
        var result = measured
        if let width = size.width { result.size.width = width }
        if let height = size.height { result = result.centred(inHeight: height) }
        return result
    }

    private func measureContent(_ index: Int, proposedWidth: Double?) -> Measurement {
        let view = views[index]
        switch view.content {
        case .label(let label):
            guard !label.text.isEmpty else { return Measurement(size: .zero) }
            // An explicit preferredMaxWidth wins; otherwise multi-line text wraps at the
            // width the layout gave it (UIKit's automatic preferredMaxLayoutWidth).
            let width = label.lines == 1 ? nil : (label.preferredMaxWidth ?? proposedWidth)
            let metrics = Typesetter.measure(label.textStyle(direction: direction), maxWidth: width)
            // The label draws its text centred in the rounded-up height.
            return Measurement(size: Size(width: up(metrics.width), height: metrics.height),
                               firstBaseline: metrics.firstBaseline, lastBaseline: metrics.lastBaseline)
                .centred(inHeight: up(metrics.height))
        case .button(let button):
            return measure(button, at: index)
        case .image:
            // UIImageView reports the image's size less its alignment insets: the intrinsic
            // size is the alignment rect's, so the frame comes out at the picture's size.
            let s = imageSizes[index] ?? (0, 0)
            let insets = view.alignmentInsets
            return Measurement(size: Size(width: max(0, s.width - insets.left - insets.right),
                                          height: max(0, s.height - insets.top - insets.bottom)))
        case .segmentedControl(let control):
            // Every segment without a width of its own as wide as the widest such title plus
            // 8 points a side, 1-point dividers between them, 32 points tall (UIKit, iOS 13
            // and later). A title is as wide as it is in the wider of its two looks, regular
            // and selected (semibold), so selecting a segment never truncates its title.
            let automatic = control.segments.filter { $0.width == nil }.map(\.title)
            let widest = automatic.map { title -> Double in
                guard !title.isEmpty else { return 0 }
                var style = control.titleStyle(title, direction: direction)
                let regular = Typesetter.measure(style, maxWidth: nil).width
                style.font = SegmentedControlSpec.selectedTitleFont
                return up(max(regular, Typesetter.measure(style, maxWidth: nil).width))
            }.max() ?? 0
            let widths = control.segments.map { $0.width ?? widest + 16 }
            let dividers = Double(max(0, control.segments.count - 1))
            return Measurement(size: Size(width: widths.reduce(0, +) + dividers, height: 32))
        case .textField(let field):
            return measure(field)
        case .datePicker(let picker):
            return Measurement(size: Self.size(of: picker))
        case .textView(let view):
            // Scrolling off: the text wrapped at the width the layout gives it, less the
            // container's insets and padding, plus those insets.
            let padding = view.horizontalPadding.left + view.horizontalPadding.right
            let inset = view.textContainerInset
            let wrap = proposedWidth.map { max(1, $0 - padding) }
            let metrics = Typesetter.measure(view.textStyle(direction: direction), maxWidth: wrap)
            let height = view.text.isEmpty ? up(Typesetter.measure(TextStyle(text: " ", font: view.font.descriptor),
                                                                   maxWidth: nil).height)
                : up(metrics.height)
            return Measurement(size: Size(width: (view.text.isEmpty ? 0 : up(metrics.width)) + padding,
                                          height: height + inset.top + inset.bottom),
                               firstBaseline: inset.top + metrics.firstBaseline,
                               lastBaseline: inset.top + metrics.lastBaseline)
        default:
            return Measurement(size: .zero)
        }
    }

    /// A button: its title and image side by side within its insets (`ButtonContent`).
    private func measure(_ button: ButtonSpec, at index: Int) -> Measurement {
        let content = ButtonContent(button, loaded: imageSizes[index])
        guard !button.title.isEmpty else {
            return Measurement(size: content.size(titleWidth: 0, line: nil).size)
        }
        let metrics = Typesetter.measure(button.titleStyle(direction: direction), maxWidth: nil)
        // A button's title takes whole points of height, on 2× and 3× screens alike, and is
        // drawn centred in them: Xcode records system buttons without insets ⌈line⌉ + 12
        // tall at every size (a 17-point title 33, 15-point 30, 24-point 41;
        // XcodeFrames/ButtonTitleHeight.xib) and hugged medium configuration buttons 35 (a
        // 20.29-point line + 7 + 7; Fixtures/ButtonConfiguration/MEASUREMENTS.md).
        let title = Measurement(size: Size(width: up(metrics.width), height: metrics.height),
                                firstBaseline: metrics.firstBaseline, lastBaseline: metrics.lastBaseline)
            .centred(inHeight: metrics.height.rounded(.up))
        let (size, titleTop) = content.size(titleWidth: title.size.width, line: title.size.height)
        return Measurement(size: size, firstBaseline: title.firstBaseline.map { titleTop + $0 },
                           lastBaseline: title.lastBaseline.map { titleTop + $0 })
    }

    /// A text field: its line (the text, or the placeholder) between the border's insets,
    /// the clear button beside it when shown; a rounded rectangle 6 points above and below
    /// the text and at least 34 points tall (so 34 up to about 18 points of system font, as
    /// Xcode records them), a line or bezel 3 points above and below, no border just the text.
    private func measure(_ field: TextFieldSpec) -> Measurement {
        var style = field.textStyle(direction: direction)
        if style.text.isEmpty { style.text = " " }  // an empty field is one line tall
        let metrics = Typesetter.measure(style, maxWidth: nil)
        let textWidth = field.text.isEmpty && field.placeholder.isEmpty ? 0 : up(metrics.width)
        let clear = field.showsClearButton ? TextFieldSpec.clearButtonWidth : 0
        let line = up(metrics.height)
        let height: Double
        switch field.borderStyle {
        case .roundedRect: height = max(34, line + 12)
        case .line, .bezel: height = line + 6
        case .none: height = line
        }
        let baseline = (height - metrics.height) / 2 + metrics.firstBaseline
        return Measurement(size: Size(width: textWidth + 2 * field.horizontalInset + clear, height: height),
                           firstBaseline: baseline, lastBaseline: baseline)
    }

    /// A compact or inline date picker's size: the capsules side by side (each its text,
    /// rounded up to whole points, plus 12 a side, 6 apart) at 35.67 points; the calendar 320
    /// wide and as tall as the locale's weeks of the month need. Wheels are a fixed 320 × 216.
    static func size(of picker: DatePickerSpec) -> Size {
        let text = DatePickerText(picker)
        switch picker.resolvedStyle {
        case .inline:
            return Size(width: DatePickerSpec.inlineWidth, height: picker.inlineHeight(weeks: text.weeks))
        case .compact, .automatic:
            let texts = text.compactTexts
            let width = texts.map(DateCapsule.width).reduce(0, +)
                + DatePickerSpec.capsuleGap * Double(max(0, texts.count - 1))
            return Size(width: width, height: DatePickerSpec.compactHeight)
        case .wheels:
            return Size(width: DatePickerSpec.wheelsSize.width, height: DatePickerSpec.wheelsSize.height)
        }
    }

    /// Rounds a length up to whole pixels, as UILabel rounds its intrinsic size.
    private func up(_ value: Double) -> Double {
        PixelSnapping.roundUp(value, scale: scale)
    }
}

extension Measurement {
    /// The same content centred in a box `height` tall: its baselines move by half of the
    /// height's change.
    fileprivate func centred(inHeight height: Double) -> Measurement {
        let shift = (height - size.height) / 2
        return Measurement(size: Size(width: size.width, height: height),
                           firstBaseline: firstBaseline.map { $0 + shift }, lastBaseline: lastBaseline.map { $0 + shift })
    }
}
