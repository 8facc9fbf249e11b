import Foundation
import InterfaceBuilder
import LayoutSpec

/// A spec file's outputs, ready to render: each snapshot on its own, and the composed
/// figure when the spec asks for one.
public struct SpecJob: Sendable {
    /// One image to produce.
    public enum Output: Sendable {
        /// One snapshot: the document itself or one of its variants.
        case snapshot(SnapshotSpec)
        /// The composed figure: several snapshots drawn into one image under captions.
        case composed(Composition)
        /// A snapshot's accessibility snapshot (`<name>.accessibility`): the picture with
        /// VoiceOver's elements numbered in reading order, over a legend.
        case accessibility(SnapshotSpec)

        /// The output's name (`name`, `name.variant`): the golden's file name without `.png`.
        public var name: String {
            switch self {
            case .snapshot(let s): s.name
            case .composed(let c): c.name
            case .accessibility(let s): s.name + AccessibilitySnapshot.suffix
            }
        }

        /// True for an accessibility snapshot, whose text golden is an element list rather
        /// than a frame tree.
        public var isAccessibility: Bool {
            if case .accessibility = self { return true }
            return false
        }

        /// True for a composed figure (several members, one image).
        public var isComposed: Bool {
            if case .composed = self { return true }
            return false
        }

        /// True when the output is drawn only in the traits `only` lists (every member of
        /// a composed figure): what `--only-matrix` keeps.
        public func admitted(by only: MatrixSpec) -> Bool {
            switch self {
            case .snapshot(let s), .accessibility(let s): only.admits(s.document.canvas)
            case .composed(let c): c.members.allSatisfy { only.admits($0.document.canvas) }
            }
        }
    }

    /// The spec file, as given.
    public var file: String
    /// The spec's document; for an Interface Builder file, the first scene or view chosen.
    public var document: SpecDocument
    /// Every image to produce, in order: the snapshots, then the composed figure if the
    /// spec asks for one.
    public var outputs: [Output]
    /// Warnings from reading the spec (legal but suspicious).
    public var warnings: [String]

    /// Reads and validates a spec file and lists its outputs.
    ///
    /// A `.storyboard` or `.xib` is converted first: every scene (or top-level view) is a
    /// document of its own and its snapshot an output; `scene` and `view` choose one
    /// (``InterfaceBuilderSelection``), and ``document`` is the first chosen.
    ///
    /// `matrix` (a run's `--matrix`) replaces the axes it names in every document's own
    /// matrix. `accessibility` (a run's `--accessibility`) adds each snapshot's accessibility
    /// snapshot, as a spec's `accessibility: true` does. `fonts` (a run's `--fonts`, relative
    /// to the current folder) is the fonts folder of every document that does not name its
    /// own with `fonts:`.
    public static func load(_ path: String, limits: SpecLimits = .default, scene: String? = nil, view: String? = nil,
                            matrix: MatrixSpec = MatrixSpec(), accessibility: Bool = false,
                            fonts: String? = nil) throws(StacksnapError) -> SpecJob {
        var job = try loadDocuments(path, limits: limits, scene: scene, view: view, matrix: matrix,
                                    accessibility: accessibility)
        try job.applyFonts(fonts)
        return job
    }

    private static func loadDocuments(_ path: String, limits: SpecLimits, scene: String?, view: String?,
                                      matrix: MatrixSpec, accessibility: Bool) throws(StacksnapError) -> SpecJob {
        // A file that is not there is an I/O failure for every command alike (the readers
        // below would call it bad input, with a position).
        if !FileManager.default.fileExists(atPath: path) { throw .io(path: path, message: "no such file") }
        if InterfaceBuilderFile.handles(path: path) {
            let imported = try importDocuments(path, scene: scene, view: view, specFolder: nil, limits: limits)
            let documents = try imported.documents.map { (document) throws(StacksnapError) in
                try withMatrix(matrix, document, path)
            }
            let outputs = documents.flatMap { withAccessibility($0.snapshots(), accessibility || $0.accessibilitySnapshot) }
            return SpecJob(file: path, document: documents.first ?? SpecDocument(name: "empty"),
                           outputs: outputs, warnings: imported.warnings.map(\.description))
        }
        if scene != nil || view != nil {
            throw .limit(file: path, message: "--scene and --view choose parts of .storyboard and .xib files, not of specs")
        }
        let loaded: LoadedSpec
        do {
            loaded = try SpecFile.load(path: path, limits: limits)
        } catch {
            throw .spec(error)
        }
        let document = try withMatrix(matrix, loaded.document, path)
        var outputs = withAccessibility(document.snapshots(), accessibility || document.accessibilitySnapshot)
        if let composition = document.composition() { outputs.append(.composed(composition)) }
        return SpecJob(file: path, document: document, outputs: outputs,
                       warnings: loaded.warnings.map(\.description))
    }

    /// The snapshots as outputs, each followed by its accessibility snapshot when asked for.
    private static func withAccessibility(_ snapshots: [SnapshotSpec], _ accessibility: Bool) -> [Output] {
        snapshots.flatMap { accessibility ? [Output.snapshot($0), .accessibility($0)] : [.snapshot($0)] }
    }

    /// The document with a run's matrix over its own, within the snapshot bound.
    private static func withMatrix(_ matrix: MatrixSpec, _ document: SpecDocument,
                                   _ path: String) throws(StacksnapError) -> SpecDocument {
        guard !matrix.isEmpty else { return document }
        var result = document
        result.matrix = matrix.merged(over: document.matrix)
        let count = result.snapshotCount
        if count > MatrixSpec.maxSnapshots {
            throw .limit(file: path, message: "--matrix makes \(count) snapshots of this spec; at most \(MatrixSpec.maxSnapshots)")
        }
        return result
    }

    /// Lays out and draws one output.
    ///
    /// The output gets one time budget (``SnapshotPipeline/Options/timeout``), shared by the
    /// members of a composed figure.
    public static func render(_ output: Output, options: SnapshotPipeline.Options = .init()) throws(StacksnapError) -> RenderedSnapshot {
        let budget = SnapshotBudget(options.timeout)
        switch output {
        case .snapshot(let snapshot):
            return try SnapshotPipeline.render(try lowered(snapshot), options: options, budget: budget)
        case .accessibility(let snapshot):
            var plain = options
            plain.debug = false
            plain.compareFrames = [:]
            return try AccessibilitySnapshot.render(SnapshotPipeline.render(try lowered(snapshot), options: plain, budget: budget))
        case .composed(let composition):
            var members: [RenderedSnapshot] = []
            for member in composition.members {
                members.append(try SnapshotPipeline.render(try lowered(member), options: options, budget: budget))
            }
            return try Composer.compose(name: composition.name, members: members,
                                        captions: composition.members.map(\.caption), columns: composition.columns)
        }
    }

    /// Lays out one output without drawing it: the snapshot, or each member of a composed
    /// figure.
    public static func layout(_ output: Output, options: SnapshotPipeline.Options = .init()) throws(StacksnapError)
        -> [SnapshotPipeline.LaidOut] {
        switch output {
        case .snapshot(let snapshot), .accessibility(let snapshot):
            return [try SnapshotPipeline.layout(try lowered(snapshot), options: options)]
        case .composed(let composition):
            var members: [SnapshotPipeline.LaidOut] = []
            for member in composition.members { members.append(try SnapshotPipeline.layout(try lowered(member), options: options)) }
            return members
        }
    }

    /// Lays out one snapshot of the spec, chosen by variant name (`nil`: the document
    /// itself), without drawing it.
    public func laidOut(variant: String?, options: SnapshotPipeline.Options = .init()) throws(StacksnapError) -> SnapshotPipeline.LaidOut {
        let snapshots = document.snapshots() + (document.composition()?.members ?? [])
        guard let chosen = snapshots.first(where: { $0.variant == variant }) else {
            let known = snapshots.compactMap(\.variant).joined(separator: ", ")
            throw .limit(file: file, message: "no variant named '\(variant ?? "")' (variants: \(known.isEmpty ? "none" : known))")
        }
        return try SnapshotPipeline.layout(try Self.lowered(chosen), options: options)
    }

    /// The spec text of each scene or view of an Interface Builder document (canonical YAML,
    /// or JSON), named by snapshot, for `stacksnap import`. Image paths are written relative
    /// to `specFolder` (default: the document's folder), where the specs are meant to go.
    public static func importSpecs(_ path: String, scene: String? = nil, view: String? = nil, specFolder: String? = nil,
                                   json: Bool = false) throws(StacksnapError) -> (specs: [(name: String, text: String)], warnings: [String]) {
        let imported = try importDocuments(path, scene: scene, view: view, specFolder: specFolder, limits: .default)
        let specs = imported.documents.map { ($0.name, json ? $0.canonicalJSON() : $0.canonicalYAML()) }
        return (specs, imported.warnings.map(\.description))
    }

    private static func importDocuments(_ path: String, scene: String?, view: String?, specFolder: String?,
                                        limits: SpecLimits) throws(StacksnapError) -> InterfaceBuilderImport {
        do {
            return try InterfaceBuilderFile.load(path: path, selection: InterfaceBuilderSelection(scene: scene, view: view),
                                                 specFolder: specFolder, limits: limits)
        } catch {
            throw .spec(error)
        }
    }

    static func lowered(_ snapshot: SnapshotSpec) throws(StacksnapError) -> LoweredSnapshot {
        do {
            return try lower(snapshot)
        } catch {
            throw .spec(error)
        }
    }
}
