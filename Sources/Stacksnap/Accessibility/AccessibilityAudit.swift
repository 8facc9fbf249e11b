import AutoLayout
import LayoutSpec
import Pixels
import Raster

/// Checks a drawn snapshot for accessibility problems: small touch targets, low text
/// contrast, truncated text, overlapping controls, content off screen or covered, controls
/// without a label, and headings without the header trait (``AuditRule``).
///
/// It reads finished values only — the lowered views, their snapped frames, the elements
/// VoiceOver would visit (``AccessibilityElements``) and, for contrast, the pixels drawn
/// behind each text — so what it reports is what the picture shows. Rules disabled with
/// `audit:` on the document or on a view (and everything inside it) are not run there.
public enum AccessibilityAudit {
    /// The findings for one snapshot, in rule order, then reading order.
    ///
    /// - Parameters:
    ///   - source: where the spec wrote each view, for the line of each finding.
    ///   - exemption: the document's own `audit:`.
    ///   - rules: the rules to run (default all).
    public static func audit(_ rendered: RenderedSnapshot, source: SourceMap? = nil, exemption: AuditExemption? = nil,
                             rules: [AuditRule] = AuditRule.allCases) -> [AuditFinding] {
        // Text is measured again (truncation): with the fonts it was drawn with.
        let folder = (try? SnapshotFonts.folder(of: rendered.lowered)) ?? nil
        return FontFolder.using(folder) { run(rendered, source: source, exemption: exemption, rules: rules) }
    }

    private static func run(_ rendered: RenderedSnapshot, source: SourceMap?, exemption: AuditExemption?,
                            rules: [AuditRule]) -> [AuditFinding] {
        let context = Context(rendered: rendered, source: source, exemption: exemption)
        var findings: [AuditFinding] = []
        for rule in AuditRule.allCases where rules.contains(rule) {
            switch rule {
            case .touchTarget: findings += context.touchTargets()
            case .contrast: findings += context.contrast()
            case .truncatedText: findings += context.truncatedText()
            case .overlappingControls: findings += context.overlaps()
            case .offscreen: findings += context.offscreen()
            case .obscured: findings += context.obscured()
            case .missingLabel: findings += context.missingLabels()
            case .unmarkedHeader: findings += context.unmarkedHeaders()
            }
        }
        return findings
    }

    /// The audit of a spec's output, with its document's source map and exemption: a
    /// snapshot's own; for a composed figure, each member drawn on its own (its findings
    /// named `member: view`, with no frame to mark on the figure); none for an accessibility
    /// snapshot (its snapshot is audited).
    public static func audit(_ rendered: RenderedSnapshot, output: SpecJob.Output, rules: [AuditRule] = AuditRule.allCases,
                             options: SnapshotPipeline.Options = .init()) -> [AuditFinding] {
        switch output {
        case .snapshot(let snapshot):
            return audit(rendered, source: snapshot.document.source, exemption: snapshot.document.audit, rules: rules)
        case .composed(let composition):
            return composition.members.flatMap { member -> [AuditFinding] in
                // A member that cannot be drawn failed the figure already.
                guard let drawn = try? SpecJob.render(.snapshot(member), options: options) else { return [] }
                return audit(drawn, source: member.document.source, exemption: member.document.audit, rules: rules).map {
                    var finding = $0
                    finding.view = "\(member.name): \(finding.view)"
                    finding.frame = []
                    return finding
                }
            }
        case .accessibility:
            return []
        }
    }

    /// What every rule reads: the snapshot, the elements, and per view its visibility,
    /// opacity and ancestors.
    struct Context {
        let rendered: RenderedSnapshot
        let source: SourceMap?
        let exemption: AuditExemption?
        let elements: [AccessibilityElement]
        /// Drawn: neither it nor an ancestor is hidden or fully transparent.
        let visible: [Bool]
        /// The product of its and its ancestors' alpha.
        let opacity: [Double]
        /// One past the last index of the view's subtree (views are in pre-order).
        let subtreeEnd: [Int]

        init(rendered: RenderedSnapshot, source: SourceMap?, exemption: AuditExemption?) {
            self.rendered = rendered
            self.source = source
            self.exemption = exemption
            // A frame the solver left unbounded cannot be measured against anything.
            elements = AccessibilityElements.elements(rendered.lowered, canvasFrames: rendered.canvasFrames)
                .filter { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite) }
            let tree = rendered.lowered.tree.views
            var visible = [Bool](repeating: true, count: tree.count)
            var opacity = [Double](repeating: 1, count: tree.count)
            // Views are in pre-order: a parent comes before its children.
            for index in tree.indices {
                let own = rendered.lowered.views[index].alpha
                let parent = tree[index].parent
                visible[index] = !tree[index].isHidden && own >= 0.01 && (parent.map { visible[$0] } ?? true)
                opacity[index] = own * (parent.map { opacity[$0] } ?? 1)
            }
            self.visible = visible
            self.opacity = opacity
            var end = tree.indices.map { $0 + 1 }
            for index in tree.indices.reversed() {
                if let parent = tree[index].parent { end[parent] = max(end[parent], end[index]) }
            }
            subtreeEnd = end
        }

        var views: [ViewSpec] { rendered.lowered.views }
        var frames: [Rect] { rendered.canvasFrames }
        var scale: Double { Double(rendered.lowered.canvas.scale) }

        /// The view's ancestors, nearest first.
        func ancestors(_ index: Int) -> [Int] {
            var result: [Int] = []
            var current = rendered.lowered.tree.views[index].parent
            while let parent = current {
                result.append(parent)
                current = rendered.lowered.tree.views[parent].parent
            }
            return result
        }

        /// Whether `rule` is disabled for the view: by the document, the view or an ancestor.
        func isExempt(_ rule: AuditRule, _ index: Int) -> Bool {
            if exemption?.disabled.contains(rule) == true { return true }
            return ([index] + ancestors(index)).contains { views[$0].audit?.disabled.contains(rule) == true }
        }

        /// `file:line` of the view.
        func location(_ index: Int) -> String {
            let file = rendered.lowered.file
            guard let source, index < rendered.lowered.paths.count else { return file }
            // The start of the file is what a map without positions (an Interface Builder
            // document's) answers: no line is better than a wrong one.
            let position = source.position(at: rendered.lowered.paths[index])
            return position == .start ? file : "\(file):\(position.line)"
        }

        /// A finding about view `index` (or one of its elements), unless the rule is disabled there.
        func finding(_ rule: AuditRule, _ index: Int, element: AccessibilityElement? = nil, frame: Rect,
                     measured: String, _ message: String) -> AuditFinding? {
            guard !isExempt(rule, index) else { return nil }
            let name = (element ?? AccessibilityElement(viewIndex: index, id: views[index].id, frame: frame)).name(views)
            return AuditFinding(rule: rule, view: name, location: location(index), measured: measured, message: message,
                                frame: [frame.x, frame.y, frame.width, frame.height])
        }
    }
}

/// Numbers in findings: rounded to two decimals, then spelled as every output spells numbers.
func auditNumber(_ value: Double) -> String {
    fmt((value * 100).rounded() / 100)
}
