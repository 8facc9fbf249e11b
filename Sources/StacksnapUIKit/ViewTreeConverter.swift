import AutoLayout
import Foundation
import LayoutSpec

/// A view hierarchy as a spec document: the top view is the canvas, every view below it a
/// view of the spec with an id, every active constraint a constraint of the grammar, and
/// the frames of views that translate their autoresizing mask UIKit's autoresizing
/// constraints. One engine and one renderer then do the rest, for views built in code as
/// for spec files.
@MainActor
struct ViewTreeConverter {
    /// The document, and how to find the objects behind its ids again.
    struct Converted {
        var document: SpecDocument
        /// Views and guides by id (the top view is `root`).
        var views: [String: UIView] = [:]
        var guides: [String: UILayoutGuide] = [:]
        /// The active constraints, in the order their lines were written (line `k + 1`).
        var constraints: [NSLayoutConstraint] = []
        /// What cannot be shown as UIKit would (warnings), and what UIKit refuses (errors).
        var notes: [String] = []
        var errors: [String] = []
    }

    /// The file name constraint locations carry: `NSLayoutConstraint:<k + 1>`.
    static let constraintFile = "NSLayoutConstraint"

    let top: UIView
    /// The canvas: size (nil dimensions fit the content), scale, device.
    var canvas: CanvasSpec
    var result: Converted
    var ids: [ObjectIdentifier: String] = [:]
    var taken: Set<String> = ["root", "superview", "safeArea"]
    private var counters: [String: Int] = [:]
    /// The folder image files are written relative to (the document's own folder).
    private var imageFolder: String?

    init(top: UIView, name: String, canvas: CanvasSpec) {
        self.top = top
        self.canvas = canvas
        result = Converted(document: SpecDocument(name: name))
        taken.formUnion(ChromeSpec.ids)
    }

    /// Converts the hierarchy below `top` (constraints to views outside it are left out).
    mutating func convert() -> Converted {
        Self.loadTables(in: top)
        name(top)
        placeImages()
        var root = spec(of: top, isTop: true)
        root.id = nil
        if case .tableView = root.content { root = placeTopTable(root) }
        result.document.root = root
        if top.semanticContentAttribute == .forceRightToLeft { canvas.direction = .rtl }
        applyInterfaceStyle()
        result.document.canvas = canvas
        collectConstraints()
        collectNotes(top)
        return result
    }

    // MARK: Ids

    /// Names every view and guide in tree order: its accessibility identifier when that is
    /// a usable id, else its kind and a number (`label2`).
    private mutating func name(_ view: UIView) {
        if view === top {
            ids[ObjectIdentifier(view)] = "root"
            result.views["root"] = view
        } else if let effect = view.superview as? UIVisualEffectView, effect.contentView === view,
                  let effectID = ids[ObjectIdentifier(effect)] {
            // The content view fills its effect view: in the spec, it is the effect view.
            ids[ObjectIdentifier(view)] = effectID
        } else if Self.isCellContentView(view), ids[ObjectIdentifier(view)] != nil {
            // Named with its cell: the spec's made content view.
        } else {
            let id = fresh(view.accessibilityIdentifier, kind: Self.kind(of: view))
            ids[ObjectIdentifier(view)] = id
            result.views[id] = view
            // The spec names the content guide after its scroll view.
            if Self.isScroll(view) { taken.insert(Self.contentGuideID(id)) }
            if let cell = view as? UITableViewCell, cell.superview is UITableView { nameParts(of: cell, cellID: id) }
            if let cell = view as? UICollectionViewCell, cell.superview is UICollectionView {
                nameContentView(of: cell, cellID: id)
            }
        }
        for guide in view.guides {
            let id = fresh(guide.identifier.isEmpty ? nil : guide.identifier, kind: "guide")
            ids[ObjectIdentifier(guide)] = id
            result.guides[id] = guide
        }
        for subview in view.subviews { name(subview) }
    }

    mutating func fresh(_ wanted: String?, kind: String) -> String {
        if let wanted, let id = Self.identifier(wanted), !taken.contains(id) {
            taken.insert(id)
            return id
        }
        while true {
            let n = (counters[kind] ?? 0) + 1
            counters[kind] = n
            let id = "\(kind)\(n)"
            if taken.insert(id).inserted { return id }
        }
    }

    /// The text as an id of the grammar (letters, digits and `_`, not starting with a digit).
    static func identifier(_ text: String) -> String? {
        var id = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        guard !id.isEmpty else { return nil }
        if let first = id.first, first.isNumber { id = "_" + id }
        return id
    }

    static func kind(of view: UIView) -> String {
        switch view {
        case is UIStackView: "stack"
        case is UILabel: "label"
        case is UIImageView: "image"
        case is UIButton: "button"
        case is UISwitch: "switch"
        case is UISegmentedControl: "segmentedControl"
        case is UISlider: "slider"
        case is UIStepper: "stepper"
        case is UIProgressView: "progressView"
        case is UIActivityIndicatorView: "activityIndicator"
        case is UITextField: "textField"
        case is UITextView: "textView"
        case is UITableView: "tableView"
        case is UITableViewCell: "cell"
        case is UICollectionView: "collectionView"
        case is UICollectionViewCell: "item"
        case is UICollectionReusableView: "supplementaryView"
        case is UIScrollView: "scrollView"
        case is UIVisualEffectView: "visualEffectView"
        case is UISearchBar: "searchBar"
        case is UIPageControl: "pageControl"
        case is UIDatePicker: "datePicker"
        case is UIPickerView: "pickerView"
        default: "view"
        }
    }

    /// True for a visual effect view's content view.
    static func isContentView(_ view: UIView) -> Bool {
        (view.superview as? UIVisualEffectView)?.contentView === view
    }

    /// True for a scroll view the spec draws as one (a text view is the spec's text view, a
    /// table view its table view).
    static func isScroll(_ view: UIView) -> Bool { view is UIScrollView && !(view is UITextView) && !(view is UITableView)
        && !(view is UICollectionView) }

    /// The id of the view the spec makes for a scroll view's content guide.
    static func contentGuideID(_ scrollID: String) -> String { MadeView.contentLayoutGuide.id(in: scrollID) }

    func id(of view: UIView) -> String? { ids[ObjectIdentifier(view)] }
    func id(of guide: UILayoutGuide) -> String? { ids[ObjectIdentifier(guide)] }

    // MARK: Views

    /// Image files are read relative to the spec's folder and never from outside it: the
    /// document is placed in the folder that holds them all.
    private mutating func placeImages() {
        var folders: [[String]] = []
        var stack = [top]
        while let view = stack.popLast() {
            stack += view.subviews
            if case .file(let path)? = ((view as? UIImageView)?.image ?? (view as? UIButton)?.currentImage)?.source {
                folders.append(Array((path as NSString).deletingLastPathComponent.split(separator: "/").map(String.init)))
            }
        }
        guard var common = folders.first else { return }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        let folder = "/" + common.joined(separator: "/")
        imageFolder = folder
        result.document.source = SourceMap(file: (folder as NSString).appendingPathComponent("\(result.document.name).swift"))
    }

    /// An image file's path as the document names it.
    func imagePath(_ path: String) -> String {
        guard let folder = imageFolder else { return path }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    mutating func spec(of view: UIView, isTop: Bool = false) -> ViewSpec {
        var spec = ViewSpec(id: id(of: view), ViewSpecContent.content(of: view, arranged: []))
        let arranged = (view as? UIStackView)?.arrangedSubviews ?? []
        if let table = view as? UITableView {
            // Its subviews are its header view and cells.
            tableSpec(table, &spec)
        } else if let collection = view as? UICollectionView, !isTop {
            // Its subviews are its items' cells.
            collectionSpec(collection, &spec)
        } else if let cell = view as? UITableViewCell, !isTop, cell.superview is UITableView {
            // Its subviews are its content view's.
            cellSpec(cell, &spec)
        } else {
            if case .stack(var stack) = spec.content {
                stack.arranged = arranged.map { self.spec(of: $0) }
                stack.customSpacing = (view as? UIStackView)?.customSpacings.compactMap { entry in
                    id(of: entry.view).map { CustomSpacing(afterID: $0, value: Double(entry.spacing)) }
                } ?? []
                spec.content = .stack(stack)
            }
            spec.subviews = view.subviews.filter { subview in !arranged.contains { $0 === subview } }.flatMap { subview in
                // An effect view's content view is the effect view: its subviews are the spec's.
                Self.isContentView(subview) ? subview.subviews.map { self.spec(of: $0) } + subview.guides.compactMap { guide in
                    id(of: guide).map { ViewSpec(id: $0) }
                } : [self.spec(of: subview)]
            }
            // A guide of its own is a view nothing draws: constraints can use its edges.
            spec.subviews += view.guides.compactMap { guide in id(of: guide).map { ViewSpec(id: $0) } }
        }
        ViewSpecContent.applyCommon(of: view, to: &spec)
        let accessibility = self.accessibility(of: view)
        spec.accessibility = accessibility.spec
        result.notes += accessibility.notes
        if let scroll = view as? UIScrollView { scrollNotes(scroll, &spec, isTop: isTop) }
        if case .image(var image) = spec.content, case .file(let path)? = image.source {
            image.source = .file(imagePath(path))
            spec.content = .image(image)
        }
        if case .button(var button) = spec.content, case .file(let path)? = button.image?.source {
            button.image?.source = .file(imagePath(path))
            spec.content = .button(button)
        }
        return spec
    }

    /// What a scroll view sets that the spec cannot draw. The spec's scroll view clips (as
    /// UIKit's does by default); the top view is the canvas, a plain view.
    private mutating func scrollNotes(_ scroll: UIScrollView, _ spec: inout ViewSpec, isTop: Bool) {
        let name = scroll.debugName
        if case .scrollView = spec.content {
            if isTop {
                spec.content = .view
                result.notes.append("\(name): the top view is the canvas, drawn as a plain view: its content does not scroll "
                                    + "and constraints to its edges are its frame's")
            } else {
                if !scroll.clipsToBounds { result.notes.append("\(name): a scroll view clips its content here, clipsToBounds or not") }
                spec.clipsToBounds = false
            }
        }
        if case .tableView = spec.content { spec.clipsToBounds = false }
        if case .textView = spec.content, scroll.contentOffset != .zero || scroll.contentInset != .zero {
            result.notes.append("\(name): a text view's contentOffset and contentInset are not drawn; its text starts at the top")
        }
        if scroll.contentOffset.x != 0 {
            result.notes.append("\(name): a horizontal contentOffset is not drawn; the content is shown from its left edge")
        }
    }

    /// Kept on the views, not drained: a snapshot taken again says them again.
    private mutating func collectNotes(_ view: UIView) {
        result.notes += view.notes
        result.errors += view.errors
        for subview in view.subviews { collectNotes(subview) }
    }
}
