import AutoLayout
import LayoutSpec

/// The elements VoiceOver visits on a laid-out snapshot, in its reading order.
///
/// Steps:
/// 1. walk the view tree: hidden views and views with alpha below 0.01 are skipped with
///    everything inside them (UIKit does not expose them); a view that is an element
///    (``AccessibilityElements/Kind``'s defaults, or `accessibility.element`) is one element
///    and hides its subviews; a control UIKit exposes in parts gives its parts;
/// 2. any other view is a container: its elements are its subviews' elements, in the order
///    its `accessibility.elements` gives, or else by position — top to bottom in rows, and
///    along each row in the writing direction (right to left in RTL). A row is the items
///    whose vertical middle lies inside the first item's vertical extent; containers are
///    placed by the union of their elements' frames and keep their elements together;
/// 3. flatten, and number from 1.
public enum AccessibilityElements {
    /// The elements of a laid-out snapshot, in reading order.
    public static func elements(_ lowered: LoweredSnapshot, canvasFrames: [Rect]) -> [AccessibilityElement] {
        var walker = Walker(lowered: lowered, frames: canvasFrames)
        return walker.visit(0).flatMap(\.elements)
    }

    /// A visited subtree: one element, or a container's elements kept together.
    struct Node {
        var elements: [AccessibilityElement]
        var frame: Rect
    }

    struct Walker {
        let lowered: LoweredSnapshot
        let frames: [Rect]
        var isRightToLeft: Bool { lowered.canvas.direction == .rtl }

        mutating func visit(_ index: Int) -> [Node] {
            let view = lowered.views[index]
            guard !lowered.tree.views[index].isHidden, view.alpha >= 0.01 else { return [] }
            let kind = Kind(view: view, frame: frames[index], scale: Double(lowered.canvas.scale),
                            isRightToLeft: isRightToLeft)
            let settings = view.accessibility ?? AccessibilitySpec()
            if settings.isElement ?? kind.isElement {
                return [node([element(index, kind, settings)])]
            }
            if settings.isElement == nil, !kind.parts.isEmpty {
                return [node(kind.parts.map { part in
                    var part = part
                    part.viewIndex = index
                    part.id = view.id
                    part.ignoresInvertColors = settings.ignoresInvertColors ?? false
                    return part
                })]
            }
            if let order = settings.elements {
                let chosen = order.compactMap { id in descendant(named: id, under: index) }.flatMap { visit($0) }
                return chosen.isEmpty ? [] : [node(chosen.flatMap(\.elements))]
            }
            let children = lowered.tree.views[index].subviews.flatMap { visit($0) }
            let sorted = ordered(children)
            return sorted.isEmpty ? [] : [node(sorted.flatMap(\.elements))]
        }

        /// The element a view is, with the spec's settings over the kind's defaults.
        private func element(_ index: Int, _ kind: Kind, _ settings: AccessibilitySpec) -> AccessibilityElement {
            AccessibilityElement(viewIndex: index, id: lowered.views[index].id, frame: frames[index],
                                 label: settings.label ?? kind.label, value: settings.value ?? kind.value,
                                 hint: settings.hint ?? "", traits: settings.traits ?? kind.traits, role: kind.role,
                                 ignoresInvertColors: settings.ignoresInvertColors ?? false)
        }

        private func node(_ elements: [AccessibilityElement]) -> Node {
            Node(elements: elements, frame: elements.dropFirst().reduce(elements[0].frame) { union($0, $1.frame) })
        }

        private func descendant(named id: String, under index: Int) -> Int? {
            for child in lowered.tree.views[index].subviews {
                if lowered.views[child].id == id { return child }
                if let found = descendant(named: id, under: child) { return found }
            }
            return nil
        }

        /// Step 2: rows from top to bottom, each along the writing direction.
        private func ordered(_ nodes: [Node]) -> [Node] {
            var pending = nodes.enumerated().sorted {
                ($0.element.frame.y, $0.offset) < ($1.element.frame.y, $1.offset)
            }
            var result: [Node] = []
            while let first = pending.first {
                let top = first.element.frame.y, bottom = first.element.frame.maxY
                let row = pending.filter {
                    let middle = $0.element.frame.y + $0.element.frame.height / 2
                    return $0.offset == first.offset || (middle >= top && middle <= bottom)
                }
                let rowOffsets = Set(row.map(\.offset))
                pending.removeAll { rowOffsets.contains($0.offset) }
                let alongRow = row.sorted {
                    let a = isRightToLeft ? -$0.element.frame.maxX : $0.element.frame.x
                    let b = isRightToLeft ? -$1.element.frame.maxX : $1.element.frame.x
                    return (a, $0.offset) < (b, $1.offset)
                }
                result += alongRow.map(\.element)
            }
            return result
        }

        private func union(_ a: Rect, _ b: Rect) -> Rect {
            let x = min(a.x, b.x), y = min(a.y, b.y)
            return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
        }
    }
}
