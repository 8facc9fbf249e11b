import AutoLayout

extension SpecDocument {
    /// The document as a canonical spec tree: keys in a fixed order, defaults left out,
    /// colors as `#RRGGBB(AA)`, numbers in their shortest exact form.
    public var canonicalNode: SpecNode {
        var pairs: [(String, SpecNode)] = [("name", .string(name))]
        if let caption { pairs.append(("caption", .string(caption))) }
        // A device gives the width, height and scale; only the ones that differ are written.
        let device = canvas.device.map { (size: $0.size(canvas.orientation), scale: $0.scale) }
        var written = CanvasOverride(
            width: canvas.width == device?.size.width ? nil : canvas.width.map { $0 },
            height: canvas.height == device?.size.height ? nil : canvas.height.map { $0 },
            scale: canvas.scale == (device?.scale ?? 2) ? nil : canvas.scale,
            background: canvas.background == .systemBackground ? nil : canvas.background,
            direction: canvas.direction == .ltr ? nil : canvas.direction)
        written.device = canvas.device
        written.chrome = canvas.chrome.isEmpty ? nil : canvas.chrome
        written.appearance = canvas.appearance.style == .light ? nil : canvas.appearance.style
        written.contrast = canvas.appearance.contrast == .normal ? nil : canvas.appearance.contrast
        written.contentSize = canvas.contentSize == .large ? nil : canvas.contentSize
        written.displayCorners = canvas.displayCorners ? true : nil
        written.safeArea = canvas.screenSafeArea
        written.horizontalSizeClass = canvas.horizontalSizeClass
        written.verticalSizeClass = canvas.verticalSizeClass
        written.orientation = canvas.device != nil && canvas.orientation != .portrait ? canvas.orientation : nil
        if device != nil {
            if canvas.width == nil { written.width = .some(nil) }
            if canvas.height == nil { written.height = .some(nil) }
        }
        let canvasNode = Self.canvasNode(written, fitAsNull: device != nil)
        if let canvasNode { pairs.append(("canvas", canvasNode)) }
        if let model { pairs.append(("model", .string(model.rawValue))) }
        pairs.append(("root", root.node(isRoot: true)))
        if !constraints.isEmpty { pairs.append(("constraints", .list(constraints.map(Self.constraintNode)))) }
        if !variants.isEmpty { pairs.append(("variants", .list(variants.map(Self.variantNode)))) }
        if !traits.isEmpty { pairs.append(("traits", .list(traits.map(Self.traitRuleNode)))) }
        if let matrixNode = Self.matrixNode(matrix) { pairs.append(("matrix", matrixNode)) }
        if let compose {
            let members = SpecNode.list(compose.map(SpecNode.string))
            pairs.append(("compose", composeColumns == 1 ? members
                            : .map([("members", members), ("columns", .number(Double(composeColumns)))])))
        }
        if !ignore.isEmpty {
            pairs.append(("ignore", .list(ignore.map { .list([$0.x, $0.y, $0.width, $0.height].map(SpecNode.number)) })))
        }
        if let compareNode = Self.compareNode(compare) { pairs.append(("compare", compareNode)) }
        if debug { pairs.append(("debug", .bool(true))) }
        if accessibilitySnapshot { pairs.append(("accessibility", .bool(true))) }
        if let audit { pairs.append(("audit", audit.node)) }
        if let fonts { pairs.append(("fonts", .string(fonts))) }
        return .map(pairs)
    }

    /// The keys an override sets; for a whole canvas a missing width simply is not written.
    private static func canvasNode(_ canvas: CanvasOverride, fitAsNull: Bool) -> SpecNode? {
        var pairs: [(String, SpecNode)] = []
        if let device = canvas.device { pairs.append(("device", .string(device.name))) }
        if let orientation = canvas.orientation { pairs.append(("orientation", .string(orientation.rawValue))) }
        if let chrome = canvas.chrome {
            // Each bar as its view's keys, less the type and the fixed id.
            let bars = [("navigationBar", chrome.navigationBar), ("tabBar", chrome.tabBar), ("toolbar", chrome.toolbar)]
            let written: [(String, SpecNode)] = bars.compactMap { key, bar in
                guard let bar, case .mapping(let entries) = bar.node().value else { return nil }
                // Transparent is a bar's default here, so the translucent one is the one written.
                var pairs = entries.filter { !["type", "id", "barBackground"].contains($0.key) }.map { ($0.key, $0.value) }
                let background = entries.first { $0.key == "barBackground" }?.value
                if background == nil { pairs.append(("barBackground", .string(BarBackground.default.rawValue))) }
                if let background, background != .string(BarBackground.transparent.rawValue) {
                    pairs.append(("barBackground", background))
                }
                return (key, .map(pairs))
            }
            pairs.append(("chrome", .map(written)))
        }
        for (key, side) in [("width", canvas.width), ("height", canvas.height)] {
            switch side {
            case .some(.some(let length)): pairs.append((key, .number(length)))
            case .some(.none) where fitAsNull: pairs.append((key, .null))
            default: break
            }
        }
        if let scale = canvas.scale { pairs.append(("scale", .number(Double(scale)))) }
        if let background = canvas.background { pairs.append(("background", background.node)) }
        if let direction = canvas.direction { pairs.append(("direction", .string(direction.rawValue))) }
        if let appearance = canvas.appearance { pairs.append(("appearance", .string(appearance.rawValue))) }
        if let contrast = canvas.contrast { pairs.append(("contrast", .string(contrast.rawValue))) }
        if let size = canvas.contentSize { pairs.append(("contentSize", .string(size.rawValue))) }
        if let corners = canvas.displayCorners { pairs.append(("displayCorners", .bool(corners))) }
        if let insets = canvas.safeArea { pairs.append(("safeArea", insets.node)) }
        if let h = canvas.horizontalSizeClass { pairs.append(("horizontalSizeClass", .string(h.rawValue))) }
        if let v = canvas.verticalSizeClass { pairs.append(("verticalSizeClass", .string(v.rawValue))) }
        return pairs.isEmpty ? nil : .map(pairs)
    }

    private static func matrixNode(_ matrix: MatrixSpec) -> SpecNode? {
        let axes: [(String, [String])] = [
            ("device", matrix.device.map(\.name)), ("orientation", matrix.orientation.map(\.rawValue)),
            ("appearance", matrix.appearance.map(\.rawValue)), ("contrast", matrix.contrast.map(\.rawValue)),
            ("contentSize", matrix.contentSize.map(\.rawValue)),
            ("direction", matrix.direction.map(\.rawValue)), ("scale", matrix.scale.map { "\($0)" }),
        ]
        let pairs = axes.filter { !$0.1.isEmpty }.map { key, values in
            (key, SpecNode.list(values.map { key == "scale" ? .number(Double($0)!) : .string($0) }))
        }
        return pairs.isEmpty ? nil : .map(pairs)
    }

    private static func constraintNode(_ entry: ConstraintEntry) -> SpecNode {
        switch entry {
        case .expression(let written):
            return .string(written.text)
        case .visualFormat(let vfl):
            var pairs: [(String, SpecNode)] = [("vfl", .string(vfl.format))]
            if !vfl.options.isEmpty { pairs.append(("options", .list(vfl.options.map(SpecNode.string)))) }
            if !vfl.metrics.isEmpty { pairs.append(("metrics", .map(vfl.metrics.map { ($0.name, .number($0.value)) }))) }
            return .map(pairs)
        }
    }

    private static func variantNode(_ variant: VariantSpec) -> SpecNode {
        var pairs: [(String, SpecNode)] = [("name", .string(variant.name))]
        if let caption = variant.caption { pairs.append(("caption", .string(caption))) }
        if let canvas = canvasNode(variant.canvas, fitAsNull: true) { pairs.append(("canvas", canvas)) }
        if !variant.set.isEmpty {
            pairs.append(("set", .map(variant.set.map { ($0.path, $0.property.node) })))
        }
        if !variant.remove.isEmpty { pairs.append(("remove", .list(variant.remove.map { .string($0) }))) }
        if let model = variant.model { pairs.append(("model", .string(model.rawValue))) }
        return .map(pairs)
    }

    private static func traitRuleNode(_ rule: TraitRule) -> SpecNode {
        let when = rule.when
        let conditions: [(String, String?)] = [
            ("horizontalSizeClass", when.horizontalSizeClass?.rawValue), ("verticalSizeClass", when.verticalSizeClass?.rawValue),
            ("appearance", when.appearance?.rawValue), ("contrast", when.contrast?.rawValue),
            ("direction", when.direction?.rawValue),
            ("contentSize", when.contentSize?.name),
        ]
        var pairs: [(String, SpecNode)] = [("when", .map(conditions.compactMap { key, value in value.map { (key, .string($0)) } }))]
        if !rule.set.isEmpty { pairs.append(("set", .map(rule.set.map { ($0.path, $0.property.node) }))) }
        if !rule.remove.isEmpty { pairs.append(("remove", .list(rule.remove.map { .string($0) }))) }
        return .map(pairs)
    }

    private static func compareNode(_ compare: CompareSettings) -> SpecNode? {
        let defaults = CompareSettings()
        var pairs: [(String, SpecNode)] = []
        if compare.threshold != defaults.threshold { pairs.append(("threshold", .number(compare.threshold))) }
        if compare.maxPixels != defaults.maxPixels { pairs.append(("maxPixels", .number(Double(compare.maxPixels)))) }
        if compare.maxRatio != defaults.maxRatio { pairs.append(("maxRatio", .number(compare.maxRatio))) }
        if compare.antialiasing != defaults.antialiasing { pairs.append(("antialiasing", .bool(compare.antialiasing))) }
        return pairs.isEmpty ? nil : .map(pairs)
    }
}
