import CCairo
import CPango
import Glibc

/// The Pango state one thread uses for the text of one font set: a font map it owns (Pango
/// font maps must not be shared across threads), on that set's private fontconfig
/// configuration (``FontLibrary``: the bundled fonts, plus a user's folder when one is
/// ``FontFolder/current``), and two contexts with pinned options, one per base direction.
///
/// Pinned: gray antialiasing, no hinting, unhinted metrics, 72 dpi (1 point = 1 unit),
/// unrounded glyph positions (so positions do not depend on the render scale) and the
/// language `zh-cn` (Han glyphs differ between Chinese and Japanese).
final class TextContext {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let leftToRight: OpaquePointer
    let rightToLeft: OpaquePointer
    /// The font set the map draws with.
    let library: FontLibrary

    private init?(library: FontLibrary) {
        // Without the private configuration Pango would fall back to the system's fonts:
        // better no text context (every glyph reported missing) than machine-dependent text.
        guard let config = library.config,
              let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else { return nil }
        pango_fc_font_map_set_config(OpaquePointer(map), config)  // a PangoCairoFcFontMap is a PangoFcFontMap
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        guard let ltr = Self.makeContext(map, direction: PANGO_DIRECTION_LTR),
              let rtl = Self.makeContext(map, direction: PANGO_DIRECTION_RTL) else {
            g_object_unref(map)
            return nil
        }
        fontMap = map
        self.library = library
        leftToRight = ltr
        rightToLeft = rtl
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(leftToRight))
        g_object_unref(UnsafeMutableRawPointer(rightToLeft))
        g_object_unref(fontMap)
    }

    private static func makeContext(_ map: UnsafeMutablePointer<PangoFontMap>,
                                    direction: PangoDirection) -> OpaquePointer? {
        guard let context = pango_font_map_create_context(map) else { return nil }
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("zh-cn"))
        pango_context_set_base_dir(context, direction)
        return context
    }

    /// The context for a base direction.
    func context(rightToLeft isRTL: Bool) -> OpaquePointer { isRTL ? rightToLeft : leftToRight }

    /// The calling thread's context for the current font set (``FontFolder/current``),
    /// created on first use; nil if Pango could not start.
    static var current: TextContext? {
        let folder = FontFolder.current
        let key = threadKey
        let contexts: ThreadContexts
        if let existing = pthread_getspecific(key) {
            contexts = Unmanaged<ThreadContexts>.fromOpaque(existing).takeUnretainedValue()
        } else {
            contexts = ThreadContexts()
            pthread_setspecific(key, Unmanaged.passRetained(contexts).toOpaque())
        }
        if let existing = contexts.byFolder[folder] { return existing }
        guard let created = TextContext(library: FontLibrary.library(for: folder)) else { return nil }
        contexts.byFolder[folder] = created
        return created
    }

    /// One thread's contexts, one per font set it has used (nil: the bundled-only set).
    private final class ThreadContexts {
        var byFolder: [FontFolder?: TextContext] = [:]
    }

    /// The thread-local slot; its destructor releases a thread's contexts when it exits.
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<ThreadContexts>.fromOpaque(pointer).release() }
        }
        return key
    }()
}
