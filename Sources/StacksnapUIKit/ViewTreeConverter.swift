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
        case is UIScrollView: "scrollView"
        case is UIVisualEffectView: "visualEffectView"
        case is UISearchBar: "searchBar"
        default: "view"
        }
    }

    /// True for a visual effect view's content view.
    static func isContentView(_ view: UIView) -> Bool {
        (view.superview as? UIVisualEffectView)?.contentView === view
    }

    /// True for a scroll view the spec draws as one (a text view is the spec's text view, a
    /// table view its table view).
    static func isScroll(_ view: UIView) -> Bool { view is UIScrollView && !(view is UITextView) && !(view is UITableView) }

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
            if case .file(let path)? = (view as? UIImageView)?.image?.source {
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
            tableSpec(table, &spec, isTop: isTop)
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

extension ViewTreeConverter {
    // MARK: Constraints

    /// The autoresizing constraints of the views that translate their masks, then every
    /// active constraint installed in the hierarchy.
    private mutating func collectConstraints() {
        var stack = [top]
        var order: [UIView] = []
        while let view = stack.popLast() {
            order.append(view)
            stack += view.subviews.reversed()
        }
        // Autoresizing constraints first: UIKit makes them when a view joins its superview,
        // before the constraints activated afterwards, and a conflict breaks the later one.
        // A table places its header view and cells itself, and a cell its content view.
        for view in order where view !== top && view.translatesAutoresizingMaskIntoConstraints && !Self.isContentView(view)
            && !Self.isCellContentView(view) && !(view.superview is UITableView) {
            guard let parent = view.superview, let viewID = self.id(of: view), let parentID = self.id(of: parent) else { continue }
            let frame = view.storedFrame, size = view.frameSetAt ?? parent.storedFrame.size
            let mask = view.autoresizingMask
            let rules = AutoresizingConstraints.make(
                view: .named(viewID), superview: parentID == "root" ? .root : .named(parentID),
                frame: Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)),
                superviewSize: Size(width: Double(size.width), height: Double(size.height)),
                mask: AutoresizingConstraints.Mask(
                    flexibleLeft: mask.contains(.flexibleLeftMargin), flexibleWidth: mask.contains(.flexibleWidth),
                    flexibleRight: mask.contains(.flexibleRightMargin), flexibleTop: mask.contains(.flexibleTopMargin),
                    flexibleHeight: mask.contains(.flexibleHeight), flexibleBottom: mask.contains(.flexibleBottomMargin)))
            for rule in rules {
                result.document.constraints.append(.expression(WrittenConstraint(
                    rule, location: SourceLocation(file: "NSAutoresizingMaskLayoutConstraint", line: 1))))
            }
        }
        tableHeaderHeights(order)
        // A content size set in code: the content's unless constraints inside decide it.
        for case let scroll as UIScrollView in order where Self.isScroll(scroll) && scroll !== top {
            guard let size = scroll.explicitContentSize, let scrollID = id(of: scroll) else { continue }
            for (attribute, value) in [(Attribute.width, size.width), (.height, size.height)] {
                let expression = ConstraintExpression(first: AnchorName(.named(Self.contentGuideID(scrollID)), attribute),
                                                      relation: .equal, second: nil, constant: Double(value), priority: 2)
                result.document.constraints.append(.expression(WrittenConstraint(
                    expression, location: SourceLocation(file: "UIScrollView.contentSize", line: 1))))
            }
        }
        for view in order {
            for constraint in view.installed where constraint.views.allSatisfy({ $0.isDescendant(of: top) }) {
                switch expression(for: constraint) {
                case .success(let expression):
                    let line = result.constraints.count + 1
                    result.constraints.append(constraint)
                    let location = SourceLocation(file: Self.constraintFile, line: line)
                    result.document.constraints.append(.expression(WrittenConstraint(expression, location: location)))
                case .failure(let problem):
                    result.errors.append(problem.message)
                }
            }
        }
    }

    struct Problem: Error { var message: String }

    /// The constraint in the grammar, or why it has no equivalent.
    func expression(for c: NSLayoutConstraint) -> Result<ConstraintExpression, Problem> {
        let described = NSLayoutConstraint.describe(c)
        let firstName: AnchorName
        switch anchor(c.firstItem, c.firstAttribute, described) {
        case .success(let name)?: firstName = name
        case .failure(let problem)?: return .failure(problem)
        case nil: return .failure(Problem(message: "\(described): its first item is gone or not in the hierarchy"))
        }
        var second: AnchorName?
        if c.secondItem != nil || c.secondAttribute != .notAnAttribute {
            switch anchor(c.secondItem, c.secondAttribute, described) {
            case .success(let name)?: second = name
            case .failure(let problem)?: return .failure(problem)
            case nil: return .failure(Problem(message: "\(described): its second item is gone or not in the hierarchy"))
            }
        }
        let relation: LayoutRelation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessOrEqual
        case .greaterThanOrEqual: .greaterOrEqual
        }
        var expression = ConstraintExpression(first: firstName, relation: relation, second: second,
                                              multiplier: Double(c.multiplier), constant: Double(c.constant),
                                              priority: Double(c.priority.rawValue))
        // A frame guide's edge against a view inside its scroll view: the spec attaches the
        // scroll view's edges to the content there, so the edge is said from the content's.
        if let guide = c.firstItem as? UILayoutGuide, guide.kind == .scrollFrame, let scroll = guide.owningView,
           isInside(c.secondItem, scroll) {
            switch frameEdge(c.firstAttribute, of: scroll, described) {
            case .success(let edge)?:
                expression.first = edge.anchor
                expression.constant -= edge.offset
            case .failure(let problem)?: return .failure(problem)
            case nil: break
            }
        }
        if let guide = c.secondItem as? UILayoutGuide, guide.kind == .scrollFrame, let scroll = guide.owningView,
           isInside(c.firstItem, scroll) {
            switch frameEdge(c.secondAttribute, of: scroll, described) {
            case .success(let edge)?:
                expression.second = edge.anchor
                expression.constant += expression.multiplier * edge.offset
            case .failure(let problem)?: return .failure(problem)
            case nil: break
            }
        }
        return .success(expression)
    }

    /// True when `item` is (or belongs to) a view inside `scroll`, whose constraints with the
    /// scroll view's edges the spec attaches to the content.
    private func isInside(_ item: AnyObject?, _ scroll: UIView) -> Bool {
        if let view = item as? UIView { return view !== scroll && view.isDescendant(of: scroll) }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return false }
        switch guide.kind {
        case .own: return owner.isDescendant(of: scroll)
        case .scrollContent, .scrollFrame: return owner !== scroll && owner.isDescendant(of: scroll)
        case .margins, .safeArea, .readableContent: return owner !== scroll && owner.isDescendant(of: scroll)
        }
    }

    /// A frame guide's edge as the content guide's, at rest: the frame's top is the
    /// content's plus the content offset, its left the content's (a horizontal offset is not
    /// drawn). Nil for the width, height
    /// and centres (the scroll view's own, which the spec keeps on the frame); a failure for
    /// the edges the content cannot say (the bottom and right depend on the frame's size).
    private func frameEdge(_ attribute: NSLayoutConstraint.Attribute, of scroll: UIView,
                           _ described: String) -> Result<(anchor: AnchorName, offset: Double), Problem>? {
        guard let scrollID = id(of: scroll), let converted = Self.attribute(attribute),
              Self.edges.contains(converted) else { return nil }
        let content = ItemName.named(Self.contentGuideID(scrollID))
        let offsetY = Double((scroll as? UIScrollView)?.contentOffset.y ?? 0)
        switch converted {
        case .top: return .success((AnchorName(content, .top), offsetY))
        case .left: return .success((AnchorName(content, .left), 0))
        case .leading where canvas.direction != .rtl: return .success((AnchorName(content, .leading), 0))
        default:
            return .failure(Problem(message: "\(described): the frameLayoutGuide's \(converted) against a view inside its "
                                    + "scroll view has no equivalent here (its top, left and leading do, and its width, "
                                    + "height and centres); pin the view to a view outside the scroll view instead"))
        }
    }

    /// `item.attribute` in the grammar: a view's, its margins' (the margin attributes), its
    /// safe area's (the device's guide for the top view of a device snapshot, the view's
    /// own edges otherwise), or a guide of its own.
    private func anchor(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute,
                        _ described: String) -> Result<AnchorName, Problem>? {
        guard let converted = Self.attribute(attribute) else {
            return .failure(Problem(message: "\(described): no attribute"))
        }
        if let view = item as? UIView {
            guard let id = id(of: view) else { return nil }
            return .success(AnchorName(id == "root" ? .root : .named(id), converted))
        }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView, let ownerID = id(of: owner) else { return nil }
        let ownerItem: ItemName = ownerID == "root" ? .root : .named(ownerID)
        switch guide.kind {
        case .own:
            guard let id = id(of: guide) else { return nil }
            return .success(AnchorName(.named(id), converted))
        case .safeArea:
            if owner === top, canvas.device != nil { return .success(AnchorName(.named("safeArea"), converted)) }
            return .success(AnchorName(ownerItem, converted))
        case .scrollContent:
            guard Self.isScroll(owner), owner !== top else {
                return .failure(Problem(message: "\(described): the \(guide.debugName) has no equivalent here "
                                        + "(a text view's or the top view's content is not a scroll view's)"))
            }
            return .success(AnchorName(.named(Self.contentGuideID(ownerID)), converted))
        case .scrollFrame:
            return .success(AnchorName(ownerItem, converted))
        case .margins, .readableContent:
            guard let margin = Self.margin(converted) else {
                return .failure(Problem(message: "\(described): the \(guide.debugName)'s \(converted) has no equivalent here "
                                        + "(the margins are its edges and centres); use the view's own \(converted) less its margins"))
            }
            return .success(AnchorName(ownerItem, margin))
        }
    }

    /// The attributes the spec attaches to a scroll view's content when the other item is
    /// inside it: its edges and margins.
    static let edges: Set<Attribute> = [.left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin,
                                        .topMargin, .bottomMargin, .leadingMargin, .trailingMargin]

    /// The grammar's attribute for UIKit's (nil for `notAnAttribute`): the inverse of the one
    /// table between them, ``NSLayoutConstraint/attribute(_:)``.
    static func attribute(_ a: NSLayoutConstraint.Attribute) -> Attribute? {
        Attribute.allCases.first { NSLayoutConstraint.attribute($0) == a }
    }

    /// The margin attribute a margins guide's edge is.
    static func margin(_ a: Attribute) -> Attribute? {
        switch a {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: nil
        }
    }
}
