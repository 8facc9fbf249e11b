import Foundation
import LayoutSpec
import Raster

/// The fonts a snapshot is drawn with: the bundled ones, joined by the user's folder when
/// the spec (`fonts:`) or the run (`--fonts`) names one; what the frame tree records about
/// them; and the fonts the spec names that no font provides.
public enum SnapshotFonts {
    /// The folder `fonts` names for a spec at `file`: relative paths are taken from the
    /// spec's folder, as image sources are.
    public static func folder(_ fonts: String?, specFile file: String) throws(FontFolderError) -> FontFolder? {
        guard let fonts else { return nil }
        return try FontFolder(path: resolve(fonts, specFile: file))
    }

    /// `fonts` as a path: absolute as given, else relative to the spec file's folder.
    static func resolve(_ fonts: String, specFile file: String) -> String {
        if fonts.hasPrefix("/") { return fonts }
        return URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(fonts).standardizedFileURL.path
    }

    /// The lowered snapshot's folder; a folder that cannot be used is bad input, naming the
    /// spec file.
    static func folder(of lowered: LoweredSnapshot) throws(StacksnapError) -> FontFolder? {
        do {
            return try folder(lowered.fonts, specFile: lowered.file)
        } catch {
            throw .limit(file: lowered.file, message: error.description)
        }
    }

    /// Runs `body` with the snapshot's fonts current (``FontFolder/using(_:)``).
    static func using<T>(_ lowered: LoweredSnapshot, _ body: () throws(StacksnapError) -> T) throws(StacksnapError) -> T {
        try FontFolder.using(try folder(of: lowered), body)
    }

    /// The frame tree's first lines when a folder's fonts join the bundled ones: one line
    /// per face, `# font Family Style (PostScriptName) file.otf sha256 <hex>`, so a changed or
    /// swapped font file shows in the golden's diff. Empty for the bundled fonts alone.
    public static func header(_ folder: FontFolder?) -> String {
        guard let folder else { return "" }
        return folder.faces.map { face in
            "# font \(face.family) \(face.style) (\(face.postScriptName)) \((face.file as NSString).lastPathComponent) sha256 \(face.sha256)\n"
        }.joined()
    }

    /// One warning per font family the snapshot names that neither the bundled fonts nor
    /// the folder provide (Inter draws it instead, so the picture is not the device's).
    /// fontconfig would silently substitute, so the chosen family is checked instead.
    static func unknownFonts(_ lowered: LoweredSnapshot, folder: FontFolder?) -> [SnapshotWarning] {
        var seen: Set<String> = []
        var warnings: [SnapshotWarning] = []
        let names = SnapshotPipeline.names(lowered)
        for (index, view) in lowered.views.enumerated() {
            for font in fonts(of: view.content) {
                guard let family = font.family, seen.insert(family).inserted,
                      !font.descriptor.match(in: folder).isRecognized else { continue }
                let place = folder.map { "the bundled fonts or the fonts folder \($0.path)" } ?? "the bundled fonts"
                warnings.append(SnapshotWarning(.unknownFont, "\(lowered.file): warning: \(lowered.name): \(names[index]): "
                    + "no font named '\(family)' in \(place); drawn with Inter instead"
                    + (folder == nil ? " (give your fonts folder with `fonts:` or --fonts)" : "")))
            }
        }
        return warnings
    }

    /// The fonts a view's content names.
    private static func fonts(of content: ViewContent) -> [FontSpec] {
        switch content {
        case .label(let label): [label.font]
        case .button(let button): [button.drawnFont]
        case .textField(let field): [field.font]
        case .textView(let view): [view.font]
        default: []
        }
    }
}
