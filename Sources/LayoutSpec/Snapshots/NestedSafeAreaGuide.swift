import AutoLayout

/// A view's own safe-area guide (`card.safeAreaLayoutGuide`, the view
/// `card_safeAreaLayoutGuide`): the view's edges moved in by the part of the canvas's safe
/// area the view covers, as UIKit's `safeAreaInsets` of a view that is not a view
/// controller's root view.
///
/// That part hangs on the view's solved frame, so the guide is laid out first with the part
/// it assumed (none at first), the part is read from the frames, and where it differs the
/// snapshot is lowered and laid out again (``LoweredSnapshot/readjusted(canvasFrames:)``),
/// as UIKit lays a view out again when its safe area changes.
package struct NestedSafeAreaGuide: Sendable, Equatable {
    /// The owning view's node.
    let owner: Int
    /// The guide's spec path (`root.subviews[0].safeAreaLayoutGuide`): what the next
    /// lowering finds its insets by.
    let path: String
    /// The insets this lowering gave it.
    package let assumed: EdgeInsets

    /// The insets at `frames` (canvas coordinates) on a canvas with `safeArea`: how far each
    /// edge of the safe area reaches into the owner, none where it stays outside, at most
    /// the owner's size.
    func insets(frames: [Rect], safeArea: EdgeInsets) -> EdgeInsets {
        let frame = frames[owner], canvas = frames[0]
        let covered = { (length: Double, extent: Double) in min(max(length, 0), max(extent, 0)) }
        return EdgeInsets(top: covered(canvas.y + safeArea.top - frame.y, frame.height),
                          left: covered(canvas.x + safeArea.left - frame.x, frame.width),
                          bottom: covered(frame.maxY - (canvas.maxY - safeArea.bottom), frame.height),
                          right: covered(frame.maxX - (canvas.maxX - safeArea.right), frame.width))
    }

    /// The constraints placing the guide `guide` inside view `owner` with `insets`.
    static func constraints(guide: String, owner: String, insets: EdgeInsets,
                            origin: SourceLocation) -> [ConstraintSpec] {
        let pins: [(Attribute, Double)] = [(.left, insets.left), (.top, insets.top),
                                           (.right, -insets.right), (.bottom, -insets.bottom)]
        return pins.map { attribute, constant in
            ConstraintSpec(ConstraintExpression(first: AnchorName(.named(guide), attribute), relation: .equal,
                                                second: AnchorName(.named(owner), attribute), constant: constant),
                           origin: origin)
        }
    }
}

extension TreeFlattener {
    /// Adds view `index`'s safe-area guide as its last child when a constraint names it
    /// (``NestedSafeAreaGuide``), pinned to the view with the insets an earlier layout found.
    @inline(never)
    mutating func addSafeAreaGuide(of view: ViewSpec, index: Int, path: String, depth: Int) {
        guard !safeAreaOwners.isEmpty, let id = view.id, safeAreaOwners.contains(id), ownsID(id, index: index) else { return }
        let guide = MadeView.safeAreaLayoutGuide.id(in: id)
        let guidePath = SpecPath.key(path, "safeAreaLayoutGuide")
        let insets = guideInsets[guidePath] ?? .zero
        safeAreaGuides.append(NestedSafeAreaGuide(owner: index, path: guidePath, assumed: insets))
        let child = nodes.count
        if add(ViewSpec(id: guide), path: guidePath, parent: index, depth: depth + 1) {
            nodes[index].subviews.append(child)
        }
        generated += NestedSafeAreaGuide.constraints(guide: guide, owner: id, insets: insets,
                                                     origin: source.location(of: path))
    }

    /// The ids of the views whose own safe-area guide a written constraint names.
    static func safeAreaOwners(_ constraints: [ConstraintEntry]) -> Set<String> {
        var owners: Set<String> = []
        for case .expression(let written) in constraints {
            for expression in written.expressions {
                for case .named(let id)? in [expression.first.item, expression.second?.item] {
                    if let owner = MadeView.ownerOfSafeAreaGuide(id) { owners.insert(owner) }
                }
            }
        }
        return owners
    }
}
