/// The properties of a table view (`UITableView`), with UIKit's defaults.
///
/// A table view's rows are its cells (`tableViewCell` views, in ``ViewSpec/subviews``); each
/// cell names the section it belongs to (``TableCellSpec/section``), so removing a cell in a
/// variant keeps the sections right. A first subview that is not a cell is the table's
/// header view (`tableHeaderView`), placed above the first section. The table places its headers, cells and footers from the
/// top, one under the other, as UIKit's table view does; content past its bottom is clipped.
public struct TableViewSpec: Sendable, Equatable {
    /// `UITableView.Style`.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Rows edge to edge, section headers only where a title is given.
        case plain
        /// Sections apart on the grouped background, 18 points above and below each.
        case grouped
        /// As grouped, with each section's rows inset by the layout margin and rounded.
        case insetGrouped
    }

    /// `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: String, Sendable, Hashable, CaseIterable {
        case singleLine, none
    }

    /// `style` (default plain).
    public var style: Style = .plain
    /// `rowHeight`: every row's height; nil = `automaticDimension`, each row as tall as its
    /// content asks (at least 44 points for the standard cell styles).
    public var rowHeight: Double?
    /// `separatorStyle` (default singleLine).
    public var separatorStyle: SeparatorStyle = .singleLine
    /// `contentInsetTop`: the space above the first row, in points: the table's written
    /// content inset (`contentInset.top`). Default 0.
    public var contentInsetTop: Double = 0
    /// `contentInsetAdjustment`: how much of the safe area the table's frame covers is
    /// added to the inset (default automatic; a table bounces vertically, so it always
    /// gains it unless this is never).
    public var contentInsetAdjustment = ContentInsetAdjustment.automatic
    /// `fullContent`: the view grows to its whole content (as a full-page screenshot shows
    /// it), instead of showing what fits; with the canvas height left to fit, the snapshot
    /// holds everything. Default false.
    public var fullContent = false
    /// `sections`, in order (their cells are the table's subviews).
    public var sections: [TableSectionSpec] = []

    public init(style: Style = .plain, rowHeight: Double? = nil, sections: [TableSectionSpec] = []) {
        self.style = style
        self.rowHeight = rowHeight
        self.sections = sections
    }
}

/// One section of a table view: its header and footer (titles or fixed heights).
public struct TableSectionSpec: Sendable, Equatable {
    /// `header`: the header title; nil = none.
    public var header: String?
    /// `footer`: the footer title; nil = none.
    public var footer: String?
    /// `headerHeight`: a fixed header height (`heightForHeaderInSection`); nil = UIKit's.
    public var headerHeight: Double?
    /// `footerHeight`: a fixed footer height; nil = UIKit's.
    public var footerHeight: Double?

    public init(header: String? = nil, footer: String? = nil, headerHeight: Double? = nil, footerHeight: Double? = nil) {
        self.header = header
        self.footer = footer
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }
}
