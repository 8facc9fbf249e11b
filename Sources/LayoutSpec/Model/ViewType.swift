/// The kinds of view a spec can hold.
public enum ViewType: String, Sendable, Hashable, CaseIterable {
    /// A plain box (`UIView`).
    case view
    /// A `UIStackView`.
    case stack
    /// A `UILabel`.
    case label
    /// A `UIImageView` showing a PNG or a built-in symbol.
    case image
    /// A system-style `UIButton` with a title.
    case button
    /// A `UISwitch` (fixed 51 × 31 points).
    case `switch`
    /// A `UISegmentedControl`.
    case segmentedControl
    /// A `UISlider`.
    case slider
    /// A `UIStepper` (fixed 94 × 32 points).
    case stepper
    /// A `UIProgressView`.
    case progressView
    /// A `UIActivityIndicatorView`.
    case activityIndicatorView
    /// A `UITextField`.
    case textField
    /// A `UITextView`.
    case textView
    /// A `UINavigationBar`.
    case navigationBar
    /// A `UIToolbar`.
    case toolbar
    /// A `UITabBar`.
    case tabBar
    /// A `UIVisualEffectView` with a blur effect.
    case visualEffectView
    /// A `UISearchBar`.
    case searchBar
    /// A `UIPageControl`: a dot per page.
    case pageControl
    /// A `UIDatePicker`.
    case datePicker
    /// A `UIPickerView`: wheels of titles.
    case pickerView
    /// A `UITableView`: sections of cells.
    case tableView
    /// A `UITableViewCell`, a row of a table view.
    case tableViewCell
    /// A `UIScrollView`: its subviews in a content area of its own, clipped.
    case scrollView
    /// A `UICollectionView` with a flow layout: its items in lines.
    case collectionView
    /// A `UICollectionViewCell`, an item of a collection view.
    case collectionViewCell
    /// A `UICollectionReusableView`: a collection view's section header or footer.
    case collectionReusableView
    /// An empty view that stretches first (hugging 1 on both axes).
    case spacer
    /// A labelled, crossed-out box standing in for a view that cannot be drawn.
    case placeholder

    /// "a stack", "an image": for messages.
    var withArticle: String {
        "aeiou".contains(rawValue.first ?? "x") ? "an \(rawValue)" : "a \(rawValue)"
    }

    /// One bit per kind, for sets of kinds.
    var bit: UInt32 { Self.bits[self, default: 0] }

    private static let bits: [ViewType: UInt32] = Dictionary(uniqueKeysWithValues: allCases.enumerated().map {
        ($0.element, UInt32(1) << UInt32($0.offset))
    })
}
