import AutoLayout
import Foundation
import LayoutSpec
import Stacksnap

/// Why a view hierarchy could not be laid out or snapshot: what UIKit would refuse (it
/// raises an exception), or what the spec built from it breaks.
public struct UIKitLayoutError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, one message each.
    public var messages: [String]
    /// The messages, one a line.
    public var description: String { messages.joined(separator: "\n") }
}

extension UIView {
    /// The hierarchy from this view down as a spec document: this view is the canvas (its
    /// frame's size, or the fitting size where it is zero), every view below a view of the
    /// spec, every active constraint a constraint.
    ///
    /// - Parameters:
    ///   - name: the snapshot's name.
    ///   - scale: pixels per point.
    ///   - device: a device preset (`stacksnap devices` lists them): the canvas is its screen,
    ///     with its safe area.
    public func specDocument(name: String = "view", scale: Int = 2, device: String? = nil) throws(UIKitLayoutError) -> SpecDocument {
        let converted = try LayoutRun.convert(self, name: name, scale: scale, device: device)
        return converted.document
    }

    /// The hierarchy as a spec file (canonical YAML): what a snapshot of it lays out.
    public var specYAML: String {
        get throws(UIKitLayoutError) { try specDocument().canonicalYAML() }
    }

    /// True when the last layout left this view's frame not fixed by its constraints.
    public var hasAmbiguousLayout: Bool {
        layoutIfNeeded()
        return wasAmbiguous
    }

    /// The constraints that held this view's frame along `axis` in the last layout: the
    /// active ones that hold with equality there.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutIfNeeded()
        return tight[axis] ?? []
    }

    /// What this view and the views inside it do that a snapshot cannot show as UIKit would
    /// (an attributed string's attributes, a frame set in `layoutSubviews()`), each once.
    public var snapshotNotes: [String] {
        var notes: [String] = []
        var stack = [self]
        while let view = stack.popLast() {
            notes += view.notes.filter { !notes.contains($0) }
            stack += view.subviews
        }
        return notes
    }

    /// What the last layout of this hierarchy could not do (empty when it went through).
    public var layoutProblems: [String] { topView.lastProblems }

    /// The size the view's constraints give it for a target size: this view and what is
    /// inside it laid out alone, each dimension held at the target where its priority is
    /// required and fitted to the content otherwise (the fitting wish is towards zero, as
    /// for ``layoutFittingCompressedSize``).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        var canvas = CanvasSpec(scale: 2)
        if horizontal >= .required { canvas.width = Double(targetSize.width) }
        if vertical >= .required { canvas.height = Double(targetSize.height) }
        guard let laid = try? LayoutRun.laidOut(self, canvas: canvas, name: "fitting").laid else { return targetSize }
        let size = laid.canvasFrames[0]
        return CGSize(width: size.width, height: size.height)
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with both priorities `.fittingSizeLevel`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
}

/// One layout of a hierarchy: convert, lay out with the engine, and set the frames.
@MainActor
enum LayoutRun {
    static func convert(_ top: UIView, name: String, scale: Int, device: String?) throws(UIKitLayoutError) -> ViewTreeConverter.Converted {
        var canvas = CanvasSpec(scale: scale)
        if let device {
            guard let preset = DevicePreset.named(device) else {
                throw UIKitLayoutError(messages: ["no device named '\(device)' (stacksnap devices lists them)"])
            }
            canvas = deviceCanvas(preset, scale: scale)
        } else {
            let size = top.storedFrame.size
            if size.width > 0 { canvas.width = Double(size.width) }
            if size.height > 0 { canvas.height = Double(size.height) }
        }
        return try convert(top, name: name, canvas: canvas)
    }

    /// A device's screen: its size (portrait) and scale, its safe area.
    static func deviceCanvas(_ preset: DevicePreset, scale: Int?) -> CanvasSpec {
        var canvas = CanvasOverride(device: preset).applied(to: CanvasSpec())
        if let scale { canvas.scale = scale }
        return canvas
    }

    static func convert(_ top: UIView, name: String, canvas: CanvasSpec) throws(UIKitLayoutError) -> ViewTreeConverter.Converted {
        var converter = ViewTreeConverter(top: top, name: name, canvas: canvas)
        let converted = converter.convert()
        guard converted.errors.isEmpty else { throw UIKitLayoutError(messages: converted.errors) }
        do {
            _ = try converted.document.validate()
        } catch {
            throw UIKitLayoutError(messages: error.errors.map { "\($0.path): \($0.message)" })
        }
        return converted
    }

    /// Converts and lays out, recording which constraints hold each frame.
    static func laidOut(_ top: UIView, canvas: CanvasSpec, name: String) throws(UIKitLayoutError)
        -> (converted: ViewTreeConverter.Converted, laid: SnapshotPipeline.LaidOut) {
        let converted = try convert(top, name: name, canvas: canvas)
        do {
            guard let snapshot = converted.document.snapshots().first else { throw UIKitLayoutError(messages: ["nothing to lay out"]) }
            var options = SnapshotPipeline.Options()
            options.recordsSlack = true
            let laid = try SnapshotPipeline.layout(try lower(snapshot), options: options)
            return (converted, laid)
        } catch let error as UIKitLayoutError {
            throw error
        } catch {
            throw UIKitLayoutError(messages: ["\(error)"])
        }
    }

    /// `layoutIfNeeded()`: lays out `top`'s hierarchy at its frame's size and sets every frame.
    static func layout(_ top: UIView) {
        var canvas = CanvasSpec(scale: 2)
        let size = top.storedFrame.size
        if size.width > 0 { canvas.width = Double(size.width) }
        if size.height > 0 { canvas.height = Double(size.height) }
        if let controller = top.controller, let device = controller.device {
            canvas = deviceCanvas(device, scale: nil)
            var notes: [String] = []
            canvas.chrome = controller.chrome(notes: &notes)
        }
        top.controller?.viewWillLayoutSubviews()
        do {
            let (converted, laid) = try laidOut(top, canvas: canvas, name: "layout")
            // What UIKit would log (broken constraints, ambiguity) comes with the notes.
            top.lastProblems = converted.notes + laid.warnings.map(\.message)
            apply(laid, converted, top: top)
        } catch {
            top.lastProblems = error.messages
            for message in error.messages { FileHandle.standardError.write(Data("stacksnap: \(message)\n".utf8)) }
        }
        top.controller?.viewDidLayoutSubviews()
    }

    /// Sets frames, guide frames, ambiguity and the tight constraints from a layout, then
    /// runs `layoutSubviews()` top down.
    static func apply(_ laid: SnapshotPipeline.LaidOut, _ converted: ViewTreeConverter.Converted, top: UIView) {
        var index: [String: Int] = [:]
        for (i, view) in laid.lowered.views.enumerated() { if let id = view.id { index[id] = i } }
        func rect(_ r: AutoLayout.Rect) -> CGRect { CGRect(x: r.x, y: r.y, width: r.width, height: r.height) }
        top.storedFrame.size = rect(laid.frames[0]).size
        for (id, view) in converted.views where view !== top {
            guard let i = index[id] else { continue }
            view.storedFrame = rect(laid.frames[i])
        }
        for case let effect as UIVisualEffectView in converted.views.values {
            effect.contentView.storedFrame = CGRect(origin: .zero, size: effect.storedFrame.size)
        }
        for (id, guide) in converted.guides {
            guard let i = index[id] else { continue }
            guide.layoutFrame = rect(laid.frames[i])
        }
        // The part of the safe area each scroll view's inset gained, then: a scroll view's
        // content size is its content guide's; its frame guide is its bounds at the content
        // offset.
        for case let scroll as UIScrollView in converted.views.values { scroll.safeAreaContentInset = .zero }
        for adjuster in laid.lowered.insetAdjusters {
            let view = adjuster.index == 0 ? top : laid.lowered.views[adjuster.index].id.flatMap { converted.views[$0] }
            guard let scroll = view as? UIScrollView else { continue }
            scroll.safeAreaContentInset = UIEdgeInsets(top: adjuster.assumed.top, left: 0, bottom: adjuster.assumed.bottom, right: 0)
        }
        for (id, view) in converted.views {
            guard let scroll = view as? UIScrollView, ViewTreeConverter.isScroll(scroll) else { continue }
            if let i = index[ViewTreeConverter.contentGuideID(id)] {
                scroll.contentGuide.layoutFrame = rect(laid.frames[i])
                scroll.laidContentSize = scroll.contentGuide.layoutFrame.size
            }
            scroll.frameGuide.layoutFrame = CGRect(origin: scroll.contentOffset, size: scroll.storedFrame.size)
        }
        let ambiguous = Set(laid.layout.ambiguous.compactMap { laid.lowered.views[$0].id })
        for (id, view) in converted.views {
            view.wasAmbiguous = ambiguous.contains(id)
            view.tight = [:]
        }
        for (k, c) in laid.layout.constraints.enumerated() {
            guard case .user(let location) = c.origin, location.file == ViewTreeConverter.constraintFile,
                  location.line >= 1, location.line <= converted.constraints.count,
                  laid.layout.isTight(k) else { continue }
            let constraint = converted.constraints[location.line - 1]
            let axis: NSLayoutConstraint.Axis = c.first.attribute.axis == .horizontal ? .horizontal : .vertical
            for view in constraint.views where !(view.tight[axis] ?? []).contains(where: { $0 === constraint }) {
                view.tight[axis, default: []].append(constraint)
            }
        }
        var stack = [top]
        while let view = stack.popLast() {
            view.inLayoutSubviews = true
            view.layoutSubviews()
            view.inLayoutSubviews = false
            stack += view.subviews.reversed()
        }
    }
}
