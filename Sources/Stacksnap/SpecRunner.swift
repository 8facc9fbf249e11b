import LayoutSpec

/// A spec file's outputs, ready to render: each snapshot on its own, and the composed
/// figure when the spec asks for one.
public struct SpecJob: Sendable {
    /// One image to produce.
    public enum Output: Sendable {
        case snapshot(SnapshotSpec)
        case composed(Composition)

        /// The output's name (`name`, `name.variant`): the golden's file name without `.png`.
        public var name: String {
            switch self {
            case .snapshot(let s): s.name
            case .composed(let c): c.name
            }
        }
    }

    /// The spec file, as given.
    public var file: String
    public var document: SpecDocument
    public var outputs: [Output]
    /// Warnings from reading the spec (legal but suspicious).
    public var warnings: [String]

    /// Reads and validates a spec file and lists its outputs.
    public static func load(_ path: String, limits: SpecLimits = .default) throws(StacksnapError) -> SpecJob {
        let loaded: LoadedSpec
        do {
            loaded = try SpecFile.load(path: path, limits: limits)
        } catch {
            throw .spec(error)
        }
        let document = loaded.document
        var outputs = document.snapshots().map(Output.snapshot)
        if let composition = document.composition() { outputs.append(.composed(composition)) }
        return SpecJob(file: path, document: document, outputs: outputs,
                       warnings: loaded.warnings.map(\.description))
    }

    /// Lays out and draws one output.
    public static func render(_ output: Output, options: SnapshotPipeline.Options = .init()) throws(StacksnapError) -> RenderedSnapshot {
        switch output {
        case .snapshot(let snapshot):
            return try SnapshotPipeline.render(try lowered(snapshot), options: options)
        case .composed(let composition):
            var members: [RenderedSnapshot] = []
            for member in composition.members {
                members.append(try SnapshotPipeline.render(try lowered(member), options: options))
            }
            return try Composer.compose(name: composition.name, members: members,
                                        captions: composition.members.map(\.caption))
        }
    }

    /// Lays out one snapshot of the spec, chosen by variant name (`nil`: the document
    /// itself), without drawing it.
    public func laidOut(variant: String?) throws(StacksnapError) -> SnapshotPipeline.LaidOut {
        let snapshots = document.snapshots() + (document.composition()?.members ?? [])
        guard let chosen = snapshots.first(where: { $0.variant == variant }) else {
            let known = snapshots.compactMap(\.variant).joined(separator: ", ")
            throw .limit(file: file, message: "no variant named '\(variant ?? "")' (variants: \(known.isEmpty ? "none" : known))")
        }
        return try SnapshotPipeline.layout(try Self.lowered(chosen))
    }

    static func lowered(_ snapshot: SnapshotSpec) throws(StacksnapError) -> LoweredSnapshot {
        do {
            return try lower(snapshot)
        } catch {
            throw .spec(error)
        }
    }
}
