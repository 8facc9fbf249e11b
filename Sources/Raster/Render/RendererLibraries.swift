import CCairo
import CPango

/// The system libraries that turn a scene into pixels, by version: another cairo or Pango
/// may rasterise text or curves a little differently, so what produced a golden names them.
public enum RendererLibraries {
    /// `cairo1.16.0+pango1.50.12`.
    public static let versions: String = {
        let cairo = String(cString: cairo_version_string())
        let pango = String(cString: pango_version_string())
        return "cairo\(cairo)+pango\(pango)"
    }()
}
