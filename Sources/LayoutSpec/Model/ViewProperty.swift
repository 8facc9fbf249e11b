import AutoLayout

/// One settable property of a view with its value: what a view key in a spec decodes to,
/// and what a variant's `set` entry changes.
///
/// Decoding a view is applying its properties one by one to the kind's defaults; printing a
/// view is listing the properties that differ from the defaults. Optional values are nil
/// when unset (`set: {a.background: null}` removes a background).
public enum ViewProperty: Sendable, Equatable {
    // Every kind of view.
    case hidden(Bool)
    case intrinsicSize(IntrinsicSizeSpec?)
    case hugging(AxisPriorities?)
    case compressionResistance(AxisPriorities?)
    case layoutMargins(DirectionalInsets)
    case alignmentInsets(EdgeInsets)
    case firstBaseline(Double?)
    case lastBaseline(Double?)
    case background(SpecColor?)
    case border(BorderSpec?)
    case cornerRadius(Double)
    case alpha(Double)
    case clipsToBounds(Bool)
    case accessibility(AccessibilitySpec?)
    case audit(AuditExemption?)
    // Stacks.
    case axis(Axis)
    case distribution(StackConfiguration.Distribution)
    case alignment(StackConfiguration.Alignment)
    case spacing(Double)
    case customSpacing([CustomSpacing])
    case baselineRelativeArrangement(Bool)
    case layoutMarginsRelativeArrangement(Bool)
    case model(StackConfiguration.Model?)
    // Labels (`font` and `lineBreak` for buttons too, `attributedText` and `paragraph` for text views).
    case text(String)
    case font(FontSpec)
    case color(SpecColor)
    case lines(Int)
    case lineBreak(LineBreakMode)
    case textAlignment(TextAlignment)
    case preferredMaxWidth(Double?)
    case attributedText([TextRunSpec])
    case paragraph(ParagraphSpec?)
    case adjustsFontSizeToFitWidth(Bool)
    case minimumScaleFactor(Double)
    case baselineAdjustment(BaselineAdjustment)
    case allowsDefaultTighteningForTruncation(Bool)
    // Images.
    case source(String)
    case symbol(String)
    case tint(SpecColor?)
    case contentMode(ContentMode)
    // Buttons.
    case title(String)
    case titleColor(SpecColor)
    case contentInsets(DirectionalInsets)
    case configuration(ButtonConfigurationSpec?)
    case imageSize(Size?)
    // Switches.
    case on(Bool)
    // Segmented controls.
    case segments([SegmentedControlSpec.Segment])
    case selectedIndex(Int?)
    // Sliders and steppers.
    case value(Double)
    case minimum(Double)
    case maximum(Double)
    // Progress views and activity indicators (both write their style under `style`).
    case progress(Double)
    case progressStyle(ProgressViewSpec.Style)
    case indicatorStyle(ActivityIndicatorSpec.Style)
    case animating(Bool)
    case hidesWhenStopped(Bool)
    // Text fields (with `text`, `font`, `color` and `textAlignment`).
    case placeholderText(String)
    case borderStyle(TextFieldSpec.BorderStyle)
    case clearButtonMode(TextFieldSpec.ClearButtonMode)
    // Text views (with `text`, `font`, `color` and `textAlignment`).
    case scrollEnabled(Bool)
    case textContainerInset(EdgeInsets)
    // Bars (with `title` for navigation bars and `selectedIndex` for tab bars).
    case leftItems([BarItem])
    case rightItems([BarItem])
    case barItems([BarItem])
    case tabItems([TabItem])
    case prefersLargeTitles(Bool)
    case barBackground(BarBackground)
    // Visual effect views.
    case effect(VisualEffectSpec.Style)
    // Search bars (with `text` and `placeholder`).
    case searchBarStyle(SearchBarSpec.Style)
    // Table views (sections are written under `sections`, not as a property).
    case tableStyle(TableViewSpec.Style)
    case rowHeight(Double?)
    case separatorStyle(TableViewSpec.SeparatorStyle)
    case contentInsetTop(Double)
    case contentInsetAdjustment(ContentInsetAdjustment)
    // Table view cells (with `text`, `symbol` and `rowHeight`).
    case cellStyle(TableCellSpec.Style)
    case detail(String)
    case detailFont(FontSpec)
    case accessory(TableCellSpec.Accessory)
    case contentMargins(DirectionalInsets)
    case accessoryWidth(Double)
    // Collection views and their cells (`itemSize` on both; null on a cell: the view's).
    case itemSize(Size?)
    case minimumLineSpacing(Double)
    case minimumInteritemSpacing(Double)
    case sectionInset(EdgeInsets)
    case scrollDirection(Axis)
    case headerReferenceSize(Size)
    case footerReferenceSize(Size)
    /// nil: fixed item sizes.
    case estimatedItemSize(CollectionViewSpec.EstimatedItemSize?)
    // Scroll, table and collection views.
    case fullContent(Bool)
    // Page controls.
    case numberOfPages(Int)
    case currentPage(Int)
    case hidesForSinglePage(Bool)
    case pageIndicatorTint(SpecColor?)
    case currentPageIndicatorTint(SpecColor?)
    case pageBackgroundStyle(PageControlSpec.BackgroundStyle)
    // Date pickers (with `tint`; the style is written under `style`).
    case datePickerMode(DatePickerSpec.Mode)
    case datePickerStyle(DatePickerSpec.Style)
    case date(SpecDate)
    case locale(String)
    case minuteInterval(Int)
    case countDownDuration(Double)
    // Picker views.
    case components([[String]])
    case selectedRows([Int])

    /// The spec key the property is written under.
    public var key: ViewPropertyKey {
        switch self {
        case .hidden: .hidden
        case .intrinsicSize: .intrinsicSize
        case .hugging: .hugging
        case .compressionResistance: .compressionResistance
        case .layoutMargins: .layoutMargins
        case .alignmentInsets: .alignmentInsets
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        case .background: .background
        case .border: .border
        case .cornerRadius: .cornerRadius
        case .alpha: .alpha
        case .clipsToBounds: .clipsToBounds
        case .accessibility: .accessibility
        case .audit: .audit
        case .axis: .axis
        case .distribution: .distribution
        case .alignment: .alignment
        case .spacing: .spacing
        case .customSpacing: .customSpacing
        case .baselineRelativeArrangement: .baselineRelativeArrangement
        case .layoutMarginsRelativeArrangement: .layoutMarginsRelativeArrangement
        case .model: .model
        case .text: .text
        case .font: .font
        case .color: .color
        case .lines: .lines
        case .lineBreak: .lineBreak
        case .textAlignment: .textAlignment
        case .preferredMaxWidth: .preferredMaxWidth
        case .attributedText: .attributedText
        case .paragraph: .paragraph
        case .adjustsFontSizeToFitWidth: .adjustsFontSizeToFitWidth
        case .minimumScaleFactor: .minimumScaleFactor
        case .baselineAdjustment: .baselineAdjustment
        case .allowsDefaultTighteningForTruncation: .allowsDefaultTighteningForTruncation
        case .source: .source
        case .symbol: .symbol
        case .imageSize: .imageSize
        case .tint: .tint
        case .contentMode: .contentMode
        case .title: .title
        case .titleColor: .titleColor
        case .contentInsets: .contentInsets
        case .configuration: .configuration
        case .on: .on
        case .segments: .segments
        case .selectedIndex: .selectedIndex
        case .value: .value
        case .minimum: .minimum
        case .maximum: .maximum
        case .progress: .progress
        case .progressStyle, .indicatorStyle, .searchBarStyle, .tableStyle, .cellStyle, .datePickerStyle: .style
        case .animating: .animating
        case .hidesWhenStopped: .hidesWhenStopped
        case .placeholderText: .placeholder
        case .borderStyle: .borderStyle
        case .clearButtonMode: .clearButtonMode
        case .scrollEnabled: .scrollEnabled
        case .textContainerInset: .textContainerInset
        case .leftItems: .leftItems
        case .rightItems: .rightItems
        case .barItems, .tabItems: .items
        case .prefersLargeTitles: .prefersLargeTitles
        case .barBackground: .barBackground
        case .effect: .effect
        case .rowHeight: .rowHeight
        case .separatorStyle: .separatorStyle
        case .contentInsetTop: .contentInsetTop
        case .contentInsetAdjustment: .contentInsetAdjustment
        case .detail: .detail
        case .detailFont: .detailFont
        case .accessory: .accessory
        case .contentMargins: .contentMargins
        case .accessoryWidth: .accessoryWidth
        case .itemSize: .itemSize
        case .minimumLineSpacing: .minimumLineSpacing
        case .minimumInteritemSpacing: .minimumInteritemSpacing
        case .sectionInset: .sectionInset
        case .scrollDirection: .scrollDirection
        case .headerReferenceSize: .headerReferenceSize
        case .footerReferenceSize: .footerReferenceSize
        case .estimatedItemSize: .estimatedItemSize
        case .fullContent: .fullContent
        case .numberOfPages: .numberOfPages
        case .currentPage: .currentPage
        case .hidesForSinglePage: .hidesForSinglePage
        case .pageIndicatorTint: .pageIndicatorTintColor
        case .currentPageIndicatorTint: .currentPageIndicatorTintColor
        case .pageBackgroundStyle: .backgroundStyle
        case .datePickerMode: .mode
        case .date: .date
        case .locale: .locale
        case .minuteInterval: .minuteInterval
        case .countDownDuration: .countDownDuration
        case .components: .components
        case .selectedRows: .selectedRows
        }
    }
}
