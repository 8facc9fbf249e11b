import AutoLayout
import LayoutSpec
import Pixels
import Raster

extension TableCellSpec {
    /// What the cell draws of its own: its background (rounded at an inset-grouped
    /// section's ends), its separators and its accessory. Nil before its table placed it.
    func drawing(direction: LayoutDirection, appearance: Appearance) -> ControlDrawing? {
        guard let placement else { return nil }
        var drawing = TableCellDrawing()
        // A plain table's cells are the system background; a grouped one's stand out from
        // the grouped background (white on light gray, dark gray on black).
        let fill: SpecColor = placement.tableStyle == .plain ? .systemBackground : .secondarySystemGroupedBackground
        drawing.fill = fill.rgba(appearance)
        let inset = placement.tableStyle == .insetGrouped
        drawing.cornerRadius = inset ? 10 : 0
        drawing.roundsTop = inset && placement.isFirstInSection
        drawing.roundsBottom = inset && placement.isLastInSection
        drawing.separatorColor = SpecColor.opaqueSeparator.rgba(appearance)
        if placement.hasSeparators {
            switch placement.tableStyle {
            case .plain:
                drawing.bottomSeparator = TableCellDrawing.SeparatorInset(leading: placement.separatorInset, trailing: 0)
            case .grouped:
                // A grouped section is closed by full-width lines above and below it.
                drawing.bottomSeparator = TableCellDrawing.SeparatorInset(leading: placement.isLastInSection ? 0 : placement.separatorInset,
                                                         trailing: 0)
                if placement.isFirstInSection { drawing.topSeparator = TableCellDrawing.SeparatorInset(leading: 0, trailing: 0) }
            case .insetGrouped:
                if !placement.isLastInSection {
                    drawing.bottomSeparator = TableCellDrawing.SeparatorInset(leading: placement.separatorInset, trailing: 0)
                }
            }
        }
        drawing.accessory = TableCellDrawing.Accessory(rawValue: accessory.rawValue) ?? .none
        drawing.tint = SpecColor.systemBlue.rgba(appearance)
        drawing.trailingMargin = placement.margin
        drawing.isRightToLeft = direction == .rtl
        return .tableCell(drawing)
    }
}
