import AutoLayout
import LayoutSpec

/// Step 2, continued: the properties of each kind of view.
extension UnitConverter {
    /// `<stackView axis= distribution= alignment= spacing= baselineRelativeArrangement=>`;
    /// its `<subviews>` are the arranged views. A stack given layout margins of its own in
    /// Interface Builder arranges its views inside them (Xcode writes the margins and no
    /// flag of their own for it: 42 of the 44 public stacks with margins lay their first
    /// view on the margin, none at the edge).
    mutating func stack(_ element: IBElement) -> StackSpec {
        var stack = StackSpec()
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        if let value = element["distribution"] {
            stack.distribution = known(StackConfiguration.Distribution(rawValue: value), value, "distribution", element)
                ?? stack.distribution
        }
        if let value = element["alignment"] {
            stack.alignment = known(StackConfiguration.Alignment(rawValue: value), value, "alignment", element)
                ?? stack.alignment
        }
        stack.spacing = IBValue.number(element["spacing"]) ?? 0
        stack.isBaselineRelativeArrangement = IBValue.bool(element["baselineRelativeArrangement"]) ?? false
        stack.isLayoutMarginsRelativeArrangement = IBValue.bool(element["layoutMarginsRelativeArrangement"])
            ?? (IBGeometry.insets(element, key: "layoutMargins", directionalKey: "directionalLayoutMargins") != nil)
        return stack
    }

    /// `<label text= numberOfLines= textAlignment= lineBreakMode= preferredMaxLayoutWidth=>`
    /// with its `<fontDescription>`, `<color key="textColor">`, attributed text and how it
    /// shrinks (`adjustsFontSizeToFit=`, `minimumScaleFactor=` or `minimumFontSize=`,
    /// `baselineAdjustment=`, `adjustsLetterSpacingToFitWidth=`).
    mutating func label(_ element: IBElement) -> LabelSpec {
        var label = LabelSpec(text: text(of: element, attributed: false))
        if let font = font(of: element) { label.font = font }
        if let color = textColor(of: element) { label.color = color }
        if let lines = element["numberOfLines"].flatMap(Int.init), lines >= 0 { label.lines = lines }
        if let alignment = textAlignment(of: element) { label.textAlignment = alignment }
        if let value = element["lineBreakMode"] {
            label.lineBreak = known(Self.lineBreakModes.first { $0.name == value }?.mode, value, "lineBreakMode", element)
                ?? .truncateTail
        }
        if label.lines != 1, let width = IBValue.number(element["preferredMaxLayoutWidth"]), width > 0 {
            label.preferredMaxWidth = width
        }
        if let attributed = attributedText(of: element) {
            label.runs = attributed.runs
            label.paragraph = attributed.paragraph
            if let alignment = attributed.paragraph?.alignment { label.textAlignment = alignment }
        }
        shrinking(of: element, into: &label)
        return label
    }

    /// A label's text: the `text` attribute, a `<string key="text">` (long or multi-line
    /// text), or the fragments of attributed text (their characters; a view that cannot keep
    /// their attributes, unless `attributed` is false, warns that they are drawn in its own
    /// font and color).
    mutating func text(of element: IBElement, attributed warns: Bool = true) -> String {
        if warns, element["text"] == nil, element.child(key: "text", named: "string") == nil,
           let attributed = element.child(key: "attributedText", named: "attributedString") {
            diagnostics.warn("\(element.label): attributed text is drawn in the label's font and color", about: attributed)
        }
        return IBValue.text(of: element)
    }

    /// `<button buttonType=…>` with `<state key="normal" title=…>` (and its `titleColor`), or
    /// an iOS 15 `<buttonConfiguration>` (its title, style, corners, colors, font and insets).
    mutating func button(_ element: IBElement) -> ButtonSpec {
        let normal = element.children.first { $0.name == "state" && $0.key == "normal" }
        let configuration = element.child(key: "configuration", named: "buttonConfiguration")
        // A configuration's title is the one shown: Interface Builder leaves a stale
        // `<state key="normal" title="Button"/>` beside it.
        var button = ButtonSpec(title: configuration.map { $0["title"] ?? "" } ?? normal?["title"] ?? "")
        // A custom button's title is white unless set; a system button's is the tint.
        if element["buttonType"] == nil && configuration == nil { button.titleColor = .white }
        if let color = normal?.child(key: "titleColor", named: "color") ?? configuration?.child(key: "baseForegroundColor"),
           let value = self.color(color) {
            button.titleColor = value
        }
        if let font = font(of: element) { button.font = font }
        if let value = element["lineBreakMode"] {
            button.lineBreak = known(Self.lineBreakModes.first { $0.name == value }?.mode, value, "lineBreakMode", element)
                ?? .truncateMiddle
        }
        // Insets above or below the title of its own replace a system button's 6 points
        // there; with none, they stay.
        if let insets = IBGeometry.contentInsets(element) {
            let ownVertical = insets.top != 0 || insets.bottom != 0
            let base = ownVertical ? DirectionalInsets() : ButtonSpec.defaultContentInsets
            button.contentInsets = DirectionalInsets(top: base.top + insets.top, leading: base.leading + insets.leading,
                                                     bottom: base.bottom + insets.bottom,
                                                     trailing: base.trailing + insets.trailing)
        }
        if let configuration, configuration["title"] != nil || configuration["image"] != nil {
            button.configuration = buttonConfiguration(configuration, of: element)
        }
        // A configuration's image is the one shown, as its title is.
        if let holder = configuration ?? normal {
            button.image = buttonImage(holder, of: element, font: button.drawnFont)
        }
        return button
    }

    /// `<imageView image= catalog= contentMode=>`: an SF Symbol the renderer has, a PNG found
    /// beside the document, or a placeholder as big as the image Interface Builder recorded.
    mutating func image(_ element: IBElement, frame: Rect?, into spec: inout ViewSpec) {
        guard let name = element["image"] else { return }  // no image: an empty box, as UIKit draws it
        let recorded = resources.image(name)
        var image = ImageSpec()
        if let mode = element["contentMode"] {
            image.contentMode = mode == "redraw" ? .scaleToFill
                : known(LayoutSpec.ContentMode(rawValue: mode), mode, "contentMode", element) ?? .scaleToFill
        }
        let missing: String
        switch imageSource(name, system: element["catalog"] == "system" || recorded?.isSystem == true, of: element) {
        case .success(let source):
            image.source = source
            if case .symbol = source, let tint = element.child(key: "tintColor", named: "color") { image.tint = color(tint) }
            spec.content = .image(image)
            return
        case .failure(let why):
            missing = why.message
        }
        let width = recorded?.width ?? frame?.width, height = recorded?.height ?? frame?.height
        spec.content = .placeholder(PlaceholderSpec(text: name))
        if width != nil || height != nil { spec.intrinsicSize = IntrinsicSizeSpec(width: width, height: height) }
        let size = width.flatMap { w in height.map { " \(ConstraintPrinter.number(w, .exact)) × \(ConstraintPrinter.number($0, .exact))" } } ?? ""
        diagnostics.warn("\(element.label): \(missing); drawn as a placeholder\(size)", about: element)
    }

    /// The picture named `name`: an SF Symbol the renderer has, or a PNG found beside the
    /// document (a note about the PNG is warned about); otherwise why not.
    mutating func imageSource(_ name: String, system: Bool, of element: IBElement) -> Result<ImageSource, MissingImage> {
        if system {
            return SymbolCatalog.names.contains(name) ? .success(.symbol(name))
                : .failure(MissingImage(message: "SF Symbol '\(name)' is not one Stacksnap draws (`stacksnap symbols` lists them)"))
        }
        switch assets.resolve(name) {
        case .success(let found):
            if let note = found.note { diagnostics.warn("\(element.label): \(note)", about: element) }
            return .success(.file(found.path))
        case .failure(.notFound):
            return .failure(MissingImage(message: "image '\(name)' was not found (looked for "
                                         + "Assets.xcassets/\(name).imageset and \(name).png beside the document)"))
        case .failure(.outsideSpecFolder(let path)):
            return .failure(MissingImage(message: "image '\(name)' is at \(path), outside the spec's folder"))
        }
    }

    /// The value when known; otherwise a warning and nil (the default applies).
    mutating func known<T>(_ value: T?, _ text: String, _ attribute: String, _ element: IBElement) -> T? {
        if value == nil {
            diagnostics.warn("\(element.label): unknown \(attribute) '\(text)'; the default is used", about: element)
        }
        return value
    }

    /// The element's `<fontDescription>`, or nil (the default applies) when it has none or
    /// one not understood, which is warned about.
    mutating func font(of element: IBElement) -> FontSpec? {
        guard let font = element.child(key: "fontDescription", named: "fontDescription") else { return nil }
        if let spec = IBFont.font(font) { return spec }
        diagnostics.warn("\(element.label): font not understood (type, style, name or pointSize); the default is used",
                         about: font)
        return nil
    }

    /// The element's `<color key="textColor">`, if any.
    mutating func textColor(of element: IBElement) -> SpecColor? {
        element.child(key: "textColor", named: "color").flatMap { color($0) }
    }

    /// The element's `textAlignment`, if it has one UIKit knows (an unknown one is warned about).
    mutating func textAlignment(of element: IBElement) -> TextAlignment? {
        guard let value = element["textAlignment"] else { return nil }
        return known(TextAlignment(rawValue: value), value, "textAlignment", element)
    }

    /// Interface Builder's line break names: a view's (`tailTruncation`), and a paragraph
    /// style's and older documents' (`truncatingTail`, `clipping`).
    static let lineBreakModes: [(name: String, mode: LineBreakMode)] = [
        ("wordWrap", .wordWrap), ("characterWrap", .charWrap), ("clip", .clip),
        ("headTruncation", .truncateHead), ("tailTruncation", .truncateTail), ("middleTruncation", .truncateMiddle),
        ("wordWrapping", .wordWrap), ("charWrapping", .charWrap), ("clipping", .clip),
        ("truncatingHead", .truncateHead), ("truncatingTail", .truncateTail), ("truncatingMiddle", .truncateMiddle),
    ]
}

/// Why an image a document names cannot be drawn.
struct MissingImage: Error {
    let message: String
}
