import Pixels

/// How a control (or a table cell's chrome) draws itself as iOS 17 does, filling its node's
/// frame. The system colors it does not carry (tracks, fills, titles, bar chrome) come from
/// the scene's ``ScenePalette``.
public enum ControlDrawing: Sendable, Hashable {
    /// A segmented control: a rounded gray track, the selected segment raised in `selectedFill`,
    /// titles in `font` (the selected one in `selectedFont`); `widths` are the segments'
    /// widths, dividers left out.
    case segmented(titles: [String], widths: [Double], selected: Int?, selectedFill: RGBA, font: FontDescriptor,
                   selectedFont: FontDescriptor, isRightToLeft: Bool)
    /// A slider: the track inset by `trackInset` on both sides, `fraction` of it filled with
    /// `minimumTrack`, a white thumb at the fraction.
    case slider(fraction: Double, minimumTrack: RGBA, trackInset: Double, isRightToLeft: Bool)
    /// A stepper's "−" and "+" buttons; a disabled one is drawn faded.
    case stepper(canDecrement: Bool, canIncrement: Bool)
    /// A progress bar: `fraction` filled with `tint`, over a rounded track unless `hasTrack`
    /// is false (the bar style).
    case progress(fraction: Double, tint: RGBA, hasTrack: Bool, isRightToLeft: Bool)
    /// An activity indicator's eight spokes, stopped at a fixed phase.
    case activityIndicator(color: RGBA)
    /// A text field: its border, its text (or placeholder, already in the placeholder color)
    /// inset `textInset` from each side and centred vertically, and a clear button on the
    /// trailing side when `showsClearButton`.
    case textField(text: TextStyle, border: TextFieldBorder, textInset: Double, showsClearButton: Bool)
    /// A text view: its text wrapped inside `insets`, from the top, running past the bottom
    /// edge (the node clips it there).
    case textView(text: TextStyle, insets: SceneInsets)
    /// A navigation bar: its items in the top 44 points, the title centred there or large
    /// below them.
    case navigationBar(title: String, largeTitle: Bool, left: [BarItemDrawing], right: [BarItemDrawing],
                       background: BarBackgroundDrawing, isRightToLeft: Bool)
    /// A toolbar: its items from the leading edge, flexible spaces sharing the rest.
    case toolbar(items: [BarItemDrawing], background: BarBackgroundDrawing, isRightToLeft: Bool)
    /// A tab bar: its items side by side, the selected one in the tint color.
    case tabBar(items: [TabItemDrawing], selected: Int?, background: BarBackgroundDrawing, isRightToLeft: Bool)
    /// A visual effect: what is already drawn behind the frame blurred over `blurRadius`
    /// points, then `tint` over it.
    case blur(blurRadius: Double, tint: RGBA)
    /// A search bar: the rounded field with the magnifying glass and its line (text, or the
    /// placeholder in gray), on the bar's translucent background unless `minimal`.
    case searchBar(text: TextStyle, minimal: Bool)
    /// A page control: its dots, centred.
    case pageControl(PageDotsDrawing)
    /// A picker's wheels side by side, centred on the selection band; `equalWidths` shares
    /// the width evenly (a picker view), otherwise each wheel is as wide as its widest row
    /// (a date picker).
    case wheels([WheelDrawing], equalWidths: Bool, isRightToLeft: Bool)
    /// A compact date picker: a grey capsule per text, at the trailing edge.
    case dateCapsules([String], isRightToLeft: Bool)
    /// An inline date picker: a month calendar.
    case calendar(CalendarDrawing)
    /// A table view cell's own parts, filling its node's frame: the background (rounded at the
    /// top and/or bottom for an inset-grouped section's first and last cell), the separator
    /// hairlines and the accessory at the trailing edge. Its content (labels, images) are
    /// subviews drawn after it.
    case tableCell(TableCellDrawing)
}

/// What a bar paints behind its items.
public enum BarBackgroundDrawing: String, Sendable, Hashable {
    /// The palette's bar material (`barBackground` at 94 %) and a hairline shadow.
    case translucent
    /// Nothing.
    case transparent
    /// The palette's opaque `systemBackground` and a hairline shadow.
    case opaque
}

/// A bar button item as a bar draws it.
public enum BarItemDrawing: Sendable, Hashable {
    /// A title; `bold` for the done style.
    case text(String, bold: Bool)
    /// A symbol (nil: a name the renderer does not draw, shown as its name).
    case symbol(Symbol?, name: String)
    case flexibleSpace
    case fixedSpace(Double)
}

/// A tab bar item as the bar draws it: a symbol over a title.
public struct TabItemDrawing: Sendable, Hashable {
    public var title: String
    public var symbol: Symbol?

    public init(title: String, symbol: Symbol?) {
        self.title = title
        self.symbol = symbol
    }
}

/// `UITextField.BorderStyle`.
public enum TextFieldBorder: String, Sendable, Hashable {
    case none, line, bezel, roundedRect
}
