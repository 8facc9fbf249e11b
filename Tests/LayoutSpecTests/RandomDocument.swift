import AutoLayout
import LayoutSpec

/// Builds a random valid document from a seed, for round-trip property tests. Every value it
/// picks obeys the spec's rules, so the document must load back without errors.
struct RandomDocument: RandomNumberGenerator {
    private var state: UInt64
    private var nextID = 0
    private var ids: [(id: String, type: ViewType)] = []

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    /// SplitMix64: small, fast and good enough to pick shapes.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    private mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    private mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    /// Numbers with fractions that are not exact in binary, negative ones and tiny ones.
    private mutating func number(_ range: ClosedRange<Double>) -> Double {
        switch int(0...3) {
        case 0: return Double(int(Int(range.lowerBound)...Int(range.upperBound)))
        case 1: return min(range.upperBound, max(range.lowerBound, Double(int(-999...999)) / 10))
        case 2: return range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() % 10_000) / 10_000
        default: return min(range.upperBound, max(range.lowerBound, 1e-7 * Double(int(1...9))))
        }
    }

    /// Strings that tempt a reader into other types or need escaping.
    private mutating func text() -> String {
        pick(["NO", "1.0", "null", "true", "~", "", "a: b", "- x", "#hash", "quote \" and \\ backslash",
              "line\nbreak", "tab\there", "四个汉字", "emoji 🙂", "  spaced  ", "@750", "*alias", "&anchor",
              "{flow}", "[list]", "yes", ".nan", "0x10", "'single'", "\u{7}bell"]) + (chance(30) ? "\(int(0...99))" : "")
    }

    private mutating func color() -> SpecColor {
        SpecColor(red: UInt8(int(0...255)), green: UInt8(int(0...255)), blue: UInt8(int(0...255)),
                  alpha: chance(50) ? 255 : UInt8(int(0...255)))
    }

    private mutating func priorities() -> AxisPriorities {
        AxisPriorities(horizontal: number(1...1000), vertical: number(1...1000))
    }

    private mutating func freshID() -> String {
        nextID += 1
        return "v\(nextID)"
    }

    mutating func document() -> SpecDocument {
        var document = SpecDocument(name: "random\(int(0...999))")
        if chance(30) { document.caption = text() }
        document.canvas = CanvasSpec(width: chance(50) ? number(0...1000) : nil, height: chance(50) ? number(0...1000) : nil,
                                     scale: int(1...3), background: color(), direction: chance(50) ? .ltr : .rtl)
        if chance(30) { document.model = pick(StackConfiguration.Model.allCases) }
        document.root = view(type: .view, depth: 0, isRoot: true)
        let named = ids.map(\.id)
        for _ in 0..<int(0...3) {
            if let a = named.randomElement(using: &self), chance(70) {
                document.constraints.append(.expression("\(a).width == \(String(Int(number(0...500)))) @\(int(1...1000))"))
            } else if let a = named.randomElement(using: &self) {
                document.constraints.append(.visualFormat(VisualFormatEntry(
                    format: "H:|-(m)-[\(a)]", options: chance(50) ? ["alignAllTop"] : [],
                    metrics: [.init(name: "m", value: number(0...100))])))
            }
        }
        for index in 0..<int(0...2) { document.variants.append(variant(index)) }
        if document.variants.count >= 1, chance(50) { document.compose = ["default", document.variants[0].name] }
        for _ in 0..<int(0...2) {
            document.ignore.append(Rect(x: number(-100...100), y: number(-100...100), width: number(0...50), height: number(0...50)))
        }
        if chance(50) {
            document.compare = CompareSettings(threshold: number(0...1), maxPixels: int(0...100), maxRatio: number(0...1),
                                               antialiasing: chance(50))
        }
        document.debug = chance(30)
        return document
    }

    private mutating func variant(_ index: Int) -> VariantSpec {
        var variant = VariantSpec(name: "var\(index)")
        if chance(50) { variant.caption = text() }
        if chance(50) {
            variant.canvas = CanvasOverride(width: chance(50) ? (chance(50) ? .some(nil) : .some(number(0...500))) : nil,
                                            scale: chance(50) ? int(1...3) : nil, direction: chance(30) ? .rtl : nil)
        }
        if chance(30) { variant.model = pick(StackConfiguration.Model.allCases) }
        for (id, type) in ids.shuffled(using: &self).prefix(int(0...3)) {
            let choices = commonProperties() + kindProperties(type, allowImageSource: false)
            variant.set.append(PropertyOverride(viewID: id, pick(choices)))
        }
        return variant
    }

    private mutating func view(type: ViewType, depth: Int, isRoot: Bool = false) -> ViewSpec {
        var view = ViewSpec(ViewContent.defaults(for: type))
        if !isRoot {
            view.id = chance(80) ? freshID() : nil
            if let id = view.id { ids.append((id, type)) }
        }
        for property in commonProperties().filter({ _ in chance(25) }) { view.apply(property) }
        for property in kindProperties(type, allowImageSource: true).filter({ _ in chance(40) }) { view.apply(property) }
        if case .image(let image) = view.content, image.source == nil { view.apply(.symbol("star")) }
        guard depth < 3 else { return view }
        let types = ViewType.allCases
        if case .stack(var stack) = view.content {
            stack.arranged = (0..<int(0...3)).map { _ in self.view(type: pick(types), depth: depth + 1) }
            let arrangedIDs = stack.arranged.compactMap(\.id)
            stack.customSpacing = arrangedIDs.filter { _ in chance(40) }.map { CustomSpacing(afterID: $0, value: number(-20...20)) }
            view.content = .stack(stack)
        }
        if case .tableView(var table) = view.content {
            // A table's subviews are its header view, then its cells in section order.
            table.sections = (0..<int(0...2)).map { _ in
                TableSectionSpec(header: chance(50) ? text() : nil, footer: chance(30) ? text() : nil,
                                 headerHeight: chance(20) ? number(0...40) : nil)
            }
            view.content = .tableView(table)
            view.subviews = chance(30) ? [self.view(type: .view, depth: depth + 1)] : []
            for section in table.sections.indices {
                for _ in 0..<int(0...2) {
                    var cell = self.view(type: .tableViewCell, depth: depth + 1)
                    if case .tableViewCell(var spec) = cell.content {
                        spec.section = section
                        cell.content = .tableViewCell(spec)
                    }
                    view.subviews.append(cell)
                }
            }
            return view
        }
        if view.type == .collectionView {
            view.subviews = (0..<int(0...3)).map { _ in self.view(type: .collectionViewCell, depth: depth + 1) }
            // A header first and a footer last, as a spec writes them.
            if chance(30) { view.subviews.insert(self.view(type: .collectionReusableView, depth: depth + 1), at: 0) }
            if chance(30) {
                var footer = self.view(type: .collectionReusableView, depth: depth + 1)
                footer.content = .collectionReusableView(CollectionReusableViewSpec(elementKind: .footer))
                view.subviews.append(footer)
            }
            return view
        }
        view.subviews = (0..<int(0...2)).map { _ in self.view(type: pick(types), depth: depth + 1) }
        return view
    }

    private mutating func commonProperties() -> [ViewProperty] {
        [.hidden(chance(50)), .intrinsicSize(IntrinsicSizeSpec(width: chance(50) ? number(0...300) : nil, height: number(0...300),
                                                              othersFromContent: chance(30))),
         .hugging(priorities()), .compressionResistance(priorities()),
         .layoutMargins(DirectionalInsets(top: number(-10...30), leading: number(0...30), bottom: 1, trailing: number(0...30))),
         .alignmentInsets(EdgeInsets(top: number(-5...5), left: 0, bottom: number(0...5), right: 1)),
         .firstBaseline(number(0...50)), .lastBaseline(chance(50) ? number(0...50) : nil), .background(color()),
         .border(BorderSpec(width: number(0...5), color: color())), .cornerRadius(number(0...20)), .alpha(number(0...1)),
         .clipsToBounds(chance(50)), .accessibility(accessibility()),
         .audit(auditExemption())]
    }

    /// One or more rules disabled, with a reason.
    private mutating func auditExemption() -> AuditExemption {
        let rules = AuditRule.allCases.filter { _ in chance(30) }
        return AuditExemption(disabled: rules.isEmpty ? [.contrast] : rules, reason: "because " + text())
    }

    /// Accessibility settings, each key set or not (`elements` stays unset: it names views
    /// inside the view, which validation checks).
    private mutating func accessibility() -> AccessibilitySpec {
        AccessibilitySpec(label: chance(50) ? text() : nil, hint: chance(30) ? text() : nil, value: chance(30) ? text() : nil,
                          traits: chance(50) ? AccessibilityTrait.allCases.filter { _ in chance(20) } : nil,
                          isElement: chance(50) ? chance(50) : nil, ignoresInvertColors: chance(30) ? chance(50) : nil)
    }

    private mutating func barItems() -> [BarItem] {
        (0..<int(0...3)).map { _ in
            pick([.title(text()), .title(text(), isDone: true), .symbol("plus"), .symbol("gear", label: text()), .flexibleSpace, .fixedSpace(number(0...40))])
        }
    }

    /// Attributed text: one to three runs, each changing a few things.
    private mutating func runs() -> [TextRunSpec] {
        (0..<int(1...3)).map { _ in
            var run = TextRunSpec(text())
            if chance(50) {
                run.font = chance(30) ? RunFontSpec(weight: pick(FontWeight.allCases), textStyle: pick(TextStyleName.allCases))
                    : RunFontSpec(family: chance(30) ? "Noto Sans" : nil, size: chance(50) ? number(1...40) : nil,
                                  weight: chance(50) ? pick(FontWeight.allCases) : nil)
                if chance(30) { run.font?.italic = chance(50) }
                if chance(20) { run.font?.monospacedDigits = chance(50) }
            }
            if chance(50) { run.color = color() }
            if chance(30) { run.underline = pick(TextLineStyle.allCases) }
            if chance(30) { run.strikethrough = pick(TextLineStyle.allCases) }
            if chance(30) { run.kern = number(-2...6) }
            if chance(30) { run.background = color() }
            return run
        }
    }

    private mutating func paragraph() -> ParagraphSpec {
        var paragraph = ParagraphSpec()
        if chance(50) { paragraph.lineSpacing = number(0...10) }
        if chance(50) { paragraph.paragraphSpacing = number(0...10) }
        if chance(30) { paragraph.lineHeightMultiple = number(0...3) }
        if chance(30) { paragraph.minimumLineHeight = number(0...20) }
        if chance(30) { paragraph.maximumLineHeight = number(20...60) }
        if chance(50) { paragraph.alignment = pick(TextAlignment.allCases) }
        return paragraph
    }

    private mutating func kindProperties(_ type: ViewType, allowImageSource: Bool) -> [ViewProperty] {
        switch type {
        case .stack:
            return [.axis(chance(50) ? .horizontal : .vertical), .distribution(pick(StackConfiguration.Distribution.allCases)),
                    .alignment(pick(StackConfiguration.Alignment.allCases)), .spacing(number(-20...40)),
                    .baselineRelativeArrangement(chance(50)), .layoutMarginsRelativeArrangement(chance(50)),
                    .model(chance(50) ? pick(StackConfiguration.Model.allCases) : nil)]
        case .label:
            return [.text(text()), .font(FontSpec(family: chance(50) ? "Noto Sans" : nil, size: number(1...80),
                                                  weight: pick(FontWeight.allCases))),
                    .color(color()), .lines(int(0...5)), .lineBreak(pick(LineBreakMode.allCases)),
                    .textAlignment(pick(TextAlignment.allCases)), .preferredMaxWidth(chance(50) ? number(0...300) : nil),
                    chance(50) ? .attributedText(runs()) : .text(text()), .paragraph(chance(50) ? paragraph() : nil),
                    .adjustsFontSizeToFitWidth(chance(50)), .minimumScaleFactor(number(0...1)),
                    .baselineAdjustment(pick(BaselineAdjustment.allCases)),
                    .allowsDefaultTighteningForTruncation(chance(50))]
        case .image:
            var list: [ViewProperty] = [.tint(chance(50) ? color() : nil), .contentMode(pick(ContentMode.allCases))]
            if allowImageSource { list.append(chance(50) ? .source("art/\(int(0...9)).png") : .symbol(pick(["star", "heart"]))) }
            return list
        case .button:
            var list: [ViewProperty] = [
                .title(text()), .titleColor(color()), .font(FontSpec(size: number(1...40))),
                .lineBreak(pick(LineBreakMode.allCases)),
                .contentInsets(DirectionalInsets(top: number(0...10), leading: 4, bottom: 2, trailing: number(0...10))),
                .imageSize(chance(30) ? Size(width: number(0...40), height: number(0...40)) : nil),
                .tint(chance(30) ? color() : nil)]
            if allowImageSource, chance(50) {
                list.append(chance(50) ? .source("art/\(int(0...9)).png") : .symbol(pick(["star", "heart"])))
            }
            return list
        case .switch:
            return [.on(chance(50))]
        case .segmentedControl:
            // Index 0 is valid with any number of segments (none selects nothing).
            let segments = (1..<int(1...5)).map { _ in
                SegmentedControlSpec.Segment(text(), width: chance(30) ? number(0...120) : nil)
            }
            return [.segments(segments), .selectedIndex(chance(30) ? nil : 0),
                    .tint(chance(50) ? color() : nil)]
        case .slider:
            return [.value(number(-10...110)), .minimum(number(-10...0)), .maximum(number(1...100)),
                    .tint(chance(50) ? color() : nil)]
        case .stepper:
            return [.value(number(-10...110)), .minimum(number(-10...0)), .maximum(number(1...100))]
        case .progressView:
            return [.progress(number(0...1)), .progressStyle(pick(ProgressViewSpec.Style.allCases)),
                    .tint(chance(50) ? color() : nil)]
        case .activityIndicatorView:
            return [.indicatorStyle(pick(ActivityIndicatorSpec.Style.allCases)), .color(color()),
                    .animating(chance(50)), .hidesWhenStopped(chance(50))]
        case .textField:
            return [.text(text()), .placeholderText(text()), .font(FontSpec(size: number(1...40))), .color(color()),
                    .textAlignment(pick(TextAlignment.allCases)), .borderStyle(pick(TextFieldSpec.BorderStyle.allCases)),
                    .clearButtonMode(pick(TextFieldSpec.ClearButtonMode.allCases))]
        case .textView:
            return [chance(50) ? .attributedText(runs()) : .text(text()), .font(FontSpec(size: number(1...40))),
                    .color(color()), .paragraph(chance(50) ? paragraph() : nil),
                    .textAlignment(pick(TextAlignment.allCases)), .scrollEnabled(chance(50)),
                    .textContainerInset(EdgeInsets(top: number(0...20), left: number(0...10), bottom: 8, right: 0))]
        case .navigationBar:
            return [.title(text()), .leftItems(barItems()), .rightItems(barItems()), .prefersLargeTitles(chance(50)),
                    .barBackground(pick(BarBackground.allCases))]
        case .toolbar:
            return [.barItems(barItems()), .barBackground(pick(BarBackground.allCases))]
        case .tabBar:
            let items = (0..<int(0...4)).map { _ in TabItem(title: text(), symbol: chance(50) ? "star" : nil) }
            return [.tabItems(items), .selectedIndex(chance(30) ? nil : 0), .barBackground(pick(BarBackground.allCases))]
        case .searchBar:
            return [.text(text()), .placeholderText(text()), .searchBarStyle(pick(SearchBarSpec.Style.allCases))]
        case .visualEffectView:
            return [.effect(pick(VisualEffectSpec.Style.allCases))]
        case .pageControl:
            let pages = int(0...6)
            return [.numberOfPages(pages), .currentPage(pages == 0 ? int(0...3) : int(0...pages - 1)),
                    .hidesForSinglePage(chance(50)), .pageIndicatorTint(chance(50) ? color() : nil),
                    .currentPageIndicatorTint(chance(50) ? color() : nil),
                    .pageBackgroundStyle(pick(PageControlSpec.BackgroundStyle.allCases))]
        case .datePicker:
            let mode = pick(DatePickerSpec.Mode.allCases)
            let styles = mode == .countDownTimer ? [.automatic, .wheels] : DatePickerSpec.Style.allCases
            let date = SpecDate(year: int(1900...2100), month: int(1...12), day: int(1...28), hour: int(0...23),
                                minute: int(0...59), second: int(0...59))!
            return [.datePickerMode(mode), .datePickerStyle(pick(styles)), .date(date),
                    .locale(pick(["en_US", "en_GB", "de_DE", "fr_FR"])), .minuteInterval(pick([1, 5, 15, 30])),
                    .countDownDuration(Double(int(0...86_399))), .tint(chance(50) ? color() : nil)]
        case .pickerView:
            let components = (0..<int(0...3)).map { _ in (0..<int(1...5)).map { _ in text() } }
            return [.components(components), .selectedRows(components.map { int(0...$0.count - 1) })]
        case .placeholder:
            return [.text(text())]
        case .tableView:
            return [.tableStyle(pick(TableViewSpec.Style.allCases)), .rowHeight(chance(50) ? number(0...80) : nil),
                    .separatorStyle(pick(TableViewSpec.SeparatorStyle.allCases)), .contentInsetTop(number(0...100)),
                    .contentInsetAdjustment(pick(ContentInsetAdjustment.allCases)),
                    .fullContent(chance(50))]
        case .tableViewCell:
            return [.cellStyle(pick(TableCellSpec.Style.allCases)), .text(text()), .detail(text()),
                    .accessory(pick(TableCellSpec.Accessory.allCases)), .rowHeight(chance(50) ? number(0...80) : nil),
                    .font(FontSpec(size: number(1...40))), .detailFont(FontSpec(size: number(1...40), weight: pick(FontWeight.allCases)))]
                + (allowImageSource ? [.symbol("star")] : [])
        case .scrollView:
            return [.contentInsetTop(number(0...100)), .contentInsetAdjustment(pick(ContentInsetAdjustment.allCases)),
                    .fullContent(chance(50))]
        case .collectionView:
            return [.itemSize(Size(width: number(0...100), height: number(0...100))), .minimumLineSpacing(number(0...20)),
                    .minimumInteritemSpacing(number(0...20)), .scrollDirection(chance(50) ? .vertical : .horizontal),
                    .sectionInset(EdgeInsets(top: number(0...20), left: 1, bottom: 0, right: number(0...20))),
                    .headerReferenceSize(Size(width: 0, height: number(0...40))),
                    .footerReferenceSize(Size(width: 0, height: number(0...40))), .fullContent(chance(50))]
        case .collectionViewCell:
            return [.itemSize(chance(50) ? Size(width: number(0...100), height: number(0...100)) : nil)]
        case .view, .spacer, .collectionReusableView:
            return []
        }
    }
}
