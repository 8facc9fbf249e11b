/// Views: one shape per kind (its `type` picks it), the canvas, the bars of `chrome`, and
/// the children keys (`subviews`, `arranged`, `sections`, `tableHeaderView`, `items`).
extension SpecSchema {
    static var viewDefinitions: [(name: String, value: SchemaValue)] {
        var result: [(name: String, value: SchemaValue)] = [
            ("view", .tagged(tag: "type", tagDescription: "The kind of view; it decides which keys the view takes.",
                             shapes: ViewType.allCases.map { (tag: $0.rawValue, shape: .ref("view.\($0.rawValue)")) })),
            ("view.root", .object(viewObject(.view, context: .root))),
            ("section", .object(section)),
            ("prototype", .object(prototype)),
            ("tableRow", .object(tableRow)),
        ]
        result += ViewType.allCases.map { (name: "view.\($0.rawValue)", value: .object(viewObject($0, context: .view))) }
        result += [ViewType.navigationBar, .tabBar, .toolbar].map {
            (name: "chrome.\($0.rawValue)", value: .object(viewObject($0, context: .chrome)))
        }
        return result
    }

    /// Where a view is written, which decides whether it has an id and must say its type.
    package enum ViewContext {
        /// In a list of views: `type` says the kind (a table's cells and a collection's items
        /// may leave it out; their kind is implied).
        case view
        /// The canvas: a plain view, no id.
        case root
        /// A bar of `chrome`: the kind is the key's, the id is `chrome_<bar>`.
        case chrome
    }

    /// The keys of a view of kind `type`, in the order ``SpecMapping/viewKeys(for:isRoot:)``
    /// lists them.
    package static func viewObject(_ type: ViewType, context: ViewContext) -> SchemaObject {
        var keys: [SchemaKey] = []
        for name in SpecMapping.viewKeys(for: type, isRoot: context == .root) {
            if name == "id", context == .chrome { continue }
            if let key = ViewPropertyKey(rawValue: name), key.applies(to: type) {
                keys.append(property(key, of: type))
            } else {
                keys.append(structuralKey(name, of: type, context: context))
            }
        }
        var object = SchemaObject(context == .root ? "The canvas view: a plain view; constraints call it root." : viewDescription(type),
                                  keys)
        if type == .image { object.exactlyOneOf = ["source", "symbol"] }
        if type == .button { object.excludes = [(key: "source", others: ["symbol"])] }
        return object
    }

    /// `type`, `id` and the children keys.
    static func structuralKey(_ name: String, of type: ViewType, context: ViewContext) -> SchemaKey {
        switch name {
        case "type":
            let implied = type == .tableViewCell || type == .collectionViewCell || type == .collectionReusableView
            let note = context == .root ? "The canvas is always a plain view."
                : implied ? "The kind of view (may be left out where the kind is implied)." : "The kind of view."
            return SchemaKey("type", .string(choices: [type.rawValue]), note)
        case "id":
            return SchemaKey("id", .ref("viewId"), "The name constraints, variants and traits use for the view (not root or superview).")
        case "arranged":
            return SchemaKey("arranged", .list(.ref("view")), "The stack's arranged views, in order.")
        case "sections":
            return SchemaKey("sections", .list(.ref("section")), "The table's sections, each {header, footer, cells}.")
        case "prototypes":
            return SchemaKey("prototypes", .list(.ref("prototype")),
                             "Reusable cells, each with an id (its reuse identifier) that sections' rows name.")
        case "tableHeaderView":
            return SchemaKey("tableHeaderView", .ref("view"), "A view above the first section (the table's header view).")
        case "items":
            return SchemaKey("items", .list(.ref("view.collectionViewCell")), "The collection's cells, in order.")
        case "header":
            return SchemaKey("header", .ref("view.collectionReusableView"),
                             "The section header: its subviews in the headerReferenceSize space before the items, across the whole view.")
        case "footer":
            return SchemaKey("footer", .ref("view.collectionReusableView"),
                             "The section footer: its subviews in the footerReferenceSize space after the items, across the whole view.")
        default:
            return SchemaKey(name, .list(.ref("view")), "Child views, placed by constraints.")
        }
    }

    static var section: SchemaObject {
        SchemaObject("A table section: header and footer titles or heights, and its cells.", [
            SchemaKey("header", .text, "The header title; none when left out."),
            SchemaKey("footer", .text, "The footer title; none when left out."),
            SchemaKey("headerHeight", size, "A fixed header height in points; default UIKit's."),
            SchemaKey("footerHeight", size, "A fixed footer height in points; default UIKit's."),
            SchemaKey("cells", .list(.ref("view.tableViewCell")), "The section's rows: tableViewCell views."),
            SchemaKey("rows", .list(.ref("tableRow")), "The section's rows made from prototypes, as a data source gives them."),
            SchemaKey("prototypes", .list(.ref("prototype")), "Prototypes only this section's rows use (they shadow the table's)."),
        ])
    }

    /// A prototype: a cell's keys (its `id` the reuse identifier) and its own constraints.
    static var prototype: SchemaObject {
        var object = viewObject(.tableViewCell, context: .view)
        object.description = "A prototype cell: a tableViewCell whose id is its reuse identifier, with constraints in its own names."
        if let index = object.keys.firstIndex(where: { $0.name == "id" }) { object.keys[index].isRequired = true }
        object.keys.append(SchemaKey("constraints", .list(.string()),
                                     "Constraints on the views in its content view, by their ids in the prototype (superview: the content view)."))
        return object
    }

    /// A row: its prototype and what cellForRowAt would set.
    static var tableRow: SchemaObject {
        let cell = viewObject(.tableViewCell, context: .view).keys
        let own = cell.filter { ["text", "detail", "symbol", "accessory", "rowHeight"].contains($0.name) }
        var properties = SchemaObject("Properties of one view of the prototype, as its own keys write them.", [])
        properties.isClosed = false
        return SchemaObject("A row: the prototype it is made from and the values a data source's cellForRowAt sets.", [
            SchemaKey("cell", .ref("viewId"), "The reuse identifier of the row's prototype.", required: true),
        ] + own + [
            SchemaKey("set", .map(.object(properties), keyPattern: "^[A-Za-z_][A-Za-z0-9_]*$"),
                      "Properties of the prototype's own views by their ids: {nameLabel: {text: Grace}}."),
        ])
    }

    /// One line on what a kind of view is.
    static func viewDescription(_ type: ViewType) -> String {
        switch type {
        case .view: "A plain view (UIView)."
        case .stack: "A stack view (UIStackView) laying out its arranged views."
        case .label: "A label (UILabel)."
        case .image: "An image view (UIImageView) showing a PNG (source) or a built-in symbol (symbol)."
        case .button: "A system-style button (UIButton) with a title, an image (source or symbol) or both."
        case .switch: "A switch (UISwitch), 51 × 31 points; its alignment rect, which constraints and stacks place, is 49 wide, 2 points inside the frame's right edge. An intrinsicSize sets the alignment rect's size, and the switch is drawn that size plus the 2 points (iOS 26's switch: [61, 28], drawn 63 × 28)."
        case .segmentedControl: "A segmented control (UISegmentedControl)."
        case .slider: "A slider (UISlider)."
        case .stepper: "A stepper (UIStepper), 94 × 32 points."
        case .progressView: "A progress view (UIProgressView)."
        case .activityIndicatorView: "An activity indicator (UIActivityIndicatorView)."
        case .textField: "A text field (UITextField), not editing."
        case .textView: "A text view (UITextView), not editing."
        case .navigationBar: "A navigation bar (UINavigationBar) with one navigation item."
        case .toolbar: "A toolbar (UIToolbar)."
        case .tabBar: "A tab bar (UITabBar)."
        case .visualEffectView: "A blur (UIVisualEffectView with a UIBlurEffect)."
        case .searchBar: "A search bar (UISearchBar), not editing."
        case .pageControl: "A page control (UIPageControl): a dot per page, 28 points tall."
        case .datePicker: "A date picker (UIDatePicker) showing a fixed date: compact, inline or wheels."
        case .pickerView: "A picker view (UIPickerView): wheels of titles, 320 × 216 points."
        case .tableView: "A table view (UITableView): sections of cells."
        case .tableViewCell: "A table view cell (UITableViewCell), a row of a table view."
        case .scrollView: "A scroll view (UIScrollView): its subviews in a content area of its own, clipped."
        case .collectionView: "A collection view (UICollectionView) with a flow layout."
        case .collectionViewCell: "A collection view cell (UICollectionViewCell), an item of a collection view."
        case .collectionReusableView: "A collection view's section header or footer (UICollectionReusableView)."
        case .spacer: "An empty view that stretches first (hugging 1 on both axes)."
        case .placeholder: "A labelled, crossed-out box standing in for a view that cannot be drawn."
        }
    }
}
