/// What an element of a view tree becomes in a spec.
enum IBViewKind: Sendable, Equatable {
    /// A plain box: `<view>`, and table and collection view cells with their content views.
    case plain
    case stack
    case label
    case image
    case button
    case toggle
    case segmentedControl, slider, stepper, progressView, activityIndicator, textField, textView
    case navigationBar, toolbar, tabBar, visualEffect, searchBar
    case pageControl, datePicker, pickerView
    case table, scroll, collection
    /// A container view: the embedded controller's view inside it.
    case container
    /// Anything else (table views, scroll views, maps, …): a labelled placeholder.
    case unsupported

    init(element name: String) {
        switch name {
        case "view", "tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView",
             "collectionReusableView",
             "tableViewHeaderFooterView":
            self = .plain
        case "stackView": self = .stack
        case "label": self = .label
        case "imageView": self = .image
        case "button": self = .button
        case "switch": self = .toggle
        case "segmentedControl": self = .segmentedControl
        case "slider": self = .slider
        case "stepper": self = .stepper
        case "progressView": self = .progressView
        case "activityIndicatorView": self = .activityIndicator
        case "textField": self = .textField
        case "textView": self = .textView
        case "navigationBar": self = .navigationBar
        case "toolbar": self = .toolbar
        case "tabBar": self = .tabBar
        case "visualEffectView": self = .visualEffect
        case "searchBar": self = .searchBar
        case "pageControl": self = .pageControl
        case "datePicker": self = .datePicker
        case "pickerView": self = .pickerView
        case "tableView": self = .table
        case "scrollView": self = .scroll
        case "collectionView": self = .collection
        case "containerView": self = .container
        default: self = .unsupported
        }
    }
}
