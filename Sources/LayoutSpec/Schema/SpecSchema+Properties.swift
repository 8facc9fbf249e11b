import AutoLayout

/// View property keys: every ``ViewPropertyKey`` has its shape here, by kind of view where
/// the kind changes it (`style`, `items`, defaults). The grouping switch is exhaustive, so a
/// new key does not compile until it is placed in a group.
extension SpecSchema {
    /// The key `key` on a view of kind `type`.
    package static func property(_ key: ViewPropertyKey, of type: ViewType) -> SchemaKey {
        switch key {
        case .hidden, .intrinsicSize, .hugging, .compressionResistance, .layoutMargins, .alignmentInsets,
             .firstBaseline, .lastBaseline, .background, .border, .cornerRadius, .alpha, .clipsToBounds,
             .accessibility, .audit:
            return commonProperty(key)
        case .axis, .distribution, .alignment, .spacing, .customSpacing, .baselineRelativeArrangement,
             .layoutMarginsRelativeArrangement, .model:
            return stackProperty(key)
        case .text, .font, .color, .lines, .lineBreak, .textAlignment, .preferredMaxWidth, .source, .symbol,
             .tint, .contentMode, .title, .titleColor, .contentInsets, .configuration, .imageSize:
            return contentProperty(key, of: type)
        case .attributedText, .paragraph, .adjustsFontSizeToFitWidth, .minimumScaleFactor, .baselineAdjustment,
             .allowsDefaultTighteningForTruncation:
            return textProperty(key)
        case .on, .segments, .selectedIndex, .value, .minimum, .maximum, .progress, .style, .animating,
             .hidesWhenStopped, .placeholder, .borderStyle, .clearButtonMode, .scrollEnabled, .textContainerInset:
            return controlProperty(key, of: type)
        case .leftItems, .rightItems, .items, .prefersLargeTitles, .barBackground, .effect, .rowHeight,
             .separatorStyle, .contentInsetTop, .contentInsetAdjustment, .detail, .detailFont, .accessory, .contentMargins, .accessoryWidth, .itemSize, .minimumLineSpacing,
             .minimumInteritemSpacing, .sectionInset, .scrollDirection, .headerReferenceSize, .footerReferenceSize, .estimatedItemSize,
             .fullContent:
            return containerProperty(key, of: type)
        case .numberOfPages, .currentPage, .hidesForSinglePage, .pageIndicatorTintColor, .currentPageIndicatorTintColor,
             .backgroundStyle, .mode, .date, .locale, .minuteInterval, .countDownDuration, .components, .selectedRows:
            return pickerProperty(key)
        }
    }

    /// What a variant's `set` may give `key`: its shape on any kind of view that has it.
    static func changeValue(_ key: ViewPropertyKey) -> SchemaValue {
        var shapes: [SchemaValue] = []
        var seen: Set<String> = []
        for type in ViewType.allCases where key.applies(to: type) {
            let shape = property(key, of: type).value
            if seen.insert(shape.schemaNode().jsonText()).inserted { shapes.append(shape) }
        }
        return shapes.count == 1 ? shapes[0] : .anyOf(shapes)
    }

    /// A key missing from its group's switch: an empty description, which a test rejects.
    static func undescribed(_ key: ViewPropertyKey) -> SchemaKey { SchemaKey(key.rawValue, .null, "") }

    private static func commonProperty(_ key: ViewPropertyKey) -> SchemaKey {
        let name = key.rawValue
        switch key {
        case .hidden:
            return SchemaKey(name, .boolean, "Hidden views are not drawn; in a stack they collapse.", default: .bool(false))
        case .intrinsicSize:
            let side = SchemaValue.number(minimum: 0).orNull
            return SchemaKey(name, SchemaValue.anyOf([.tuple([side, side]), .ref("intrinsicSize")]).orNull,
                             "The view's own content size [width, height], null on an axis for none there; "
                             + "or {width} / {height} to replace one axis and keep the content's size on the other.")
        case .hugging:
            return SchemaKey(name, SchemaValue.ref("priorities").orNull,
                             "Content hugging {h, v}; default 250 (1 for a spacer, 750 for fixed-size controls).")
        case .compressionResistance:
            return SchemaKey(name, SchemaValue.ref("priorities").orNull, "Compression resistance {h, v}; default 750.")
        case .layoutMargins:
            return SchemaKey(name, .ref("directionalInsets"), "Margins [top, leading, bottom, trailing], or one number for all.",
                             default: insets(8, 8, 8, 8))
        case .alignmentInsets:
            return SchemaKey(name, .ref("edgeInsets"), "The alignment rect inside the frame: [top, left, bottom, right].")
        case .firstBaseline:
            return SchemaKey(name, SchemaValue.number().orNull, "First baseline's offset from the top, for views that are not text.")
        case .lastBaseline:
            return SchemaKey(name, SchemaValue.number().orNull, "Last baseline's offset from the top, for views that are not text.")
        case .background:
            return SchemaKey(name, SchemaValue.ref("color").orNull, "Background color; none (clear) when left out.")
        case .border:
            return SchemaKey(name, SchemaValue.ref("border").orNull, "A border {width, color} inside the bounds.")
        case .cornerRadius:
            return SchemaKey(name, size, "Corner radius in points.", default: .number(0))
        case .alpha:
            return SchemaKey(name, unit, "Opacity of the view and everything in it.", default: .number(1))
        case .clipsToBounds:
            return SchemaKey(name, .boolean, "Cut subviews at the view's bounds.", default: .bool(false))
        case .accessibility:
            return SchemaKey(name, SchemaValue.ref("accessibility").orNull,
                             "What VoiceOver reads: {label, hint, value, traits, element, elements, ignoresInvertColors}.")
        case .audit:
            return SchemaKey(name, SchemaValue.ref("audit").orNull,
                             "Accessibility audit rules that do not apply to this view and what is inside it, and why.")
        default:
            return undescribed(key)
        }
    }

    private static func stackProperty(_ key: ViewPropertyKey) -> SchemaKey {
        let name = key.rawValue
        switch key {
        case .axis:
            return SchemaKey(name, choices(Axis.self), "The direction arranged views follow.", default: .string("horizontal"))
        case .distribution:
            return SchemaKey(name, choices(StackConfiguration.Distribution.self),
                             "How arranged views share the length along the axis.", default: .string("fill"))
        case .alignment:
            return SchemaKey(name, choices(StackConfiguration.Alignment.self), "How arranged views sit across the axis.",
                             default: .string("fill"))
        case .spacing:
            return SchemaKey(name, .number(), "Points between arranged views; negative overlaps them.", default: .number(0))
        case .customSpacing:
            return SchemaKey(name, .map(.number()), "Spacing after particular arranged views: {arrangedViewId: points}.")
        case .baselineRelativeArrangement:
            return SchemaKey(name, .boolean, "Measure spacing between baselines.", default: .bool(false))
        case .layoutMarginsRelativeArrangement:
            return SchemaKey(name, .boolean, "Inset arranged views by the stack's layout margins.", default: .bool(false))
        case .model:
            return SchemaKey(name, choices(StackConfiguration.Model.self).orNull,
                             "This stack's constraint model; default the document's.")
        default:
            return undescribed(key)
        }
    }

    /// Text, images and buttons.
    private static func contentProperty(_ key: ViewPropertyKey, of type: ViewType) -> SchemaKey {
        let name = key.rawValue
        switch key {
        case .text:
            let what = switch type {
            case .tableViewCell: "The text label's text; none when empty."
            case .placeholder: "The text drawn in the box, e.g. the name of the element it replaces."
            case .textField, .searchBar: "The text in the field; the placeholder shows while it is empty."
            default: "The text shown."
            }
            return SchemaKey(name, .text, what)
        case .font:
            let what = type == .tableViewCell ? "The text label's font; default the cell style's." : "The text's font."
            return SchemaKey(name, .ref("font"), what)
        case .color:
            let what = type == .activityIndicatorView ? "The spokes' color; default systemGray." : "The text color."
            return SchemaKey(name, .ref("color"), what, default: type == .activityIndicatorView ? nil : .string("label"))
        case .lines:
            return SchemaKey(name, .integer(minimum: 0), "Maximum number of lines; 0 for unlimited.", default: .number(1))
        case .lineBreak:
            if type == .button {
                return SchemaKey(name, choices(LineBreakMode.self), "How the one-line title is cut (titleLabel.lineBreakMode).",
                                 default: .string("truncateMiddle"))
            }
            return SchemaKey(name, choices(LineBreakMode.self), "How lines wrap or truncate.", default: .string("truncateTail"))
        case .textAlignment:
            return SchemaKey(name, choices(TextAlignment.self), "Alignment of the lines; natural follows the direction.",
                             default: .string("natural"))
        case .preferredMaxWidth:
            return SchemaKey(name, SchemaValue.number(minimum: 0).orNull,
                             "Width a multi-line label wraps at when nothing else decides it.")
        case .source:
            // Relative, inside the spec's folder: no leading / or ~, no \ or :, no `..` part.
            let pattern = "^(?![/~])(?!(.*/)?\\.\\.(/|$))[^\\\\:]+$"
            return SchemaKey(name, .string(pattern: pattern), type == .button
                             ? "The image beside the title: a PNG file's path, relative to the spec's folder."
                             : "A PNG file's path, relative to the spec's folder.")
        case .symbol:
            let what = switch type {
            case .tableViewCell: "A symbol in the cell's image view (`stacksnap symbols` lists them)."
            case .button: "The image beside the title: a built-in symbol by its SF Symbol name."
            default: "A built-in symbol by its SF Symbol name (`stacksnap symbols` lists them)."
            }
            return SchemaKey(name, .string(pattern: "."), what)
        case .imageSize:
            return SchemaKey(name, SchemaValue.ref("size").orNull,
                             "The image's size in points, [width, height]; default the PNG's, or a symbol's square (the title's point size + 3).")
        case .tint:
            let what = switch type {
            case .image: "Tint for symbols; default the view's tint."
            case .button: "The symbol's color; default systemBlue, or a configuration's foreground color."
            case .segmentedControl: "The selected segment's fill; default white."
            case .datePicker: "The selected day and the calendar's chevrons; default systemBlue."
            default: "The filled part of the track; default systemBlue."
            }
            return SchemaKey(name, SchemaValue.ref("color").orNull, what)
        case .contentMode:
            return SchemaKey(name, choices(ContentMode.self), "How the picture fills the view.", default: .string("scaleToFill"))
        case .title:
            return SchemaKey(name, .text, type == .navigationBar ? "The navigation item's title." : "The button's title.")
        case .titleColor:
            return SchemaKey(name, .ref("color"), "The title's color.", default: .string("systemBlue"))
        case .contentInsets:
            return SchemaKey(name, .ref("directionalInsets"), "Space around the title: [top, leading, bottom, trailing].",
                             default: insets(6, 0, 6, 0))
        case .configuration:
            return SchemaKey(name, .anyOf([choices(ButtonConfigurationSpec.Style.self), .ref("buttonConfiguration"), .null]),
                             "An iOS 15 UIButton.Configuration: a style name, or {style, cornerStyle, size, baseForegroundColor, baseBackgroundColor, contentInsets, font}; its font, colors and insets replace font, titleColor and contentInsets.")
        default:
            return undescribed(key)
        }
    }

    /// `[a, b, c, d]` as a default.
    static func insets(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> SpecNode {
        .list([.number(a), .number(b), .number(c), .number(d)])
    }
}
