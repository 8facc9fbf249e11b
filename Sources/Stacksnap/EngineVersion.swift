/// The version of what turns a spec into frames and pixels: the layout engine, the
/// renderer and their tables (system colors, text metrics, control drawings).
///
/// Goldens record it (see the golden stamp in `stacksnap verify`), so after an upgrade a
/// changed snapshot can be told apart from a changed spec. Raise it whenever a change can
/// move a frame or a pixel of any spec; leave it for changes that cannot.
public enum EngineVersion {
    /// This build's engine version, as goldens record it: a date, `year.month.day`.
    public static let current = "2026.11.26"
}
