import Foundation
import LayoutSpec

/// The colors of the asset catalogs near an Interface Builder document: what a
/// `<color name="Brand"/>` stands for, in every appearance.
///
/// A document's `<resources>` record a named color's light value only; the app's asset
/// catalog (`Brand.colorset/Contents.json` inside some `*.xcassets` folder) has its dark and
/// high-contrast values too.
///
/// Catalogs are looked for, on the first lookup, in the document's folder and its parents up
/// to ``levelsUp`` levels, each searched ``searchDepth`` folders deep (so both
/// `App/Main.storyboard` beside `App/Assets.xcassets` and `App/Base.lproj/Main.storyboard`
/// find it). The nearest catalogs come first: those under the document's own folder, then
/// those under its parent, and so on; within one folder's search, shallower ones first, then
/// by name. The search does not go above a repository's or project's root (a folder holding
/// `.git`, an `.xcodeproj`, an `.xcworkspace` or `Package.swift`), never lists the
/// file-system root or the home folder, skips hidden folders, packages (folders with an
/// extension, such as `.xcodeproj`) and dependency folders, does not follow symbolic links,
/// and stops after ``entryBudget`` folder entries.
///
/// Each catalog's color names are listed when a name is first looked up in it (groups are
/// searched; a group whose `Contents.json` says `"provides-namespace": true` prefixes its
/// colors' names with its own: `Group/Brand`), and each color set is read on its first use.
/// An unreadable or odd color set gives a problem to warn about, never a crash.
final class AssetCatalogColors {
    /// How many parents of the document's folder are searched.
    static let levelsUp = 3
    /// How deep below each searched folder a catalog may be (its children are at depth 1).
    static let searchDepth = 4
    /// The most folder entries the search looks at, over all its folders.
    static let entryBudget = 20_000
    /// How deeply groups may nest inside a catalog.
    static let groupDepth = 8
    /// Folders never searched for catalogs: other projects' code and build products.
    static let skippedFolders: Set<String> = ["node_modules", "Pods", "Carthage", "DerivedData", "build"]

    /// What a lookup found: the color, or nil when the color set gives none (then `problem`
    /// says why); `problem` may also note an approximation of a color it gives.
    struct Lookup: Sendable, Equatable {
        var color: SpecColor?
        var problem: String?
    }

    /// The folder searched first.
    let documentFolder: URL
    private var foundCatalogs: [URL]?
    /// Catalog → its color names → their color sets.
    private var indexes: [URL: [String: URL]] = [:]
    /// Color set → what it gives.
    private var read: [URL: Lookup] = [:]

    /// The catalogs near the document at `documentFile`; nil when that is not a file on disk
    /// (a document converted from text in memory has no catalogs).
    init?(documentFile: String) {
        var isFolder: ObjCBool = false
        guard !documentFile.isEmpty, FileManager.default.fileExists(atPath: documentFile, isDirectory: &isFolder),
              !isFolder.boolValue else { return nil }
        documentFolder = URL(fileURLWithPath: documentFile).standardizedFileURL.deletingLastPathComponent()
    }

    /// The catalogs found, nearest first.
    var catalogs: [URL] {
        if let foundCatalogs { return foundCatalogs }
        let found = Self.findCatalogs(from: documentFolder)
        foundCatalogs = found
        return found
    }

    /// The color a name stands for in the nearest catalog that defines it, or nil when none
    /// does.
    func color(named name: String) -> Lookup? {
        guard !name.isEmpty else { return nil }
        for catalog in catalogs {
            if let set = index(of: catalog)[name] { return colorSet(set, name: name) }
        }
        return nil
    }

    // MARK: Finding catalogs

    private static func findCatalogs(from start: URL) -> [URL] {
        var found: [URL] = []
        var budget = entryBudget
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
        var folder = start
        var searched: String?
        for _ in 0...levelsUp {
            let path = folder.path
            if path == "/" || path.isEmpty || path == home { break }
            search(folder, skipping: searched, into: &found, budget: &budget)
            if isProjectRoot(folder) { break }
            searched = path
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == path { break }
            folder = parent
        }
        return found
    }

    /// Whether a folder is a repository's or a project's root (it holds `.git`, an Xcode
    /// project or workspace, or `Package.swift`): its app's catalogs are below it.
    private static func isProjectRoot(_ folder: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { name in
            name == ".git" || name == "Package.swift" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
        }
    }

    /// Breadth first below `root`, to ``searchDepth``; `skipping` is a folder searched before.
    private static func search(_ root: URL, skipping: String?, into found: inout [URL], budget: inout Int) {
        var level = [root]
        for depth in 1...searchDepth {
            var next: [URL] = []
            for folder in level {
                for entry in subfolders(folder, budget: &budget) where entry.path != skipping {
                    let name = entry.lastPathComponent
                    if entry.pathExtension == "xcassets" {
                        if !found.contains(entry) { found.append(entry) }
                    } else if depth < searchDepth, !name.hasPrefix("."), entry.pathExtension.isEmpty,
                              !skippedFolders.contains(name) {
                        next.append(entry)
                    }
                }
            }
            level = next
            if level.isEmpty || budget <= 0 { break }
        }
    }

    /// The folders in a folder (not symbolic links to them), sorted by name.
    private static func subfolders(_ folder: URL, budget: inout Int) -> [URL] {
        guard budget > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var folders: [URL] = []
        for name in names.sorted() {
            budget -= 1
            if budget <= 0 { break }
            let url = folder.appendingPathComponent(name)
            // attributesOfItem does not follow a link: a linked folder reads as a link.
            let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
            if type == .typeDirectory { folders.append(url) }
        }
        return folders
    }

    // MARK: A catalog's names

    private func index(of catalog: URL) -> [String: URL] {
        if let index = indexes[catalog] { return index }
        var index: [String: URL] = [:]
        Self.collect(catalog, prefix: "", depth: 0, into: &index)
        indexes[catalog] = index
        return index
    }

    /// Color sets in a catalog folder or group, by name; the first of a name wins.
    private static func collect(_ folder: URL, prefix: String, depth: Int, into index: inout [String: URL]) {
        guard depth < groupDepth else { return }
        var unused = Int.max
        for entry in subfolders(folder, budget: &unused) {
            let name = entry.lastPathComponent
            let kind = entry.pathExtension
            if kind == "colorset" {
                let key = prefix + entry.deletingPathExtension().lastPathComponent
                if index[key] == nil { index[key] = entry }
            } else if kind.isEmpty || kind == "spriteatlas" {
                // A group; it names its colors only if it provides a namespace.
                let group = kind.isEmpty ? name : entry.deletingPathExtension().lastPathComponent
                let namespace = providesNamespace(entry) ? prefix + group + "/" : prefix
                collect(entry, prefix: namespace, depth: depth + 1, into: &index)
            }
        }
    }

    private static func providesNamespace(_ group: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: group.appendingPathComponent("Contents.json").path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        switch properties["provides-namespace"] {
        case let flag as Bool: return flag
        case let number as NSNumber: return number.boolValue
        case let text as String: return text == "true" || text == "YES"
        default: return false
        }
    }

    // MARK: A color set

    private func colorSet(_ set: URL, name: String) -> Lookup {
        if let known = read[set] { return known }
        let catalogName = set.pathComponents.last { $0.hasSuffix(".xcassets") } ?? ""
        let relative = set.path.range(of: catalogName).map { String(set.path[$0.lowerBound...]) } ?? set.lastPathComponent
        var lookup = Self.parse(FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path))
        if let problem = lookup.problem {
            lookup.problem = "asset catalog color '\(name)' (\(relative)): \(problem)"
        }
        read[set] = lookup
        return lookup
    }

    /// The color a color set's `Contents.json` gives (nil data: the file is missing).
    static func parse(_ data: Data?) -> Lookup {
        guard let data else { return Lookup(color: nil, problem: "the color set has no Contents.json") }
        guard let json = try? JSONSerialization.jsonObject(with: data) else {
            return Lookup(color: nil, problem: "Contents.json is not valid JSON")
        }
        guard let entries = (json as? [String: Any])?["colors"] as? [Any] else {
            return Lookup(color: nil, problem: "Contents.json has no \"colors\" list")
        }
        var problems: [String] = []
        // The best entry for each slot: (luminosity any/light/dark, high contrast).
        var slots: [Slot: (rank: Int, color: SpecColor)] = [:]
        for case let entry as [String: Any] in entries {
            guard let rank = rank(of: entry), let slot = slot(of: entry),
                  let colorValue = entry["color"] as? [String: Any] else { continue }
            if let best = slots[slot], best.rank <= rank { continue }
            var problem: String?
            if let color = color(colorValue, problem: &problem) { slots[slot] = (rank, color) }
            if let problem, !problems.contains(problem) { problems.append(problem) }
        }
        let problem = problems.isEmpty ? nil : problems.joined(separator: "; ")
        // Light is the any-appearance value, else the light one; the others fall back as UIKit's do.
        guard let light = (slots[Slot(.any, high: false)] ?? slots[Slot(.light, high: false)])?.color else {
            return Lookup(color: nil, problem: problem ?? "the color set has no universal, iPhone or iPad color")
        }
        let dark = slots[Slot(.dark, high: false)]?.color ?? light
        let lightHigh = (slots[Slot(.any, high: true)] ?? slots[Slot(.light, high: true)])?.color ?? light
        let darkHigh = slots[Slot(.dark, high: true)]?.color ?? dark
        // A value may be dynamic itself (a system color): each appearance takes its own.
        let color = SpecColor(light: light.resolved(in: .light), dark: dark.resolved(in: .dark),
                              lightHighContrast: lightHigh.resolved(in: Appearance(.light, contrast: .high)),
                              darkHighContrast: darkHigh.resolved(in: Appearance(.dark, contrast: .high)))
        return Lookup(color: color, problem: problem)
    }

    private enum Luminosity { case any, light, dark }

    private struct Slot: Hashable {
        var luminosity: Luminosity
        var high: Bool
        init(_ luminosity: Luminosity, high: Bool) {
            self.luminosity = luminosity
            self.high = high
        }
    }

    /// Lower is better: universal before iPhone before iPad, sRGB gamut before Display P3;
    /// nil for other devices.
    private static func rank(of entry: [String: Any]) -> Int? {
        let idioms = ["universal", "iphone", "ipad"]
        guard let idiom = idioms.firstIndex(of: entry["idiom"] as? String ?? "universal") else { return nil }
        let gamut = (entry["display-gamut"] as? String)?.lowercased() == "display-p3" ? 1 : 0
        return idiom * 2 + gamut
    }

    /// The appearance an entry is for; nil for traits not drawn (other luminosities or
    /// contrasts, unknown appearance kinds).
    private static func slot(of entry: [String: Any]) -> Slot? {
        var slot = Slot(.any, high: false)
        for case let appearance as [String: Any] in entry["appearances"] as? [Any] ?? [] {
            let value = appearance["value"] as? String
            switch (appearance["appearance"] as? String, value) {
            case ("luminosity", "light"): slot.luminosity = .light
            case ("luminosity", "dark"): slot.luminosity = .dark
            case ("contrast", "high"): slot.high = true
            default: return nil
            }
        }
        return slot
    }

    /// One entry's `"color"`: components in a color space, or a system color reference.
    private static func color(_ value: [String: Any], problem: inout String?) -> SpecColor? {
        if let reference = value["reference"] as? String {
            if let named = IBColor.systemColor(reference) ?? IBColor.legacyColor(reference) { return named }
            problem = "unknown system color '\(reference)'"
            return nil
        }
        guard let components = value["components"] as? [String: Any] else {
            problem = "a color without components or a system color reference"
            return nil
        }
        let space = (value["color-space"] as? String)?.lowercased()
        var notes: [String] = []
        func read(_ key: String, isAlpha: Bool = false) -> Double? {
            guard let raw = components[key] else { return nil }
            guard let number = component(raw, isAlpha: isAlpha) else {
                notes.append("component \(key) '\(raw)' is not a number")
                return nil
            }
            if number < 0 || number > 1 {
                notes.append("component \(key) \(raw) is outside 0…1 and is clamped")
            }
            return max(0, min(1, number))
        }
        defer { if !notes.isEmpty { problem = notes.joined(separator: "; ") } }
        let alphaGiven = components["alpha"] != nil
        let alpha = read("alpha", isAlpha: true) ?? (alphaGiven ? nil : 1)
        guard let alpha else { return nil }
        if components["red"] != nil || components["green"] != nil || components["blue"] != nil {
            guard let red = read("red"), let green = read("green"), let blue = read("blue") else {
                if notes.isEmpty { notes.append("a color without all of red, green and blue") }
                return nil
            }
            var rgb = [red, green, blue]
            switch space {
            case nil, "srgb", "extended-srgb":
                break
            case "display-p3":
                notes.append("Display P3 components are used as sRGB (colors may look less saturated than on a device)")
            case "extended-linear-srgb":
                rgb = rgb.map { $0 <= 0.0031308 ? 12.92 * $0 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
            default:
                notes.append("color space '\(space ?? "")' is used as sRGB")
            }
            return SpecColor(red: IBColor.channel(rgb[0]), green: IBColor.channel(rgb[1]), blue: IBColor.channel(rgb[2]),
                             alpha: IBColor.channel(alpha))
        }
        if components["white"] != nil {
            guard let white = read("white") else { return nil }
            let level = IBColor.channel(white)
            return SpecColor(red: level, green: level, blue: level, alpha: IBColor.channel(alpha))
        }
        notes.append("a color without red, green and blue or white components")
        return nil
    }

    /// A component as Xcode writes it: a float 0…1 (`"0.200"`), a hex byte (`"0x3A"`) or an
    /// integer 0…255 (`"58"`), as a fraction. An integer alpha of 0 or 1 is itself (alpha is
    /// always a fraction in Xcode's editor).
    static func component(_ raw: Any, isAlpha: Bool = false) -> Double? {
        if let text = raw as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x") {
                return UInt32(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
            }
            if let integer = Int(trimmed) {
                return isAlpha && (integer == 0 || integer == 1) ? Double(integer) : Double(integer) / 255
            }
            guard let number = Double(trimmed), number.isFinite else { return nil }
            return number
        }
        if let number = raw as? NSNumber {
            let value = number.doubleValue
            guard value.isFinite else { return nil }
            // A JSON number: a fraction, unless it is a whole number above 1 (then 0…255).
            return value > 1 && value == value.rounded() ? value / 255 : value
        }
        return nil
    }
}
