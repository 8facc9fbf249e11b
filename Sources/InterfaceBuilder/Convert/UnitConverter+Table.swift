import AutoLayout
import LayoutSpec

/// Table views: `<tableView style= rowHeight= sectionHeaderHeight= separatorStyle=>` with its
/// static `<sections>` or its `<prototypes>`, each `<tableViewCell>` with its style's labels
/// (named by the cell's `textLabel`, `detailTextLabel` and `imageView` attributes) and the
/// other views of its content view. The table places its cells, as UIKit does: their
/// recorded frames are not read.
extension UnitConverter {
    /// The table's properties and its rows: the header view (`tableHeaderView`), then every
    /// cell with its section.
    mutating func table(_ element: IBElement, path: String) -> (table: TableViewSpec, rows: [ViewSpec]) {
        var table = TableViewSpec()
        table.style = TableViewSpec.Style(rawValue: element["style"] ?? "plain") ?? .plain
        if let height = IBValue.number(element["rowHeight"]), height > 0 { table.rowHeight = height }
        if element["separatorStyle"] == "none" { table.separatorStyle = .none }
        table.contentInsetAdjustment = Self.insetAdjustment(element)
        // A controller's table view reaches under the bars; UIKit insets its content by the
        // safe area's top (the automatic content inset adjustment: a table always gains it
        // unless it is never). The spec's canvas has no safe area of its own here (the
        // converter writes it into the guides), so the inset carries that part.
        if isBeforeIOS11 {
            if let inset = legacyContentInset(element), table.contentInsetAdjustment != .never {
                table.contentInsetTop = inset
                table.contentInsetAdjustment = .never
            }
        } else if element.position == unit.root.position, unit.isControllerView, safeArea.top > 0,
                  table.contentInsetAdjustment != .never {
            table.contentInsetTop = safeArea.top
        }
        var rows: [ViewSpec] = []
        if let header = element.child(key: "tableHeaderView") {
            rows.append(tableHeaderView(header, path: "\(path).tableHeaderView"))
        }
        let headerHeight = IBValue.number(element["sectionHeaderHeight"]) ?? -1
        let footerHeight = IBValue.number(element["sectionFooterHeight"]) ?? -1
        // Interface Builder does not size an automatic row (`rowHeight="-1"`) to its content
        // (but a custom prototype with constraints from Xcode 12, `cell(_:…)`):
        // Xcode 9 and 10 show it 44 tall, Xcode 11 to 16 a pixel short of 44 — the pixel of
        // its separator: a table without separators shows its automatic rows 44 tall (all
        // 12 public static rows of such tables saved by Xcode 11 to 16) — and Xcode 26
        // (iOS 26's taller rows) 51 points at every scale.
        let automaticRow: Double? = IBValue.number(element["rowHeight"]) != -1 || unit.toolsVersion == 0 ? nil
            : showsRowsPixelShort && table.separatorStyle != .none ? 44 - 1 / Double(unit.scale) : isIOS26 ? 51 : 44
        var cellCount = 0
        // Xcode 7 wrote an empty `<sections/>` beside a dynamic table's prototypes.
        if let sections = element.child(named: "sections"), !sections.children(named: "tableViewSection").isEmpty {
            for (index, section) in sections.children(named: "tableViewSection").enumerated() {
                var spec = TableSectionSpec(header: section["headerTitle"], footer: section["footerTitle"])
                if table.style != .plain {
                    // Xcode 11 and earlier (iOS 13) left 35 points above a grouped table's first
                    // section, none under a table header view.
                    let hasHeaderView = element.child(key: "tableHeaderView") != nil
                    let first = unit.toolsVersion < 17000 && index == 0 ? (hasHeaderView ? 0.0 : 35.0) : nil
                    if spec.header == nil { spec.headerHeight = first ?? (headerHeight >= 0 ? headerHeight : nil) }
                    if spec.footer == nil, footerHeight >= 0 { spec.footerHeight = footerHeight }
                }
                // A plain table's untitled first section: where Xcode 11 and later show it
                // (as they show prototypes: `plainTopBand`); Xcode 10 and earlier at the top.
                if table.style == .plain, index == 0, spec.header == nil,
                   element.child(key: "tableHeaderView") == nil, unit.toolsVersion >= Self.xcode11Tools {
                    spec.headerHeight = plainTopBand
                }
                table.sections.append(spec)
                for cell in section.child(named: "cells")?.children(named: "tableViewCell") ?? [] {
                    rows.append(self.cell(cell, section: index, path: "\(path).sections[\(index)].cells[\(cellCount)]",
                                          automaticRow: automaticRow))
                    cellCount += 1
                }
            }
        } else if let prototypes = element.child(named: "prototypes") {
            // Interface Builder shows prototypes under a "Prototype Cells" band; at run time
            // the data source decides the rows. Until Xcode 10 the band is the section header
            // height (28 when automatic).
            let band = table.style != .plain ? groupedPrototypesBand
                : unit.toolsVersion >= Self.xcode11Tools ? plainTopBand : headerHeight > 0 ? headerHeight : 28
            table.sections = [TableSectionSpec(headerHeight: band, footerHeight: 0)]
            for cell in prototypes.children(named: "tableViewCell") {
                rows.append(self.cell(cell, section: 0, path: "\(path).sections[0].cells[\(cellCount)]",
                                      automaticRow: automaticRow, isPrototype: true))
                cellCount += 1
            }
        }
        return (table, rows)
    }

    /// The header view keeps the height it was given (UIKit reads the header view's frame).
    private mutating func tableHeaderView(_ element: IBElement, path: String) -> ViewSpec {
        let header = view(element, path: path, parent: "", parentSize: (0, 0), placedByParent: true)
        if let id = header.id, let frame = IBGeometry.frame(of: element) {
            frameConstraints.append((ConstraintExpression(first: AnchorName(.named(id), .height), relation: .equal,
                                                          second: nil, constant: frame.height), element.position))
        }
        return header
    }

    /// One cell: its style's parts by the ids the document gives them, and the other views
    /// of its content view as the cell's own subviews.
    private mutating func cell(_ element: IBElement, section: Int, path: String, automaticRow: Double?,
                               isPrototype: Bool = false) -> ViewSpec {
        positions.record(path, at: element.position)
        let id = ids.assign(element.id)
        var cell = TableCellSpec()
        cell.section = section
        cell.style = switch element["style"] {
        case "IBUITableViewCellStyleSubtitle": .subtitle
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        default: .default
        }
        cell.accessory = TableCellSpec.Accessory(rawValue: element["accessoryType"] ?? "none") ?? .none
        let content = element.children.first { $0.key == "contentView" }
        if let height = IBValue.number(element["rowHeight"]), height > 0 {
            cell.rowHeight = height
        } else if cell.style == .subtitle, automaticRow != nil, showsRowsPixelShort {
            // Xcode 11 to 16 size an automatic Subtitle row to its two lines (55.5 tall for
            // 17- and 12-point text, where the other styles show a pixel short of 44), as
            // the device does: the row self-sizes.
            cell.rowHeight = nil
        } else if automaticRow != nil, showsRowsPixelShort, unit.toolsVersion >= Self.selfSizingPrototypesTools,
                  isPrototype, element["style"] == nil,
                  content?.child(named: "constraints")?.children(named: "constraint").isEmpty == false {
            // From Xcode 12 a custom prototype whose content view has constraints is shown
            // sized to them, as the device sizes its rows (a results table's 22-point title
            // row 64.5 tall, a 136-point avatar's 200; static rows keep the pixel-short 44).
            cell.rowHeight = nil
        } else {
            cell.rowHeight = automaticRow
        }
        // The parts a cell makes are named after it, as a spec names them.
        if let id { ids.assign(content?.id, as: MadeView.contentView.id(in: id)) }
        let partIDs = Set([element["textLabel"], element["detailTextLabel"], element["imageView"]].compactMap { $0 })
        var own: [IBElement] = []
        for child in content?.child(named: "subviews")?.children ?? [] {
            guard let childID = child.id, partIDs.contains(childID) else {
                own.append(child)
                continue
            }
            // A style label with no text makes no part, but the document's constraints may
            // still name it (a custom label beside an empty detail): it stays an empty label
            // of the content view, so those constraints hold instead of failing the scene.
            if childID != element["imageView"], IBValue.text(of: child).isEmpty {
                own.append(child)
                continue
            }
            positions.record("\(path).parts", at: child.position)
            if childID == element["textLabel"] {
                if let id { ids.assign(childID, as: MadeView.textLabel.id(in: id)) }
                cell.text = text(of: child)
                cell.textFont = font(of: child)
            } else if childID == element["detailTextLabel"] {
                if let id { ids.assign(childID, as: MadeView.detailTextLabel.id(in: id)) }
                cell.detail = text(of: child)
                cell.detailFont = font(of: child)
            } else {
                // The style's image view shows an image of the app's, not drawn here.
                dropped[childID] = element.label
            }
        }
        // The content view's margins (a cell's `contentMargins`): the document's own,
        // else before Xcode 9.3 iOS 10's 8 all round (all 162 public views on a table cell's
        // leading margin in documents of toolsVersion below 13500 record 8, and all 173 on
        // its top margin), else the table's 11 and side margin. The style's labels keep the
        // table's (their places are the style's, not the margins'), except before Xcode 9:
        // iOS 10 started a style's text 15 points in at every width, after the cell's
        // indentation, and ended it 15 before the edge without an accessory (all 418 public
        // style labels of such documents without an image start 15 in on 320-, 375- and
        // 600-point cells, or 25 with one 10-point indentation; all 65 basic and right-detail
        // labels without an accessory end 15 short).
        let isStyleCell = !cell.text.isEmpty || cell.showsDetail
        if let margins = content.flatMap({ IBGeometry.insets($0, key: "layoutMargins", directionalKey: "directionalLayoutMargins") }) {
            cell.contentMargins = margins
        } else if unit.toolsVersion < Self.cellMarginsTools, !isStyleCell {
            cell.contentMargins = DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        } else if isBeforeIOS11, element["imageView"] == nil {
            let indentation = (IBValue.number(element["indentationLevel"]) ?? 0)
                * (IBValue.number(element["indentationWidth"]) ?? 10)
            // 11 above and below, as today's cells.
            let trailing: Double = switch cell.accessory {
            case .none: 15
            case .disclosureIndicator: 2
            case .detailButton: 0
            case .checkmark, .detailDisclosureButton: 8
            }
            cell.contentMargins = DirectionalInsets(top: 11, leading: 15 + indentation, bottom: 11, trailing: trailing)
        }
        cell.accessoryWidth = legacyAccessoryWidth(cell.accessory)
        var spec = ViewSpec(id: id, .tableViewCell(cell))
        applyCommon(element, to: &spec)
        let parent = id.map { MadeView.contentView.id(in: $0) } ?? ""
        let size = content.flatMap(IBGeometry.frame(of:)).map { (width: $0.width, height: $0.height) } ?? (0, 0)
        for child in own where child.id.map({ !excluded.contains($0) }) ?? true {
            spec.subviews.append(view(child, path: "\(path).subviews[\(spec.subviews.count)]", parent: parent,
                                      parentSize: size, placedByParent: false))
        }
        return spec
    }
}

extension UnitConverter {
    /// The first toolsVersion of Xcode 11 (its betas wrote 14845 to 14868), the first to show
    /// an automatic row a pixel short of 44 and plain prototypes under a 28-point band
    /// whatever the header height: the 11 public plain tables of toolsVersion 14854 to 14868
    /// with 22-point headers record their first prototype at y 28, where every one of 14087 to
    /// 14490 records it at its header height.
    static let xcode11Tools = 14_800

    /// The first toolsVersion of Xcode 12, the first to show a custom prototype with
    /// constraints in its content view at its content's height (109 views of six public
    /// repositories closer to their recorded frames, 4 further; Xcode 11's such prototypes
    /// are recorded as its other automatic rows).
    static let selfSizingPrototypesTools = 17_000

    /// Whether the document is from Xcode 11 to 16, which show an automatic row a pixel short
    /// of 44 and size an automatic Subtitle row to its lines.
    var showsRowsPixelShort: Bool { unit.toolsVersion >= Self.xcode11Tools && !isIOS26 }

    /// How far down Xcode shows a plain table's first rows (an untitled static section, or
    /// the prototypes), whatever the section header height, as the documents each Xcode
    /// saved record them: 28 in Xcode 11 and 12, 44.5 in Xcode 13, 50 from Xcode 14.
    var plainTopBand: Double {
        unit.toolsVersion < 19000 ? 28 : unit.toolsVersion < 21000 ? 44.5 : 50
    }

    /// How far down Xcode shows a grouped (or inset-grouped) table's prototypes: under their
    /// band as under a titled section header, a 17.5-point gap and 38 points of header, 55.5
    /// — the gap down to the pixel, so 55.33 on 3× screens — and 49.5 in documents from
    /// Xcode 12.5 to 13 (toolsVersion 18000–19999) and from Xcode 7 and earlier (before
    /// 11000: a public Xcode 7 storyboard records both its grouped tables' prototypes 49.5
    /// below their top, with 18- and 1-point section headers; Xcode 8 documents 55.5).
    var groupedPrototypesBand: Double {
        if (18000..<20000).contains(unit.toolsVersion) || (1..<11000).contains(unit.toolsVersion) { return 49.5 }
        let scale = Double(unit.scale)
        return (17.5 * scale).rounded(.down) / scale + 38
    }

    /// The top content inset iOS 10 gave a table (`automaticallyAdjustsScrollViewInsets`),
    /// as Xcode 8 and earlier record it: the top layout guide's whole length for the
    /// controller's own table or the first view of its view, wherever the table's top is (a
    /// table pinned below the bars still has its rows a bar lower), and only under a bar —
    /// under the status bar alone the rows start at the top. Nil for any other table.
    func legacyContentInset(_ element: IBElement) -> Double? {
        guard unit.isControllerView, unit.bars.top > 0,
              unit.controller?["automaticallyAdjustsScrollViewInsets"] != "NO",
              element.position == unit.root.position
                || unit.root.child(named: "subviews")?.children.first?.position == element.position else { return nil }
        return safeArea.top
    }

    /// What an accessory took from a cell's content view before iOS 13 on screens narrower
    /// than an iPad's, where the public documents agree (nil: today's, or no rule): iOS 10
    /// (before Xcode 9) 33 for a disclosure indicator on 320-, 375- and 600-point cells
    /// alike (362 of 362) and 47 for a detail button (20 of 20); iOS 11 and 12, below 414
    /// points, 34 for a disclosure indicator (225 of 251; 22 record 33), 40 for a checkmark
    /// (55 of 55) and 68 for a detail disclosure button (43 of 43).
    func legacyAccessoryWidth(_ accessory: TableCellSpec.Accessory) -> Double? {
        if isBeforeIOS11 {
            guard unit.width < 768 else { return nil }
            switch accessory {
            case .disclosureIndicator: return 33
            case .detailButton: return 47
            default: return nil
            }
        }
        guard isBeforeIOS13, unit.width < 414 else { return nil }
        switch accessory {
        case .disclosureIndicator: return 34
        case .checkmark: return 40
        case .detailDisclosureButton: return 68
        default: return nil
        }
    }

    /// The side margin of a table's cells where the designed phone decides it, as Xcode
    /// records them: on a phone 390 points wide or more (iPhone 12 and later) 20 in a table
    /// wider than 320 points, however wide the scene (a 375-point freeform scene on an
    /// iPhone 11 records its rows' text at 20; a 300-point table there at 16). Nil on other
    /// devices, where the spec's rule by the scene's width holds. `width` is the table's
    /// decoded frame width (nil: the scene's).
    func designedPhoneTableMargin(width: Double?) -> Double? {
        guard let device = unit.documentDevice, !device.id.hasPrefix("ipad"),
              min(device.width, device.height) >= 390 else { return nil }
        return (width ?? unit.width) > 320 ? 20 : 16
    }

    /// `contentInsetAdjustmentBehavior` of a scroll view or table view: the spec's value of
    /// the same name (automatic when absent or unknown, as UIKit's default).
    static func insetAdjustment(_ element: IBElement) -> ContentInsetAdjustment {
        element["contentInsetAdjustmentBehavior"].flatMap(ContentInsetAdjustment.init(rawValue:)) ?? .automatic
    }
}
