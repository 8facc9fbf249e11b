import AutoLayout

/// Decoding the top level of a spec: every key in a fixed order (the root before the
/// variants, whose `set` entries name its views), whatever order the file uses.
extension SpecDecoder {
    static let documentKeys = ["version", "name", "caption", "canvas", "model", "root", "constraints", "variants",
                               "matrix", "traits", "compose", "ignore", "compare", "debug", "accessibility", "audit",
                               "fonts"]
    static let canvasKeys = ["width", "height", "scale", "background", "direction", "device", "orientation", "chrome",
                             "appearance", "contrast", "contentSize", "horizontalSizeClass", "verticalSizeClass",
                             "displayCorners", "safeArea"]
    /// The top-level key that points an editor at the JSON Schema (`stacksnap schema`); it is
    /// accepted and ignored, so the same file serves the editor and the tool.
    static let schemaKey = "$schema"

    /// Decodes the whole document; `defaultName` is used when the spec has no `name`.
    mutating func document(_ node: SpecNode, defaultName: String) -> SpecDocument? {
        guard let entries = mapping(node, "", allowed: Self.documentKeys, unlisted: [Self.schemaKey],
                                    what: "a mapping at the top of the spec (with at least 'root')") else {
            return nil
        }
        func value(_ key: String) -> SpecNode? { entries.first { $0.key == key }?.value }
        var document = SpecDocument(name: defaultName)

        if let schema = value(Self.schemaKey) {
            _ = string(schema, SpecPath.key("", Self.schemaKey))  // only checked: a path or URL for editors
        }

        if let version = value("version"), let number = integer(version, "version", in: 0...Int.max), number != 1 {
            error("this tool reads version 1 specs, found version \(number)", at: version, "version")
        }
        if let name = value("name") {
            source.record("name", name)
            document.name = snapshotName(name, "name") ?? defaultName
        }
        if let caption = value("caption") { document.caption = string(caption, "caption") }
        if let canvas = value("canvas") { document.canvas = self.canvas(canvas, "canvas") }
        if let model = value("model"), model.value != .null {
            document.model = choice(model, "model", StackConfiguration.Model.self)
        }
        if let root = value("root") {
            document.root = view(root, "root", depth: 0, isRoot: true) ?? ViewSpec()
        } else {
            error("missing key 'root' (the canvas view, with its subviews)", at: node, "")
        }
        if let constraints = value("constraints") { document.constraints = self.constraints(constraints) }
        document.constraints += rowConstraints
        if let variants = value("variants") { document.variants = self.variants(variants, root: document.root) }
        if let traits = value("traits") { document.traits = self.traitRules(traits, root: document.root) }
        if let matrix = value("matrix") {
            source.record("matrix", matrix)
            document.matrix = self.matrix(matrix, "matrix")
            // A matrix multiplies: bound it before anything renders a thousand screens.
            let count = document.snapshotCount
            if count > MatrixSpec.maxSnapshots {
                error("the matrix makes \(count) snapshots (\(document.variants.count + 1) × \(document.matrix.combinationCount)); at most \(MatrixSpec.maxSnapshots) per spec",
                      at: matrix, "matrix")
                document.matrix = MatrixSpec()
            }
        }
        if let compose = value("compose") {
            source.record("compose", compose)
            if let (members, columns) = self.compose(compose, names: document.snapshotKeys) {
                document.compose = members.isEmpty ? nil : members
                document.composeColumns = columns
            }
        }
        if let ignore = value("ignore") { document.ignore = rects(ignore, "ignore") }
        if let compare = value("compare") { document.compare = self.compare(compare, "compare") }
        if let debug = value("debug") { document.debug = bool(debug, "debug") ?? false }
        if let accessibility = value("accessibility") {
            document.accessibilitySnapshot = bool(accessibility, "accessibility") ?? false
        }
        if let audit = value("audit"), audit.value != .null {
            source.record("audit", audit)
            document.audit = auditExemption(audit, "audit")
        }
        if let fonts = value("fonts"), fonts.value != .null {
            source.record("fonts", fonts)
            if let folder = string(fonts, "fonts") {
                if folder.isEmpty || folder.contains("\0") {
                    error("expected a folder path (relative to the spec's folder), found '\(folder)'", at: fonts, "fonts")
                } else {
                    document.fonts = folder
                }
            }
        }
        document.source = source
        return document
    }

    /// A snapshot or variant name: it becomes part of a file name.
    mutating func snapshotName(_ node: SpecNode, _ path: String) -> String? {
        guard let text = string(node, path) else { return nil }
        let ok = !text.isEmpty && !text.hasPrefix(".") && text.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9")
                || $0 == "_" || $0 == "-" || $0 == "." || $0 == "+"
        }
        if !ok {
            error("expected a name made of letters, digits, '_', '-', '+' and '.' (not starting with '.'); it names output files, found '\(text)'",
                  at: node, path)
            return nil
        }
        return text
    }

    private mutating func canvas(_ node: SpecNode, _ path: String) -> CanvasSpec {
        let canvasOverride = self.canvasOverride(node, path)
        return canvasOverride.applied(to: CanvasSpec())
    }

    /// The canvas keys present in `node` (the whole canvas, or a variant's partial one).
    mutating func canvasOverride(_ node: SpecNode, _ path: String) -> CanvasOverride {
        var result = CanvasOverride()
        guard let entries = mapping(node, path, allowed: SpecMapping.canvas.keys, what: "a canvas mapping") else {
            return result
        }
        for entry in entries {
            let keyPath = SpecPath.key(path, entry.key)
            source.record(keyPath, entry.value)
            switch entry.key {
            case "width", "height":
                let length: Double?? = entry.value.value == .null ? .some(nil) : number(entry.value, keyPath, .size).map { $0 }
                if entry.key == "width" { result.width = length } else { result.height = length }
            case "scale":
                if let scale = integer(entry.value, keyPath, in: 0...Int.max) {
                    if (1...3).contains(scale) { result.scale = scale }
                    else { error("expected a scale of 1, 2 or 3, found \(scale)", at: entry.value, keyPath) }
                }
            case "background": result.background = color(entry.value, keyPath)
            case "device": result.device = device(entry.value, keyPath)
            case "orientation": result.orientation = choice(entry.value, keyPath, DevicePreset.Orientation.self)
            case "chrome": result.chrome = chrome(entry.value, keyPath)
            case "appearance": result.appearance = choice(entry.value, keyPath, Appearance.Style.self)
            case "contrast": result.contrast = choice(entry.value, keyPath, Appearance.Contrast.self)
            case "displayCorners": result.displayCorners = bool(entry.value, keyPath)
            case "safeArea": result.safeArea = edgeInsets(entry.value, keyPath, .size)
            case "contentSize": result.contentSize = choice(entry.value, keyPath, ContentSizeCategory.self)
            case "horizontalSizeClass": result.horizontalSizeClass = choice(entry.value, keyPath, DevicePreset.SizeClass.self)
            case "verticalSizeClass": result.verticalSizeClass = choice(entry.value, keyPath, DevicePreset.SizeClass.self)
            default: result.direction = choice(entry.value, keyPath, cases: [LayoutDirection.ltr, .rtl])
            }
        }
        return result
    }

    /// A device preset by name, with a did-you-mean for an unknown one.
    mutating func device(_ node: SpecNode, _ path: String) -> DevicePreset? {
        guard let name = string(node, path) else { return nil }
        if let device = DevicePreset.named(name) { return device }
        let names = DevicePreset.all.map(\.name)
        error("unknown device '\(name)'\(Suggestion.hint(for: name, in: names)); `stacksnap devices` lists them", at: node, path)
        return nil
    }

    /// `chrome: {navigationBar: {…}, tabBar: {…}, toolbar: {…}}`, each the keys of a view of
    /// that kind.
    private mutating func chrome(_ node: SpecNode, _ path: String) -> ChromeSpec? {
        guard let entries = mapping(node, path, allowed: SpecMapping.chrome.keys,
                                    what: "the bars ({navigationBar, tabBar, toolbar})") else { return nil }
        var chrome = ChromeSpec()
        for entry in entries {
            let keyPath = SpecPath.key(path, entry.key)
            let type: ViewType = entry.key == "navigationBar" ? .navigationBar : entry.key == "tabBar" ? .tabBar : .toolbar
            guard var bar = view(entry.value, keyPath, depth: 1, impliedType: type) else { continue }
            guard bar.type == type else {
                error("expected the keys of \(type.withArticle), found \(bar.type.withArticle)", at: entry.value, keyPath)
                continue
            }
            if bar.id != nil {
                error("this bar is named chrome_\(entry.key); the bars take no id", at: entry.value,
                      SpecPath.key(keyPath, "id"))
            }
            bar.id = "chrome_\(entry.key)"
            // A screen's bars show as iOS 15 and later show them over content that does not
            // scroll under them: transparent, unless the spec says otherwise.
            let givesBackground = entry.value.entries?.contains { $0.key == "barBackground" } ?? false
            if !givesBackground { bar.apply(.barBackground(.transparent)) }
            switch type {
            case .navigationBar: chrome.navigationBar = bar
            case .tabBar: chrome.tabBar = bar
            default: chrome.toolbar = bar
            }
        }
        return chrome
    }

    private mutating func constraints(_ node: SpecNode) -> [ConstraintEntry] {
        guard let items = list(node, "constraints", what: "a list of constraints") else { return [] }
        var result: [ConstraintEntry] = []
        for (index, item) in items.enumerated() {
            let path = SpecPath.index("constraints", index)
            source.record(path, item)
            if case .mapping = item.value {
                if let entry = visualFormat(item, path) { result.append(.visualFormat(entry)) }
            } else if case .scalar(_, let kind) = item.value, kind == .plain || kind == .string {
                if let text = string(item, path) { result.append(.expression(WrittenConstraint(text, location: source.location(of: path)))) }
            } else {
                error("expected a constraint string or {vfl, options, metrics}, found \(item.kindDescription)", at: item, path)
            }
        }
        return result
    }

    private mutating func visualFormat(_ node: SpecNode, _ path: String) -> VisualFormatEntry? {
        guard let entries = mapping(node, path, allowed: SpecMapping.visualFormat.keys, what: "{vfl, options, metrics}")
        else { return nil }
        guard let formatNode = entries.first(where: { $0.key == "vfl" })?.value else {
            error("missing key 'vfl' (the visual format string)", at: node, path)
            return nil
        }
        let formatPath = SpecPath.key(path, "vfl")
        source.record(formatPath, formatNode)
        guard let format = string(formatNode, formatPath) else { return nil }
        var entry = VisualFormatEntry(format: format)
        if let options = entries.first(where: { $0.key == "options" })?.value {
            let optionsPath = SpecPath.key(path, "options")
            for (index, item) in (list(options, optionsPath, what: "a list of option names") ?? []).enumerated() {
                let itemPath = SpecPath.index(optionsPath, index)
                source.record(itemPath, item)
                if let name = string(item, itemPath) { entry.options.append(name) }
            }
        }
        if let metrics = entries.first(where: { $0.key == "metrics" })?.value {
            let metricsPath = SpecPath.key(path, "metrics")
            if case .mapping(let pairs) = metrics.value {
                for pair in pairs {
                    let metricPath = SpecPath.key(metricsPath, pair.key)
                    if !Self.isIdentifier(pair.key) {
                        diagnostics.error("metric names are made of letters, digits and '_', found '\(pair.key)'",
                                          at: pair.keyPosition, path: metricPath)
                    } else if let value = number(pair.value, metricPath) {
                        entry.metrics.append(.init(name: pair.key, value: value))
                    } else {
                        // Reported already; kept as 0 so the format still reads and does not
                        // add "not in the metrics" for a metric that is there.
                        entry.metrics.append(.init(name: pair.key, value: 0))
                    }
                }
            } else {
                error("expected a mapping {name: number}, found \(metrics.kindDescription)", at: metrics, metricsPath)
            }
        }
        return entry
    }

    private mutating func rects(_ node: SpecNode, _ path: String) -> [Rect] {
        guard let items = list(node, path, what: "a list of [x, y, width, height]") else { return [] }
        var result: [Rect] = []
        for (index, item) in items.enumerated() {
            let itemPath = SpecPath.index(path, index)
            guard let v = numbers(item, itemPath, count: 4, names: "[x, y, width, height]") else { continue }
            if v[2] < 0 || v[3] < 0 {
                error("expected a rectangle with a width and height of 0 or more", at: item, itemPath)
                continue
            }
            result.append(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        }
        return result
    }

    private mutating func compare(_ node: SpecNode, _ path: String) -> CompareSettings {
        var result = CompareSettings()
        for entry in mapping(node, path, allowed: SpecMapping.compare.keys, what: "{threshold, maxPixels, maxRatio, antialiasing}") ?? [] {
            let keyPath = SpecPath.key(path, entry.key)
            switch entry.key {
            case "threshold": result.threshold = number(entry.value, keyPath, .unit) ?? result.threshold
            case "maxPixels": result.maxPixels = integer(entry.value, keyPath, in: 0...Int(Int32.max)) ?? result.maxPixels
            case "maxRatio": result.maxRatio = number(entry.value, keyPath, .unit) ?? result.maxRatio
            default: result.antialiasing = bool(entry.value, keyPath) ?? result.antialiasing
            }
        }
        return result
    }
}
