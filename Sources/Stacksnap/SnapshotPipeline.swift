import AutoLayout
import LayoutSpec
import Pixels
import Raster

/// The pipeline for one snapshot, each arrow a function:
/// lowered spec → measured layout → snapped frames → scene → bitmap.
public enum SnapshotPipeline {
    /// Options that apply to every snapshot of a run.
    public struct Options: Sendable {
        /// Draw the debug overlay even when the spec does not ask for it.
        public var debug = false
        /// Largest canvas in pixels (width × height at the chosen scale).
        public var maxPixels = 8192 * 8192
        /// Time one output may take to lay out and draw (a composed figure: all of its
        /// members); nil for no limit. Default 30 s. See ``SnapshotBudget`` for where it is
        /// checked.
        public var timeout: Duration? = .seconds(30)
        /// Frames to compare the layout with, by view id, in canvas coordinates (the ones
        /// Xcode recorded in a storyboard): each view more than half a point from its frame
        /// here gets that frame drawn over the snapshot as a dashed outline.
        public var compareFrames: [String: AutoLayout.Rect] = [:]
        /// Record how far each constraint is from equality (``LayoutResult/slack``), for
        /// explaining why a view moved; same frames, slower.
        public var recordsSlack = false
        /// The defaults: no overlay, 8192 × 8192 pixels, 30 s, no frames to compare, no slack.
        public init() {}
    }

    static let images = ImageStore()

    /// A snapshot after layout, before drawing: what `stacksnap layout` and
    /// `stacksnap constraints` print.
    public struct LaidOut: Sendable {
        /// The lowered input (views, tree, compare settings, ignore regions).
        public var lowered: LoweredSnapshot
        /// What the layout engine produced (unsnapped), with broken and ambiguous constraints.
        public var layout: LayoutResult
        /// Snapped frames in superview coordinates, index-aligned with the views.
        public var frames: [AutoLayout.Rect]
        /// The same frames in canvas coordinates.
        public var canvasFrames: [AutoLayout.Rect]
        /// The frame tree as text (see ``FrameTree``).
        public var frameTree: String
        /// Broken and ambiguous constraints; drawing adds the warnings only it can find.
        public var warnings: [SnapshotWarning]
        var images: [Int: ImageStore.Image]
    }

    /// Lays out one lowered snapshot: images are read (their sizes are intrinsic sizes, and
    /// a bad file is an input error), content is measured, constraints are solved, frames
    /// are snapped to the pixel grid.
    public static func layout(_ lowered: LoweredSnapshot, options: Options = Options()) throws(StacksnapError) -> LaidOut {
        try layout(lowered, budget: SnapshotBudget(options.timeout), recordsSlack: options.recordsSlack)
    }

    /// Lays out with the snapshot's fonts (the bundled ones, and its folder's when it names
    /// one) current for every measurement.
    static func layout(_ lowered: LoweredSnapshot, budget: SnapshotBudget,
                       recordsSlack: Bool = false) throws(StacksnapError) -> LaidOut {
        let folder = try SnapshotFonts.folder(of: lowered)
        return try FontFolder.using(folder) { () throws(StacksnapError) -> LaidOut in
            try layout(lowered, folder: folder, budget: budget, recordsSlack: recordsSlack)
        }
    }

    private static func layout(_ first: LoweredSnapshot, folder: FontFolder?, budget: SnapshotBudget,
                               recordsSlack: Bool) throws(StacksnapError) -> LaidOut {
        var lowered = first
        var (layout, images) = try solve(lowered, budget: budget, recordsSlack: recordsSlack)
        // A scroll or table view's content inset gains the part of the safe area its frame
        // covers, which the layout has just said: with another part, lay out again. (Two
        // more passes settle a view that grows by its bottom inset.)
        for _ in 0..<2 {
            let again: LoweredSnapshot?
            do {
                again = try lowered.readjusted(canvasFrames: layout.canvasFrames)
            } catch {
                throw .spec(error)
            }
            guard let again else { break }
            lowered = again
            (layout, images) = try solve(lowered, budget: budget, recordsSlack: recordsSlack)
        }
        let scale = Double(lowered.canvas.scale)
        let snapped = PixelSnapping.snap(canvasFrames: layout.canvasFrames, tree: lowered.tree, scale: scale)
        let frameTree = SnapshotFonts.header(folder)
            + FrameTree.text(tree: lowered.tree, frames: snapped.frames, names: names(lowered))
        return LaidOut(lowered: lowered, layout: layout, frames: snapped.frames, canvasFrames: snapped.canvasFrames,
                       frameTree: frameTree,
                       warnings: LayoutDiagnostics.describe(layout: layout, lowered: lowered)
                           + SnapshotFonts.unknownFonts(lowered, folder: folder),
                       images: images)
    }

    /// Reads the images (their sizes are intrinsic sizes), measures content and solves.
    private static func solve(_ lowered: LoweredSnapshot, budget: SnapshotBudget,
                              recordsSlack: Bool) throws(StacksnapError) -> (LayoutResult, [Int: ImageStore.Image]) {
        let file = lowered.file
        var images: [Int: ImageStore.Image] = [:]
        for (index, view) in lowered.views.enumerated() {
            guard case .file(let source)? = view.content.imageSource else { continue }
            switch Self.images.image(source, specFile: file) {
            case .success(let image): images[index] = image
            case .failure(let error): throw error
            }
        }
        let scale = Double(lowered.canvas.scale)
        let measurer = ContentMeasurer(views: lowered.views, direction: lowered.canvas.direction, scale: scale,
                                       imageSizes: images.mapValues { $0.pointSize })
        var engine = LayoutEngine.Options()
        engine.deadline = budget.deadline
        engine.recordsSlack = recordsSlack
        let layout: LayoutResult
        do {
            // Past the budget, measuring stops costing anything; the engine then stops at
            // its next check.
            layout = try LayoutEngine.solve(lowered.tree, measure: { index, width in
                budget.isOver ? Measurement(size: .zero) : measurer.measure(index, proposedWidth: width)
            }, options: engine)
        } catch {
            if case .timeLimit(let stage) = error { throw budget.error(stage, file: file, name: lowered.name) }
            // A stack the engine refuses is named by its place in the spec, which the
            // engine does not know.
            if case .invalidStack(let view, let why, _) = error, lowered.paths.indices.contains(view) {
                let id = lowered.tree.views[view].id.map { " ('\($0)')" } ?? ""
                throw .layout(file: file, .invalidStack(view: view, why, origin: lowered.paths[view] + id))
            }
            throw .layout(file: file, error)
        }
        return (layout, images)
    }

    /// Lays out and draws one lowered snapshot.
    public static func render(_ lowered: LoweredSnapshot, options: Options = Options()) throws(StacksnapError) -> RenderedSnapshot {
        try render(lowered, options: options, budget: SnapshotBudget(options.timeout))
    }

    static func render(_ lowered: LoweredSnapshot, options: Options,
                       budget: SnapshotBudget) throws(StacksnapError) -> RenderedSnapshot {
        try SnapshotFonts.using(lowered) { () throws(StacksnapError) -> RenderedSnapshot in
            try renderWithFonts(lowered, options: options, budget: budget)
        }
    }

    /// Lays out and draws, the snapshot's fonts being current.
    private static func renderWithFonts(_ lowered: LoweredSnapshot, options: Options,
                                        budget: SnapshotBudget) throws(StacksnapError) -> RenderedSnapshot {
        let laid = try layout(lowered, budget: budget)
        let file = lowered.file
        let scale = Double(lowered.canvas.scale)
        let canvas = laid.canvasFrames[0]
        let pixels = canvas.width * scale * canvas.height * scale
        guard pixels <= Double(options.maxPixels) else {
            throw .limit(file: file, message: "\(lowered.name): the canvas is \(fmt(canvas.width * scale))×\(fmt(canvas.height * scale)) pixels; "
                         + "the limit is \(options.maxPixels) pixels (raise it with --max-canvas-pixels)")
        }
        try budget.check("drawing", file: file, name: lowered.name)
        let builder = SceneBuilder(lowered: lowered, canvasFrames: laid.canvasFrames, images: laid.images)
        var overlay = (options.debug || lowered.debug)
            ? DebugOverlay(lowered: lowered, layout: laid.layout, canvasFrames: laid.canvasFrames).marks() : []
        overlay += DebugOverlay.compared(with: options.compareFrames, lowered: lowered, canvasFrames: laid.canvasFrames)
        let bitmap: Bitmap
        do {
            bitmap = try Renderer.render(builder.scene(overlay: overlay))
        } catch {
            throw .render(file: file, error)
        }
        try budget.check("looking for characters no font has (after drawing)", file: file, name: lowered.name)
        let missing = missingGlyphs(lowered)
        var warnings = laid.warnings
        if !missing.isEmpty {
            warnings.append(SnapshotWarning(.missingGlyphs, "\(file): warning: \(lowered.name): no bundled font has \(missing.map { "'\($0)'" }.joined(separator: ", ")); drawn as boxes"))
        }
        warnings += unknownSymbols(lowered)
        return RenderedSnapshot(name: lowered.name, bitmap: bitmap, frameTree: laid.frameTree, layout: laid.layout,
                                frames: laid.frames, canvasFrames: laid.canvasFrames, lowered: lowered,
                                warnings: warnings, missingGlyphs: missing)
    }

    /// `type id` for each view (`stack row`), `type #index` when it has no id.
    static func names(_ lowered: LoweredSnapshot) -> [String] {
        lowered.views.enumerated().map { index, view in
            index == 0 ? "root" : "\(view.type.rawValue) \(view.id ?? "#\(index)")"
        }
    }

    private static func missingGlyphs(_ lowered: LoweredSnapshot) -> [Character] {
        var missing: [Character] = []
        let direction = lowered.canvas.direction
        for (index, view) in lowered.views.enumerated() where !lowered.tree.views[index].isHidden {
            let style: TextStyle
            switch view.content {
            case .label(let label): style = label.textStyle(direction: direction)
            case .button(let button): style = button.titleStyle(direction: direction)
            default: continue
            }
            for c in Typesetter.measure(style, maxWidth: nil).missingGlyphs where !missing.contains(c) {
                missing.append(c)
            }
        }
        return missing
    }
}

extension SnapshotPipeline {
    /// One warning per symbol name the snapshot uses that is not drawn (it shows as a
    /// placeholder): a typo gets a hint, and the message says where the list is.
    static func unknownSymbols(_ lowered: LoweredSnapshot) -> [SnapshotWarning] {
        var seen: Set<String> = []
        let unknown = lowered.views.indices.compactMap { index -> (index: Int, name: String)? in
            guard case .symbol(let name)? = lowered.views[index].content.imageSource,
                  Symbol(named: name) == nil, seen.insert(name).inserted else { return nil }
            return (index, name)
        }
        guard !unknown.isEmpty else { return [] }
        let known = Symbol.allNames, viewNames = names(lowered)
        return unknown.map { index, name in
            SnapshotWarning(.unknownSymbol, "\(lowered.file): warning: \(lowered.name): \(viewNames[index]): "
                + "no symbol named '\(name)' is drawn, so it shows as a placeholder\(Suggestion.hint(for: name, among: known)); "
                + "`stacksnap symbols` lists the \(known.count) there are")
        }
    }
}
