import AutoLayout

/// Step 1 and 2 of lowering: the views as flat, index-linked nodes.
struct TreeFlattener {
    var diagnostics: Diagnostics
    let source: SourceMap
    let documentModel: StackConfiguration.Model?
    var nodes: [ViewNode] = []
    private(set) var views: [ViewSpec] = []
    private(set) var paths: [String] = []
    /// The collection views' flow layouts, by node index.
    var flows: [Int: FlowConfiguration] = [:]
    /// Constraints the tables generate to place their rows.
    var generated: [ConstraintSpec] = []
    /// The scroll views' node indices: constraints to their edges from inside attach to their
    /// content guides.
    var scrollViews: [Int] = []
    /// Whether the canvas has a safe area for scroll and table views to adjust their
    /// content insets by.
    var adjustsInsets = false
    /// Each adjusting view's part of the safe area, by spec path (from an earlier layout).
    var insetParts: [String: ContentInsetAdjuster.Part] = [:]
    /// The views whose content inset gains part of the safe area.
    var insetAdjusters: [ContentInsetAdjuster] = []
    /// The ids of the views whose own safe-area guide a constraint names.
    var safeAreaOwners: Set<String> = []
    /// Each such guide's insets, by the guide's spec path (from an earlier layout).
    var guideInsets: [String: EdgeInsets] = [:]
    /// The views' own safe-area guides made so far.
    var safeAreaGuides: [NestedSafeAreaGuide] = []
    /// The canvas width, which decides a table's margins (nil = fitted).
    var canvasWidth: Double?
    /// The canvas's content size category (table views size their standard labels by it).
    var contentSize = ContentSizeCategory.large
    /// The canvas's pixels per point (a table's Subtitle cells place their lines on it).
    var scale = 2.0
    /// Ids in tree order, each once.
    private(set) var ids: [String] = []
    private var indexByID: [String: Int] = [:]
    /// Stacks whose configuration waits for every id to have an index.
    private var pendingStacks: [(index: Int, spec: StackSpec, arranged: [Int], path: String)] = []

    init(source: SourceMap, documentModel: StackConfiguration.Model?) {
        diagnostics = Diagnostics(file: source.file)
        self.source = source
        self.documentModel = documentModel
    }

    /// Adds a view and, recursively, everything inside it. A document read from a file is
    /// at most ``SpecLimits/maxDepth`` deep; one built in code is stopped at
    /// ``SpecLimits/maxNesting`` so the recursion stays shallow.
    /// Returns false when the view was too deep to add.
    @discardableResult
    mutating func add(_ view: ViewSpec, path: String, parent: Int?, depth: Int = 0) -> Bool {
        if depth > SpecLimits.maxNesting {
            diagnostics.error("views nested more than \(SpecLimits.maxNesting) levels deep",
                              at: source.position(at: path), path: path)
            return false
        }
        let index = nodes.count
        // Last among the view's children, whatever kind of view it is.
        defer { addSafeAreaGuide(of: view, index: index, path: path, depth: depth) }
        if case .tableView = view.content {
            return addTable(view, path: path, parent: parent, depth: depth)
        }
        if case .scrollView = view.content {
            return addScroll(view, path: path, parent: parent, depth: depth)
        }
        if case .collectionView = view.content {
            return addCollection(view, path: path, parent: parent, depth: depth)
        }
        record(view, path: path, parent: parent, index: index)

        var arranged: [Int] = []
        if let stack = view.stack {
            for (position, child) in stack.arranged.enumerated() {
                let childIndex = nodes.count
                if add(child, path: SpecPath.index(SpecPath.key(path, "arranged"), position), parent: index,
                       depth: depth + 1) {
                    arranged.append(childIndex)
                    nodes[index].subviews.append(childIndex)
                }
            }
            pendingStacks.append((index, stack, arranged, path))
        }
        for (position, child) in view.subviews.enumerated() {
            let childIndex = nodes.count
            // A cell's one child is the content view it makes: the cell's own subviews, which
            // the content view holds, keep their paths in the spec.
            let childPath = view.type == .tableViewCell || view.type == .collectionViewCell
                ? path : SpecPath.index(SpecPath.key(path, "subviews"), position)
            if add(child, path: childPath, parent: index, depth: depth + 1) {
                nodes[index].subviews.append(childIndex)
            }
        }
        return true
    }

    /// The view's own node, drawn copy (without children), path and id. Kept out of `add`
    /// so the recursive frame stays small: a 1,000-deep tree built in code recurses on a
    /// secondary thread's stack.
    @inline(never)
    mutating func record(_ view: ViewSpec, path: String, parent: Int?, index: Int) {
        var node = ViewNode(id: parent == nil ? nil : view.id, parent: parent)
        node.isHidden = view.isHidden || view.content.hidesItself
        node.intrinsic = Self.intrinsic(of: view)
        node.isMultilineText = {
            switch view.content {
            case .label(let label): return label.lines != 1
            case .textView(let text): return !text.isScrollEnabled
            default: return false
            }
        }()
        node.hugging = view.effectiveHugging
        node.compressionResistance = view.effectiveCompressionResistance
        node.layoutMargins = view.layoutMargins
        node.alignmentInsets = view.effectiveAlignmentInsets
        node.firstBaseline = view.firstBaseline
        node.lastBaseline = view.lastBaseline
        nodes.append(node)
        var drawn = view
        drawn.subviews = []
        if case .stack(var stack) = drawn.content {
            stack.arranged = []
            drawn.content = .stack(stack)
        }
        views.append(drawn)
        paths.append(path)
        if let id = view.id, parent != nil {
            if let first = indexByID[id] {
                diagnostics.error("duplicate id '\(id)': \(paths[first]) already uses it",
                                  at: source.position(at: SpecPath.key(path, "id")), path: SpecPath.key(path, "id"))
            } else {
                indexByID[id] = index
                ids.append(id)
            }
        }
    }

    /// Whether node `index` is the view with id `id` (the first view to use it).
    func ownsID(_ id: String, index: Int) -> Bool { indexByID[id] == index }

    /// Step 2: stack configurations, with custom spacing keyed by the arranged view's index.
    mutating func finishStacks() {
        for pending in pendingStacks {
            var configuration = StackConfiguration()
            configuration.axis = pending.spec.axis
            configuration.distribution = pending.spec.distribution
            configuration.alignment = pending.spec.alignment
            configuration.spacing = pending.spec.spacing
            configuration.isBaselineRelativeArrangement = pending.spec.isBaselineRelativeArrangement
            configuration.isLayoutMarginsRelativeArrangement = pending.spec.isLayoutMarginsRelativeArrangement
            configuration.arranged = pending.arranged
            configuration.model = pending.spec.model ?? documentModel ?? .uikit
            for entry in pending.spec.customSpacing {
                if let target = indexByID[entry.afterID], pending.arranged.contains(target) {
                    configuration.customSpacing[target] = entry.value
                } else {
                    let path = SpecPath.key(SpecPath.key(pending.path, "customSpacing"), entry.afterID)
                    diagnostics.error("'\(entry.afterID)' is not an arranged view of this stack",
                                      at: source.position(at: path), path: path)
                }
            }
            nodes[pending.index].stack = configuration
        }
    }

    /// Where a view's content size comes from; an explicit `intrinsicSize` always wins, on
    /// the axes it gives when written `{width, height}` (measured content applies it when
    /// measured: `ContentMeasurer`).
    static func intrinsic(of view: ViewSpec) -> IntrinsicContent {
        guard let size = view.intrinsicSize else { return contentIntrinsic(of: view) }
        guard size.othersFromContent else {
            return size.width == nil && size.height == nil ? .none : .fixed(width: size.width, height: size.height)
        }
        switch contentIntrinsic(of: view) {
        case .none: return .fixed(width: size.width, height: size.height)
        case .fixed(let width, let height): return .fixed(width: size.width ?? width, height: size.height ?? height)
        case .measured(let widthDependent): return .measured(widthDependent: widthDependent)
        }
    }

    /// The content size a view's kind gives it.
    private static func contentIntrinsic(of view: ViewSpec) -> IntrinsicContent {
        switch view.content {
        case .view, .stack, .spacer, .placeholder, .visualEffectView, .tableView, .tableViewCell, .scrollView,
             .collectionView, .collectionViewCell, .collectionReusableView: return .none
        case .label(let label): return .measured(widthDependent: label.lines != 1)
        case .image(let image):
            if case .symbol = image.source { return .fixed(width: 24, height: 24) }
            return .measured(widthDependent: false)
        case .button: return .measured(widthDependent: false)
        // The alignment rect's size: the frame is 51 wide (builtInAlignmentInsets).
        case .switch: return .fixed(width: 49, height: 31)
        case .segmentedControl, .textField: return .measured(widthDependent: false)
        case .textView(let view): return view.isScrollEnabled ? .none : .measured(widthDependent: true)
        case .navigationBar(let bar): return .fixed(width: nil, height: bar.height)
        case .toolbar: return .fixed(width: nil, height: 44)
        case .tabBar: return .fixed(width: nil, height: 49)
        case .searchBar: return .fixed(width: nil, height: 56)
        case .pageControl(let control): return .fixed(width: control.intrinsicWidth, height: PageControlSpec.height)
        case .pickerView: return .fixed(width: PickerViewSpec.size.width, height: PickerViewSpec.size.height)
        case .datePicker(let picker):
            // Compact and inline sizes hang on the locale's text and first weekday: measured.
            if picker.resolvedStyle == .wheels {
                return .fixed(width: DatePickerSpec.wheelsSize.width, height: DatePickerSpec.wheelsSize.height)
            }
            return .measured(widthDependent: false)
        case .slider: return .fixed(width: nil, height: 30)  // the alignment rect: the frame is 31
        case .stepper: return .fixed(width: 94, height: 32)
        case .progressView(let progress): return .fixed(width: nil, height: progress.height)
        case .activityIndicatorView(let indicator):
            return .fixed(width: indicator.style.side, height: indicator.style.side)
        }
    }
}
