/// The keys of view properties, in the order a canonical spec prints them.
public enum ViewPropertyKey: String, Sendable, Hashable, CaseIterable {
    case hidden, intrinsicSize, hugging, compressionResistance, layoutMargins, alignmentInsets
    case firstBaseline, lastBaseline, background, border, cornerRadius, alpha, clipsToBounds
    case accessibility, audit
    case axis, distribution, alignment, spacing, customSpacing, baselineRelativeArrangement
    case layoutMarginsRelativeArrangement, model
    case text, attributedText, font, color, paragraph, lines, lineBreak, textAlignment, preferredMaxWidth
    case adjustsFontSizeToFitWidth, minimumScaleFactor, baselineAdjustment, allowsDefaultTighteningForTruncation
    case source, symbol, tint, contentMode
    case title, titleColor, contentInsets, configuration, imageSize
    case on
    case segments, selectedIndex, value, minimum, maximum, progress, style, animating, hidesWhenStopped
    case placeholder, borderStyle, clearButtonMode, scrollEnabled, textContainerInset
    case leftItems, rightItems, items, prefersLargeTitles, barBackground, effect
    case rowHeight, separatorStyle, contentInsetTop, contentInsetAdjustment, detail, detailFont, accessory, contentMargins, accessoryWidth
    case itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, scrollDirection, headerReferenceSize, footerReferenceSize,
         estimatedItemSize
    case fullContent
    case numberOfPages, currentPage, hidesForSinglePage, pageIndicatorTintColor, currentPageIndicatorTintColor
    case backgroundStyle, mode, date, locale, minuteInterval, countDownDuration, components, selectedRows

    /// The kinds of view the key belongs to; nil = every kind.
    public var kinds: [ViewType]? {
        switch self {
        case .axis, .distribution, .alignment, .spacing, .customSpacing, .baselineRelativeArrangement,
             .layoutMarginsRelativeArrangement, .model: [.stack]
        case .text: [.label, .placeholder, .textField, .textView, .searchBar, .tableViewCell]
        case .color: [.label, .activityIndicatorView, .textField, .textView]
        case .textAlignment: [.label, .textField, .textView]
        case .lines, .preferredMaxWidth, .adjustsFontSizeToFitWidth, .minimumScaleFactor, .baselineAdjustment,
             .allowsDefaultTighteningForTruncation: [.label]
        case .lineBreak: [.label, .button]
        case .attributedText, .paragraph: [.label, .textView]
        case .font: [.label, .button, .textField, .textView, .tableViewCell]
        case .source: [.image, .button]
        case .contentMode: [.image]
        case .symbol: [.image, .button, .tableViewCell]
        case .tint: [.image, .button, .segmentedControl, .slider, .progressView, .datePicker]
        case .title: [.button, .navigationBar]
        case .titleColor, .contentInsets, .configuration, .imageSize: [.button]
        case .on: [.switch]
        case .segments: [.segmentedControl]
        case .selectedIndex: [.segmentedControl, .tabBar]
        case .value, .minimum, .maximum: [.slider, .stepper]
        case .progress: [.progressView]
        case .style: [.progressView, .activityIndicatorView, .searchBar, .tableView, .tableViewCell, .datePicker]
        case .animating, .hidesWhenStopped: [.activityIndicatorView]
        case .placeholder: [.textField, .searchBar]
        case .borderStyle, .clearButtonMode: [.textField]
        case .scrollEnabled, .textContainerInset: [.textView]
        case .leftItems, .rightItems, .prefersLargeTitles: [.navigationBar]
        case .items: [.toolbar, .tabBar]
        case .barBackground: [.navigationBar, .toolbar, .tabBar]
        case .effect: [.visualEffectView]
        case .rowHeight: [.tableView, .tableViewCell]
        case .separatorStyle: [.tableView]
        case .contentInsetTop, .contentInsetAdjustment: [.tableView, .scrollView]
        case .detail, .detailFont, .accessory, .contentMargins, .accessoryWidth: [.tableViewCell]
        case .itemSize: [.collectionView, .collectionViewCell]
        case .fullContent: [.scrollView, .tableView, .collectionView]
        case .minimumLineSpacing, .minimumInteritemSpacing, .sectionInset, .scrollDirection, .headerReferenceSize, .footerReferenceSize,
             .estimatedItemSize:
            [.collectionView]
        case .numberOfPages, .currentPage, .hidesForSinglePage, .pageIndicatorTintColor, .currentPageIndicatorTintColor,
             .backgroundStyle: [.pageControl]
        case .mode, .date, .locale, .minuteInterval, .countDownDuration: [.datePicker]
        case .components, .selectedRows: [.pickerView]
        default: nil
        }
    }

    /// Whether a view of this kind has the key.
    public func applies(to type: ViewType) -> Bool {
        Self.kindMasks[self, default: 0] & type.bit != 0
    }

    /// `kinds` as a bit set per key, computed once: decoding asks for every key it reads.
    private static let kindMasks: [ViewPropertyKey: UInt32] = Dictionary(uniqueKeysWithValues: allCases.map { key in
        (key, key.kinds.map { $0.reduce(0) { $0 | $1.bit } } ?? UInt32.max)
    })

    /// The keys a view of this kind may have, besides `type`, `id` and `subviews`.
    public static func keys(for type: ViewType) -> [ViewPropertyKey] {
        keysByKind[ViewType.allCases.firstIndex(of: type) ?? 0]
    }

    /// Computed once: decoding asks for every view.
    private static let keysByKind: [[ViewPropertyKey]] = ViewType.allCases.map { type in
        allCases.filter { $0.applies(to: type) }
    }
}
