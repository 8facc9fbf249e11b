/// 5. Snapshot names name files: `<name>.frames.txt`, `<name>.side-by-side.png`, and the
/// temporary file each is written through (`.<file>.<pid>.<random>.tmp`). File systems
/// allow 255 bytes per file name, so a snapshot name (`name`, `name.variant`,
/// `name.default`) may have at most ``maxSnapshotNameBytes`` bytes of UTF-8: longer ones
/// are refused here rather than failing as unwritable files after rendering.
extension SpecValidator {
    /// The longest snapshot name in UTF-8 bytes: 255 less the longest suffix and temporary
    /// decoration (about 51 bytes), rounded down.
    static let maxSnapshotNameBytes = 200

    mutating func checkNames(_ document: SpecDocument) {
        let name = document.name
        if name.utf8.count > Self.maxSnapshotNameBytes {
            // A name that is too long on its own is reported once, at `name` (or at the top
            // of the file when it comes from the file name).
            error(tooLong("the snapshot name", name), "name")
            return
        }
        var longest = name
        if let compose = document.compose, !compose.contains("default") { longest = "\(name).default" }
        if longest.utf8.count > Self.maxSnapshotNameBytes {
            // `compose` leaves the document out, so it is rendered as `name.default`.
            error(tooLong("the document's snapshot name", longest), "compose")
        }
        for (index, variant) in document.variants.enumerated() {
            let full = "\(name).\(variant.name)"
            if full.utf8.count > Self.maxSnapshotNameBytes {
                error(tooLong("the variant's snapshot name", full), "\(SpecPath.index("variants", index)).name")
            }
        }
    }

    private func tooLong(_ what: String, _ name: String) -> String {
        "\(what) '\(name)' is \(name.utf8.count) bytes long; snapshot names are at most \(Self.maxSnapshotNameBytes) bytes, because they name files"
    }
}
