import AutoLayout

/// View property keys of controls, bars, tables and collections, and the items they list.
extension SpecSchema {
    static func controlProperty(_ key: ViewPropertyKey, of type: ViewType) -> SchemaKey {
        let name = key.rawValue
        let isSlider = type == .slider
        switch key {
        case .on:
            return SchemaKey(name, .boolean, "Draw the switch on.", default: .bool(false))
        case .segments:
            return SchemaKey(name, .list(.anyOf([.text, .object(segment)])),
                             "The segments in order: titles, or {title, width} for a fixed width.")
        case .selectedIndex:
            let what = type == .tabBar ? "The item drawn in the tint color; null for none." : "The selected segment; null for none."
            return SchemaKey(name, SchemaValue.integer(minimum: 0).orNull, what, default: .number(0))
        case .value:
            return SchemaKey(name, .number(), "The current value.", default: .number(isSlider ? 0.5 : 0))
        case .minimum:
            return SchemaKey(name, .number(), "The least value.", default: .number(0))
        case .maximum:
            return SchemaKey(name, .number(), "The greatest value.", default: .number(isSlider ? 1 : 100))
        case .progress:
            return SchemaKey(name, unit, "The filled fraction, 0…1.", default: .number(0.5))
        case .style:
            return style(of: type)
        case .animating:
            return SchemaKey(name, .boolean, "Draw the indicator spinning (false: stopped).", default: .bool(true))
        case .hidesWhenStopped:
            return SchemaKey(name, .boolean, "A stopped indicator hides itself (and leaves a stack's arrangement).",
                             default: .bool(true))
        case .placeholder:
            return SchemaKey(name, .text, "Drawn in the placeholder color while the text is empty.")
        case .borderStyle:
            return SchemaKey(name, choices(TextFieldSpec.BorderStyle.self), "The field's border.", default: .string("roundedRect"))
        case .clearButtonMode:
            return SchemaKey(name, choices(TextFieldSpec.ClearButtonMode.self),
                             "When the clear button shows (always and unlessEditing draw it beside text).", default: .string("never"))
        case .scrollEnabled:
            return SchemaKey(name, .boolean, "Scrolling text views have no intrinsic size; false sizes the view to its text.",
                             default: .bool(true))
        case .textContainerInset:
            return SchemaKey(name, .ref("edgeInsets"), "Space around the text: [top, left, bottom, right].",
                             default: insets(8, 0, 8, 0))
        default:
            return undescribed(key)
        }
    }

    /// `style`: each kind that has one has its own names.
    static func style(of type: ViewType) -> SchemaKey {
        let (value, what, fallback): (SchemaValue, String, String) = switch type {
        case .progressView: (choices(ProgressViewSpec.Style.self), "The progress view's style.", "default")
        case .searchBar: (choices(SearchBarSpec.Style.self), "The search bar's style.", "prominent")
        case .datePicker: (choices(DatePickerSpec.Style.self),
                           "compact capsules, an inline calendar or wheels; automatic: wheels for countDownTimer, else compact.",
                           "automatic")
        case .tableView: (choices(TableViewSpec.Style.self), "The table's style.", "plain")
        case .tableViewCell: (choices(TableCellSpec.Style.self), "The cell's style: which standard labels it shows.", "default")
        default: (choices(ActivityIndicatorSpec.Style.self), "The indicator's size.", "medium")
        }
        return SchemaKey("style", value, what, default: .string(fallback))
    }

    static func containerProperty(_ key: ViewPropertyKey, of type: ViewType) -> SchemaKey {
        let name = key.rawValue
        switch key {
        case .leftItems:
            return SchemaKey(name, .list(barItemValue), "Items at the leading side, leading first.")
        case .rightItems:
            return SchemaKey(name, .list(barItemValue), "Items at the trailing side, trailing first.")
        case .items:
            if type == .tabBar { return SchemaKey(name, .list(.object(tabItem)), "The tabs, each {title, symbol} or {system}.") }
            return SchemaKey(name, .list(barItemValue), "The items from the leading edge; flexibleSpace spreads them.")
        case .prefersLargeTitles:
            return SchemaKey(name, .boolean, "Draw the title large at the leading edge (96 points tall).", default: .bool(false))
        case .barBackground:
            return SchemaKey(name, choices(BarBackground.self), "What the bar paints behind its items.",
                             default: .string("default"))
        case .effect:
            return SchemaKey(name, choices(VisualEffectSpec.Style.self), "The blur material.", default: .string("systemMaterial"))
        case .rowHeight:
            let what = type == .tableViewCell ? "This row's height; null for the table's." : "Every row's height; automatic sizes rows to their content."
            return SchemaKey(name, .anyOf([size, .string(choices: ["automatic"]), .null]), what)
        case .separatorStyle:
            return SchemaKey(name, choices(TableViewSpec.SeparatorStyle.self), "Whether rows have separators.",
                             default: .string("singleLine"))
        case .contentInsetTop:
            return SchemaKey(name, .number(), "Space above the content in points (UIKit's contentInset.top; the safe-area part is added to it).",
                             default: .number(0))
        case .contentInsetAdjustment:
            return SchemaKey(name, choices(ContentInsetAdjustment.self),
                             "How much of the safe area the view's frame covers is added to its content inset (UIKit's contentInsetAdjustmentBehavior).",
                             default: .string("automatic"))
        case .detail:
            return SchemaKey(name, .text, "The detail label's text (subtitle, value1 and value2 cells).")
        case .detailFont:
            return SchemaKey(name, .ref("font"),
                             "The detail label's font; default the style's (caption1 under the text, body beside it, subheadline in value2).")
        case .accessory:
            return SchemaKey(name, choices(TableCellSpec.Accessory.self), "The accessory at the trailing edge.",
                             default: .string("none"))
        case .accessoryWidth:
            return SchemaKey(name, .number(minimum: 0),
                             "How far from the cell's trailing edge the content view ends; default the accessory's (none without one, else the side margin and the accessory: 25.5 for a disclosure indicator on a 375-point phone; iOS 10 took 33).")
        case .contentMargins:
            return SchemaKey(name, .ref("directionalInsets"),
                             "The content view's margins [top, leading, bottom, trailing], or one number for all; default 11 above and below and the table's side margin (iOS 10's were 8 all round).")
        case .itemSize:
            let what = type == .collectionViewCell ? "This item's [width, height]; null for the collection's."
                : "Every item's [width, height] unless a cell gives its own."
            let fallback: SpecNode? = type == .collectionView ? .list([.number(50), .number(50)]) : nil
            return SchemaKey(name, SchemaValue.ref("size").orNull, what, default: fallback)
        case .minimumLineSpacing:
            return SchemaKey(name, size, "Least space between lines of items.", default: .number(10))
        case .minimumInteritemSpacing:
            return SchemaKey(name, size, "Least space between items in a line.", default: .number(10))
        case .sectionInset:
            return SchemaKey(name, .ref("edgeInsets"), "Space around the items: [top, left, bottom, right].",
                             default: insets(0, 0, 0, 0))
        case .scrollDirection:
            return SchemaKey(name, choices(Axis.self), "Vertical: lines are rows; horizontal: lines are columns.",
                             default: .string("vertical"))
        case .headerReferenceSize:
            return SchemaKey(name, .ref("size"), "The section header's [width, height]: its height (width, scrolling horizontally) before the items; zero: no header.")
        case .footerReferenceSize:
            return SchemaKey(name, .ref("size"), "The section footer's [width, height]: its height (width, scrolling horizontally) after the items; zero: no footer.")
        case .estimatedItemSize:
            return SchemaKey(name, SchemaValue.anyOf([.ref("size"), .string(choices: ["automatic"]), .null]),
                             "Items sized by their content from this estimate ([width, height], or automatic: the itemSize); null: fixed sizes.")
        case .fullContent:
            return SchemaKey(name, .boolean, "Grow the view to its whole content, as a full-page screenshot shows it.",
                             default: .bool(false))
        default:
            return undescribed(key)
        }
    }

    static var segment: SchemaObject {
        SchemaObject("A segment of a fixed width.", [
            SchemaKey("title", .text, "The segment's title."),
            SchemaKey("width", size, "The segment's width in points."),
        ])
    }

    /// A bar item: a title, or a mapping.
    static var barItemValue: SchemaValue { .anyOf([.text, .object(barItem)]) }

    static var barItem: SchemaObject {
        var object = SchemaObject("A bar button item: one of {title} (with style), {symbol} or {system}.", [
            SchemaKey("title", .text, "A title in the tint color."),
            SchemaKey("style", .string(choices: ["plain", "done"]), "done draws the title semibold.", default: .string("plain")),
            SchemaKey("symbol", .string(), "An SF Symbol name drawn in the tint color."),
            SchemaKey("label", .string(), "What VoiceOver reads for a symbol item (its accessibilityLabel)."),
            SchemaKey("system", .string(choices: BarItem.systemItems.map(\.name)), "A UIBarButtonItem.SystemItem."),
            SchemaKey("width", size, "The width of a fixedSpace item.", default: .number(8)),
        ])
        object.exactlyOneOf = ["title", "symbol", "system"]
        object.excludes = [(key: "label", others: ["title", "system"])]
        return object
    }

    static var tabItem: SchemaObject {
        SchemaObject("A tab: {title, symbol}, or {system} for a UITabBarItem.SystemItem.", [
            SchemaKey("title", .text, "The title under the symbol."),
            SchemaKey("symbol", .string(), "An SF Symbol name drawn over the title."),
            SchemaKey("system", .string(choices: TabItem.systemItems.map(\.name)), "A UITabBarItem.SystemItem."),
        ])
    }
}
