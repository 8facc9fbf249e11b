/// What Pango is asked for to draw a ``FontDescriptor`` with a given font set: the family,
/// the weight and slant, and the tracking UIKit would add.
///
/// Without a user folder this is ``FontDescriptor/match(family:)``, the system font drawn
/// with Inter's optical size and San Francisco's tracking (``SystemTracking``). With one
/// (``FontFolder``), in order:
/// 1. the system font, when the folder has SF Pro: `SF Pro Text` below 20 points, `SF Pro
///    Display` from 20 (either one alone serves every size), else the unified `SF Pro`;
///    with UIKit's size-dependent tracking (``SanFranciscoTracking``);
/// 2. a family of the folder's, by any of its family names;
/// 3. a face of the folder's by its PostScript name (`Avenir-Heavy`), as Interface Builder
///    and `UIFont(name:size:)` name fonts: that face's family, weight and slant;
/// 4. the bundled match (Inter for San Francisco, Noto Sans CJK for PingFang, …).
struct FontChoice: Hashable {
    var family: String
    var weight: Int
    var italic: Bool
    /// Extra space after each character the system font draws, in points (0 for other
    /// families).
    var tracking: Double
    /// Whether a bundled font or a folder's font answers the request (else Inter stands in).
    var isRecognized: Bool

    init(_ font: FontDescriptor, size: Double, faces: [FontFace]) {
        let bundled = FontDescriptor.match(family: font.family)
        family = bundled.family
        weight = font.weight
        italic = font.italic
        tracking = 0
        isRecognized = bundled.isRecognized
        let name = font.family.trimmingSpaces.lowercased()
        if bundled.isSanFrancisco {
            if let sanFrancisco = Self.sanFranciscoFamily(size: size, faces: faces) {
                family = sanFrancisco
                tracking = SanFranciscoTracking.points(at: size)
            } else {
                // The bundled stand-in: Inter's optical size, the tracking and its corrections.
                let system = SystemTracking(size: size, weight: min(1000, max(100, font.weight)))
                family = system.family
                tracking = system.letterSpacing
            }
        } else if faces.isEmpty {
            return
        } else if let face = faces.first(where: { $0.familyNames.contains { $0.lowercased() == name } }) {
            family = face.family
            isRecognized = true
        } else if let face = faces.first(where: { $0.postScriptName.lowercased() == name }) {
            family = face.family
            weight = face.weight
            italic = face.isItalic
            isRecognized = true
        }
    }

    /// The folder's SF Pro family for text of `size` points, if it has one.
    static func sanFranciscoFamily(size: Double, faces: [FontFace]) -> String? {
        let families = Set(faces.flatMap(\.familyNames))
        let preferred = size < SanFranciscoTracking.displaySize
            ? ["SF Pro Text", "SF Pro Display", "SF Pro"] : ["SF Pro Display", "SF Pro Text", "SF Pro"]
        return preferred.first { families.contains($0) }
    }
}

extension FontDescriptor {
    /// Which family draws this descriptor with `folder`'s fonts joined to the bundled ones
    /// (nil: the bundled fonts alone, as ``match(family:)``); `isRecognized` is false when
    /// neither has the family, so Inter stands in: worth a warning that names it.
    public func match(in folder: FontFolder?) -> FontFamilyMatch {
        let choice = FontChoice(self, size: size, faces: folder?.faces ?? [])
        return FontFamilyMatch(family: choice.family, isRecognized: choice.isRecognized,
                               isSanFrancisco: familyMatch.isSanFrancisco)
    }
}
