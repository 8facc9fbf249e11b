// The part of Pango (1.44 or later) and GLib that Stacksnap calls, declared here rather than
// included from <pango/pangocairo.h>.
//
// Why: Pango's headers live in /usr/include/pango-1.0 and need GLib's include folders, which
// only pkg-config knows; and pkg-config's answer for Pango carries `-pthread` (from GIO),
// which SwiftPM refuses with a "prohibited flag(s): -pthread" warning on every build of
// every package that depends on Stacksnap. These declarations match Pango's public, stable
// ABI (the structs are the ones Pango documents as public fields); RasterTests check them
// against the library at run time by laying out and measuring text.
#ifndef STACKSNAP_CPANGO_SHIM_H
#define STACKSNAP_CPANGO_SHIM_H

#include <cairo/cairo.h>
#include <fontconfig/fontconfig.h>

// GLib
typedef int gboolean;
typedef void *gpointer;
typedef struct _GSList GSList;
struct _GSList {
    gpointer data;
    GSList *next;
};
void g_object_unref(gpointer object);
void g_free(gpointer memory);

// Types Stacksnap only passes around
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoFontMetrics PangoFontMetrics;
typedef struct _PangoLanguage PangoLanguage;
typedef struct _PangoFcFontMap PangoFcFontMap;
typedef struct _PangoCairoFontMap PangoCairoFontMap;
typedef struct _PangoFont PangoFont;

// GObject instances: a class pointer, a reference count and a data list.
typedef struct _PangoFontMap { gpointer g_class; unsigned int ref_count; gpointer qdata; } PangoFontMap;
typedef struct _PangoFontFamily { gpointer g_class; unsigned int ref_count; gpointer qdata; } PangoFontFamily;

#define PANGO_SCALE 1024
typedef unsigned int PangoGlyph;
#define PANGO_GLYPH_UNKNOWN_FLAG ((PangoGlyph)0x10000000)
#define PANGO_GLYPH_INVALID_INPUT ((PangoGlyph)0xFFFFFFFF)

typedef struct _PangoRectangle { int x; int y; int width; int height; } PangoRectangle;

// An attribute's public head: its class and the byte range it covers.
typedef struct _PangoAttribute { const void *klass; unsigned int start_index; unsigned int end_index; } PangoAttribute;

typedef enum {
    PANGO_DIRECTION_LTR, PANGO_DIRECTION_RTL, PANGO_DIRECTION_TTB_LTR, PANGO_DIRECTION_TTB_RTL,
    PANGO_DIRECTION_WEAK_LTR, PANGO_DIRECTION_WEAK_RTL, PANGO_DIRECTION_NEUTRAL
} PangoDirection;
typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
typedef enum { PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC } PangoStyle;
typedef enum {
    PANGO_WEIGHT_THIN = 100, PANGO_WEIGHT_ULTRALIGHT = 200, PANGO_WEIGHT_LIGHT = 300,
    PANGO_WEIGHT_SEMILIGHT = 350, PANGO_WEIGHT_BOOK = 380, PANGO_WEIGHT_NORMAL = 400,
    PANGO_WEIGHT_MEDIUM = 500, PANGO_WEIGHT_SEMIBOLD = 600, PANGO_WEIGHT_BOLD = 700,
    PANGO_WEIGHT_ULTRABOLD = 800, PANGO_WEIGHT_HEAVY = 900, PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;

// The public fields of a laid-out line, read to find the glyphs no font had.
typedef struct _PangoAnalysis {
    gpointer shape_engine;
    gpointer lang_engine;
    PangoFont *font;
    unsigned char level;
    unsigned char gravity;
    unsigned char flags;
    unsigned char script;
    PangoLanguage *language;
    GSList *extra_attrs;
} PangoAnalysis;
typedef struct _PangoItem {
    int offset;
    int length;
    int num_chars;
    PangoAnalysis analysis;
} PangoItem;
typedef struct _PangoGlyphGeometry { int width; int x_offset; int y_offset; } PangoGlyphGeometry;
typedef struct _PangoGlyphVisAttr { unsigned int is_cluster_start : 1; unsigned int is_color : 1; } PangoGlyphVisAttr;
typedef struct _PangoGlyphInfo {
    PangoGlyph glyph;
    PangoGlyphGeometry geometry;
    PangoGlyphVisAttr attr;
} PangoGlyphInfo;
typedef struct _PangoGlyphString {
    int num_glyphs;
    PangoGlyphInfo *glyphs;
    int *log_clusters;
    int space;
} PangoGlyphString;
typedef struct _PangoGlyphItem {
    PangoItem *item;
    PangoGlyphString *glyphs;
    int y_offset;
    int start_x_offset;
    int end_x_offset;
} PangoGlyphItem;
typedef struct _PangoLayoutLine {
    PangoLayout *layout;
    int start_index;
    int length;
    GSList *runs;
    unsigned int is_paragraph_start : 1;
    unsigned int resolved_dir : 3;
} PangoLayoutLine;

// Font maps and contexts
PangoFontMap *pango_cairo_font_map_new_for_font_type(cairo_font_type_t fonttype);
void pango_cairo_font_map_set_resolution(PangoCairoFontMap *fontmap, double dpi);
void pango_fc_font_map_set_config(PangoFcFontMap *fcfontmap, FcConfig *fcconfig);
void pango_font_map_list_families(PangoFontMap *fontmap, PangoFontFamily ***families, int *n_families);
const char *pango_font_family_get_name(PangoFontFamily *family);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_context_set_base_dir(PangoContext *context, PangoDirection direction);
void pango_context_set_language(PangoContext *context, PangoLanguage *language);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);
void pango_cairo_context_set_resolution(PangoContext *context, double dpi);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
PangoLanguage *pango_language_from_string(const char *language);

// Font descriptions and attributes
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
PangoAttribute *pango_attr_insert_hyphens_new(gboolean insert_hyphens);
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
PangoAttribute *pango_attr_foreground_new(unsigned short red, unsigned short green, unsigned short blue);
PangoAttribute *pango_attr_foreground_alpha_new(unsigned short alpha);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *pango_attr_font_features_new(const char *features);

// Font metrics (underline and strikethrough lines), in Pango units.
PangoFontMetrics *pango_context_get_metrics(PangoContext *context, const PangoFontDescription *desc,
                                            PangoLanguage *language);
void pango_font_metrics_unref(PangoFontMetrics *metrics);
int pango_font_metrics_get_underline_position(PangoFontMetrics *metrics);
int pango_font_metrics_get_underline_thickness(PangoFontMetrics *metrics);
int pango_font_metrics_get_strikethrough_position(PangoFontMetrics *metrics);
int pango_font_metrics_get_strikethrough_thickness(PangoFontMetrics *metrics);

// Layouts
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, gboolean justify);
void pango_layout_set_auto_dir(PangoLayout *layout, gboolean auto_dir);
gboolean pango_layout_is_ellipsized(PangoLayout *layout);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);
GSList *pango_layout_get_lines_readonly(PangoLayout *layout);
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_line(PangoLayoutIter *iter);
PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
void pango_cairo_show_layout_line(cairo_t *cr, PangoLayoutLine *line);
gboolean pango_layout_line_x_to_index(PangoLayoutLine *line, int x_pos, int *index_, int *trailing);
void pango_layout_line_index_to_x(PangoLayoutLine *line, int index_, gboolean trailing, int *x_pos);
void pango_layout_line_get_x_ranges(PangoLayoutLine *line, int start_index, int end_index, int **ranges, int *n_ranges);

// The library's version, e.g. "1.50.12" (recorded in a golden's stamp).
const char *pango_version_string(void);

#endif
