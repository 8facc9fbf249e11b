import Pixels

/// A table view cell's own chrome as UIKit draws it (iOS 17): its background, the separator
/// hairlines and the accessory at the trailing edge, in the colors given here (the
/// disclosure chevron in the scene palette's `tertiaryLabel`). Its content (labels, images)
/// is not part of it: those are subviews, drawn after it.
///
/// The defaults are a plain cell's: a white background with square corners, no separators
/// (which ones a cell shows depends on its place in the section, so the caller says), no
/// accessory, systemBlue tint and the 16-point layout margin of an iPhone in portrait.
public struct TableCellDrawing: Sendable, Hashable {
    /// `UITableViewCell.AccessoryType`.
    public enum Accessory: String, Sendable, Hashable {
        case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton
    }

    /// How far a separator stops short of the cell's leading and trailing edges, in points
    /// (a struct rather than a tuple, so the drawing stays `Hashable`).
    public struct SeparatorInset: Sendable, Hashable {
        public var leading: Double
        public var trailing: Double

        public init(leading: Double = 0, trailing: Double = 0) {
            self.leading = leading
            self.trailing = trailing
        }
    }

    /// UIKit's opaque separator color on white, `#C6C6C8`.
    public static let separatorGray = RGBA(r: 0xC6, g: 0xC6, b: 0xC8)

    /// The background; nil draws none.
    public var fill: RGBA?
    /// 0, or 10 for an inset-grouped section's cells.
    public var cornerRadius: Double
    /// Round the two top corners by `cornerRadius` (an inset-grouped section's first cell).
    public var roundsTop: Bool
    /// Round the two bottom corners by `cornerRadius` (an inset-grouped section's last cell).
    public var roundsBottom: Bool
    /// The color of both hairlines.
    public var separatorColor: RGBA
    /// A one-pixel hairline along the bottom edge, inside the frame; nil draws none.
    public var bottomSeparator: SeparatorInset?
    /// A one-pixel hairline along the top edge, inside the frame (a grouped section draws a
    /// full-width one above its first cell); nil draws none.
    public var topSeparator: SeparatorInset?
    /// What the cell shows at its trailing edge.
    public var accessory: Accessory
    /// The checkmark's and the info button's color.
    public var tint: RGBA
    /// How far the accessory's trailing edge is from the cell's trailing edge: the cell's
    /// layout margin, 16 or 20 points.
    public var trailingMargin: Double
    /// Mirrors the separator insets and puts the accessory at the left, the chevron pointing
    /// left.
    public var isRightToLeft: Bool

    public init(fill: RGBA? = RGBA(r: 255, g: 255, b: 255), cornerRadius: Double = 0, roundsTop: Bool = false,
                roundsBottom: Bool = false, separatorColor: RGBA = TableCellDrawing.separatorGray,
                bottomSeparator: SeparatorInset? = nil, topSeparator: SeparatorInset? = nil,
                accessory: Accessory = .none, tint: RGBA = RGBA(r: 0, g: 0x7A, b: 0xFF),
                trailingMargin: Double = 16, isRightToLeft: Bool = false) {
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.roundsTop = roundsTop
        self.roundsBottom = roundsBottom
        self.separatorColor = separatorColor
        self.bottomSeparator = bottomSeparator
        self.topSeparator = topSeparator
        self.accessory = accessory
        self.tint = tint
        self.trailingMargin = trailingMargin
        self.isRightToLeft = isRightToLeft
    }
}

/// A table cell separator's insets, also reachable as `TableCellDrawing.SeparatorInset`.
public typealias SeparatorInset = TableCellDrawing.SeparatorInset
