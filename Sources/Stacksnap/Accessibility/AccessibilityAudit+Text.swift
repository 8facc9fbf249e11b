import AutoLayout
import LayoutSpec
import Pixels
import Raster

/// The rules about text: contrast with what is drawn behind it, text that does not fit,
/// and headings without the header trait.
extension AccessibilityAudit.Context {
    /// The text of labels and buttons: the view, its style, and the box its lines fill.
    struct DrawnText {
        var index: Int
        var style: TextStyle
        var box: Rect
    }

    /// Every visible label and button with text, its style in the snapshot's appearance.
    var drawnTexts: [DrawnText] {
        let direction = rendered.lowered.canvas.direction
        let appearance = rendered.lowered.canvas.appearance
        return views.indices.compactMap { index in
            let frame = frames[index]
            guard visible[index], [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite),
                  frame.width * scale < 1e7, frame.height * scale < 1e7 else { return nil }
            switch views[index].content {
            case .label(let label) where !label.text.isEmpty:
                return DrawnText(index: index, style: label.textStyle(direction: direction, appearance: appearance),
                                 box: frame)
            case .button(let button) where !button.title.isEmpty:
                let insets = button.drawnContentInsets.absolute(direction)
                let box = Rect(x: frame.x + insets.left, y: frame.y + insets.top,
                               width: max(0, frame.width - insets.left - insets.right),
                               height: max(0, frame.height - insets.top - insets.bottom))
                return DrawnText(index: index, style: button.titleStyle(direction: direction, appearance: appearance), box: box)
            default:
                return nil
            }
        }
    }

    // MARK: Contrast

    /// WCAG 2.x success criterion 1.4.3 (AA): 4.5 : 1, or 3 : 1 for large text — 18 points
    /// and up, or bold (Apple's Human Interface Guidelines, Accessibility: "Color and
    /// contrast", give these sizes in iOS points).
    static func requiredContrast(_ font: FontDescriptor) -> Double {
        font.size >= 18 || font.weight >= 700 ? 3 : 4.5
    }

    /// The lowest contrast between each text and any pixel drawn behind its ink, measured on
    /// the snapshot drawn once more without the text of labels and buttons.
    func contrast() -> [AuditFinding] {
        let texts = drawnTexts.filter { !isExempt(.contrast, $0.index) }
        guard !texts.isEmpty, let backdrop = backdrop() else { return [] }
        let window = rendered.lowered.canvas.appearance.style == .dark ? RGBA(r: 0, g: 0, b: 0) : RGBA(r: 255, g: 255, b: 255)
        return texts.compactMap { text in
            let box = textBox(text)
            guard let worst = lowestContrast(text, in: box, backdrop: backdrop, window: window) else { return nil }
            let required = Self.requiredContrast(text.style.font)
            guard worst.ratio < required else { return nil }
            let weight = text.style.font.weight >= 700 ? "bold" : text.style.font.weight >= 600 ? "semibold" : "regular"
            let ratio = "\(auditNumber(worst.ratio)):1"
            return finding(.contrast, text.index, frame: box, measured: ratio,
                           "text contrast \(ratio) (\(hex(worst.text)) on \(hex(worst.behind))) is below \(auditNumber(required)):1 for \(auditNumber(text.style.font.size)) pt \(weight) text")
        }
    }

    /// The text's lines inside its box: as wide as they measure (at most the box), placed
    /// by the alignment, centred vertically as UILabel and UIButton draw them.
    func textBox(_ text: DrawnText) -> Rect {
        let measured = Typesetter.measure(text.style, maxWidth: text.box.width)
        let width = min(measured.width, text.box.width), height = min(measured.height, text.box.height)
        let x: Double
        switch text.style.alignment {
        case .center: x = text.box.x + (text.box.width - width) / 2
        case .right: x = text.box.maxX - width
        case .left, .justified: x = text.box.x
        case .natural: x = text.style.isRightToLeft ? text.box.maxX - width : text.box.x
        }
        return Rect(x: x, y: text.box.y + (text.box.height - height) / 2, width: width, height: height)
    }

    private func lowestContrast(_ text: DrawnText, in box: Rect, backdrop: Bitmap,
                                window: RGBA) -> (ratio: Double, text: RGBA, behind: RGBA)? {
        var color = text.style.color
        color.a = UInt8((Double(color.a) * opacity[text.index]).rounded())
        // Clamped before converting: a frame far off the canvas is still a finite number.
        func pixel(_ points: Double, _ rule: FloatingPointRoundingRule) -> Int {
            Int(max(-1, min(1e7, (points * scale).rounded(rule))))
        }
        let x0 = max(0, pixel(box.x, .down)), y0 = max(0, pixel(box.y, .down))
        let x1 = min(backdrop.width, pixel(box.maxX, .up)), y1 = min(backdrop.height, pixel(box.maxY, .up))
        guard x1 > x0, y1 > y0 else { return nil }
        // Behind the text means under its ink: the pixels the text changed. Text that
        // changed none (the color of what is behind it) is measured over its whole box.
        let drawn = rendered.bitmap
        let sameSize = drawn.width == backdrop.width && drawn.height == backdrop.height
        var inked = false
        if sameSize {
            outer: for y in y0..<y1 {
                for x in x0..<x1 where drawn[x, y] != backdrop[x, y] {
                    inked = true
                    break outer
                }
            }
        }
        var worst: (ratio: Double, text: RGBA, behind: RGBA)?
        var seen: Set<RGBA> = []
        for y in y0..<y1 {
            for x in x0..<x1 {
                let pixel = backdrop[x, y]
                if inked, drawn[x, y] == pixel { continue }
                guard seen.insert(pixel).inserted else { continue }
                let behind = pixel.a == 255 ? pixel : ContrastRatio.over(pixel, window)
                let shown = ContrastRatio.over(color, behind)
                let ratio = ContrastRatio.ratio(shown, behind)
                if worst == nil || ratio < worst!.ratio { worst = (ratio, shown, behind) }
            }
        }
        return worst
    }

    /// The snapshot without the text of labels and buttons.
    private func backdrop() -> Bitmap? {
        let lowered = rendered.lowered
        var images: [Int: ImageStore.Image] = [:]
        for (index, view) in lowered.views.enumerated() {
            guard case .file(let source)? = view.content.imageSource,
                  case .success(let image) = SnapshotPipeline.images.image(source, specFile: lowered.file) else { continue }
            images[index] = image
        }
        var builder = SceneBuilder(lowered: lowered, canvasFrames: frames, images: images)
        builder.omitsText = true
        return try? Renderer.render(builder.scene())
    }

    /// `#RRGGBB`, spelled as specs spell colors (the colors compared are opaque).
    private func hex(_ color: RGBA) -> String {
        SpecColor(red: color.r, green: color.g, blue: color.b).hex
    }

    // MARK: Truncation

    /// Text that needs more room than its view has: wider than a one-line box, more lines
    /// than allowed, or taller than the frame — unless the label draws it whole smaller or
    /// tighter (`adjustsFontSizeToFitWidth`, `allowsDefaultTighteningForTruncation`).
    func truncatedText() -> [AuditFinding] {
        let slack = 1 / scale + 0.01
        return drawnTexts.compactMap { text in
            let fitting = text.style.fitting
            if fitting.minimumScaleFactor > 0 || fitting.allowsTightening,
               Typesetter.fit(text.style, width: text.box.width, height: text.box.height).isWhole {
                return nil
            }
            var unlimited = text.style
            unlimited.lines = text.style.lines == 1 ? 1 : 0
            let needed = Typesetter.measure(unlimited, maxWidth: text.style.lines == 1 ? nil : text.box.width)
            let tooWide = needed.width > text.box.width + slack
            let tooManyLines = text.style.lines > 1 && needed.lineCount > text.style.lines
            let tooTall = needed.height > text.box.height + slack
            guard tooWide || tooManyLines || tooTall else { return nil }
            let need = "\(auditNumber(needed.width)) × \(auditNumber(needed.height)) pt"
            let has = "\(auditNumber(text.box.width)) × \(auditNumber(text.box.height)) pt"
            let what = tooManyLines ? "needs \(needed.lineCount) lines of \(text.style.lines)" : "needs \(need) and has \(has)"
            return finding(.truncatedText, text.index, frame: frames[text.index], measured: "needs \(need)",
                           "'\(excerpt(text.style.text))' does not fit: it \(what)")
        }
    }

    private func excerpt(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: " ")
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }

    // MARK: Headings

    /// The text styles of headings.
    static let headingStyles: [TextStyleName] = [.largeTitle, .title1, .title2, .title3]

    /// Labels set in a title text style, or at 20 points and up and semibold or heavier,
    /// that do not have the header trait.
    func unmarkedHeaders() -> [AuditFinding] {
        elements.compactMap { element in
            guard case .label(let label) = views[element.viewIndex].content, !element.traits.contains(.header) else { return nil }
            let font = label.font
            let looksLikeHeading = font.textStyle.map(Self.headingStyles.contains)
                ?? (font.size >= 20 && font.weight.rawValue >= 600)
            guard looksLikeHeading else { return nil }
            let described = font.textStyle.map { "\($0.rawValue), \(auditNumber(font.size)) pt" }
                ?? "\(auditNumber(font.size)) pt \(font.weight.name)"
            return finding(.unmarkedHeader, element.viewIndex, element: element, frame: element.frame,
                           measured: described, "looks like a heading (\(described)) but lacks the header trait")
        }
    }
}
