import AutoLayout

/// The gallery's `index.html`: the contact sheet, then every snapshot full size with its
/// name, its spec and its warnings. One self-contained file (inline CSS, no scripts, no
/// network) that links the PNGs beside it by relative paths, so it opens from `file://`.
public enum GalleryPage {
    /// The page for `entries`, whose PNGs are at `<snapshotFolder>/<name>.png` and whose
    /// contact sheet is `sheetFile`, both relative to the page.
    public static func html(entries: [GalleryEntry], title: String, sheetFile: String, snapshotFolder: String) -> String {
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(title))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
        nav a { margin-right: 12px; }
        figure { margin: 32px 0; }
        figure img { border: 1px solid #d1d1d6; max-width: 100%; }
        figcaption { margin: 6px 0; }
        code { color: #636366; }
        .warning { color: #c93400; white-space: pre-wrap; font-family: ui-monospace, monospace; font-size: 12px; }
        </style>
        </head>
        <body>
        <h1>\(escape(title))</h1>
        <p>\(entries.count) snapshot\(entries.count == 1 ? "" : "s").</p>
        <p><img src="\(escape(sheetFile))" alt="contact sheet" style="max-width: 100%"></p>
        <nav>

        """
        for entry in entries {
            out += "<a href=\"#\(escape(anchor(entry.name)))\">\(escape(entry.name))</a>\n"
        }
        out += "</nav>\n"
        for entry in entries {
            let size = entry.pointSize
            let file = snapshotFolder + "/" + entry.name + ".png"
            out += """
            <figure id="\(escape(anchor(entry.name)))">
            <figcaption><strong>\(escape(entry.name))</strong> <code>\(escape(entry.file))</code></figcaption>
            <img src="\(escape(file))" width="\(fmt(size.width))" height="\(fmt(size.height))" alt="\(escape(entry.name))">

            """
            for warning in entry.warnings {
                out += "<div class=\"warning\">\(escape(warning))</div>\n"
            }
            out += "</figure>\n"
        }
        out += "</body>\n</html>\n"
        return out
    }

    static func escape(_ text: String) -> String { HTMLText.escape(text) }

    /// An id for a snapshot's figure: its name with anything but letters, digits, `-`,
    /// `_` and `.` replaced, so `#name` links work.
    static func anchor(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
    }
}
