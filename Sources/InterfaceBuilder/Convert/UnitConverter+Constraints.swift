import AutoLayout
import LayoutSpec

/// Step 3 of the conversion: Interface Builder's `<constraint>` elements as spec constraints.
///
/// A constraint reads `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute
/// + constant @ priority`. A missing `firstItem` is the view whose `<constraints>` holds it;
/// a missing `secondItem` makes it a constant. Multipliers may be ratios (`16:9`). Items that
/// are layout guides become their owner's anchors, and the guide's offset moves into the
/// constant: with `first = owner₁ + o₁` and `second = owner₂ + o₂`,
/// `owner₁ R m × owner₂ + (c + m·o₂ − o₁)`. Placeholder constraints ("remove at build time")
/// and constraints the size classes leave out are skipped, as at run time.
extension UnitConverter {
    /// An item a constraint names.
    enum Item {
        case view(ItemName)
        case guide(GuideAnchor)
        /// Inside an unsupported element (the element's label).
        case hidden(String)
        /// Elsewhere in the document, outside the view being drawn.
        case outside
        case unknown
    }

    /// The `<constraint>` elements the app has at run time, each with the id of the view
    /// holding it: view by view in tree order (a view's own before its subviews'), each
    /// view's in the order written; placeholders ("remove at build time") and those the
    /// size classes leave out are not among them.
    func runtimeConstraintElements() -> [(constraint: IBElement, container: String?)] {
        var holders: [(constraint: IBElement, container: String?)] = []
        for scope in [unit.scope] + embeddedRoots {
            scope.forEach { element in
                for list in element.children(named: "constraints") {
                    for constraint in list.children(named: "constraint") {
                        if IBValue.bool(constraint["placeholder"]) == true { continue }
                        if let id = constraint.id, excluded.contains(id) { continue }
                        holders.append((constraint, element.id))
                    }
                }
            }
        }
        return holders
    }

    /// Every constraint of `elements` (``runtimeConstraintElements()``) that can be drawn,
    /// with its element's position, in their order.
    mutating func documentConstraints(_ elements: [(constraint: IBElement, container: String?)])
        -> [(constraint: ConstraintExpression, position: SourcePosition)] {
        elements.compactMap { entry in
            constraint(entry.constraint, container: entry.container).map { ($0, entry.constraint.position) }
        }
    }

    /// The ids of the views (and guides' owners) `elements` name, drawn or skipped.
    func namedViews(_ elements: [(constraint: IBElement, container: String?)]) -> Set<String> {
        var named: Set<String> = []
        for entry in elements {
            for id in [entry.constraint["firstItem"] ?? entry.container, entry.constraint["secondItem"]] {
                switch id.map(item) {
                case .view(.named(let name))?: named.insert(name)
                case .guide(let guide)?: named.insert(guide.owner)
                default: break
                }
            }
        }
        return named
    }

    private mutating func constraint(_ element: IBElement, container: String?) -> ConstraintExpression? {
        let label = "constraint \(element.id ?? "")"
        guard let firstID = element["firstItem"] ?? container else { return nil }
        guard let firstAttribute = attribute(element["firstAttribute"]) else {
            diagnostics.warn("\(label): unknown firstAttribute '\(element["firstAttribute"] ?? "")'; skipped", about: element)
            return nil
        }
        let secondID = element["secondItem"]
        var secondAttribute: Attribute?
        if secondID != nil {
            secondAttribute = attribute(element["secondAttribute"])
            if secondAttribute == nil {
                diagnostics.warn("\(label): unknown secondAttribute '\(element["secondAttribute"] ?? "")'; skipped",
                                 about: element)
                return nil
            }
        }
        guard let relation = relation(element["relation"]) else {
            diagnostics.warn("\(label): unknown relation '\(element["relation"] ?? "")'; skipped", about: element)
            return nil
        }
        let multiplier = element["multiplier"] == nil ? 1 : IBValue.multiplier(element["multiplier"])
        let priority = element["priority"] == nil ? 1000 : IBValue.number(element["priority"])
        guard let multiplier, let priority, (1...1000).contains(priority),
              var constant = element["constant"] == nil ? 0 : IBValue.number(element["constant"]) else {
            diagnostics.warn("\(label): multiplier, constant or priority is not a number (priorities are 1…1000); skipped",
                             about: element)
            return nil
        }

        // Items: the first, then the second; a guide contributes an offset.
        var items = [(firstID, firstAttribute)]
        if let secondID, let secondAttribute { items.append((secondID, secondAttribute)) }
        var anchors: [(anchor: AnchorName, offset: Double)] = []
        for (id, attribute) in items {
            switch item(id) {
            case .view(let name):
                anchors.append((AnchorName(name, attribute), 0))
            case .guide(let guide):
                guard let resolved = guide.resolve(attribute) else {
                    diagnostics.warn("\(label): a layout guide has no \(attribute); skipped", about: element)
                    return nil
                }
                anchors.append((AnchorName(guide.owner == "root" ? .root : .named(guide.owner), resolved.attribute),
                                resolved.offset))
            case .hidden(let holder):
                // Said once per constraint that reaches out of an unsupported element; those
                // entirely inside it went with it.
                if items.contains(where: { isDrawn($0.0) }) {
                    diagnostics.warn("\(label) names \(id), which is inside \(holder) (drawn as a placeholder); skipped",
                                     about: element)
                }
                return nil
            case .outside:
                return nil
            case .unknown:
                diagnostics.warn("\(label) names '\(id)', which is no view or layout guide of this document; skipped",
                                 about: element)
                return nil
            }
        }
        if let standard = standardSpacing(element, items: items) { constant = constant < 0 ? -standard : standard }
        let second = anchors.count > 1 ? anchors[1] : nil
        let offset = constant + multiplier * (second?.offset ?? 0) - anchors[0].offset
        let result = ConstraintExpression(first: anchors[0].anchor, relation: relation, second: second?.anchor,
                                          multiplier: multiplier, constant: offset == 0 ? 0 : offset, priority: priority)
        if let problem = Self.problem(result, maxMagnitude: maxMagnitude) {
            diagnostics.warn("\(label) ('\(result.specText)'): \(problem); skipped", about: element)
            return nil
        }
        return result
    }

    /// What UIKit or the spec's bounds refuse in a constraint made from the document, or nil:
    /// the grammar's rules, and numbers within `maxMagnitude` (the spec's bound on points;
    /// larger ones overflow the solver).
    static func problem(_ constraint: ConstraintExpression, maxMagnitude: Double) -> String? {
        do throws(ConstraintSyntaxError) {
            try constraint.validate()
        } catch {
            return error.message
        }
        if abs(constraint.constant) > maxMagnitude || abs(constraint.multiplier) > maxMagnitude {
            return "a multiplier or constant beyond ±\(ConstraintPrinter.number(maxMagnitude, .exact))"
        }
        return nil
    }

    /// The spacing UIKit gives Interface Builder's "standard" spacing (`symbolic="YES"`) to
    /// a layout guide, where it differs from the constant written (the old standard spacing
    /// to a superview's edge, 20 at the sides and often above and below), or nil.
    /// UIKit knows no standard spacing to a safe area's edge and uses none: Xcode 9 to 11
    /// record such views on the edge (134 side constraints of 4 public repositories, none 20
    /// in; the few above and below likewise). Below the old top layout guide, or above the
    /// bottom one, it is 8: Xcode 5 to 11 record views so pinned with 20 written 8 from the
    /// guide.
    private func standardSpacing(_ element: IBElement, items: [(String, Attribute)]) -> Double? {
        guard IBValue.bool(element["symbolic"]) == true else { return nil }
        for (id, attribute) in items {
            guard case .guide(let guide) = item(id) else { continue }
            switch guide.kind {
            case .safeArea where [Attribute.leading, .trailing, .left, .right, .top, .bottom].contains(attribute): return 0
            case .topLayoutGuide where attribute == .bottom, .bottomLayoutGuide where attribute == .top: return 8
            default: continue
            }
        }
        return nil
    }

    private func item(_ id: String) -> Item {
        if let name = ids.name(of: id) { return .view(name == "root" ? .root : .named(name)) }
        if let guide = guides[id] { return .guide(guide) }
        if let holder = dropped[id] { return .hidden(holder) }
        return knownIDs.contains(id) ? .outside : .unknown
    }

    /// Whether the id is a view or guide of the converted tree.
    private func isDrawn(_ id: String) -> Bool {
        switch item(id) {
        case .view, .guide: true
        default: false
        }
    }

    /// Interface Builder's attribute names: the spec's, and `baseline` for the last baseline.
    private func attribute(_ name: String?) -> Attribute? {
        guard let name else { return nil }
        return name == "baseline" ? .lastBaseline : Attribute(rawValue: name)
    }

    private func relation(_ name: String?) -> LayoutRelation? {
        switch name {
        case nil: .equal
        case "lessThanOrEqual": .lessOrEqual
        case "greaterThanOrEqual": .greaterOrEqual
        default: nil
        }
    }
}
