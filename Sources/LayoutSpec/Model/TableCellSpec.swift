import AutoLayout

/// The properties of a table view cell (`UITableViewCell`), with UIKit's defaults.
///
/// A cell draws its standard parts for its ``Style`` (`textLabel`, `detailTextLabel`,
/// `imageView`, named `<cell id>_textLabel`, … in constraints) and its accessory; its own ``ViewSpec/subviews`` go into its content view,
/// where constraints place them (`superview` is the content view).
public struct TableCellSpec: Sendable, Equatable {
    /// `UITableViewCell.CellStyle`.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// The text on the leading side (Interface Builder's "Basic").
        case `default`
        /// The text over a smaller detail.
        case subtitle
        /// The text leading, the detail trailing in gray (Interface Builder's "Right Detail").
        case value1
        /// A blue text in a narrow column, the detail after it ("Left Detail").
        case value2
    }

    /// `UITableViewCell.AccessoryType`.
    public enum Accessory: String, Sendable, Hashable, CaseIterable {
        case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton
    }

    /// `style` (default `default`).
    public var style: Style = .default
    /// `text`: the text label's text; empty = no text label.
    public var text: String = ""
    /// `detail`: the detail text label's text (subtitle, value1 and value2 cells).
    public var detail: String = ""
    /// `symbol`: a built-in symbol in the image view; nil = none.
    public var symbol: String?
    /// `accessory` (default none).
    public var accessory: Accessory = .none
    /// `rowHeight`: this row's height; nil = the table's.
    public var rowHeight: Double?
    /// `font`: the text label's font; nil = the style's (body, subheadline semibold for
    /// value2 — text styles, so they follow the content size category).
    public var textFont: FontSpec?
    /// `detailFont`: the detail label's font; nil = the style's (caption1 under the text,
    /// body beside it, subheadline in value2).
    public var detailFont: FontSpec?
    /// `contentMargins`: the content view's margins `[top, leading, bottom, trailing]`; nil =
    /// the table's (11 above and below, its side margin at the sides).
    public var contentMargins: DirectionalInsets?
    /// `accessoryWidth`: how far from the cell's trailing edge the content view ends, in
    /// place of the side margin and the accessory's width (25.5 for a disclosure indicator
    /// on a 375-point phone); nil = those. iOS 10 took 33 for a disclosure indicator at
    /// every width.
    public var accessoryWidth: Double?
    /// The index of the section the cell is in (written as the cell's place in `sections`).
    public var section: Int = 0
    /// Where the cell sits, once its table is laid out; nil before.
    public var placement: TableCellPlacement?

    public init(style: Style = .default, text: String = "", detail: String = "", accessory: Accessory = .none) {
        self.style = style
        self.text = text
        self.detail = detail
        self.accessory = accessory
    }

    /// Whether the cell shows a detail label (its style has one and it has text).
    public var showsDetail: Bool { style != .default && !detail.isEmpty }
}

/// Where a cell sits in its table, worked out when the table is laid out (never written in a
/// spec): what the cell draws of its own (background corners, separators) depends on it.
public struct TableCellPlacement: Sendable, Equatable {
    /// The table's style.
    public var tableStyle: TableViewSpec.Style
    /// First and last cell of its section.
    public var isFirstInSection: Bool
    public var isLastInSection: Bool
    /// Whether the table draws separators.
    public var hasSeparators: Bool
    /// The bottom separator's inset from the cell's leading edge (where the text starts).
    public var separatorInset: Double
    /// The table's layout margin (16, or 20 on screens 390 points wide or more).
    public var margin: Double

    public init(tableStyle: TableViewSpec.Style, isFirstInSection: Bool, isLastInSection: Bool, hasSeparators: Bool,
                separatorInset: Double, margin: Double) {
        self.tableStyle = tableStyle
        self.isFirstInSection = isFirstInSection
        self.isLastInSection = isLastInSection
        self.hasSeparators = hasSeparators
        self.separatorInset = separatorInset
        self.margin = margin
    }
}
