import AutoLayout

/// What a table view generates to place its rows, as UITableView does: section headers and
/// footers, cells one under the other from the top, each cell's content view and the
/// labels and image of its style, and the constraints that place them.
///
/// The numbers are UIKit's (iOS 14 and later) where Interface Builder documents record them:
/// grouped sections 18 points apart from the top and from each other's footers (36 between
/// two sections), rows 44 tall at least, a content view narrowed by the accessory, its
/// margins 11 points above and below and the table's margin (16, 20 on screens 390 points
/// wide or more, or the table's own layout margins) at the sides.
struct TableLayout {
    /// One view the table holds directly, with the spec path errors about it point at.
    struct Row {
        var view: ViewSpec
        var path: String
    }

    private(set) var rows: [Row] = []
    private(set) var constraints: [ConstraintExpression] = []

    /// UIKit's default grouped header and footer heights, and the row height the standard
    /// cell styles never go below.
    static let groupedGap = 18.0, minimumRowHeight = 44.0
    /// Above a grouped table's first section header (a titled one).
    static let firstHeaderGap = 17.5
    /// The content view's margins above and below.
    static let verticalMargin = 11.0
    /// A self-sizing Subtitle row's spacing for text of `textSize` points: above its text,
    /// between the text and the detail, and below the detail (the separator comes on top).
    static let subtitleSpacing = (textSize: 17.0, above: 10.0, between: 1.0, below: 9.5)
    /// The width an accessory takes from the content view, besides the margin.
    static func accessoryWidth(_ accessory: TableCellSpec.Accessory) -> Double {
        switch accessory {
        case .none: 0
        case .disclosureIndicator: 9.5
        case .checkmark: 14
        case .detailButton: 22
        case .detailDisclosureButton: 43.5
        }
    }

    /// The system font's line height at `size` (San Francisco's 2444 units per 2048-unit em).
    static func lineHeight(_ size: Double) -> Double { size * 2444 / 2048 }

    private let table: TableViewSpec
    private let tableID: String
    private let margin: Double
    /// The content size category the standard labels' text styles are sized for.
    private let contentSize: ContentSizeCategory
    /// Pixels per point: the labels' heights are whole pixels.
    private let scale: Double
    /// The inset of the rows from the table's sides (inset-grouped sections).
    private var rowInset: Double { table.style == .insetGrouped ? margin : 0 }

    /// Where the next row's top goes: below `anchor` (nil = the table's top) plus `gap`.
    private var anchor: String?
    private var gap = 0.0

    /// - Parameters: `view` is the table (its subviews are its cells); `margin` the table's
    ///   layout margin; `bottomInset` the content inset below the last section, which a
    ///   table showing its whole content ends after.
    init(view: ViewSpec, id: String, path: String, margin: Double, contentSize: ContentSizeCategory = .large,
         scale: Double = 2, bottomInset: Double = 0) {
        self.contentSize = contentSize
        self.scale = scale
        guard case .tableView(let table) = view.content else {
            self.table = TableViewSpec()
            tableID = id
            self.margin = margin
            return
        }
        self.table = table
        tableID = id
        self.margin = margin
        gap = table.contentInsetTop
        var cellsBySection = [[(cell: ViewSpec, row: Int)]](repeating: [], count: table.sections.count)
        var rowInSection = [Int](repeating: 0, count: table.sections.count)
        for cell in view.subviews {
            guard case .tableViewCell(let spec) = cell.content, cellsBySection.indices.contains(spec.section) else { continue }
            cellsBySection[spec.section].append((cell, rowInSection[spec.section]))
            rowInSection[spec.section] += 1
        }
        if let header = view.subviews.first, header.type != .tableViewCell {
            // The table header view: at the top, as wide as the table, as tall as it asks.
            let headerID = header.id ?? "\(id)_tableHeaderView"
            var placed = header
            placed.id = headerID
            rows.append(Row(view: placed, path: SpecPath.key(path, "tableHeaderView")))
            pin(headerID, .left, to: id, .left, 0)
            pin(headerID, .right, to: id, .right, 0)
            placeBelow(headerID, extra: 0)
            anchor = headerID
            gap = 0
        }
        let sectionsPath = SpecPath.key(path, "sections")
        for (index, section) in table.sections.enumerated() {
            let sectionPath = SpecPath.index(sectionsPath, index)
            addHeader(section, index: index, path: sectionPath)
            let cells = cellsBySection[index]
            for (position, entry) in cells.enumerated() {
                addCell(entry.cell, section: index, row: entry.row, isFirst: position == 0,
                        isLast: position == cells.count - 1,
                        path: SpecPath.index(SpecPath.key(sectionPath, "cells"), entry.row))
            }
            addFooter(section, index: index, path: sectionPath)
        }
        if table.fullContent {
            // The whole content: the table ends where its last footer's gap and its bottom
            // inset do.
            placeBelow(id, extra: bottomInset, edge: .bottom)
        }
    }

    // MARK: Headers and footers

    private mutating func addHeader(_ section: TableSectionSpec, index: Int, path: String) {
        if let height = section.headerHeight {
            gap += height
        } else if let title = section.header {
            let grouped = table.style != .plain
            // Grouped headers: a footnote caption in capitals, 16 points under the gap above
            // and 6 over the rows, 38 points in all at the default size (Interface Builder
            // records 56 between the rows of two such sections, 18 of them the footer's);
            // plain headers: a headline title in a 28-point bar.
            let label = titleLabel(grouped ? title.uppercased() : title, style: grouped ? .footnote : .headline,
                                   secondary: grouped, lines: 1)
            let id = "\(tableID)_header\(index)"
            // The first section's header starts 17.5 points down, as the top gap of a grouped
            // table: its first row is recorded at 55.5 (55.33 on 3× screens), not at 38.
            let top = grouped && anchor == nil ? Self.firstHeaderGap : 0
            // UIKit's section header views carry the header trait, so VoiceOver's rotor can
            // jump from section to section.
            addTitle(label, id: id, traits: [.staticText, .header], before: grouped ? top + 16 : 0, after: grouped ? 6 : 0,
                     path: SpecPath.key(path, "header"))
            if !grouped {
                // The plain header's band: its title centred in 28 points.
                constraints.append(ConstraintExpression(first: AnchorName(.named(id), .height), relation: .equal,
                                                        second: nil, constant: 28))
            }
        } else if table.style != .plain {
            gap += Self.groupedGap
        }
    }

    private mutating func addFooter(_ section: TableSectionSpec, index: Int, path: String) {
        if let height = section.footerHeight {
            gap += height
        } else if let title = section.footer {
            let label = titleLabel(title, style: .footnote, secondary: true, lines: 0)
            addTitle(label, id: "\(tableID)_footer\(index)", before: 6, after: 11, path: SpecPath.key(path, "footer"))
        } else if table.style != .plain {
            gap += Self.groupedGap
        }
    }

    /// UIKit's standard text styles for headers, footers and the cell styles' labels, at
    /// the snapshot's content size category.
    private func font(_ style: TextStyleName, weight: FontWeight? = nil) -> FontSpec {
        FontSpec(textStyle: style, weight: weight).resolved(in: contentSize)
    }

    private func titleLabel(_ text: String, style: TextStyleName, secondary: Bool, lines: Int) -> LabelSpec {
        var label = LabelSpec(text: text)
        label.font = font(style)
        if secondary { label.color = .secondaryLabel }
        label.lines = lines
        return label
    }

    /// A header or footer title: a label between the table's margins (the rows' in an
    /// inset-grouped table).
    private mutating func addTitle(_ label: LabelSpec, id: String, traits: [AccessibilityTrait]? = nil,
                                   before: Double, after: Double, path: String) {
        var view = ViewSpec(id: id, .label(label))
        if let traits { view.accessibility = AccessibilitySpec(traits: traits) }
        view.compressionResistance = AxisPriorities(horizontal: 750, vertical: 1000)
        rows.append(Row(view: view, path: path))
        let inset = rowInset + margin
        pin(id, .left, to: tableID, .left, inset)
        pin(id, .right, to: tableID, .right, -inset)
        placeBelow(id, extra: before)
        anchor = id
        gap = after
    }

    // MARK: Cells

    private mutating func addCell(_ original: ViewSpec, section: Int, row: Int, isFirst: Bool, isLast: Bool,
                                  path: String) {
        guard case .tableViewCell(var cell) = original.content else { return }
        let cellID = original.id ?? "\(tableID)_cell\(section)_\(row)"
        let contentID = MadeView.contentView.id(in: cellID)
        let hasAccessory = cell.accessory != .none
        // From the cell's trailing edge to the content view's.
        let trailingInset = cell.accessoryWidth ?? (hasAccessory ? margin + Self.accessoryWidth(cell.accessory) : 0)
        let hasImage = cell.symbol != nil
        let textStart = margin + (hasImage ? 24 + 16 : 0)
        cell.placement = TableCellPlacement(tableStyle: table.style, isFirstInSection: isFirst, isLastInSection: isLast,
                                            hasSeparators: table.separatorStyle == .singleLine,
                                            separatorInset: textStart, margin: margin)
        var view = original
        view.id = cellID
        view.content = .tableViewCell(cell)
        var content = ViewSpec(id: contentID)
        content.layoutMargins = cell.contentMargins
            ?? DirectionalInsets(top: Self.verticalMargin, leading: margin, bottom: Self.verticalMargin,
                                 trailing: hasAccessory ? 8 : margin)
        content.subviews = original.subviews + parts(of: cell, cellID: cellID, contentID: contentID)
        view.subviews = [content]
        rows.append(Row(view: view, path: path))

        pin(cellID, .left, to: tableID, .left, rowInset)
        pin(cellID, .right, to: tableID, .right, -rowInset)
        placeBelow(cellID, extra: 0)
        anchor = cellID
        gap = 0
        if let height = cell.rowHeight ?? table.rowHeight {
            constraints.append(ConstraintExpression(first: AnchorName(.named(cellID), .height), relation: .equal,
                                                    second: nil, constant: height))
        } else {
            // Self-sizing: as tall as the content asks, 44 when it asks for nothing (the
            // fitting size's own priority, below every content priority).
            constraints.append(ConstraintExpression(first: AnchorName(.named(cellID), .height), relation: .equal,
                                                    second: nil, constant: Self.minimumRowHeight, priority: 50))
            if !cell.text.isEmpty || cell.showsDetail || hasImage {
                constraints.append(ConstraintExpression(first: AnchorName(.named(cellID), .height),
                                                        relation: .greaterOrEqual, second: nil,
                                                        constant: Self.minimumRowHeight))
            }
        }
        pin(contentID, .left, to: cellID, .left, 0)
        pin(contentID, .top, to: cellID, .top, 0)
        pin(contentID, .bottom, to: cellID, .bottom, 0)
        pin(contentID, .right, to: cellID, .right, -trailingInset)
    }

    /// The style's image view and labels, and the constraints placing them.
    private mutating func parts(of cell: TableCellSpec, cellID: String, contentID: String) -> [ViewSpec] {
        var views: [ViewSpec] = []
        var leading = AnchorName(.named(contentID), .leftMargin)
        var leadingGap = 0.0
        if let symbol = cell.symbol {
            let id = MadeView.imageView.id(in: cellID)
            var image = ImageSpec()
            image.source = .symbol(symbol)
            views.append(ViewSpec(id: id, .image(image)))
            constraints.append(ConstraintExpression(first: AnchorName(.named(id), .left), relation: .equal,
                                                    second: leading))
            pin(id, .centerY, to: contentID, .centerY, 0)
            leading = AnchorName(.named(id), .right)
            leadingGap = 16
        }
        let textID = MadeView.textLabel.id(in: cellID)
        let detailID = MadeView.detailTextLabel.id(in: cellID)
        var text = LabelSpec(text: cell.text)
        // body for the text (subheadline semibold in value2); the detail caption1 under it
        // (subtitle), body beside it (value1), subheadline (value2).
        text.font = cell.textFont ?? (cell.style == .value2 ? font(.subheadline, weight: .semibold) : font(.body))
        var detail = LabelSpec(text: cell.detail)
        detail.font = cell.detailFont ?? font(cell.style == .subtitle ? .caption1 : cell.style == .value2 ? .subheadline : .body)
        if !cell.text.isEmpty {
            var view = ViewSpec(id: textID, .label(text))
            if cell.style == .default {
                // The basic style's label fills the content view's height (its text centred),
                // its intrinsic height the text's plus the margins above and below.
                view.alignmentInsets = EdgeInsets(top: Self.verticalMargin, left: 0, bottom: Self.verticalMargin, right: 0)
                pin(textID, .top, to: contentID, .topMargin, 0)
                pin(textID, .bottom, to: contentID, .bottomMargin, 0)
                pin(textID, .right, to: contentID, .rightMargin, 0)
            }
            if cell.style == .value2 {
                text.color = .systemBlue
                text.textAlignment = .right
                view.content = .label(text)
            }
            views.append(view)
            constraints.append(ConstraintExpression(first: AnchorName(.named(textID), .left), relation: .equal,
                                                    second: leading, constant: leadingGap))
        }
        guard cell.showsDetail else {
            if !cell.text.isEmpty, cell.style != .default {
                // A style without its detail: the text alone, centred.
                pin(textID, .centerY, to: contentID, .centerY, 0)
                pin(textID, .top, to: contentID, .topMargin, 0, relation: .greaterOrEqual)
                pin(textID, .right, to: contentID, .rightMargin, 0, relation: .lessOrEqual)
            }
            return views
        }
        switch cell.style {
        case .default:
            break
        case .subtitle:
            detail.color = .label
            views.append(ViewSpec(id: detailID, .label(detail)))
            constraints.append(ConstraintExpression(first: AnchorName(.named(detailID), .left), relation: .equal,
                                                    second: leading, constant: leadingGap))
            pin(detailID, .right, to: contentID, .rightMargin, 0, relation: .lessOrEqual)
            if cell.text.isEmpty {
                pin(detailID, .centerY, to: contentID, .centerY, 0)
                pin(detailID, .bottom, to: contentID, .bottom, 0, relation: .lessOrEqual)
            } else if let rowHeight = cell.rowHeight ?? table.rowHeight {
                pin(textID, .top, to: contentID, .top,
                    subtitleTop(cell, rowHeight: rowHeight, text: text.font.size, detail: detail.font.size))
                pin(detailID, .top, to: textID, .bottom, 0)
                pin(textID, .right, to: contentID, .rightMargin, 0, relation: .lessOrEqual)
                pin(detailID, .bottom, to: contentID, .bottom, 0, relation: .lessOrEqual)
            } else {
                // A self-sizing row holds its two lines with the spacing UIKit gives them,
                // never less than 44: for 17-point text 10 above, 1 between, 9.5 and the
                // separator below (Xcode 11 to 16 record 17- and 12-point lines in a row
                // 55.5 tall without its separator, as they record the other styles' 44-point
                // rows 43.5), in proportion for other sizes (12- and 11-point lines stay in
                // 44, as recorded).
                let k = text.font.size / Self.subtitleSpacing.textSize
                pin(textID, .top, to: contentID, .top, k * Self.subtitleSpacing.above)
                pin(detailID, .top, to: textID, .bottom, k * Self.subtitleSpacing.between)
                pin(contentID, .bottom, to: detailID, .bottom, k * Self.subtitleSpacing.below + separatorHeight(cell),
                    relation: .greaterOrEqual)
                pin(textID, .right, to: contentID, .rightMargin, 0, relation: .lessOrEqual)
            }
            if !cell.text.isEmpty { pin(textID, .top, to: contentID, .top, 0, relation: .greaterOrEqual) }
        case .value1, .value2:
            detail.color = cell.style == .value1 ? .secondaryLabel : .label
            if cell.style == .value1 { detail.textAlignment = .right }
            var view = ViewSpec(id: detailID, .label(detail))
            // The detail gives way first when the two do not fit.
            view.compressionResistance = AxisPriorities(horizontal: 749, vertical: 750)
            views.append(view)
            pin(detailID, .centerY, to: contentID, .centerY, 0)
            pin(detailID, .top, to: contentID, .topMargin, 0, relation: .greaterOrEqual)
            if cell.style == .value1 {
                pin(detailID, .right, to: contentID, .rightMargin, 0)
            } else {
                pin(detailID, .right, to: contentID, .rightMargin, 0, relation: .lessOrEqual)
            }
            if cell.text.isEmpty {
                constraints.append(ConstraintExpression(first: AnchorName(.named(detailID), .left),
                                                        relation: .greaterOrEqual, second: leading, constant: leadingGap))
            } else {
                pin(detailID, .left, to: textID, .right, cell.style == .value1 ? 8 : 6, relation: .greaterOrEqual)
                if cell.style == .value2 {
                    pin(detailID, .left, to: textID, .right, 6)
                    // Left Detail: the text right-aligned in a fixed column.
                    constraints.append(ConstraintExpression(first: AnchorName(.named(textID), .width), relation: .equal,
                                                            second: nil, constant: 91))
                }
            }
        }
        if !cell.text.isEmpty, cell.style == .value1 || cell.style == .value2 {
            pin(textID, .centerY, to: contentID, .centerY, 0)
            pin(textID, .top, to: contentID, .topMargin, 0, relation: .greaterOrEqual)
        }
        return views
    }

    /// Where a Subtitle cell's text starts in a row of fixed `rowHeight`: the two lines
    /// centred together in the content view (the row less its separator), the space above
    /// them rounded up to a whole point, as UIKit's style cells place them (399 of the 403
    /// such cells up to 46 points tall in public storyboards: a 44-point row's 17- and
    /// 12-point lines start 5 points down, not 4.25).
    private func subtitleTop(_ cell: TableCellSpec, rowHeight: Double, text: Double, detail: Double) -> Double {
        let lines = PixelSnapping.roundUp(Self.lineHeight(text), scale: scale)
            + PixelSnapping.roundUp(Self.lineHeight(detail), scale: scale)
        return max(0, ((rowHeight - separatorHeight(cell) - lines) / 2).rounded(.up))
    }

    /// The one-pixel separator a cell's row holds at its bottom, or 0 without separators.
    private func separatorHeight(_ cell: TableCellSpec) -> Double {
        cell.placement?.hasSeparators == true ? 1 / scale : 0
    }

    // MARK: Constraints

    /// `item.top == anchor.bottom + gap + extra` (the table's top when no row is above);
    /// `edge` .bottom places the table's own bottom there.
    private mutating func placeBelow(_ id: String, extra: Double, edge: Attribute = .top) {
        let above = anchor.map { AnchorName(.named($0), .bottom) } ?? AnchorName(.named(tableID), .top)
        constraints.append(ConstraintExpression(first: AnchorName(.named(id), edge), relation: .equal, second: above,
                                                constant: gap + extra))
    }

    private mutating func pin(_ id: String, _ attribute: Attribute, to other: String, _ otherAttribute: Attribute,
                              _ constant: Double, relation: LayoutRelation = .equal) {
        constraints.append(ConstraintExpression(first: AnchorName(.named(id), attribute), relation: relation,
                                                second: AnchorName(.named(other), otherAttribute), constant: constant))
    }
}
