/// The font files every drawing uses, for recording what produced an image (a golden's
/// stamp): the same files give the same text, whatever else is installed.
public enum BundledFonts {
    /// Full paths of the bundled font files, in load order; empty when the folder was not
    /// found (text then cannot be drawn as intended either).
    public static var files: [String] {
        guard let directory = FontLibrary.shared.directory else { return [] }
        return FontLibrary.fontFiles.map { directory + "/" + $0 }
    }
}
