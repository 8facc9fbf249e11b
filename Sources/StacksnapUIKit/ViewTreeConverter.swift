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
    private var result: Converted
    private var ids: [ObjectIdentifier: String] = [:]
    private var taken: Set<String> = ["root", "superview", "safeArea"]
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
        name(top)
        placeImages()
        var root = spec(of: top, isTop: true)
        root.id = nil
        result.document.root = root
        if top.semanticContentAttribute == .forceRightToLeft { canvas.direction = .rtl }
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
        } else {
            let id = fresh(view.accessibilityIdentifier, kind: Self.kind(of: view))
            ids[ObjectIdentifier(view)] = id
            result.views[id] = view
        }
        for guide in view.guides {
            let id = fresh(guide.identifier.isEmpty ? nil : guide.identifier, kind: "guide")
            ids[ObjectIdentifier(guide)] = id
            result.guides[id] = guide
        }
        for subview in view.subviews { name(subview) }
    }

    private mutating func fresh(_ wanted: String?, kind: String) -> String {
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
        default: "view"
        }
    }

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

    private mutating func spec(of view: UIView, isTop: Bool = false) -> ViewSpec {
        var spec = ViewSpec(id: id(of: view), ViewSpecContent.content(of: view, arranged: []))
        let arranged = (view as? UIStackView)?.arrangedSubviews ?? []
        if case .stack(var stack) = spec.content {
            stack.arranged = arranged.map { self.spec(of: $0) }
            stack.customSpacing = (view as? UIStackView)?.customSpacings.compactMap { entry in
                id(of: entry.view).map { CustomSpacing(afterID: $0, value: Double(entry.spacing)) }
            } ?? []
            spec.content = .stack(stack)
        }
        spec.subviews = view.subviews.filter { subview in !arranged.contains { $0 === subview } }.map { self.spec(of: $0) }
        // A guide of its own is a view nothing draws: constraints can use its edges.
        spec.subviews += view.guides.compactMap { guide in id(of: guide).map { ViewSpec(id: $0) } }
        ViewSpecContent.applyCommon(of: view, to: &spec)
        if case .image(var image) = spec.content, case .file(let path)? = image.source {
            image.source = .file(imagePath(path))
            spec.content = .image(image)
        }
        return spec
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
        for view in order where view !== top && view.translatesAutoresizingMaskIntoConstraints {
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
        return .success(ConstraintExpression(first: firstName, relation: relation, second: second,
                                             multiplier: Double(c.multiplier), constant: Double(c.constant),
                                             priority: Double(c.priority.rawValue)))
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
        case .margins, .readableContent:
            guard let margin = Self.margin(converted) else {
                return .failure(Problem(message: "\(described): the \(guide.debugName)'s \(converted) has no equivalent here "
                                        + "(the margins are its edges and centres); use the view's own \(converted) less its margins"))
            }
            return .success(AnchorName(ownerItem, margin))
        }
    }

    static func attribute(_ a: NSLayoutConstraint.Attribute) -> Attribute? {
        switch a {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        case .notAnAttribute: nil
        }
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
