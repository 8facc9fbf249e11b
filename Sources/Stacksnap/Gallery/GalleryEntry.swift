import Pixels

/// One picture of a gallery: a rendered snapshot with its name and the spec it came from.
public struct GalleryEntry: Sendable {
    /// The snapshot's name (`name` or `name.variant`); its file is `<name>.png`.
    public var name: String
    /// The spec file, as it was given.
    public var file: String
    /// The snapshot's pixels.
    public var bitmap: Bitmap
    /// Pixels per point of ``bitmap`` (the spec's canvas scale).
    public var scale: Int
    /// What the snapshot reported without failing (broken constraints, ambiguity, missing
    /// glyphs), formatted for the terminal.
    public var warnings: [String]

    /// An entry for a snapshot rendered elsewhere.
    public init(name: String, file: String, bitmap: Bitmap, scale: Int, warnings: [String] = []) {
        self.name = name
        self.file = file
        self.bitmap = bitmap
        self.scale = scale
        self.warnings = warnings
    }

    /// The picture's size in points.
    public var pointSize: (width: Double, height: Double) {
        let s = Double(max(1, scale))
        return (Double(bitmap.width) / s, Double(bitmap.height) / s)
    }
}
