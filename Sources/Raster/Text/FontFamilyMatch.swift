/// Which bundled family draws a requested family, and whether the request was understood.
public struct FontFamilyMatch: Sendable, Hashable {
    /// The bundled family Pango is asked for.
    public var family: String
    /// `false` when the requested family is unknown and the system font stands in for it:
    /// worth a warning, since the picture will not look like the device's.
    public var isRecognized: Bool
    /// The request named San Francisco, the system font (`System`, `.SFUI…`, `SF Pro…`, an
    /// empty name): its text is laid out on UIKit's line metrics for it (`SystemLineGrid`).
    public var isSanFrancisco: Bool

    public init(family: String, isRecognized: Bool, isSanFrancisco: Bool = false) {
        self.family = family
        self.isRecognized = isRecognized
        self.isSanFrancisco = isSanFrancisco
    }
}

extension FontDescriptor {
    /// The bundled UI font, standing in for San Francisco and the other Latin system fonts:
    /// Inter with letter widths adjusted toward San Francisco's, renamed as a modified
    /// version (`Sources/Raster/Fonts/SOURCES.txt`).
    public static let systemFamily = "Stacksnap Inter"
    /// The bundled UI font's display optical size, drawing the system font from 20 points.
    public static let systemDisplayFamily = "Stacksnap Inter Display"
    /// The bundled Chinese font, standing in for PingFang SC and Heiti.
    public static let chineseFamily = "Noto Sans CJK SC"
    /// Every family the renderer can draw with, in the order the fonts are loaded.
    public static let bundledFamilies = [systemFamily, systemDisplayFamily, "Noto Sans CJK SC", "Noto Sans Hebrew", "Noto Sans Arabic"]

    /// Maps a family name from an iOS spec to a bundled family.
    ///
    /// San Francisco in all its spellings (`System`, `.SFUI…`, `SF Pro…`, `-apple-system`,
    /// `.AppleSystemUIFont`), Helvetica, Arial, `sans-serif`, an empty name and `Inter` map
    /// to the bundled Inter; `PingFang SC`, `Heiti SC` and `STHeiti` map to Noto Sans CJK SC.
    /// Anything else also gets Inter, marked unrecognized. Characters the chosen font lacks
    /// fall back per character to the other bundled fonts either way.
    public static func match(family requested: String) -> FontFamilyMatch {
        let name = requested.trimmingSpaces.lowercased()
        if let bundled = bundledFamilies.first(where: { $0.lowercased() == name }) {
            return FontFamilyMatch(family: bundled, isRecognized: true)
        }
        // Inter by its own name: the bundled faces are Inter under another name.
        if name == "inter" || name == "inter display" {
            return FontFamilyMatch(family: name == "inter" ? systemFamily : systemDisplayFamily, isRecognized: true)
        }
        let sanFranciscoNames: Set = ["", "system", "system font", "-apple-system", "apple-system", "san francisco"]
        // `.AppleSystemUIFont` is the name macOS gives the system font: Interface Builder
        // writes it for a system font picked by name (buttons of 15 points recorded 30 tall).
        let sanFranciscoPrefixes = [".sfui", ".sf ui", ".sf pro", "sf pro", "sf ui", "sfpro", "sfui", ".applesystemuifont"]
        if sanFranciscoNames.contains(name) || sanFranciscoPrefixes.contains(where: { name.hasPrefix($0) }) {
            return FontFamilyMatch(family: systemFamily, isRecognized: true, isSanFrancisco: true)
        }
        let sansNames: Set = ["helvetica", "helvetica neue", "arial", "sans-serif", "sans serif", "sans"]
        let sansPrefixes = ["helveticaneue", "helvetica-", "arialmt", "arial-"]
        if sansNames.contains(name) || sansPrefixes.contains(where: { name.hasPrefix($0) }) {
            return FontFamilyMatch(family: systemFamily, isRecognized: true)
        }
        let chinesePrefixes = ["pingfang", "heiti", "stheiti", "hiragino sans gb", "noto sans sc",
                               "noto sans cjk", "source han sans"]
        if chinesePrefixes.contains(where: { name.hasPrefix($0) }) {
            return FontFamilyMatch(family: chineseFamily, isRecognized: true)
        }
        return FontFamilyMatch(family: systemFamily, isRecognized: false)
    }

    /// The bundled family that draws this descriptor (see `match(family:)`).
    public var familyMatch: FontFamilyMatch { Self.match(family: family) }
}

extension String {
    /// The string without leading and trailing spaces (no Foundation needed).
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }),
              let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[start...end]
    }
}
