import Foundation
@testable import InterfaceBuilder
import LayoutSpec
import Testing

/// Named colors come from the asset catalog near the document, with their dark and
/// high-contrast values; the document's `<resources>` (light value only) when no catalog
/// has them.
@Suite struct AssetCatalogColorTests {
    /// `Fixtures/NamedColors/App/Base.lproj/Palette.xib`, its catalog one folder up.
    static let palette = FixtureFiles.folder.appendingPathComponent("NamedColors/App/Base.lproj/Palette.xib").path

    static let lightHigh = Appearance(.light, contrast: .high)
    static let darkHigh = Appearance(.dark, contrast: .high)

    /// Ink.colorset worked out by hand: any (floats 0.2, 0.4, 0.6 → 51, 102, 153), dark (hex
    /// bytes E6 3A 12), high contrast (integers 10 20 30, alpha 0.5 → 127.5 → 128), dark high
    /// contrast (gray-gamma-22 white 0.9 → 229.5 → 230). Its luminosity-light entry, its
    /// iPhone and Mac entries are not used.
    static let ink: [(Appearance, SpecColor)] = [
        (.light, SpecColor(red: 51, green: 102, blue: 153)),
        (.dark, SpecColor(red: 0xE6, green: 0x3A, blue: 0x12)),
        (lightHigh, SpecColor(red: 10, green: 20, blue: 30, alpha: 128)),
        (darkHigh, SpecColor(red: 230, green: 230, blue: 230)),
    ]
    /// Accents/Tint.colorset refers to systemBlueColor: UIKit's four values.
    static let tint: [(Appearance, SpecColor)] = [
        (.light, SpecColor(hex: "#007AFF")!), (.dark, SpecColor(hex: "#0A84FF")!),
        (lightHigh, SpecColor(hex: "#0040DD")!), (darkHigh, SpecColor(hex: "#409CFF")!),
    ]
    /// Paper is only in the document's resources: #FAF5E6 in every appearance.
    static let paper: [(Appearance, SpecColor)] = Appearance.all.map { ($0.appearance, SpecColor(hex: "#FAF5E6")!) }

    /// The colors of the palette's views, by spec id (a label's text color as `<id>.text`).
    static func colors(_ imported: InterfaceBuilderImport) throws -> [String: SpecColor] {
        let root = try #require(imported.documents.first?.root)
        var colors: [String: SpecColor] = [:]
        for view in root.subviews {
            let id = try #require(view.id)
            if let background = view.background { colors[id] = background }
            if case .label(let label) = view.content { colors[id + ".text"] = label.color }
        }
        return colors
    }

    static let fromCatalog: [(id: String, values: [(Appearance, SpecColor)])] = [
        ("palette_ink", ink), ("palette_ink_text.text", ink), ("palette_tint", tint), ("palette_paper", paper),
    ]

    @Test(arguments: fromCatalog)
    func aNamedColorHasTheCatalogsAppearances(_ id: String, _ values: [(Appearance, SpecColor)]) throws {
        let imported = try InterfaceBuilderFile.load(path: Self.palette)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let color = try #require(try Self.colors(imported)[id])
        for (appearance, expected) in values {
            #expect(color.resolved(in: appearance) == expected, "\(id) in \(appearance)")
        }
    }

    /// The same document from text in memory: no catalog, so the light values the
    /// resources record, the same in every appearance.
    static let fromResources: [(id: String, value: SpecColor)] = [
        ("palette_ink", SpecColor(red: 51, green: 102, blue: 153)),
        ("palette_ink_text.text", SpecColor(red: 51, green: 102, blue: 153)),
        ("palette_tint", SpecColor(red: 0, green: 122, blue: 255)),
        ("palette_paper", SpecColor(hex: "#FAF5E6")!),
    ]

    @Test(arguments: fromResources)
    func withoutAFileTheResourcesValueIsUsed(_ id: String, _ value: SpecColor) throws {
        let text = try String(contentsOfFile: Self.palette, encoding: .utf8)
        let imported = try InterfaceBuilderFile.parse(Array(text.utf8), file: "Palette.xib")
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let color = try #require(try Self.colors(imported)[id])
        #expect(color == value)
        #expect(!color.isDynamic)
    }

    @Test func theCatalogIsFoundFromTheLocalizationFolder() throws {
        let colors = try #require(AssetCatalogColors(documentFile: Self.palette))
        let catalog = FixtureFiles.folder.appendingPathComponent("NamedColors/App/Colors.xcassets").standardizedFileURL
        #expect(colors.catalogs.first == catalog)
        #expect(colors.color(named: "Ink")?.color?.isDynamic == true)
        // The namespace group's name is part of the color's; a name alone is not found.
        #expect(colors.color(named: "Accents/Tint")?.color == .systemBlue)
        #expect(colors.color(named: "Tint") == nil)
        #expect(colors.color(named: "Paper") == nil)
        #expect(AssetCatalogColors(documentFile: "Palette.xib") == nil)
    }

    // MARK: Color sets

    /// A color set with one any-appearance entry of these components.
    static func colorSet(_ components: String, space: String = "srgb", more: String = "") -> String {
        """
        {"colors": [{"idiom": "universal", "color": {"color-space": "\(space)", "components": {\(components)}}}\(more)]}
        """
    }

    /// Color set text → the light value (nil: none) and a part of the problem (nil: none).
    static let colorSets: [(json: String, light: SpecColor?, problem: String?)] = [
        // The three spellings of a component, and the alpha's.
        (colorSet(#""red": "0.200", "green": "0x33", "blue": "51", "alpha": "1.000""#), SpecColor(red: 51, green: 51, blue: 51), nil),
        (colorSet(#""red": "0xff", "green": "0X80", "blue": " 0 ", "alpha": "0.250""#), SpecColor(red: 255, green: 128, blue: 0, alpha: 64), nil),
        (colorSet(#""red": "1", "green": "255", "blue": "0.000", "alpha": "1""#), SpecColor(red: 1, green: 255, blue: 0), nil),
        (colorSet(#""red": 0.2, "green": 0.4, "blue": 1, "alpha": 1"#), SpecColor(red: 51, green: 102, blue: 255), nil),
        (colorSet(#""red": "0.2", "green": "0.4", "blue": "0.6""#), SpecColor(red: 51, green: 102, blue: 153), nil),
        (colorSet(#""white": "0.500", "alpha": "0.500""#, space: "gray-gamma-22"), SpecColor(red: 128, green: 128, blue: 128, alpha: 128), nil),
        (colorSet(#""white": "0x40", "alpha": "1.000""#, space: "extended-gray"), SpecColor(red: 64, green: 64, blue: 64), nil),
        // Linear light, encoded: 0.5 → 0.7354 → 188.
        (colorSet(#""red": "0.5", "green": "0", "blue": "1.0", "alpha": "1""#, space: "extended-linear-srgb"),
         SpecColor(red: 188, green: 0, blue: 255), nil),
        // Approximations.
        (colorSet(#""red": "1.2", "green": "-0.1", "blue": "0.5", "alpha": "1""#, space: "extended-srgb"),
         SpecColor(red: 255, green: 0, blue: 128), "outside 0…1"),
        (colorSet(#""red": "1", "green": "0", "blue": "0", "alpha": "1.000""#, space: "display-p3"),
         SpecColor(red: 1, green: 0, blue: 0), "Display P3"),
        // System colors.
        (#"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "labelColor"}}]}"#, .black, nil),
        (#"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "darkTextColor"}}]}"#, .black, nil),
        (#"{"colors": [{"idiom": "universal", "color": {"reference": "noSuchColor"}}]}"#, nil, "unknown system color 'noSuchColor'"),
        // Light when there is no any-appearance entry; an iPhone entry when there is no universal one.
        (#"{"colors": [{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "light"}], "color": {"components": {"white": "1"}}}]}"#,
         SpecColor(red: 1, green: 1, blue: 1), nil),
        (#"{"colors": [{"idiom": "iphone", "color": {"components": {"white": "1.0"}}}, {"idiom": "watch", "color": {"components": {"white": "0.0"}}}]}"#,
         .white, nil),
        // Nothing usable.
        (#"{"colors": [{"idiom": "mac", "color": {"components": {"white": "1.0"}}}]}"#, nil, "no universal, iPhone or iPad color"),
        (#"{"colors": []}"#, nil, "no universal, iPhone or iPad color"),
        (#"{"colors": [{"idiom": "universal"}]}"#, nil, "no universal, iPhone or iPad color"),
        (colorSet(#""red": "pink", "green": "0", "blue": "0""#), nil, "component red 'pink' is not a number"),
        (colorSet(#""red": "0.5", "green": "0""#), nil, "without all of red, green and blue"),
        (colorSet(#""cyan": "1""#), nil, "without red, green and blue or white"),
        (#"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb"}}]}"#, nil, "without components"),
        (##"{"colors": "#FF0000"}"##, nil, "no \"colors\" list"),
        (#"["colors"]"#, nil, "no \"colors\" list"),
        (#"{"colors": [ {"idiom": "#, nil, "not valid JSON"),
        ("", nil, "not valid JSON"),
    ]

    @Test(arguments: colorSets)
    func aColorSetsLightValue(_ json: String, _ light: SpecColor?, _ problem: String?) {
        let lookup = AssetCatalogColors.parse(Data(json.utf8))
        #expect(lookup.color?.resolved(in: .light) == light)
        if let problem {
            #expect(lookup.problem?.contains(problem) == true, "\(lookup.problem ?? "no problem")")
        } else {
            #expect(lookup.problem == nil)
        }
    }

    /// Appearances: what each of the four gets when the color set leaves it out.
    static let appearanceSets: [(entries: [String], values: [String])] = [
        // Any and dark: the high-contrast values are the normal ones.
        ([#"{"color": {"components": {"white": "1.0"}}}"#, #"{"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"components": {"white": "0.0"}}}"#],
         ["#FFFFFF", "#000000", "#FFFFFF", "#000000"]),
        // Any and high contrast: dark is the light value, and dark high contrast is dark's
        // (the same style at normal contrast, as UIKit falls back).
        ([#"{"color": {"components": {"white": "1.0"}}}"#, #"{"appearances": [{"appearance": "contrast", "value": "high"}], "color": {"components": {"white": "0.0"}}}"#],
         ["#FFFFFF", "#FFFFFF", "#000000", "#FFFFFF"]),
        // A luminosity-light entry beside an any entry is not used.
        ([#"{"color": {"components": {"white": "1.0"}}}"#, #"{"appearances": [{"appearance": "luminosity", "value": "light"}], "color": {"components": {"white": "0.0"}}}"#],
         ["#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF"]),
        // Universal before iPhone, whatever their order; entries for other traits are left out.
        ([#"{"idiom": "iphone", "color": {"components": {"white": "0.0"}}}"#, #"{"color": {"components": {"white": "1.0"}}}"#,
          #"{"appearances": [{"appearance": "luminosity", "value": "dark"}], "idiom": "ipad", "color": {"components": {"white": "0.0"}}}"#,
          #"{"appearances": [{"appearance": "gamut", "value": "P3"}], "color": {"components": {"white": "0.5"}}}"#],
         ["#FFFFFF", "#000000", "#FFFFFF", "#000000"]),
        // A system color in the dark appearance only.
        ([#"{"color": {"components": {"white": "1.0"}}}"#, #"{"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"reference": "systemRedColor"}}"#],
         ["#FFFFFF", "#FF453A", "#FFFFFF", "#FF6961"]),
    ]

    @Test(arguments: appearanceSets)
    func appearancesAColorSetLeavesOut(_ entries: [String], _ values: [String]) throws {
        let json = #"{"colors": ["# + entries.map { $0.replacingOccurrences(of: "{\"color\"", with: "{\"idiom\": \"universal\", \"color\"") }
            .joined(separator: ", ") + "]}"
        let color = try #require(AssetCatalogColors.parse(Data(json.utf8)).color)
        #expect(Appearance.all.map { color.resolved(in: $0.appearance).hex } == values)
    }

    // MARK: The search

    /// A scratch folder tree (its root marked as a repository's, so the search stops there),
    /// removed after `body`.
    static func withTree(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("ib-catalog-\(UUID().uuidString)").standardizedFileURL
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files.merging([".git/HEAD": "ref: refs/heads/main\n"], uniquingKeysWith: { $1 }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try body(root)
    }

    static func white(_ level: String) -> String {
        #"{"colors": [{"idiom": "universal", "color": {"components": {"white": "\#(level)"}}}]}"#
    }

    @Test func theNearestCatalogWins() throws {
        try Self.withTree([
            "Project/App/Screens/Base.lproj/Main.storyboard": "",
            "Project/App/Screens/Local.xcassets/Shade.colorset/Contents.json": Self.white("0.0"),
            "Project/App/Assets.xcassets/Shade.colorset/Contents.json": Self.white("1.0"),
            "Project/App/Assets.xcassets/Only.colorset/Contents.json": Self.white("1.0"),
            "Project/App/Assets.xcassets/Group/Nested/Deep.colorset/Contents.json": Self.white("1.0"),
            "Project/App/Assets.xcassets/Spaced/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
            "Project/App/Assets.xcassets/Spaced/Inner/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
            "Project/App/Assets.xcassets/Spaced/Inner/Deep.colorset/Contents.json": Self.white("0.0"),
            "Project/App/Assets.xcassets/Bad.colorset/Contents.json": "{",
            "Project/App/Assets.xcassets/Missing.colorset/README": "",
            "Project/App/Assets.xcassets/Picture.imageset/Shade.colorset/Contents.json": Self.white("0.5"),
        ]) { root in
            let document = root.appendingPathComponent("Project/App/Screens/Base.lproj/Main.storyboard").path
            let colors = try #require(AssetCatalogColors(documentFile: document))
            #expect(colors.catalogs.map(\.lastPathComponent) == ["Local.xcassets", "Assets.xcassets"])
            #expect(colors.color(named: "Shade")?.color == .black)
            #expect(colors.color(named: "Only")?.color == .white)
            #expect(colors.color(named: "Deep")?.color == .white)
            #expect(colors.color(named: "Spaced/Inner/Deep")?.color == .black)
            #expect(colors.color(named: "Inner/Deep") == nil)
            let bad = try #require(colors.color(named: "Bad"))
            #expect(bad.color == nil)
            #expect(bad.problem == "asset catalog color 'Bad' (Assets.xcassets/Bad.colorset): Contents.json is not valid JSON")
            #expect(colors.color(named: "Missing")?.problem?.contains("no Contents.json") == true)
        }
    }

    @Test func catalogsTooFarAwayAreNotSearched() throws {
        try Self.withTree([
            // Four levels up from the document's folder: beyond the search.
            "a/b/c/d/e/Doc.xib": "",
            "a/Far.xcassets/Far.colorset/Contents.json": Self.white("1.0"),
            // Three levels up, but five folders below it.
            "a/b/x/y/z/w/Deep.xcassets/Deep.colorset/Contents.json": Self.white("1.0"),
            // Three levels up and four below: found.
            "a/b/x/y/z/Near.xcassets/Near.colorset/Contents.json": Self.white("1.0"),
            // Hidden and dependency folders are not searched.
            "a/b/.hidden/Hidden.xcassets/Hidden.colorset/Contents.json": Self.white("1.0"),
            "a/b/Pods/Pod.xcassets/Pod.colorset/Contents.json": Self.white("1.0"),
        ]) { root in
            let colors = try #require(AssetCatalogColors(documentFile: root.appendingPathComponent("a/b/c/d/e/Doc.xib").path))
            #expect(colors.catalogs.map(\.lastPathComponent) == ["Near.xcassets"])
        }
    }

    /// What marks a repository's or project's root, above which the search does not go.
    /// (A README marks nothing: the search goes on up and finds the outer catalog.)
    static let projectRoots: [(marker: String, outerFound: Bool)] = [
        (".git/HEAD", false), ("App.xcodeproj/project.pbxproj", false),
        ("App.xcworkspace/contents.xcworkspacedata", false), ("Package.swift", false), ("README.md", true),
    ]

    @Test(arguments: projectRoots)
    func theSearchStopsAtAProjectsRoot(_ marker: String, _ outerFound: Bool) throws {
        try Self.withTree([
            "Outer.xcassets/Outer.colorset/Contents.json": Self.white("1.0"),
            "repo/\(marker)": "",
            "repo/App/Doc.xib": "",
        ]) { root in
            let colors = try #require(AssetCatalogColors(documentFile: root.appendingPathComponent("repo/App/Doc.xib").path))
            #expect(colors.catalogs.map(\.lastPathComponent) == (outerFound ? ["Outer.xcassets"] : []))
        }
    }

    /// An unreadable color set: a warning, and the value the document records.
    @Test func aBrokenColorSetFallsBackToTheResources() throws {
        let xml = InlineDocuments.xib(
            subviews: #"<view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="backgroundColor" name="Brand"/></view>"#,
            resources: #"<namedColor name="Brand"><color red="1" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#)
        try Self.withTree([
            "App/View.xib": xml,
            "App/Assets.xcassets/Brand.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"components": {"red": "x"}}}]}"#,
            "App/Assets.xcassets/Other.colorset/Contents.json": Self.white("1.0"),
        ]) { root in
            let imported = try InterfaceBuilderFile.load(path: root.appendingPathComponent("App/View.xib").path)
            let view = try #require(imported.documents.first?.root.subviews.first)
            #expect(view.background == SpecColor(red: 255, green: 0, blue: 255))
            #expect(imported.warnings.count == 1)
            #expect(imported.warnings.first?.message.contains("asset catalog color 'Brand'") == true, "\(imported.warnings)")
        }
    }

    /// A name no catalog or resource defines: gray, and the warning says where it looked.
    @Test func anUndefinedNameSaysWhereItWasLookedFor() throws {
        let xml = InlineDocuments.xib(
            subviews: #"<view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="backgroundColor" name="Nowhere"/></view>"#)
        try Self.withTree(["App/View.xib": xml]) { root in
            let imported = try InterfaceBuilderFile.load(path: root.appendingPathComponent("App/View.xib").path)
            #expect(imported.documents.first?.root.subviews.first?.background == SpecColor(red: 128, green: 128, blue: 128))
            #expect(imported.warnings.map(\.message).contains { $0.contains("not defined in an asset catalog near the document") })
        }
    }
}
