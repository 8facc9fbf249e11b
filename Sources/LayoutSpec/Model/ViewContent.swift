import AutoLayout

/// The kind of a view with the properties only that kind has.
public enum ViewContent: Sendable, Equatable {
    case view
    case stack(StackSpec)
    case label(LabelSpec)
    case image(ImageSpec)
    case button(ButtonSpec)
    case `switch`(SwitchSpec)
    case segmentedControl(SegmentedControlSpec)
    case slider(SliderSpec)
    case stepper(StepperSpec)
    case progressView(ProgressViewSpec)
    case activityIndicatorView(ActivityIndicatorSpec)
    case textField(TextFieldSpec)
    case textView(TextViewSpec)
    case navigationBar(NavigationBarSpec)
    case toolbar(ToolbarSpec)
    case tabBar(TabBarSpec)
    case visualEffectView(VisualEffectSpec)
    case searchBar(SearchBarSpec)
    case pageControl(PageControlSpec)
    case datePicker(DatePickerSpec)
    case pickerView(PickerViewSpec)
    case tableView(TableViewSpec)
    // Boxed: a cell's properties are the largest of all, and every view would carry their
    // size inline (deeply nested specs are decoded recursively, a frame per level).
    indirect case tableViewCell(TableCellSpec)
    case scrollView(ScrollViewSpec)
    case collectionView(CollectionViewSpec)
    case collectionViewCell(CollectionCellSpec)
    case collectionReusableView(CollectionReusableViewSpec)
    case spacer
    case placeholder(PlaceholderSpec)

    /// The picture the view shows: an image view's, or a button's image.
    public var imageSource: ImageSource? {
        switch self {
        case .image(let image): image.source
        case .button(let button): button.image?.source
        default: nil
        }
    }

    /// The tint given to that picture, if any.
    public var imageTint: SpecColor? {
        switch self {
        case .image(let image): image.tint
        case .button(let button): button.image?.tint
        default: nil
        }
    }

    /// The kind, without its properties.
    public var type: ViewType {
        switch self {
        case .view: .view
        case .stack: .stack
        case .label: .label
        case .image: .image
        case .button: .button
        case .switch: .switch
        case .segmentedControl: .segmentedControl
        case .slider: .slider
        case .stepper: .stepper
        case .progressView: .progressView
        case .activityIndicatorView: .activityIndicatorView
        case .textField: .textField
        case .textView: .textView
        case .navigationBar: .navigationBar
        case .toolbar: .toolbar
        case .tabBar: .tabBar
        case .visualEffectView: .visualEffectView
        case .searchBar: .searchBar
        case .pageControl: .pageControl
        case .datePicker: .datePicker
        case .pickerView: .pickerView
        case .tableView: .tableView
        case .tableViewCell: .tableViewCell
        case .scrollView: .scrollView
        case .collectionView: .collectionView
        case .collectionViewCell: .collectionViewCell
        case .collectionReusableView: .collectionReusableView
        case .spacer: .spacer
        case .placeholder: .placeholder
        }
    }

    /// A kind with every property at its default.
    public static func defaults(for type: ViewType) -> ViewContent {
        switch type {
        case .view: .view
        case .stack: .stack(StackSpec())
        case .label: .label(LabelSpec())
        case .image: .image(ImageSpec())
        case .button: .button(ButtonSpec())
        case .switch: .switch(SwitchSpec())
        case .segmentedControl: .segmentedControl(SegmentedControlSpec())
        case .slider: .slider(SliderSpec())
        case .stepper: .stepper(StepperSpec())
        case .progressView: .progressView(ProgressViewSpec())
        case .activityIndicatorView: .activityIndicatorView(ActivityIndicatorSpec())
        case .textField: .textField(TextFieldSpec())
        case .textView: .textView(TextViewSpec())
        case .navigationBar: .navigationBar(NavigationBarSpec())
        case .toolbar: .toolbar(ToolbarSpec())
        case .tabBar: .tabBar(TabBarSpec())
        case .visualEffectView: .visualEffectView(VisualEffectSpec())
        case .searchBar: .searchBar(SearchBarSpec())
        case .pageControl: .pageControl(PageControlSpec())
        case .datePicker: .datePicker(DatePickerSpec())
        case .pickerView: .pickerView(PickerViewSpec())
        case .tableView: .tableView(TableViewSpec())
        case .tableViewCell: .tableViewCell(TableCellSpec())
        case .scrollView: .scrollView(ScrollViewSpec())
        case .collectionView: .collectionView(CollectionViewSpec())
        case .collectionViewCell: .collectionViewCell(CollectionCellSpec())
        case .collectionReusableView: .collectionReusableView(CollectionReusableViewSpec())
        case .spacer: .spacer
        case .placeholder: .placeholder(PlaceholderSpec())
        }
    }

    /// The alignment insets the kind has of its own (a slider's frame reaches 2 points past
    /// its track on each side and 1 below its 30-point alignment rect, as Xcode records
    /// sliders placed by their centre, their bottom or a stack; a switch's 51-point frame
    /// holds a 49-point alignment rect, 2 points short of its right edge, so constraints
    /// place it 2 points further right than its frame's width suggests — as Xcode records
    /// switches pinned by their trailing edge or centre); a view's `alignmentInsets`, when
    /// set, replace them.
    public var builtInAlignmentInsets: EdgeInsets {
        switch self {
        case .slider: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case .switch: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        default: .zero
        }
    }

    /// Whether the view hides itself whatever its `hidden` says (a stopped activity
    /// indicator that hides when stopped).
    public var hidesItself: Bool {
        if case .activityIndicatorView(let indicator) = self { return indicator.hidesItself }
        return false
    }
}
