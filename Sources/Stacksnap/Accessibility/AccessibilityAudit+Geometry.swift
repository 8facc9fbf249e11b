import AutoLayout
import LayoutSpec

/// The rules about where elements are: touch targets, overlaps, off screen, covered, and
/// controls with nothing to read.
extension AccessibilityAudit.Context {
    /// Apple's minimum hit region, 44 × 44 points (Human Interface Guidelines, Accessibility:
    /// "Buttons and controls").
    static let minimumTarget = 44.0

    /// The smallest size each kind may have: 44 × 44, except that UIKit's own controls are
    /// drawn shorter than 44 at their standard height (a switch 31, a stepper or segmented
    /// control 32, a text field 34) and are held to that height only.
    func minimumSize(_ element: AccessibilityElement) -> Size {
        let side = Self.minimumTarget
        switch views[element.viewIndex].type {
        case .switch, .slider: return Size(width: side, height: 31)
        case .stepper, .segmentedControl: return Size(width: side, height: 32)
        case .textField: return Size(width: side, height: 34)
        case .searchBar: return Size(width: side, height: 36)
        default: return Size(width: side, height: side)
        }
    }

    /// Bar items and tabs: UIKit sizes their hit regions itself.
    func isBarPart(_ element: AccessibilityElement) -> Bool {
        [.navigationBar, .toolbar, .tabBar].contains(views[element.viewIndex].type)
    }

    func touchTargets() -> [AuditFinding] {
        elements.compactMap { element in
            guard element.isInteractive, !isBarPart(element) else { return nil }
            let minimum = minimumSize(element)
            let frame = element.frame
            guard frame.width + 0.005 < minimum.width || frame.height + 0.005 < minimum.height else { return nil }
            let size = "\(auditNumber(frame.width)) × \(auditNumber(frame.height)) pt"
            return finding(.touchTarget, element.viewIndex, element: element, frame: frame, measured: size,
                           "touch target \(size) is smaller than \(auditNumber(minimum.width)) × \(auditNumber(minimum.height)) pt")
        }
    }

    func overlaps() -> [AuditFinding] {
        let interactive = elements.filter(\.isInteractive)
        var findings: [AuditFinding] = []
        for (i, later) in interactive.enumerated() {
            for earlier in interactive[..<i] where earlier.viewIndex != later.viewIndex {
                guard let shared = intersection(earlier.frame, later.frame), shared.width > 0.5, shared.height > 0.5
                else { continue }
                let size = "\(auditNumber(shared.width)) × \(auditNumber(shared.height)) pt"
                if let found = finding(.overlappingControls, later.viewIndex, element: later, frame: shared, measured: size,
                                       "overlaps \(earlier.name(views)) by \(size)") {
                    findings.append(found)
                }
            }
        }
        return findings
    }

    func offscreen() -> [AuditFinding] {
        elements.compactMap { element in
            let frame = element.frame
            guard frame.width > 0, frame.height > 0 else { return nil }
            let (clip, clipper) = visibleArea(element.viewIndex)
            let shown = intersection(frame, clip)
            let shownArea = shown.map { $0.width * $0.height } ?? 0
            let area = frame.width * frame.height
            // Half a point of slack: frames snap to pixels.
            let shownRect = shown ?? .zero
            guard shownRect.width + 0.5 < frame.width || shownRect.height + 0.5 < frame.height else { return nil }
            let fraction = area.isFinite ? max(0, min(1, shownArea / area)) : 0
            let percent = Int((fraction * 100).rounded(.down))
            let by = clipper.map { "cut by \(views[$0].type.rawValue) \(views[$0].id ?? "#\($0)")" } ?? "outside the canvas"
            let message = shownArea == 0 ? "entirely \(clipper == nil ? "outside the canvas" : "hidden: \(by)")"
                : "only \(percent)% of it is visible: \(by)"
            return finding(.offscreen, element.viewIndex, element: element, frame: frame, measured: "\(percent)% visible",
                           message)
        }
    }

    /// Where the view can be seen: the canvas and the views that clip it — except that
    /// inside a scroll view (table and collection views too) what lies beyond is reachable
    /// by scrolling, so only clipping views inside the nearest scroll view count. Returns
    /// the area and the clipping view that cut it last (nil: the canvas).
    func visibleArea(_ index: Int) -> (Rect, Int?) {
        var area: Rect? = frames[0]
        var clipper: Int?
        for ancestor in ancestors(index) where ancestor != 0 {
            let type = views[ancestor].type
            if [.scrollView, .tableView, .collectionView].contains(type) { return (area ?? .zero, clipper) }
            if views[ancestor].clipsToBounds || type == .textView {
                let before = area
                area = area.flatMap { intersection($0, frames[ancestor]) }
                if area != before { clipper = clipper ?? ancestor }
            }
        }
        return (area ?? .zero, clipper)
    }

    func obscured() -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for element in elements {
            // Views are in pre-order, drawn in that order: everything after the element's
            // own subtree is drawn above it (its ancestors come before it).
            for cover in subtreeEnd[element.viewIndex]..<views.count where visible[cover] && draws(cover) {
                // More than a point both ways: a hairline or a one-point rule drawn across
                // text is decoration, not cover.
                guard let shared = intersection(element.frame, frames[cover]),
                      shared.width > 1, shared.height > 1 else { continue }
                let size = "\(auditNumber(shared.width)) × \(auditNumber(shared.height)) pt"
                if let found = finding(.obscured, element.viewIndex, element: element, frame: shared, measured: size,
                                       "\(size) of it is covered by \(views[cover].type.rawValue) \(views[cover].id ?? "#\(cover)"), drawn above it") {
                    findings.append(found)
                }
                break
            }
        }
        return findings
    }

    /// Whether the view paints over what is below it: a background at least half opaque,
    /// or content of its own.
    func draws(_ index: Int) -> Bool {
        let view = views[index]
        if let background = view.background, Double(background.alpha) / 255 * opacity[index] >= 0.5 { return true }
        switch view.content {
        case .view, .stack, .spacer, .scrollView, .tableView, .collectionView, .collectionViewCell, .collectionReusableView:
            return false
        case .label(let label): return !label.text.isEmpty
        case .button(let button): return !button.title.isEmpty
        default: return true
        }
    }

    func missingLabels() -> [AuditFinding] {
        elements.compactMap { element in
            guard element.isInteractive, element.label.isEmpty, element.value.isEmpty else { return nil }
            let announced = AccessibilityElement.announced(element.traits, role: element.role)
            return finding(.missingLabel, element.viewIndex, element: element, frame: element.frame,
                           measured: "no label",
                           "VoiceOver reads only '\(announced)': give it an accessibility label")
        }
    }

    func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x = max(a.x, b.x), y = max(a.y, b.y)
        let right = min(a.maxX, b.maxX), bottom = min(a.maxY, b.maxY)
        guard right > x, bottom > y else { return nil }
        return Rect(x: x, y: y, width: right - x, height: bottom - y)
    }
}
