import LayoutSpec

/// Where each part of a converted document came from: spec paths (`root.subviews[0]`,
/// `constraints[3]`) to positions in the Interface Builder file, so that what the spec
/// checks say about the converted document points at the XML that caused it.
struct IBPathMap: Sendable {
    private var positions: [String: SourcePosition] = [:]

    mutating func record(_ path: String, _ position: SourcePosition) {
        positions[path] = position
    }

    /// The converted document's source map: the same positions, so that its constraints
    /// carry their elements' lines.
    func sourceMap(file: String) -> SourceMap {
        var map = SourceMap(file: file)
        for (path, position) in positions { map.record(path, at: position) }
        return map
    }

    /// The position of the path or of its nearest recorded ancestor.
    func position(of path: String) -> SourcePosition? {
        var current = Substring(path)
        while true {
            if let position = positions[String(current)] { return position }
            guard let cut = current.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            current = current[..<cut]
        }
    }
}
