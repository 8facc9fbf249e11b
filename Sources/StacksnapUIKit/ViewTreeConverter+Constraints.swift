import AutoLayout
import Foundation
import LayoutSpec

/// The constraints of a view hierarchy in the grammar: autoresizing masks as UIKit turns
/// them into constraints, then every active constraint, anchors mapped to spec items.
extension ViewTreeConverter {
    // MARK: Constraints

    /// The autoresizing constraints of the views that translate their masks, then every
    /// active constraint installed in the hierarchy.
    mutating func collectConstraints() {
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
            && !Self.isCellContentView(view) && !(view.superview is UITableView)
            && !(view.superview is UICollectionView) {
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
    /// own guide for any other view), or a guide of its own.
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
            guard owner === top else {
                // Any other view's own guide: the part of the screen's safe area it covers.
                return .success(AnchorName(.named(MadeView.safeAreaLayoutGuide.id(in: ownerID)), converted))
            }
            if canvas.device != nil || canvas.screenSafeArea != nil { return .success(AnchorName(.named("safeArea"), converted)) }
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
