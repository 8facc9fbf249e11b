/// Snapshots drawn into one figure, each under its caption: one above the other, or in rows
/// of ``columns``.
public struct Composition: Sendable, Equatable {
    /// Output name of the figure: the document's name.
    public var name: String
    /// The snapshots, left to right and top to bottom.
    public var members: [SnapshotSpec]
    /// Members per row (1 = one above the other).
    public var columns: Int

    public init(name: String, members: [SnapshotSpec], columns: Int = 1) {
        self.name = name
        self.members = members
        self.columns = max(1, columns)
    }
}
