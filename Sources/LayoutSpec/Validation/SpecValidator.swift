import AutoLayout

/// Checks that need the whole document: ids, custom spacing, canvas size, constraints,
/// and the same again for every variant. Also the warnings.
///
/// Steps: 1. walk the views (ids, stacks, warnings); 2. check the canvas of the document
/// and of each variant; 3. check each variant's `set` against the views it changes;
/// 4. parse the constraints and check the ids they name; 5. check that snapshot names fit
/// in file names.
struct SpecValidator {
    var diagnostics: Diagnostics
    let source: SourceMap
    let limits: SpecLimits
    /// Every id with the path of its view, in tree order.
    private(set) var ids: [(id: String, path: String)] = []

    init(source: SourceMap, limits: SpecLimits) {
        diagnostics = Diagnostics(file: source.file)
        self.source = source
        self.limits = limits
    }

    mutating func error(_ message: String, _ path: String) {
        diagnostics.error(message, at: source.position(at: path), path: path)
    }

    mutating func warning(_ message: String, _ path: String) {
        diagnostics.warning(message, at: source.position(at: path), path: path)
    }

    mutating func validate(_ document: SpecDocument) {
        var firstUse: [String: String] = [:]
        walk(document.root, "root", firstUse: &firstUse)
        // A device's screen has a safe area, a guide constraints may name.
        let canvases = [document.canvas] + document.variants.map { $0.canvas.applied(to: document.canvas) }
        if canvases.contains(where: { $0.device != nil || $0.screenSafeArea != nil || !$0.chrome.isEmpty }) {
            if let first = firstUse[SafeAreaGuide.id] {
                error("'\(SafeAreaGuide.id)' names the device's safe area; choose another id", SpecPath.key(first, "id"))
            } else {
                ids.append((SafeAreaGuide.id, "canvas.device"))
            }
            for bar in ChromeSpec.ids {
                if let first = firstUse[bar] {
                    error("'\(bar)' names one of the screen's bars; choose another id", SpecPath.key(first, "id"))
                } else {
                    ids.append((bar, "canvas.chrome"))
                }
            }
        }
        checkCanvas(document.canvas) { side in "canvas.\(side)" }
        for (index, variant) in document.variants.enumerated() {
            let path = SpecPath.index("variants", index)
            // Only what the variant changes can make its canvas too big; the rest was
            // reported for the document.
            let changes = variant.canvas
            checkCanvas(changes.applied(to: document.canvas)) { side in
                let sideChanged = side == "width" ? changes.width != nil : changes.height != nil
                if sideChanged { return "\(path).canvas.\(side)" }
                return changes.scale != nil ? "\(path).canvas.scale" : nil
            }
            checkOverrides(variant, path, root: document.root)
        }
        checkConstraints(document)
        checkNames(document)
    }

    /// 1. Pre-order walk: duplicate ids, custom spacing, suspicious settings.
    private mutating func walk(_ view: ViewSpec, _ path: String, firstUse: inout [String: String]) {
        if let id = view.id {
            let idPath = SpecPath.key(path, "id")
            if let first = firstUse[id] {
                let line = source.position(at: SpecPath.key(first, "id")).line
                error("duplicate id '\(id)': \(first) (line \(line)) already uses it", idPath)
            } else {
                firstUse[id] = path
                ids.append((id, path))
            }
        }
        if let stack = view.stack {
            checkCustomSpacing(stack.customSpacing, arranged: stack.arranged, SpecPath.key(path, "customSpacing"))
            if stack.arranged.isEmpty { warning("stack has no arranged views", path) }
            if stack.axis == .vertical, stack.alignment == .firstBaseline || stack.alignment == .lastBaseline {
                warning("baseline alignment applies to horizontal stacks; a vertical stack lays this out as \(stack.alignment == .firstBaseline ? "leading" : "trailing")",
                        SpecPath.key(path, "alignment"))
            }
        }
        if case .label(let label) = view.content, label.lines == 1, label.preferredMaxWidth != nil {
            warning("preferredMaxWidth has no effect on a one-line label (set lines: 0 to wrap)",
                    SpecPath.key(path, "preferredMaxWidth"))
        }
        if case .file = view.content.imageSource, view.content.imageTint != nil {
            warning("tint only colors symbols; a PNG source is drawn as it is", SpecPath.key(path, "tint"))
        }
        checkControl(view.content, path)
        checkAccessibilityElements(view, path)
        for (index, child) in (view.stack?.arranged ?? []).enumerated() {
            walk(child, SpecPath.index(SpecPath.key(path, "arranged"), index), firstUse: &firstUse)
        }
        for made in view.madeIDs where firstUse[made] == nil {
            firstUse[made] = path
            ids.append((made, path))
        }
        let key = view.type == .collectionView ? "items" : "subviews"
        let childPaths = view.type == .tableView ? view.tableChildPaths(path) : view.subviews.indices.map {
            SpecPath.index(SpecPath.key(path, key), $0)
        }
        for (child, childPath) in zip(view.subviews, childPaths) {
            walk(child, childPath, firstUse: &firstUse)
        }
    }

    /// A control's values must make sense together: a selected segment that exists, a range
    /// whose minimum is not above its maximum, a value inside it (UIKit would pin it).
    private mutating func checkControl(_ content: ViewContent, _ path: String) {
        switch content {
        case .segmentedControl(let control):
            // A control without segments selects nothing whatever its (default) index says.
            if let index = control.selectedIndex, !control.segments.indices.contains(index), !control.segments.isEmpty {
                error("selectedIndex \(index) is out of range: the control has \(control.segments.count) segment\(control.segments.count == 1 ? "" : "s") (use null for none)",
                      SpecPath.key(path, "selectedIndex"))
            }
        case .tabBar(let bar):
            if let index = bar.selectedIndex, !bar.items.indices.contains(index), !bar.items.isEmpty {
                error("selectedIndex \(index) is out of range: the tab bar has \(bar.items.count) item\(bar.items.count == 1 ? "" : "s") (use null for none)",
                      SpecPath.key(path, "selectedIndex"))
            }
        case .slider(let slider): checkRange(slider.range, path)
        case .stepper(let stepper): checkRange(stepper.range, path)
        case .pageControl(let control):
            if control.numberOfPages > 0, control.currentPage >= control.numberOfPages {
                error("currentPage \(control.currentPage) is out of range: the control has \(control.numberOfPages) page\(control.numberOfPages == 1 ? "" : "s") (pages count from 0)",
                      SpecPath.key(path, "currentPage"))
            }
        case .datePicker(let picker):
            // UIKit raises an exception for a count-down timer in the compact or inline style.
            if picker.mode == .countDownTimer, picker.style == .compact || picker.style == .inline {
                error("a countDownTimer date picker has no \(picker.style.rawValue) style; UIKit draws it as wheels (use wheels or automatic)",
                      SpecPath.key(path, "style"))
            }
        case .pickerView(let picker): checkPicker(picker, path)
        default: break
        }
    }

    /// A picker view selects one row of each component it has.
    private mutating func checkPicker(_ picker: PickerViewSpec, _ path: String) {
        if picker.selectedRows.count > picker.components.count {
            warning("selectedRows has \(picker.selectedRows.count) entr\(picker.selectedRows.count == 1 ? "y" : "ies") but the picker has \(picker.components.count) component\(picker.components.count == 1 ? "" : "s"); the extra entries select nothing",
                    SpecPath.key(path, "selectedRows"))
        }
        for (component, row) in zip(picker.components.indices, picker.selectedRows) where row >= picker.components[component].count {
            let rows = picker.components[component].count
            error("row \(row) is out of range: component \(component) has \(rows) row\(rows == 1 ? "" : "s")",
                  SpecPath.index(SpecPath.key(path, "selectedRows"), component))
        }
    }

    /// `accessibility.elements` names views inside the view, each once.
    private mutating func checkAccessibilityElements(_ view: ViewSpec, _ path: String) {
        guard let elements = view.accessibility?.elements else { return }
        var inside: Set<String> = []
        func collect(_ child: ViewSpec) {
            if let id = child.id { inside.insert(id) }
            child.children.forEach(collect)
        }
        view.children.forEach(collect)
        var seen: Set<String> = []
        let listPath = SpecPath.key(SpecPath.key(path, "accessibility"), "elements")
        for (index, id) in elements.enumerated() {
            let itemPath = SpecPath.index(listPath, index)
            if !inside.contains(id) {
                error("accessibility element '\(id)' is not a view inside this one", itemPath)
            } else if !seen.insert(id).inserted {
                error("accessibility element '\(id)' is listed twice", itemPath)
            }
        }
    }

    private mutating func checkRange(_ range: RangeValue, _ path: String) {
        if range.minimum > range.maximum {
            error("minimum \(formatNumber(range.minimum)) is above maximum \(formatNumber(range.maximum))",
                  SpecPath.key(path, "minimum"))
        } else if range.value != range.pinned {
            warning("value \(formatNumber(range.value)) is outside \(formatNumber(range.minimum))…\(formatNumber(range.maximum)); it is drawn at \(formatNumber(range.pinned)), as UIKit pins it",
                    SpecPath.key(path, "value"))
        }
    }

    /// Custom spacing follows an arranged view of the same stack.
    private mutating func checkCustomSpacing(_ entries: [CustomSpacing], arranged: [ViewSpec], _ path: String) {
        let arrangedIDs = arranged.compactMap(\.id)
        for entry in entries where !arrangedIDs.contains(entry.afterID) {
            let list = arrangedIDs.isEmpty ? "it has no arranged views with ids" : "arranged: \(arrangedIDs.joined(separator: ", "))"
            error("'\(entry.afterID)' is not an arranged view of this stack\(Suggestion.hint(for: entry.afterID, in: arrangedIDs)); \(list)",
                  SpecPath.key(path, entry.afterID))
        }
    }

    /// 2. A fixed canvas side must fit ``SpecLimits/maxCanvasSide`` at its scale.
    /// `blame` gives the path to point at for a side, or nil to say nothing.
    private mutating func checkCanvas(_ canvas: CanvasSpec, blame: (String) -> String?) {
        for (side, length) in [("width", canvas.width), ("height", canvas.height)] {
            guard let length, let path = blame(side) else { continue }
            let pixels = length * Double(canvas.scale)
            if pixels > Double(limits.maxCanvasSide) {
                error("canvas \(side) \(formatNumber(length)) at scale \(canvas.scale) is \(formatNumber(pixels)) pixels; the limit is \(limits.maxCanvasSide)",
                      path)
            }
        }
    }

    /// 3. A variant's custom spacing must still name arranged views of its stack.
    private mutating func checkOverrides(_ variant: VariantSpec, _ path: String, root: ViewSpec) {
        let views = ViewIndex(root: root)
        for override in variant.set {
            guard case .customSpacing(let entries) = override.property,
                  let stack = views.view(override.viewID)?.stack else { continue }
            checkCustomSpacing(entries, arranged: stack.arranged, "\(SpecPath.key(path, "set"))[\"\(override.path)\"]")
        }
    }
}
