import AutoLayout
import InterfaceBuilder
import LayoutSpec

/// How an Interface Builder document lays out here against the frames Xcode recorded in
/// it: every view's solved frame beside its `<rect key="frame">`.
///
/// The recorded frames are the yardstick only. The document is laid out as `stacksnap
/// render` lays it out (each scene or top-level view on its own canvas), and the result is
/// compared afterwards, view by view, through the ids the importer gives views.
public struct XcodeFrameCheck: Sendable {
    /// What became of one recorded view.
    public enum Verdict: String, Sendable, CaseIterable, Comparable {
        /// Every edge within half a point of Xcode's.
        case withinHalfPoint
        /// Within a point, but not half a point.
        case withinPoint
        /// Further off.
        case differs
        /// Inside a view drawn as a placeholder (a kind Stacksnap does not draw yet).
        case inPlaceholder
        /// Its scene or top-level view was not drawn (or did not lay out).
        case sceneNotDrawn
        /// Not in the drawn layout for another reason (the importer dropped it).
        case notFound
        /// Not compared: a canvas, or misplaced, ambiguous, hidden or not installed at the
        /// drawn size (itself or above).
        case excluded

        /// Verdicts order as declared, best first: ``withinHalfPoint`` before ``withinPoint``,
        /// and so on down to ``excluded``.
        public static func < (a: Verdict, b: Verdict) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// One recorded view and its verdict.
    public struct View: Sendable {
        /// The view as the document records it: its id, element, frame and flags.
        public var recorded: RecordedView
        /// The view's frame depends on text: it shows text, or is a stack holding a view
        /// that does.
        public var dependsOnText: Bool
        /// The frame laid out here, in the superview's coordinates (nil when not drawn).
        public var solved: Rect?
        /// What became of it.
        public var verdict: Verdict
        /// Largest difference of x, y, width or height, in points (when compared).
        public var error: Double?
    }

    /// The document, as given.
    public var file: String
    /// Every view the document records, in document order, with its verdict.
    public var views: [View]
    /// Why the document, or some of its scenes, could not be laid out.
    public var problems: [String]
    /// One-line system-font labels, with the frames Xcode recorded for them.
    public var textSamples: [XcodeTextSample] = []
    /// The major number of the `toolsVersion` of the Xcode that recorded the frames (0 when
    /// the document records none or could not be read).
    public var toolsVersion = 0

    /// Lays out every scene and top-level view of the document at `path` and compares.
    /// Never throws: a document that cannot be read or laid out comes back with its
    /// problem and every view `sceneNotDrawn`.
    public static func check(path: String, options: SnapshotPipeline.Options = .init()) -> XcodeFrameCheck {
        var problems: [String] = []
        let document: RecordedDocument
        do {
            document = try RecordedFrames.readDocument(path: path)
        } catch {
            return XcodeFrameCheck(file: path, views: [], problems: [error.description], textSamples: [])
        }
        var solved: [String: (frame: Rect, placeholder: Bool)] = [:]
        var samples: [XcodeTextSample] = []
        do {
            let job = try SpecJob.load(path)
            for output in job.outputs {
                do {
                    for laid in try SpecJob.layout(output, options: options) {
                        samples += XcodeTextSample.collect(laid)
                        let nodes = laid.lowered.tree.views
                        for (index, view) in laid.lowered.views.enumerated() {
                            guard let id = view.id, id != "root" else { continue }
                            var isPlaceholder = false
                            if case .placeholder = view.content { isPlaceholder = true }
                            var frame = laid.frames[index]
                            // Documents saved before toolsVersion 11500 record a table's rows
                            // where they appear, below its content inset; from 11542 on (12
                            // public documents of 11542–12121 agree), as UIKit reports them,
                            // from the content's top.
                            if document.toolsVersion < 11500, let parent = nodes[index].parent {
                                frame.y -= nodes[parent].boundsOriginY
                            }
                            solved[id] = (frame, isPlaceholder)
                        }
                    }
                } catch {
                    problems.append(error.description)
                }
            }
        } catch {
            problems.append(error.description)
        }
        let views = judge(document.views, solved)
        var compared: [String: Rect] = [:]
        for view in views where view.solved != nil { compared[view.recorded.specID] = view.recorded.frame }
        for index in samples.indices { samples[index].recorded = compared[samples[index].id] }
        return XcodeFrameCheck(file: path, views: views, problems: problems, textSamples: samples,
                               toolsVersion: document.toolsVersion)
    }

    /// The verdict on each recorded view, given the solved frames by spec id.
    static func judge(_ recorded: [RecordedView], _ solved: [String: (frame: Rect, placeholder: Bool)]) -> [View] {
        var byID: [String: RecordedView] = [:]
        for view in recorded { byID[view.id] = view }
        func ancestors(_ view: RecordedView) -> [RecordedView] {
            var chain: [RecordedView] = []
            var next = view.parent
            while let id = next, let up = byID[id], chain.count < recorded.count {
                chain.append(up)
                next = up.parent
            }
            return chain
        }
        var textAbove: Set<String> = []  // stacks holding a view that shows text
        for view in recorded where view.showsText {
            for up in ancestors(view) where up.element == "stackView" { textAbove.insert(up.id) }
        }
        // A scene (or top-level view) was drawn when any view under its root was.
        var drawnRoots: Set<String> = []
        for view in recorded where solved[view.specID] != nil {
            drawnRoots.insert((ancestors(view).last ?? view).id)
        }
        return recorded.map { view in
            let chain = ancestors(view)
            let dependsOnText = view.showsText || textAbove.contains(view.id)
            var result = View(recorded: view, dependsOnText: dependsOnText, solved: nil, verdict: .excluded, error: nil)
            let stale = ([view] + chain).contains(where: \.isStale)
            if view.parent == nil || stale { return result }
            if let found = solved[view.specID] {
                result.solved = found.frame
                let e = Self.error(view.frame, found.frame)
                result.error = e
                result.verdict = e <= 0.5 ? .withinHalfPoint : e <= 1 ? .withinPoint : .differs
            } else if chain.contains(where: { solved[$0.specID]?.placeholder == true }) {
                result.verdict = .inPlaceholder
            } else if drawnRoots.contains((chain.last ?? view).id) {
                result.verdict = .notFound
            } else {
                result.verdict = .sceneNotDrawn
            }
            return result
        }
    }

    /// The largest difference of the four numbers, in points.
    static func error(_ a: Rect, _ b: Rect) -> Double {
        max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
    }
}
