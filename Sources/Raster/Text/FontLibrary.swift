import CPango
import Foundation

/// The one fontconfig configuration every text context uses: the bundled fonts and nothing
/// else.
///
/// The configuration is built in code with `FcConfigCreate` and `FcConfigAppFontAddFile`,
/// so no fontconfig file, environment variable or system font can change what text looks
/// like. It is created once, never modified afterwards, and shared (read-only) by the
/// per-thread Pango font maps.
final class FontLibrary: @unchecked Sendable {
    // @unchecked: `config` is written only in `init`; fontconfig reference-counts it
    // atomically and reads it under its own lock.

    /// The bundled font files, in load order (which is also fontconfig's tie-break order):
    /// Inter's text and display faces in all nine weights, upright and italic, then the
    /// fallbacks for Chinese, Hebrew and Arabic.
    static let fontFiles: [String] = {
        let weights = ["Regular", "Thin", "ExtraLight", "Light", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        var files: [String] = []
        for family in ["Inter", "InterDisplay"] {
            for weight in weights {
                files.append("\(family)-\(weight).otf")
                files.append("\(family)-\(weight == "Regular" ? "" : weight)Italic.otf")
            }
        }
        return files + [
            "NotoSansCJKsc-Regular.otf", "NotoSansCJKsc-Bold.otf",
            "NotoSansHebrew-Regular.ttf", "NotoSansArabic-Regular.ttf",
        ]
    }()

    /// The process-wide library, loaded on first use.
    static let shared = FontLibrary()

    /// The fontconfig configuration (`FcConfig *`); nil only when fontconfig itself failed.
    let config: OpaquePointer?
    /// The directory the fonts were loaded from, if one was found.
    let directory: String?
    /// Font files that were not found or could not be read; empty when all loaded.
    let failedFiles: [String]

    private init() {
        let directory = Self.locateFontDirectory()
        let config = FcConfigCreate()
        var failed: [String] = []
        for name in Self.fontFiles {
            guard let directory, let config else { failed.append(name); continue }
            let path = directory + "/" + name
            let added = path.withCString { FcConfigAppFontAddFile(config, $0) }
            if added == 0 { failed.append(name) }
        }
        // No periodic rescans: the set is fixed for the life of the process.
        if let config { FcConfigSetRescanInterval(config, 0) }
        self.config = config
        self.directory = directory
        self.failedFiles = failed
    }

    /// Finds `Fonts/` with every bundled file in it. In order: `STACKSNAP_FONTS_DIR`, the
    /// SwiftPM resource bundle beside the running executable (how a built `stacksnap` or
    /// test runner finds it), then the source tree this file was compiled from (a
    /// development fallback). SwiftPM's generated `Bundle.module` is not used because it
    /// traps when the bundle is missing.
    static func locateFontDirectory() -> String? {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["STACKSNAP_FONTS_DIR"], !override.isEmpty {
            candidates.append(override)
        }
        let bundleName = "Stacksnap_Raster.resources"
        var executableDirectories: [URL] = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            executableDirectories.append(executable.deletingLastPathComponent())
        }
        for directory in executableDirectories {
            candidates.append(directory.appendingPathComponent(bundleName).appendingPathComponent("Fonts").path)
            candidates.append(directory.appendingPathComponent(bundleName).path)
        }
        let sourceFonts = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts")
        candidates.append(sourceFonts.path)
        let files = FileManager.default
        return candidates.first { directory in
            fontFiles.allSatisfy { files.isReadableFile(atPath: directory + "/" + $0) }
        }
    }
}
