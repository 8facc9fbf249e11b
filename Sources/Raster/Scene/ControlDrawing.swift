import Pixels

/// How a value control draws itself (iOS 17's light appearance), filling its node's frame.
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
    /// A text view: its text wrapped inside `insets`, from the top, cut at the bottom edge.
    case textView(text: TextStyle, insets: SceneInsets)
}

/// `UITextField.BorderStyle`.
public enum TextFieldBorder: String, Sendable, Hashable {
    case none, line, bezel, roundedRect
}
