import CPango
import Foundation

/// One face of a user's font file, as fontconfig reads it: what a spec can name it by, and
/// a digest of the file it came from (so a report says exactly which font drew the text).
public struct FontFace: Sendable, Hashable {
    /// The family (`Avenir Next`): what a spec's `font.family` names.
    public var family: String
    /// Every family name the file gives (some fonts list a legacy one, `Avenir Next Demi Bold`,
    /// beside the typographic one); the first is ``family``.
    public var familyNames: [String]
    /// The style name (`Demi Bold Italic`).
    public var style: String
    /// The PostScript name (`AvenirNext-DemiBoldItalic`): what Interface Builder's
    /// `<fontDescription name=…>` and `UIFont(name:size:)` use.
    public var postScriptName: String
    /// The weight, 100…1000 (OpenType's scale: 400 regular, 700 bold).
    public var weight: Int
    /// Whether the face is italic or oblique.
    public var isItalic: Bool
    /// The file's full path.
    public var file: String
    /// The SHA-256 digest of the file, in lower-case hex.
    public var sha256: String
}

extension FontLibrary {
    /// The faces fontconfig found in `files` (in that order), read from `config`'s
    /// application font set.
    static func faces(in config: OpaquePointer?, files: [String]) -> [FontFace] {
        guard let config, let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var byFile: [String: [FontFace]] = [:]
        var digests: [String: String] = [:]
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index],
                  let file = string(pattern, FC_FILE), files.contains(file) else { continue }
            var names: [String] = []
            var n: Int32 = 0
            while let name = string(pattern, FC_FAMILY, n) {
                if !names.contains(name) { names.append(name) }
                n += 1
            }
            guard let family = names.first else { continue }
            var weight: Int32 = 80
            _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
            var slant: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
            let digest = digests[file] ?? SHA256.hex(of: FileManager.default.contents(atPath: file) ?? Data())
            digests[file] = digest
            let face = FontFace(family: family, familyNames: names, style: string(pattern, FC_STYLE) ?? "",
                                postScriptName: string(pattern, FC_POSTSCRIPT_NAME) ?? "",
                                weight: Int(FcWeightToOpenType(weight)), isItalic: slant != 0,
                                file: file, sha256: digest)
            byFile[file, default: []].append(face)
        }
        // fontconfig's own order within a file, the folder's order across files.
        return files.flatMap { byFile[$0] ?? [] }
    }

    /// A string property of a fontconfig pattern.
    private static func string(_ pattern: OpaquePointer, _ key: String, _ index: Int32 = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, key, index, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
