/// Size-class variations: which subviews and constraints are installed at the drawn size.
///
/// Interface Builder keeps every constraint and subview in the tree and marks the ones a
/// size class adds or removes: `<variation key="default">` excludes what the base layout
/// leaves out, and a variation such as `key="heightClass=compact"` includes or excludes
/// more for that class. The drawn size decides the classes: iPads are regular both ways;
/// phones are compact wide, regular tall in portrait, compact tall in landscape (where
/// 736-point-wide phones are regular wide). A document Xcode 6 or 7 edited in "any width,
/// any height" (it uses size classes and names no device) has only its base layout drawn:
/// the frames it records are the base layout's (a view only a compact-width variation
/// installs is recorded at its placeholder frame, off the canvas).
struct SizeClassFilter: Sendable {
    let widthClass: String
    let heightClass: String

    init(width: Double, height: Double, anySizeClass: Bool = false) {
        if anySizeClass {
            widthClass = "any"
            heightClass = "any"
            return
        }
        let isPad = min(width, height) >= 768
        let landscape = width > height
        widthClass = isPad || (landscape && width >= 736) ? "regular" : "compact"
        heightClass = isPad || !landscape ? "regular" : "compact"
    }

    /// The classes a unit is drawn in: a view controller's view by its size, a XIB's view
    /// (which is not a screen) as a phone in portrait, either in "any width, any height" when
    /// the document was edited there.
    init(unit: IBUnit) {
        let device = unit.device ?? IBDevice.fallback
        let size = unit.isControllerView ? (unit.width, unit.height) : (device.width, device.height)
        self.init(width: size.0, height: size.1, anySizeClass: unit.editsAnySizeClass)
    }

    /// Whether a variation key (`default`, `widthClass=compact`,
    /// `heightClass=compact-widthClass=regular`) applies at this size.
    func matches(_ key: String) -> Bool {
        if key == "default" { return true }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return false }
            switch pair[0] {
            case "widthClass": if pair[1] != widthClass { return false }
            case "heightClass": if pair[1] != heightClass { return false }
            default: return false
            }
        }
        return true
    }

    /// The ids of subviews and constraints not installed at this size in a unit: in its tree
    /// and in the embedded controllers' views drawn inside its container views.
    func excludedIDs(in unit: IBUnit) -> Set<String> {
        unit.embedded.values.reduce(excludedIDs(in: unit.scope)) { $0.union(excludedIDs(in: $1)) }
    }

    /// The ids of subviews and constraints not installed at this size.
    func excludedIDs(in scope: IBElement) -> Set<String> {
        var excluded: Set<String> = []
        scope.forEach { element in
            let variations = element.children(named: "variation")
            guard !variations.isEmpty else { return }
            // The base layout first, then the classes that apply, in document order.
            let ordered = variations.filter { $0.key == "default" } + variations.filter { $0.key != "default" }
            for variation in ordered where matches(variation.key ?? "") {
                for mask in variation.children(named: "mask") {
                    for entry in mask.children {
                        guard let reference = entry["reference"] else { continue }
                        if entry.name == "exclude" { excluded.insert(reference) }
                        if entry.name == "include" { excluded.remove(reference) }
                    }
                }
            }
        }
        return excluded
    }
}
