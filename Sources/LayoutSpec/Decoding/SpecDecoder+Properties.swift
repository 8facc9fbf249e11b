import AutoLayout

/// Decoding one view property: the same code reads a view's keys and a variant's `set`
/// values, so both obey the same rules.
extension SpecDecoder {
    /// Decodes `key: node` for a view whose current state is `current` (partial values such
    /// as `font: {size: 20}` or `hugging: {h: 300}` keep the rest of the current value).
    mutating func property(_ key: ViewPropertyKey, _ node: SpecNode, _ path: String,
                           current: ViewSpec) -> ViewProperty? {
        let isNull = node.value == .null
        switch key {
        case .hidden: return bool(node, path).map(ViewProperty.hidden)
        case .clipsToBounds: return bool(node, path).map(ViewProperty.clipsToBounds)
        case .intrinsicSize:
            if isNull { return .intrinsicSize(nil) }
            return intrinsicSize(node, path).map(ViewProperty.intrinsicSize)
        case .hugging:
            if isNull { return .hugging(nil) }
            return priorities(node, path, current: current.effectiveHugging).map(ViewProperty.hugging)
        case .compressionResistance:
            if isNull { return .compressionResistance(nil) }
            return priorities(node, path, current: current.effectiveCompressionResistance)
                .map(ViewProperty.compressionResistance)
        case .layoutMargins:
            return directional(node, path).map(ViewProperty.layoutMargins)
        case .alignmentInsets: return edgeInsets(node, path).map(ViewProperty.alignmentInsets)
        case .firstBaseline: return isNull ? .firstBaseline(nil) : number(node, path).map(ViewProperty.firstBaseline)
        case .lastBaseline: return isNull ? .lastBaseline(nil) : number(node, path).map(ViewProperty.lastBaseline)
        case .background: return isNull ? .background(nil) : color(node, path).map(ViewProperty.background)
        case .border:
            if isNull { return .border(nil) }
            return border(node, path, current: current.border ?? BorderSpec()).map(ViewProperty.border)
        case .cornerRadius: return number(node, path, .size).map(ViewProperty.cornerRadius)
        case .alpha: return number(node, path, .unit).map(ViewProperty.alpha)
        case .accessibility:
            if isNull { return .accessibility(nil) }
            // A whole value: keys left out are the kind's defaults, also in a variant's `set`.
            return accessibility(node, path).map(ViewProperty.accessibility)
        case .audit: return isNull ? .audit(nil) : auditExemption(node, path).map(ViewProperty.audit)
        default:
            return kindProperty(key, node, path, current: current)
        }
    }

    private mutating func kindProperty(_ key: ViewPropertyKey, _ node: SpecNode, _ path: String,
                                       current: ViewSpec) -> ViewProperty? {
        let isNull = node.value == .null
        switch key {
        case .axis: return choice(node, path, Axis.self).map(ViewProperty.axis)
        case .distribution:
            return choice(node, path, StackConfiguration.Distribution.self).map(ViewProperty.distribution)
        case .alignment: return choice(node, path, StackConfiguration.Alignment.self).map(ViewProperty.alignment)
        case .spacing: return number(node, path).map(ViewProperty.spacing)
        case .customSpacing: return customSpacing(node, path).map(ViewProperty.customSpacing)
        case .baselineRelativeArrangement: return bool(node, path).map(ViewProperty.baselineRelativeArrangement)
        case .layoutMarginsRelativeArrangement:
            return bool(node, path).map(ViewProperty.layoutMarginsRelativeArrangement)
        case .model:
            return isNull ? .model(nil) : choice(node, path, StackConfiguration.Model.self).map(ViewProperty.model)
        case .text: return string(node, path).map(ViewProperty.text)
        case .title: return string(node, path).map(ViewProperty.title)
        case .font: return font(node, path, current: currentFont(current)).map(ViewProperty.font)
        case .detailFont:
            var base = FontSpec.labelDefault
            if case .tableViewCell(let cell) = current.content, let font = cell.detailFont { base = font }
            return font(node, path, current: base).map(ViewProperty.detailFont)
        case .color: return color(node, path).map(ViewProperty.color)
        case .titleColor: return color(node, path).map(ViewProperty.titleColor)
        case .tint: return isNull ? .tint(nil) : color(node, path).map(ViewProperty.tint)
        case .lines: return integer(node, path, in: 0...limits.maxTextLength).map(ViewProperty.lines)
        case .lineBreak: return choice(node, path, LineBreakMode.self).map(ViewProperty.lineBreak)
        case .textAlignment: return choice(node, path, TextAlignment.self).map(ViewProperty.textAlignment)
        case .preferredMaxWidth:
            return isNull ? .preferredMaxWidth(nil) : number(node, path, .size).map(ViewProperty.preferredMaxWidth)
        case .source: return imageSource(node, path).map(ViewProperty.source)
        case .symbol:
            guard let name = string(node, path) else { return nil }
            if name.isEmpty {
                error("expected a symbol name such as star or heart, found an empty string", at: node, path)
                return nil
            }
            return .symbol(name)
        case .contentMode: return choice(node, path, ContentMode.self).map(ViewProperty.contentMode)
        case .contentInsets: return directional(node, path).map(ViewProperty.contentInsets)
        case .configuration:
            if isNull { return .configuration(nil) }
            return buttonConfiguration(node, path, current: current).map(ViewProperty.configuration)
        case .on: return bool(node, path).map(ViewProperty.on)
        case .attributedText, .paragraph, .adjustsFontSizeToFitWidth, .minimumScaleFactor, .baselineAdjustment,
             .allowsDefaultTighteningForTruncation:
            return textProperty(key, node, path)
        default: return controlProperty(key, node, path, current: current)
        }
    }

    /// The keys of the value controls.
    private mutating func controlProperty(_ key: ViewPropertyKey, _ node: SpecNode, _ path: String,
                                          current: ViewSpec) -> ViewProperty? {
        switch key {
        case .segments: return segments(node, path).map(ViewProperty.segments)
        case .selectedIndex:
            if node.value == .null { return .selectedIndex(nil) }
            return integer(node, path, in: 0...limits.maxViews).map(ViewProperty.selectedIndex)
        case .value: return number(node, path).map(ViewProperty.value)
        case .minimum: return number(node, path).map(ViewProperty.minimum)
        case .maximum: return number(node, path).map(ViewProperty.maximum)
        case .progress: return number(node, path, .unit).map(ViewProperty.progress)
        case .style:
            if current.type == .progressView {
                return choice(node, path, ProgressViewSpec.Style.self).map(ViewProperty.progressStyle)
            }
            if current.type == .searchBar {
                return choice(node, path, SearchBarSpec.Style.self).map(ViewProperty.searchBarStyle)
            }
            if current.type == .tableView { return choice(node, path, TableViewSpec.Style.self).map(ViewProperty.tableStyle) }
            if current.type == .datePicker {
                return choice(node, path, DatePickerSpec.Style.self).map(ViewProperty.datePickerStyle)
            }
            if current.type == .tableViewCell {
                return choice(node, path, TableCellSpec.Style.self).map(ViewProperty.cellStyle)
            }
            return choice(node, path, ActivityIndicatorSpec.Style.self).map(ViewProperty.indicatorStyle)
        case .animating: return bool(node, path).map(ViewProperty.animating)
        case .hidesWhenStopped: return bool(node, path).map(ViewProperty.hidesWhenStopped)
        case .placeholder: return string(node, path).map(ViewProperty.placeholderText)
        case .borderStyle: return choice(node, path, TextFieldSpec.BorderStyle.self).map(ViewProperty.borderStyle)
        case .clearButtonMode:
            return choice(node, path, TextFieldSpec.ClearButtonMode.self).map(ViewProperty.clearButtonMode)
        case .scrollEnabled: return bool(node, path).map(ViewProperty.scrollEnabled)
        case .leftItems: return barItems(node, path).map(ViewProperty.leftItems)
        case .rightItems: return barItems(node, path).map(ViewProperty.rightItems)
        case .items:
            if current.type == .tabBar { return tabItems(node, path).map(ViewProperty.tabItems) }
            return barItems(node, path).map(ViewProperty.barItems)
        case .prefersLargeTitles: return bool(node, path).map(ViewProperty.prefersLargeTitles)
        case .barBackground: return choice(node, path, BarBackground.self).map(ViewProperty.barBackground)
        case .effect: return choice(node, path, VisualEffectSpec.Style.self).map(ViewProperty.effect)
        case .rowHeight:
            if node.value == .null { return .rowHeight(nil) }
            if case .scalar("automatic", _) = node.value { return .rowHeight(nil) }
            if case .scalar(let text, _) = node.value, Double(text) == nil {
                error("expected a height in points or automatic, found '\(text)'", at: node, path)
                return nil
            }
            return number(node, path, .size).map(ViewProperty.rowHeight)
        case .separatorStyle:
            return choice(node, path, TableViewSpec.SeparatorStyle.self).map(ViewProperty.separatorStyle)
        case .contentInsetTop: return number(node, path).map(ViewProperty.contentInsetTop)
        case .contentInsetAdjustment:
            return choice(node, path, ContentInsetAdjustment.self).map(ViewProperty.contentInsetAdjustment)
        case .fullContent: return bool(node, path).map(ViewProperty.fullContent)
        case .imageSize: return node.value == .null ? .imageSize(nil) : size(node, path).map(ViewProperty.imageSize)
        case .itemSize: return node.value == .null ? .itemSize(nil) : size(node, path).map(ViewProperty.itemSize)
        case .headerReferenceSize: return size(node, path).map(ViewProperty.headerReferenceSize)
        case .footerReferenceSize: return size(node, path).map(ViewProperty.footerReferenceSize)
        case .estimatedItemSize:
            if node.value == .null { return .estimatedItemSize(nil) }
            if case .scalar("automatic", _) = node.value { return .estimatedItemSize(.automatic) }
            if case .scalar(let text, _) = node.value, Double(text) == nil {
                error("expected [width, height] or automatic, found '\(text)'", at: node, path)
                return nil
            }
            return size(node, path).map { .estimatedItemSize(.size($0)) }
        case .minimumLineSpacing: return number(node, path, .size).map(ViewProperty.minimumLineSpacing)
        case .minimumInteritemSpacing: return number(node, path, .size).map(ViewProperty.minimumInteritemSpacing)
        case .sectionInset: return edgeInsets(node, path).map(ViewProperty.sectionInset)
        case .scrollDirection: return choice(node, path, Axis.self).map(ViewProperty.scrollDirection)
        case .detail: return string(node, path).map(ViewProperty.detail)
        case .accessory: return choice(node, path, TableCellSpec.Accessory.self).map(ViewProperty.accessory)
        case .contentMargins: return directional(node, path).map(ViewProperty.contentMargins)
        case .accessoryWidth: return number(node, path, .size).map(ViewProperty.accessoryWidth)
        case .textContainerInset: return edgeInsets(node, path).map(ViewProperty.textContainerInset)
        default: return pickerProperty(key, node, path)
        }
    }

    /// A list of segments, each a title (an empty one is an empty segment) or
    /// `{title, width}` for a segment of a fixed width.
    private mutating func segments(_ node: SpecNode, _ path: String) -> [SegmentedControlSpec.Segment]? {
        guard let items = list(node, path, what: "a list of segment titles") else { return nil }
        var result: [SegmentedControlSpec.Segment] = []
        for (index, item) in items.enumerated() {
            let itemPath = SpecPath.index(path, index)
            if case .mapping = item.value {
                guard let entries = mapping(item, itemPath, allowed: SpecMapping.segment.keys, what: "{title, width}") else {
                    return nil
                }
                var segment = SegmentedControlSpec.Segment("")
                for entry in entries {
                    let entryPath = SpecPath.key(itemPath, entry.key)
                    if entry.key == "title" {
                        guard let title = string(entry.value, entryPath) else { return nil }
                        segment.title = title
                    } else {
                        guard let width = number(entry.value, entryPath, .size) else { return nil }
                        segment.width = width
                    }
                }
                result.append(segment)
            } else {
                guard let title = string(item, itemPath) else { return nil }
                result.append(SegmentedControlSpec.Segment(title))
            }
        }
        return result
    }

    private func currentFont(_ view: ViewSpec) -> FontSpec {
        switch view.content {
        case .label(let label): label.font
        case .button(let button): button.font
        case .textField(let field): field.font
        case .textView(let view): view.font
        case .tableViewCell(let cell): cell.textFont ?? .labelDefault
        default: .labelDefault
        }
    }

    /// `[width, height]` (or one number for both) of zero or more points.
    private mutating func size(_ node: SpecNode, _ path: String) -> Size? {
        guard let v = numbers(node, path, count: 2, names: "[width, height]") else { return nil }
        guard v.allSatisfy({ $0 >= 0 }) else {
            error("expected a size of zero or more points, found [\(v[0]), \(v[1])]", at: node, path)
            return nil
        }
        return Size(width: v[0], height: v[1])
    }

    mutating func directional(_ node: SpecNode, _ path: String) -> DirectionalInsets? {
        guard let v = numbers(node, path, count: 4, names: "[top, leading, bottom, trailing]") else { return nil }
        return DirectionalInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
    }

    /// `[top, left, bottom, right]`, or one number for all four.
    mutating func edgeInsets(_ node: SpecNode, _ path: String, _ rule: NumberRule = .points) -> EdgeInsets? {
        guard let v = numbers(node, path, count: 4, names: "[top, left, bottom, right]", rule) else { return nil }
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }

    /// `[w, h]`, either of which may be null (no intrinsic metric on that axis), or
    /// `{width, height}` with at least one of them (the others keep the content's size).
    private mutating func intrinsicSize(_ node: SpecNode, _ path: String) -> IntrinsicSizeSpec? {
        if case .mapping = node.value { return partialIntrinsicSize(node, path) }
        guard case .sequence(let items) = node.value, items.count == 2 else {
            error("expected [width, height] (either may be null) or {width, height}, found \(node.kindDescription)",
                  at: node, path)
            return nil
        }
        var sides: [Double?] = []
        for (index, item) in items.enumerated() {
            if item.value == .null {
                sides.append(nil)
            } else {
                guard let value = number(item, SpecPath.index(path, index), .size) else { return nil }
                sides.append(value)
            }
        }
        return IntrinsicSizeSpec(width: sides[0], height: sides[1])
    }

    /// `{width: w}`, `{height: h}` or both: the axes given replace the content's size.
    private mutating func partialIntrinsicSize(_ node: SpecNode, _ path: String) -> IntrinsicSizeSpec? {
        guard let entries = mapping(node, path, allowed: SpecMapping.intrinsicSize.keys, what: "{width, height}") else {
            return nil
        }
        guard !entries.isEmpty else {
            error("expected {width, height} with at least one of them, found an empty mapping", at: node, path)
            return nil
        }
        var size = IntrinsicSizeSpec(width: nil, height: nil, othersFromContent: true)
        for entry in entries {
            guard let value = number(entry.value, SpecPath.key(path, entry.key), .size) else { return nil }
            if entry.key == "width" { size.width = value } else { size.height = value }
        }
        return size
    }

    /// `{h: 250, v: 250}`; a missing axis keeps its current priority.
    private mutating func priorities(_ node: SpecNode, _ path: String, current: AxisPriorities) -> AxisPriorities? {
        guard let entries = mapping(node, path, allowed: SpecMapping.priorities.keys, what: "{h: priority, v: priority}") else {
            return nil
        }
        var result = current
        var ok = true
        for entry in entries {
            let entryPath = SpecPath.key(path, entry.key)
            guard let value = number(entry.value, entryPath, .priority) else { ok = false; continue }
            if entry.key == "h" { result.horizontal = value } else { result.vertical = value }
        }
        return ok ? result : nil
    }

    /// `{width, color}`; missing keys keep the current border's.
    private mutating func border(_ node: SpecNode, _ path: String, current: BorderSpec) -> BorderSpec? {
        guard let entries = mapping(node, path, allowed: SpecMapping.border.keys, what: "{width, color}") else { return nil }
        var result = current
        var ok = true
        for entry in entries {
            let entryPath = SpecPath.key(path, entry.key)
            if entry.key == "width" {
                if let width = number(entry.value, entryPath, .size) { result.width = width } else { ok = false }
            } else {
                if let color = color(entry.value, entryPath) { result.color = color } else { ok = false }
            }
        }
        return ok ? result : nil
    }

    /// `{family, size, weight, relativeTo}` or `{textStyle, weight}`, either with `italic` and
    /// `monospacedDigits`; missing keys keep the current font's.
    mutating func font(_ node: SpecNode, _ path: String, current: FontSpec) -> FontSpec? {
        guard let entries = mapping(node, path, allowed: SpecMapping.font.keys,
                                    what: "{family, size, weight, relativeTo} or {textStyle, weight}")
        else { return nil }
        var result = current
        var ok = true
        let keys = Set(entries.map(\.key))
        if let style = entries.first(where: { $0.key == "textStyle" }) {
            // A text style is the system font at the style's size: nothing else to say but a weight.
            for entry in entries where ["family", "size", "relativeTo"].contains(entry.key) {
                error("a text style is the system font at the style's size; '\(entry.key)' cannot go with it",
                      at: entry.value, SpecPath.key(path, entry.key))
                ok = false
            }
            guard let name = choice(style.value, SpecPath.key(path, "textStyle"), TextStyleName.self) else { return nil }
            result = result.restyled(as: name)
        } else if keys.contains("size") || keys.contains("family") {
            result.textStyle = nil
        }
        for entry in entries {
            let entryPath = SpecPath.key(path, entry.key)
            switch entry.key {
            case "textStyle":
                break
            case "family":
                if entry.value.value == .null { result.family = nil }
                else if let family = string(entry.value, entryPath) { result.family = family } else { ok = false }
            case "size":
                if let size = number(entry.value, entryPath, .positive) { result.size = size } else { ok = false }
            case "relativeTo":
                if entry.value.value == .null { result.relativeTo = nil }
                else if let style = choice(entry.value, entryPath, TextStyleName.self) { result.relativeTo = style }
                else { ok = false }
            case "italic":
                if let italic = bool(entry.value, entryPath) { result.italic = italic } else { ok = false }
            case "monospacedDigits":
                if let mono = bool(entry.value, entryPath) { result.monospacedDigits = mono } else { ok = false }
            default:
                if let weight = fontWeight(entry.value, entryPath) { result.weight = weight } else { ok = false }
            }
        }
        return ok ? result : nil
    }

    /// A weight name or one of 100, 200, … 900.
    mutating func fontWeight(_ node: SpecNode, _ path: String) -> FontWeight? {
        let names = FontWeight.allCases.map(\.name)
        if case .scalar(let text, let kind) = node.value, kind != .boolean {
            if let weight = FontWeight(name: text) { return weight }
            if kind != .string, let number = Double(text), let whole = Int(exactly: number), let weight = FontWeight(rawValue: whole),
               Double(weight.rawValue) == number {
                return weight
            }
            error("expected a weight (\(names.joined(separator: ", ")) or 100, 200, … 900), found '\(text)'"
                  + Suggestion.hint(for: text, in: names), at: node, path)
            return nil
        }
        error("expected a weight (\(names.joined(separator: ", ")) or 100, 200, … 900), found \(node.kindDescription)",
              at: node, path)
        return nil
    }

    /// `{afterId: spacing, …}`, in the order written.
    private mutating func customSpacing(_ node: SpecNode, _ path: String) -> [CustomSpacing]? {
        guard case .mapping(let entries) = node.value else {
            error("expected a mapping {arrangedViewId: spacing}, found \(node.kindDescription)", at: node, path)
            return nil
        }
        var result: [CustomSpacing] = []
        var ok = true
        for entry in entries {
            let entryPath = SpecPath.key(path, entry.key)
            source.record(entryPath, at: entry.keyPosition)
            if let value = number(entry.value, entryPath) {
                result.append(CustomSpacing(afterID: entry.key, value: value))
            } else {
                ok = false
            }
        }
        return ok ? result : nil
    }

    /// A PNG path relative to the spec's folder that stays inside it.
    private mutating func imageSource(_ node: SpecNode, _ path: String) -> String? {
        guard let text = string(node, path) else { return nil }
        let components = text.split(separator: "/", omittingEmptySubsequences: false)
        if text.isEmpty {
            error("expected a path to a PNG file relative to the spec, found an empty string", at: node, path)
        } else if text.hasPrefix("/") || text.hasPrefix("~") || text.contains("\\") || text.contains(":") {
            error("image source '\(text)' must be a path relative to the spec's folder (no absolute paths, '~', '\\' or ':')",
                  at: node, path)
        } else if components.contains("..") {
            error("image source '\(text)' leaves the spec's folder ('..' is not allowed)", at: node, path)
        } else {
            if !text.lowercased().hasSuffix(".png") {
                diagnostics.warning("image source '\(text)' does not end in .png; only PNG files can be read",
                                    at: node.position, path: path)
            }
            return text
        }
        return nil
    }
}
