import AutoLayout
import LayoutSpec

/// Step 2, continued: the value controls. Interface Builder writes an attribute only where
/// it differs from the class's default, so a missing one is UIKit's default (a value of 0,
/// no selected segment, a stopped indicator that does not hide).
extension UnitConverter {
    /// `<segmentedControl selectedSegmentIndex=>` with `<segments><segment title= width=>` and
    /// `<color key="selectedSegmentTintColor">`.
    mutating func segmentedControl(_ element: IBElement) -> SegmentedControlSpec {
        let segments = element.child(named: "segments")?.children(named: "segment").map {
            segment -> SegmentedControlSpec.Segment in
            if segment["image"] != nil && segment["title"] == nil {
                diagnostics.warn("\(element.label): a segment with an image is drawn empty", about: segment)
            }
            // A width of 0 (or none) is sized by the control.
            let width = IBValue.number(segment["width"]).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            return SegmentedControlSpec.Segment(segment["title"] ?? "", width: width)
        } ?? []
        var control = SegmentedControlSpec(segments: segments, selectedIndex: nil)
        if let index = element["selectedSegmentIndex"].flatMap(Int.init), segments.indices.contains(index) {
            control.selectedIndex = index
        }
        control.tint = element.child(key: "selectedSegmentTintColor", named: "color").flatMap { color($0) }
        return control
    }

    /// `<slider value= minValue= maxValue=>` with `<color key="minimumTrackTintColor">`.
    mutating func slider(_ element: IBElement) -> SliderSpec {
        var slider = SliderSpec(range: RangeValue(value: IBValue.number(element["value"]) ?? 0,
                                                  minimum: IBValue.number(element["minValue"]) ?? 0,
                                                  maximum: IBValue.number(element["maxValue"]) ?? 1))
        slider.tint = element.child(key: "minimumTrackTintColor", named: "color").flatMap { color($0) }
        return slider
    }

    /// `<stepper value= minimumValue= maximumValue=>`.
    func stepper(_ element: IBElement) -> StepperSpec {
        StepperSpec(range: RangeValue(value: IBValue.number(element["value"]) ?? 0,
                                      minimum: IBValue.number(element["minimumValue"]) ?? 0,
                                      maximum: IBValue.number(element["maximumValue"]) ?? 100))
    }

    /// `<progressView progress= progressViewStyle=>` with `<color key="progressTintColor">`.
    mutating func progressView(_ element: IBElement) -> ProgressViewSpec {
        var progress = ProgressViewSpec(progress: min(1, max(0, IBValue.number(element["progress"]) ?? 0)),
                                        style: element["progressViewStyle"] == "bar" ? .bar : .default)
        progress.tint = element.child(key: "progressTintColor", named: "color").flatMap { color($0) }
        return progress
    }

    /// `<activityIndicatorView style= animating= hidesWhenStopped=>` with `<color key="color">`.
    /// The styles before iOS 13 map to the sizes they had: `whiteLarge` is large, `white`
    /// and `gray` medium; the white ones are white.
    mutating func activityIndicator(_ element: IBElement) -> ActivityIndicatorSpec {
        let style = element["style"] ?? "medium"
        var indicator = ActivityIndicatorSpec(style: style == "large" || style == "whiteLarge" ? .large : .medium,
                                              isAnimating: IBValue.bool(element["animating"]) ?? false)
        indicator.hidesWhenStopped = IBValue.bool(element["hidesWhenStopped"]) ?? false
        if style == "white" || style == "whiteLarge" { indicator.color = .white }
        if let color = element.child(key: "color", named: "color").flatMap({ color($0) }) { indicator.color = color }
        return indicator
    }

    /// `<textField text= placeholder= borderStyle= textAlignment= clearButtonMode=>` with its
    /// `<fontDescription>` and `<color key="textColor">`. A missing border style is UIKit's
    /// default, none.
    mutating func textField(_ element: IBElement) -> TextFieldSpec {
        var field = TextFieldSpec(text: element["text"] ?? "", placeholder: element["placeholder"] ?? "")
        field.borderStyle = element["borderStyle"].flatMap(TextFieldSpec.BorderStyle.init(rawValue:)) ?? .none
        if let mode = element["clearButtonMode"].flatMap(TextFieldSpec.ClearButtonMode.init(rawValue:)) {
            field.clearButtonMode = mode
        }
        if let alignment = textAlignment(of: element) { field.textAlignment = alignment }
        if let font = font(of: element) { field.font = font }
        if let color = textColor(of: element) { field.color = color }
        return field
    }

    /// `<textView scrollEnabled= textAlignment=>` with its text (attribute, `<string
    /// key="text">` or attributed text with its runs and paragraph style), `<fontDescription>`,
    /// `<color key="textColor">`
    /// and `<inset key="textContainerInset">`.
    mutating func textView(_ element: IBElement) -> TextViewSpec {
        var view = TextViewSpec(text: text(of: element, attributed: false))
        view.isScrollEnabled = IBValue.bool(element["scrollEnabled"]) ?? true
        if let alignment = textAlignment(of: element) { view.textAlignment = alignment }
        if let font = font(of: element) { view.font = font }
        if let color = textColor(of: element) { view.color = color }
        if let attributed = attributedText(of: element) {
            view.runs = attributed.runs
            view.paragraph = attributed.paragraph
            if let alignment = attributed.paragraph?.alignment { view.textAlignment = alignment }
        }
        if let inset = element.child(key: "textContainerInset", named: "inset") {
            view.textContainerInset = EdgeInsets(top: IBValue.number(inset["minY"]) ?? 8,
                                                 left: IBValue.number(inset["minX"]) ?? 0,
                                                 bottom: IBValue.number(inset["maxY"]) ?? 8,
                                                 right: IBValue.number(inset["maxX"]) ?? 0)
        }
        return view
    }
}
