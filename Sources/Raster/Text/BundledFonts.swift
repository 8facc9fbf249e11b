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

extension BundledFonts {
    /// Loads the bundled fonts into their fontconfig configuration now instead of at the
    /// first text measured or drawn. Loading reads and parses every file (tens of
    /// milliseconds) while every other thread that needs text waits for it, so a run with
    /// several threads calls this on a thread of its own while it reads its specs.
    /// Calling it again, or from several threads, loads them once.
    public static func load() {
        _ = FontLibrary.shared
    }
}
