import AutoLayout

/// The top of a spec and the mappings it holds apart from views: canvas, constraints,
/// variants, traits, matrix, compose, compare.
extension SpecSchema {
    static var documentDefinitions: [(name: String, value: SchemaValue)] {
        [
            ("canvas", .object(canvas)),
            ("constraint", .anyOf([.string(), .object(visualFormat)])),
            ("variant", .object(variant)),
            ("traitRule", .object(traitRule)),
            ("propertyChanges", .object(propertyChanges)),
        ]
    }

    static var document: SchemaObject {
        let models = choices(StackConfiguration.Model.self)
        return SchemaObject("A Stacksnap layout spec: one screen or figure, its variants and its trait matrix.", [
            SchemaKey("$schema", .string(), "The JSON Schema this file follows (for editors; Stacksnap ignores it)."),
            SchemaKey("version", .integer(choices: [1]), "The spec format's version; only 1 exists.", default: .number(1)),
            SchemaKey("name", .ref("snapshotName"), "The snapshot's name (output files are named after it); default the file's name."),
            SchemaKey("caption", .text, "A caption drawn under the snapshot in composed figures."),
            SchemaKey("canvas", .ref("canvas"), "The picture: size, scale, device, appearance, bars."),
            SchemaKey("model", models.orNull, "The stack constraint model: UIKit's, or FDStackView's fixes.",
                      default: .string("uikit")),
            SchemaKey("root", .ref("view.root"), "The canvas view (a plain view without id or type) with its subviews.",
                      required: true),
            SchemaKey("constraints", .list(.ref("constraint")),
                      "Auto Layout constraints: \"a.leading == b.trailing + 8 @750\" strings or {vfl, options, metrics}."),
            SchemaKey("variants", .list(.ref("variant")),
                      "More snapshots of the same spec, each changing the canvas, properties or views."),
            SchemaKey("matrix", .object(matrix), "Canvas values whose every combination is a snapshot of its own."),
            SchemaKey("traits", .list(.ref("traitRule")), "Changes applied whenever a snapshot's traits match."),
            SchemaKey("compose", .anyOf([composeMembers, .object(compose)]),
                      "Snapshots stacked into one figure: a list of names, or {members, columns} for a grid."),
            SchemaKey("ignore", .list(.tuple([.number(), .number(), size, size])),
                      "Rectangles [x, y, width, height] in points left out of image comparison."),
            SchemaKey("compare", .object(compare), "How the snapshot is compared with its golden image."),
            SchemaKey("debug", .boolean, "Draw debug overlays (frames and baselines).", default: .bool(false)),
            SchemaKey("accessibility", .boolean,
                      "Also draw and verify each snapshot's accessibility snapshot (VoiceOver's reading order and a legend).",
                      default: .bool(false)),
            SchemaKey("audit", .ref("audit"), "Accessibility audit rules that do not apply to this spec, and why."),
            SchemaKey("fonts", .string(pattern: ".+"),
                      "A folder of your own fonts (.otf, .ttf, .ttc), relative to the spec's folder: they join the bundled fonts."),
        ])
    }

    static var canvas: SchemaObject {
        let length = SchemaValue.number(minimum: 0).orNull
        return SchemaObject("The canvas: the picture's size, density, device and traits; a variant's canvas changes only the keys it gives.", [
            SchemaKey("width", length, "Width in points; null or left out fits the content."),
            SchemaKey("height", length, "Height in points; null or left out fits the content."),
            SchemaKey("scale", .integer(choices: [1, 2, 3]), "Pixels per point.", default: .number(2)),
            SchemaKey("background", .ref("color"), "The canvas color.", default: .string("systemBackground")),
            SchemaKey("direction", directions, "Writing direction: rtl flips leading and trailing.", default: .string("ltr")),
            SchemaKey("device", deviceName, "A device screen the canvas takes the size, scale and safe area of (`stacksnap devices`)."),
            SchemaKey("orientation", choices(DevicePreset.Orientation.self), "The device's orientation.",
                      default: .string("portrait")),
            SchemaKey("chrome", .object(chrome), "The screen's bars: navigation bar, tab bar, toolbar."),
            SchemaKey("appearance", choices(Appearance.Style.self), "Light or dark: what dynamic colors resolve to.",
                      default: .string("light")),
            SchemaKey("contrast", choices(Appearance.Contrast.self), "Normal or increased contrast.", default: .string("normal")),
            SchemaKey("contentSize", choices(ContentSizeCategory.self), "The Dynamic Type size text styles are sized for.",
                      default: .string("large")),
            SchemaKey("horizontalSizeClass", choices(DevicePreset.SizeClass.self), "Horizontal size class; default the device's."),
            SchemaKey("verticalSizeClass", choices(DevicePreset.SizeClass.self), "Vertical size class; default the device's."),
            SchemaKey("displayCorners", .boolean, "Round the picture's corners as the device's display is rounded.",
                      default: .bool(false)),
            SchemaKey("safeArea", .ref("edgeInsets"),
                      "The screen's safe-area insets, [top, left, bottom, right], in place of the device's (bars add to them)."),
        ])
    }

    /// A device preset's name.
    static var deviceName: SchemaValue { .string(choices: DevicePreset.all.map(\.name)) }

    static var chrome: SchemaObject {
        SchemaObject("The screen's bars, each the keys of a bar of that kind (no id: they are named chrome_<bar>).", [
            SchemaKey("navigationBar", .ref("chrome.navigationBar"), "A navigation bar under the status bar."),
            SchemaKey("tabBar", .ref("chrome.tabBar"), "A tab bar at the bottom."),
            SchemaKey("toolbar", .ref("chrome.toolbar"), "A toolbar at the bottom."),
        ])
    }

    static var visualFormat: SchemaObject {
        SchemaObject("Constraints in Visual Format Language.", [
            SchemaKey("vfl", .string(), "The visual format string, e.g. \"H:|-[a]-8-[b]-|\".", required: true),
            SchemaKey("options", .list(.string(choices: VisualFormatOptions.all.map(\.name))),
                      "NSLayoutConstraint.FormatOptions names: an alignAll… and a direction…."),
            SchemaKey("metrics", .map(.number(), keyPattern: "^[A-Za-z_][A-Za-z0-9_]*$"),
                      "Named numbers the format uses: {pad: 12}."),
        ])
    }

    static var compare: SchemaObject {
        SchemaObject("Image comparison settings (pixelmatch's).", [
            SchemaKey("threshold", unit, "Color distance below which two pixels count as equal.", default: .number(0.1)),
            SchemaKey("maxPixels", .integer(minimum: 0, maximum: Int(Int32.max)), "Differing pixels tolerated.",
                      default: .number(0)),
            SchemaKey("maxRatio", unit, "Fraction of differing pixels tolerated.", default: .number(0)),
            SchemaKey("antialiasing", .boolean, "Ignore pixels recognised as anti-aliasing.", default: .bool(true)),
        ])
    }

    /// Snapshot names: `default`, variant names and the matrix's.
    static let composeMembers = SchemaValue.list(.string(), minItems: 2, uniqueItems: true)

    static var compose: SchemaObject {
        SchemaObject("A composed figure laid out in a grid.", [
            SchemaKey("members", composeMembers, "The snapshots, by name: default, variant and matrix names.", required: true),
            SchemaKey("columns", .integer(minimum: 1, maximum: 12), "Snapshots per row.", default: .number(1)),
        ])
    }

    static var variant: SchemaObject {
        SchemaObject("A variant: another snapshot of the spec, named <spec>.<name>.", [
            SchemaKey("name", .ref("snapshotName"), "The variant's name (not default).", required: true),
            SchemaKey("caption", .text, "A caption drawn under the variant in composed figures."),
            SchemaKey("canvas", .ref("canvas"), "Canvas keys the variant changes."),
            SchemaKey("set", .ref("propertyChanges"), "View properties changed: {\"id.property\": value}."),
            SchemaKey("model", choices(StackConfiguration.Model.self), "The stack constraint model of this variant."),
            SchemaKey("remove", viewIDs, "Views taken out, with everything inside them."),
        ])
    }

    /// A list of view ids, as `remove` takes them.
    static var viewIDs: SchemaValue { .list(.string(), uniqueItems: true) }

    static var matrix: SchemaObject {
        func values(_ value: SchemaValue) -> SchemaValue { .list(value, minItems: 1, uniqueItems: true) }
        return SchemaObject("Lists of canvas values; each combination is a snapshot, named after the values that differ.", [
            SchemaKey("device", values(deviceName), "Devices."),
            SchemaKey("orientation", values(choices(DevicePreset.Orientation.self)), "Orientations."),
            SchemaKey("appearance", values(choices(Appearance.Style.self)), "Appearances."),
            SchemaKey("contrast", values(choices(Appearance.Contrast.self)), "Contrasts."),
            SchemaKey("contentSize", values(choices(ContentSizeCategory.self)), "Content size categories."),
            SchemaKey("direction", values(directions), "Writing directions."),
            SchemaKey("scale", values(.integer(choices: [1, 2, 3])), "Pixel scales."),
        ])
    }

    static var traitRule: SchemaObject {
        SchemaObject("A rule: when the traits match, set properties and remove views.", [
            SchemaKey("when", .object(traitCondition), "The traits the rule applies in.", required: true),
            SchemaKey("set", .ref("propertyChanges"), "View properties changed: {\"id.property\": value}."),
            SchemaKey("remove", viewIDs, "Views taken out, with everything inside them."),
        ])
    }

    static var traitCondition: SchemaObject {
        let contentSizes = ContentSizeCategory.allCases.map(\.rawValue) + ["accessibility"]
        var object = SchemaObject("Traits a snapshot must have; at least one.", [
            SchemaKey("horizontalSizeClass", choices(DevicePreset.SizeClass.self), "Horizontal size class."),
            SchemaKey("verticalSizeClass", choices(DevicePreset.SizeClass.self), "Vertical size class."),
            SchemaKey("appearance", choices(Appearance.Style.self), "Light or dark."),
            SchemaKey("contrast", choices(Appearance.Contrast.self), "Normal or high contrast."),
            SchemaKey("direction", directions, "Writing direction."),
            SchemaKey("contentSize", .string(choices: contentSizes),
                      "A content size category, or accessibility for any of the accessibility sizes."),
        ])
        object.minKeys = 1
        return object
    }

    /// `{"id.property": value}`: each property's value has that key's shape on a view; the
    /// view itself is only known to the decoder. `type`, `id`, children, and an image's
    /// `source` and `symbol` cannot be changed.
    static var propertyChanges: SchemaObject {
        var object = SchemaObject("View properties changed, keyed \"id.property\".", [])
        object.patternKeys = ViewPropertyKey.allCases.filter { $0 != .source && $0 != .symbol }.map { key in
            (pattern: "^[^.]+\\.\(key.rawValue)$", value: changeValue(key))
        }
        return object
    }
}
