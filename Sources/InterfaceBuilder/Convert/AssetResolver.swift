import Foundation

/// Finds the PNG an image view names, next to the document, and writes its path relative
/// to the folder the spec lives in.
///
/// Looked for, in order: `<name>.imageset` inside any `*.xcassets` folder beside the
/// document (groups inside the catalog are searched too, in name order), then `<name>.png`,
/// `<name>@2x.png`, `<name>@3x.png` beside the document. In an image set the 2x PNG is
/// preferred (specs draw at scale 2 by default), then 3x, then 1x.
struct AssetResolver: Sendable {
    /// The folder of the Interface Builder document.
    let documentFolder: URL
    /// The folder the spec's image paths are relative to (the document's folder when the
    /// document is drawn directly; the output's folder for `stacksnap import`).
    let specFolder: URL

    /// A found image: the spec-relative path, and a note when the file's name gives a scale
    /// other than the catalog's (the renderer reads the scale from `@2x` in the name).
    struct Found: Sendable {
        var path: String
        var note: String?
    }

    /// The image's spec path, or why there is none.
    func resolve(_ name: String) -> Result<Found, ResolveFailure> {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { return .failure(.notFound) }
        var candidates: [(url: URL, declaredScale: Int?)] = []
        for catalog in sortedEntries(documentFolder).filter({ $0.pathExtension == "xcassets" }) {
            if let set = findImageSet(named: name, in: catalog, depth: 0) {
                candidates = files(inImageSet: set)
                if !candidates.isEmpty { break }
            }
        }
        if candidates.isEmpty {
            for suffix in ["", "@2x", "@3x"] {
                let url = documentFolder.appendingPathComponent("\(name)\(suffix).png")
                if FileManager.default.fileExists(atPath: url.path) { candidates.append((url, nil)); break }
            }
        }
        guard let chosen = candidates.first else { return .failure(.notFound) }
        guard let relative = relativePath(chosen.url) else { return .failure(.outsideSpecFolder(chosen.url.path)) }
        let nameScale = Self.scale(fromFileName: chosen.url.lastPathComponent)
        var note: String?
        if let declared = chosen.declaredScale, declared != nameScale {
            note = "'\(chosen.url.lastPathComponent)' is a \(declared)x image in its catalog but has no @\(declared)x "
                + "in its name, so it is drawn at \(nameScale)x"
        }
        return .success(Found(path: relative, note: note))
    }

    enum ResolveFailure: Error, Sendable {
        case notFound
        case outsideSpecFolder(String)
    }

    // MARK: Steps

    /// `<name>.imageset` in a catalog or one of its groups (at most 8 folders deep).
    private func findImageSet(named name: String, in folder: URL, depth: Int) -> URL? {
        guard depth < 8 else { return nil }
        let entries = sortedEntries(folder)
        if let set = entries.first(where: { $0.lastPathComponent == "\(name).imageset" }) { return set }
        for group in entries where group.pathExtension.isEmpty && isFolder(group) {
            if let set = findImageSet(named: name, in: group, depth: depth + 1) { return set }
        }
        return nil
    }

    /// The PNGs of an image set, best first: from `Contents.json` when it lists them
    /// (2x, 3x, 1x), else the folder's PNGs by the scale in their names.
    private func files(inImageSet set: URL) -> [(url: URL, declaredScale: Int?)] {
        var listed: [(url: URL, declaredScale: Int?)] = []
        if let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path),
           let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let images = json["images"] as? [[String: Any]] {
            for image in images {
                guard let file = image["filename"] as? String, file.lowercased().hasSuffix(".png") else { continue }
                let url = set.appendingPathComponent(file)
                guard FileManager.default.fileExists(atPath: url.path) else { continue }
                let scale = (image["scale"] as? String).flatMap { Int($0.dropLast()) }
                listed.append((url, scale))
            }
        }
        if listed.isEmpty {
            listed = sortedEntries(set).filter { $0.pathExtension.lowercased() == "png" }
                .map { ($0, nil) }
        }
        let rank = { (entry: (url: URL, declaredScale: Int?)) -> Int in
            switch entry.declaredScale ?? Self.scale(fromFileName: entry.url.lastPathComponent) {
            case 2: 0
            case 3: 1
            default: 2
            }
        }
        // A stable sort by rank keeps the catalog's (or the folder's name) order within a rank.
        return listed.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    private func relativePath(_ url: URL) -> String? {
        let base = specFolder.standardizedFileURL.resolvingSymlinksInPath().path
        let file = url.standardizedFileURL.resolvingSymlinksInPath().path
        guard file.hasPrefix(base + "/") else { return nil }
        return String(file.dropFirst(base.count + 1))
    }

    private func sortedEntries(_ folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }

    private func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The renderer's rule: `@2x` or `@3x` before the extension, else 1.
    static func scale(fromFileName name: String) -> Int {
        let stem = (name as NSString).deletingPathExtension
        return stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    }
}
