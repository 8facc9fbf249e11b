import Stacksnap
import Foundation
import LayoutSpec
import Raster

/// What produced a golden, recorded as the first line of its frame tree:
///
///     # stacksnap engine 2026.11.26, fonts 3f…e1, input 9a…07
///
/// - `engine`: ``EngineVersion/current`` when it was recorded, with the versions of cairo
///   and Pango (which rasterise);
/// - `fonts`: a digest of the bundled font files, and of the fonts folder's files when the
///   snapshot uses one (`fonts:`, `--fonts`);
/// - `input`: a digest of the snapshot's name, its spec file and the image files it shows
///   (their bytes, not their paths, so a clone elsewhere stamps alike)
///   (`-` when the input is not fully known, as for an Interface Builder document, whose
///   asset catalogs are read from around it).
///
/// With it, `verify` can say whether a changed snapshot changed with its spec or with the
/// engine or fonts (the migration summary), and `--incremental` can pass a snapshot whose
/// stamp matches without drawing it: the same engine, fonts and input give the same bytes.
/// The line is not part of the frame tree: comparisons and diffs leave it out, and a golden
/// without one (recorded before stamps) is simply unstamped.
public struct GoldenStamp: Sendable, Equatable, Codable {
    public var engine: String
    public var fonts: String
    public var input: String

    public init(engine: String, fonts: String, input: String) {
        self.engine = engine
        self.fonts = fonts
        self.input = input
    }

    static let prefix = "# stacksnap engine "

    /// The stamp's line, with its newline.
    public var line: String { "\(Self.prefix)\(engine), fonts \(fonts), input \(input)\n" }

    /// Splits a frame-tree golden into its stamp (nil when it has none) and the tree.
    public static func split(_ frames: String) -> (stamp: GoldenStamp?, tree: String) {
        guard frames.hasPrefix(prefix), let end = frames.firstIndex(of: "\n") else { return (nil, frames) }
        let fields = frames[frames.index(frames.startIndex, offsetBy: prefix.count)..<end]
            .components(separatedBy: ", ")
        let tree = String(frames[frames.index(after: end)...])
        guard fields.count == 3, fields[1].hasPrefix("fonts "), fields[2].hasPrefix("input ") else { return (nil, tree) }
        return (GoldenStamp(engine: fields[0], fonts: String(fields[1].dropFirst(6)),
                            input: String(fields[2].dropFirst(6))), tree)
    }

    /// True when an input is digested: only then can a matching stamp stand for a render.
    public var knowsInput: Bool { input != "-" }

    /// The stamp a render of `output` (from `spec`) would get now. A file that cannot be
    /// read leaves the input unknown (the render reports the problem itself).
    public static func current(name: String, spec: String, output: SpecJob.Output) -> GoldenStamp {
        GoldenStamp(engine: engine, fonts: fontsDigest(output: output, spec: spec),
                    input: inputDigest(name: name, spec: spec, output: output))
    }

    /// The bundled fonts' digest, with the output's fonts folder's files folded in when it
    /// has one (a folder that cannot be read leaves it unknown: the render reports why).
    static func fontsDigest(output: SpecJob.Output, spec: String) -> String {
        let document: SpecDocument
        switch output {
        case .snapshot(let s), .accessibility(let s): document = s.document
        case .composed(let c):
            guard let first = c.members.first else { return fontsDigest }
            document = first.document
        }
        guard let fonts = document.fonts else { return fontsDigest }
        guard let folder = try? SnapshotFonts.folder(fonts, specFile: spec) else { return "-" }
        let parts = [fontsDigest] + folder.faces.map { $0.postScriptName + " " + $0.sha256 }
        return Digest128.of(Array(parts.joined(separator: "\n").utf8)).description
    }

    /// The engine's version with the rendering libraries': `2026.11.26+cairo1.16.0+pango1.50.12`.
    public static var engine: String { EngineVersion.current + "+" + RendererLibraries.versions }

    static func inputDigest(name: String, spec: String, output: SpecJob.Output) -> String {
        // Only spec files are digested whole: an Interface Builder document reads asset
        // catalogs around it, and a Swift test's layout is code.
        let lowercased = spec.lowercased()
        guard [".yaml", ".yml", ".json"].contains(where: { lowercased.hasSuffix($0) }),
              let specBytes = FileManager.default.contents(atPath: spec),
              let images = try? SpecJob.imageFiles(of: output) else { return "-" }
        // Each part's length goes in before it, so no two different inputs run together
        // into the same bytes.
        var bytes: [UInt8] = []
        func add(_ part: [UInt8]) {
            withUnsafeBytes(of: UInt64(part.count).littleEndian) { bytes += $0 }
            bytes += part
        }
        add(Array(name.utf8))
        add([UInt8](specBytes))
        for image in images {
            guard let data = FileManager.default.contents(atPath: image) else { return "-" }
            add([UInt8](data))
        }
        return Digest128.of(bytes).description
    }

    /// What differs between the stamp a golden was recorded with and the current one.
    public static func cause(recorded: GoldenStamp?, current: GoldenStamp) -> String {
        guard let recorded else { return "unstamped" }
        let inputKnown = recorded.knowsInput && current.knowsInput
        var parts: [String] = []
        if inputKnown && recorded.input != current.input { parts.append("spec") }
        if recorded.engine != current.engine { parts.append("engine") }
        if recorded.fonts != current.fonts { parts.append("fonts") }
        if !parts.isEmpty { return parts.joined(separator: " and ") }
        return inputKnown ? "nothing recorded" : "input"
    }

    /// The bundled fonts' digest, read once per process (the files do not change under a run).
    static let fontsDigest: String = {
        var digests: [UInt8] = []
        for file in BundledFonts.files {
            guard let data = FileManager.default.contents(atPath: file) else { return "-" }
            let digest = Digest128.of([UInt8](data))
            withUnsafeBytes(of: digest.high.littleEndian) { digests += $0 }
            withUnsafeBytes(of: digest.low.littleEndian) { digests += $0 }
        }
        return digests.isEmpty ? "-" : Digest128.of(digests).description
    }()
}
