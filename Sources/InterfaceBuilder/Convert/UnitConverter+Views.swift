import AutoLayout
import LayoutSpec

/// Step 2 of the conversion: elements to spec views, depth first.
extension UnitConverter {
    /// The views inside an element: a cell's content view first, then its `<subviews>`,
    /// less those the size classes leave out.
    func childElements(of element: IBElement) -> [IBElement] {
        var list = element.children.filter { $0.key == "contentView" }
        list += element.child(named: "subviews")?.children ?? []
        return list.filter { child in child.id.map { !excluded.contains($0) } ?? true }
    }

    /// The converted children of an element (`subviews`, or `arranged` for a stack).
    mutating func childViews(of element: IBElement, parent: String, parentSize: (width: Double, height: Double),
                             path: String, placedByParent: Bool) -> [ViewSpec] {
        let key = placedByParent ? "arranged" : "subviews"
        var views: [ViewSpec] = []
        for child in childElements(of: element) {
            views.append(view(child, path: "\(path).\(key)[\(views.count)]", parent: parent, parentSize: parentSize,
                              placedByParent: placedByParent))
        }
        return views
    }

    /// One element and everything inside it. `placedByParent` is true for a stack's
    /// arranged views (the stack places them) and for a root that is pinned to the canvas.
    mutating func view(_ element: IBElement, path: String, parent: String,
                       parentSize: (width: Double, height: Double), placedByParent: Bool) -> ViewSpec {
        positions.record(path, at: element.position)
        let kind = IBViewKind(element: element.name)
        // A XIB's own collection view cell often saves its content view without an id (the
        // constraints are the cell's): it needs one for its subviews and its autoresizing
        // constraints.
        let id = ids.assign(element.id)
            ?? (element.key == "contentView" && !parent.isEmpty ? ids.fresh("\(parent)_content") : nil)
        let frame = IBGeometry.frame(of: element)
        var spec = ViewSpec(id: id)
        switch kind {
        case .plain: spec.intrinsicSize = Self.placeholderIntrinsicSize(element)
        case .stack: spec.content = .stack(stack(element))
        case .label: spec.content = .label(label(element))
        case .button: spec.content = .button(button(element))
        case .toggle:
            spec.content = .switch(SwitchSpec(isOn: IBValue.bool(element["on"]) ?? false))
            // Xcode 26 lays documents out with iOS 26's switch, 63 × 28 (50 of 51 switches in
            // public documents it saved): its alignment rect, 2 points narrower, is the size.
            if isIOS26 { spec.intrinsicSize = IntrinsicSizeSpec(width: 61, height: 28) }
        case .segmentedControl:
            spec.content = .segmentedControl(segmentedControl(element))
            spec.intrinsicSize = legacySegmentedControlSize
        case .slider: spec.content = .slider(slider(element))
        case .stepper:
            spec.content = .stepper(stepper(element))
            spec.intrinsicSize = legacyStepperSize
        case .progressView:
            let progress = progressView(element)
            spec.content = .progressView(progress)
            spec.intrinsicSize = legacyProgressSize(progress)
        case .activityIndicator: spec.content = .activityIndicatorView(activityIndicator(element))
        case .textField:
            let field = textField(element)
            spec.content = .textField(field)
            spec.intrinsicSize = legacyTextFieldSize(field)
        case .textView: spec.content = .textView(textView(element))
        case .navigationBar:
            // A standalone bar shows the last (top) item of its stack.
            let top = element.child(named: "items")?.children(named: "navigationItem").last
            spec.content = .navigationBar(IBBarItems.navigationBar(showing: top,
                                                                   largeTitles: element["largeTitles"] == "YES"))
        case .toolbar:
            let items = element.child(named: "items")?.children(named: "barButtonItem") ?? []
            spec.content = .toolbar(ToolbarSpec(items: items.map(IBBarItems.item)))
            // Xcode 12 and later lay a toolbar out 49 points tall on a phone without a home
            // button (115 of 121 such toolbars in public documents; 44 elsewhere, as before).
            if unit.toolsVersion >= 17000, unit.device?.isEdgeToEdge == true {
                spec.intrinsicSize = IntrinsicSizeSpec(width: nil, height: 49)
            }
        case .visualEffect:
            // `<blurEffect style=>`; its `<view key="contentView">` is its child like a cell's.
            let style = element.child(named: "blurEffect")?["style"].flatMap(VisualEffectSpec.Style.init(rawValue:))
            if element.child(named: "blurEffect") == nil {
                diagnostics.warn("\(element.label): only blur effects are drawn; this one is drawn as the system material",
                                 about: element)
            }
            spec.content = .visualEffectView(VisualEffectSpec(style: style ?? .systemMaterial))
        case .searchBar:
            var bar = SearchBarSpec(text: element["text"] ?? "", placeholder: element["placeholder"] ?? "")
            bar.style = element["searchBarStyle"] == "minimal" ? .minimal : .prominent
            spec.content = .searchBar(bar)
        case .pageControl:
            let control = pageControl(element)
            spec.content = .pageControl(control)
            spec.intrinsicSize = legacyPageControlSize(control)
        case .datePicker: spec.content = .datePicker(datePicker(element))
        case .pickerView:
            // Its rows come from a data source at run time; the document has none to show.
            spec.content = .pickerView(PickerViewSpec())
        case .tabBar:
            // A standalone tab bar selects nothing until the app does.
            let items = element.child(named: "items")?.children(named: "tabBarItem") ?? []
            spec.content = .tabBar(TabBarSpec(items: items.map(IBBarItems.tabItem), selectedIndex: nil))
        case .table, .collection, .container: break
        case .scroll:
            var scroll = ScrollViewSpec()
            scroll.contentInsetAdjustment = Self.insetAdjustment(element)
            spec.content = .scrollView(scroll)
            // The scroll view's guides are named as a spec names them: its content guide is
            // a view of its own, its frame guide the scroll view itself.
            if let id {
                for guide in element.children(named: "viewLayoutGuide") {
                    if guide.key == "contentLayoutGuide" { ids.assign(guide.id, as: MadeView.contentLayoutGuide.id(in: id)) }
                    if guide.key == "frameLayoutGuide" { ids.assign(guide.id, as: id) }
                }
            }
        case .image: image(element, frame: frame, into: &spec)
        case .unsupported: placeholder(element, frame: frame, into: &spec)
        }
        applyCommon(element, to: &spec)
        // The size inspector's "Intrinsic Size: Placeholder" stands in for any view's own
        // (a custom class's is only known at run time): the size the document was laid out with.
        if kind != .plain, kind != .unsupported, let size = Self.placeholderIntrinsicSize(element) {
            spec.intrinsicSize = size
        }
        if let id { noteGuides(of: element, owner: id, margins: spec.layoutMargins) }

        let size = (width: frame?.width ?? 0, height: frame?.height ?? 0)
        if kind == .unsupported {
            hideContents(of: element)
        } else if kind == .table {
            let (table, rows) = self.table(element, path: path)
            spec.content = .tableView(table)
            spec.subviews = rows
            // The cells' side margin, where the designed phone and the canvas disagree.
            if spec.layoutMargins == .systemDefault, let side = designedPhoneTableMargin(width: frame?.width),
               side != DevicePreset.tableMargin(forWidth: unit.width) {
                spec.layoutMargins = DirectionalInsets(top: 8, leading: side, bottom: 8, trailing: side)
            }
        } else if kind == .container, let id {
            spec.subviews = embeddedView(in: element, id: id, path: path)
        } else if kind == .collection {
            let (collection, items) = self.collection(element, path: path)
            spec.content = .collectionView(collection)
            spec.subviews = items
        } else if case .stack(var stack) = spec.content {
            stack.arranged = childViews(of: element, parent: id ?? parent, parentSize: size, path: path,
                                        placedByParent: true)
            spec.content = .stack(stack)
        } else if let id {
            spec.subviews = childViews(of: element, parent: id, parentSize: size, path: path, placedByParent: false)
        } else if !childElements(of: element).isEmpty {
            diagnostics.warn("\(element.label) has no id, so its subviews cannot be constrained; they are left out",
                             about: element)
        }
        // A view that translates its mask gets UIKit's autoresizing constraints; one that
        // does not but has a fixed frame (no constraints of its own in Interface Builder)
        // gets the prototyping constraints Interface Builder adds at build time.
        let translates = IBValue.bool(element["translatesAutoresizingMaskIntoConstraints"]) ?? true
        let prototyped = !translates && IBValue.bool(element["fixedFrame"]) == true
        if !placedByParent, let id, let frame {
            // Those constraints place the frame; the engine's attributes are the alignment
            // rect's, which a slider keeps 2 points inside its frame.
            let insets = spec.effectiveAlignmentInsets
            let aligned = Rect(x: frame.x + insets.left, y: frame.y + insets.top,
                               width: frame.width - insets.left - insets.right,
                               height: frame.height - insets.top - insets.bottom)
            if translates || prototyped {
                fixFrame(of: id, element: element, frame: aligned, parent: parent, parentSize: parentSize,
                         prototyping: prototyped)
            } else {
                // Kept where it was decoded if no constraint left at run time names it.
                unplaced.append(UnplacedView(id: id, element: element, frame: aligned, parent: parent,
                                             parentSize: parentSize))
            }
        }
        applyAccessibilityElements(element, to: &spec)
        return spec
    }

    /// The intrinsic size a custom view is given in Interface Builder's size inspector
    /// ("Intrinsic Size: Placeholder"): the class's own is unknown here, and this is the one
    /// the designer laid the document out with. `infinite` (or absent) is no intrinsic size
    /// along that axis.
    static func placeholderIntrinsicSize(_ element: IBElement) -> IntrinsicSizeSpec? {
        let width = IBValue.number(element["placeholderIntrinsicWidth"])
        let height = IBValue.number(element["placeholderIntrinsicHeight"])
        guard width != nil || height != nil else { return nil }
        return IntrinsicSizeSpec(width: width, height: height)
    }

    /// An element with no spec equivalent: a placeholder as big as the frame IB recorded.
    private mutating func placeholder(_ element: IBElement, frame: Rect?, into spec: inout ViewSpec) {
        spec.content = .placeholder(PlaceholderSpec(text: element.name))
        if let frame { spec.intrinsicSize = IntrinsicSizeSpec(width: frame.width, height: frame.height) }
        let size = frame.map { " \(ConstraintPrinter.number($0.width, .exact)) × \(ConstraintPrinter.number($0.height, .exact))" } ?? ""
        let inside = childElements(of: element).count
        let note = inside == 0 ? "" : inside == 1 ? "; the view inside it is left out" : "; the \(inside) views inside it are left out"
        diagnostics.warn("\(element.label) is not supported: drawn as a placeholder\(size)\(note)", about: element)
    }

    /// Records the ids inside an unsupported element, so constraints naming them are
    /// explained rather than reported as unknown.
    private mutating func hideContents(of holder: IBElement) {
        for child in holder.children {
            child.forEach { inner in
                if let id = inner.id { dropped[id] = holder.label }
            }
        }
    }

    /// Properties every kind of view has.
    mutating func applyCommon(_ element: IBElement, to spec: inout ViewSpec) {
        if IBValue.bool(element["hidden"]) == true { spec.isHidden = true }
        if let alpha = IBValue.number(element["alpha"]) { spec.alpha = max(0, min(1, alpha)) }
        if IBValue.bool(element["clipsSubviews"]) == true { spec.clipsToBounds = true }
        if let color = element.child(key: "backgroundColor", named: "color") { spec.background = self.color(color) }
        let hugging = (IBValue.number(element["horizontalHuggingPriority"]), IBValue.number(element["verticalHuggingPriority"]))
        // A priority the document leaves out is 250 in Interface Builder, whatever the kind's
        // default in a spec (750 for a switch): write it out where the two differ.
        let documented = AxisPriorities(horizontal: priority(hugging.0) ?? 250, vertical: priority(hugging.1) ?? 250)
        if documented != spec.effectiveHugging { spec.hugging = documented }
        let resistance = (IBValue.number(element["horizontalCompressionResistancePriority"]),
                          IBValue.number(element["verticalCompressionResistancePriority"]))
        if resistance.0 != nil || resistance.1 != nil {
            let base = spec.effectiveCompressionResistance
            spec.compressionResistance = AxisPriorities(horizontal: priority(resistance.0) ?? base.horizontal,
                                                        vertical: priority(resistance.1) ?? base.vertical)
        }
        if let margins = IBGeometry.insets(element, key: "layoutMargins", directionalKey: "directionalLayoutMargins") {
            spec.layoutMargins = margins
        } else if element.name == "tableViewCellContentView", unit.root.name == "tableViewCell",
                  unit.toolsVersion >= Self.cellMarginsTools, let width = IBGeometry.frame(of: element)?.width {
            // A XIB's own cell (not in a table, which sets its cells' margins itself): Xcode
            // 9.3 and later give its content view a cell's margins, 11 points above and below
            // and a side margin; earlier Xcodes UIKit's usual 8 (public cells of toolsVersion
            // 13142 and 13196 record 8, of 13529 on the cell's).
            let side = Self.xibCellSideMargin(tools: unit.toolsVersion, device: unit.documentDevice, width: width)
            spec.layoutMargins = DirectionalInsets(top: 11, leading: side, bottom: 11, trailing: side)
        }
        applyRuntimeAttributes(element, to: &spec)
        applyAccessibility(element, to: &spec)
    }

    /// The toolsVersion of Xcode 9.3, the first whose XIB cells have a cell's margins.
    static let cellMarginsTools = 13500

    /// The side margin of a XIB's own cell, as the public cells' subviews placed on their
    /// content view's side margins record it (Xcode 9.3 to 16). Xcode 9.3 and 10 give the
    /// system margin by the cell's own width: 16, or 20 from 414 points (34 of 36 views; two
    /// record 14). From Xcode 11 the designed phone decides: on a phone 414 points wide, a
    /// cell wider than 320 points gets 20 (all 24; cells of 320, the template's width, 16:
    /// all 29); on smaller phones 16 at any width (all 53 from Xcode 12), except Xcode 11 on
    /// an iPhone 8, which records iOS 13's 15 there (all 12, cells 320 to 600 points wide).
    static func xibCellSideMargin(tools: Int, device: IBDevice?, width: Double) -> Double {
        guard tools >= xcode11Tools, let device else { return DevicePreset.sideMargin(forWidth: width) }
        if min(device.width, device.height) >= 414 && !device.id.hasPrefix("ipad") { return width > 320 ? 20 : 16 }
        return tools < 17_000 && device.id == "retina4_7" ? 15 : 16
    }

    /// `layer.cornerRadius`, `layer.borderWidth` and `layer.masksToBounds`, the layer
    /// properties set in the identity inspector; other key paths are not drawn.
    private mutating func applyRuntimeAttributes(_ element: IBElement, to spec: inout ViewSpec) {
        let list = element.child(named: "userDefinedRuntimeAttributes")?.children ?? []
        for attribute in list where attribute.name == "userDefinedRuntimeAttribute" {
            // Numbers sit in a child (`<integer key="value" value="8"/>`), booleans in the
            // attribute itself (`value="YES"`).
            let raw = attribute["value"] ?? attribute.child(key: "value")?["value"]
            let number = IBValue.number(raw)
            switch attribute["keyPath"] {
            case "layer.cornerRadius":
                if let number { spec.cornerRadius = max(0, number) }
            case "layer.borderWidth":
                if let number, number > 0 { spec.border = BorderSpec(width: number, color: spec.border?.color ?? .black) }
            case "layer.masksToBounds", "clipsToBounds":
                if IBValue.bool(raw) == true { spec.clipsToBounds = true }
            default:
                diagnostics.warn("\(element.label): runtime attribute '\(attribute["keyPath"] ?? "")' is not drawn",
                                 about: attribute)
            }
        }
    }

    /// A priority within 1…1000; others are ignored (UIKit clamps them the same way).
    private func priority(_ value: Double?) -> Double? {
        value.map { max(1, min(1000, $0)) }
    }

    /// A `<color>` element as a spec color, warning about what was approximated.
    mutating func color(_ element: IBElement) -> SpecColor? {
        var problem: String?
        let color = IBColor(resources: resources, catalog: catalogColors).color(element, problem: &problem)
        if let problem { diagnostics.warn("\(element.key ?? "color"): \(problem)", about: element) }
        return color
    }
}
