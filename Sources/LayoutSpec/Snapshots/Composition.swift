/// Snapshots drawn one above the other, each under its caption, into one figure.
public struct Composition: Sendable, Equatable {
    /// Output name of the figure: the document's name.
    public var name: String
    /// The snapshots, top to bottom.
    public var members: [SnapshotSpec]

    public init(name: String, members: [SnapshotSpec]) {
        self.name = name
        self.members = members
    }
}
