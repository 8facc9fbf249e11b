import AutoLayout
import Foundation
import LayoutSpec

/// What each kind of view is in a spec: its kind's properties, and the properties every
/// view has.
@MainActor
enum ViewSpecContent {
    static func content(of view: UIView, arranged: [ViewSpec]) -> ViewContent {
        switch view {
        case let stack as UIStackView: return .stack(self.stack(stack))
        case let label as UILabel: return .label(self.label(label))
        case let image as UIImageView:
            var spec = ImageSpec(source: image.image?.source)
            if case .symbol? = image.image?.source { spec.tint = image.tintColor.spec }
            if image.image?.renderingMode == .alwaysTemplate { spec.tint = image.tintColor.spec }
            spec.contentMode = contentMode(image.contentMode)
            return .image(spec)
        case let button as UIButton:
            var spec = ButtonSpec(title: button.configuration?.title ?? button.title(for: .normal) ?? "")
            if let configuration = button.configuration { spec.configuration = button.configurationSpec(configuration) }
            if let color = button.titleColor(for: .normal) { spec.titleColor = color.spec }
            if let font = button.titleLabel?.font { spec.font = font.spec }
            if let mode = button.titleLabel?.lineBreakMode { spec.lineBreak = lineBreak(mode) }
            let insets = button.contentEdgeInsets
            if insets != .zero {
                spec.contentInsets = DirectionalInsets(top: Double(insets.top), leading: Double(insets.left),
                                                       bottom: Double(insets.bottom), trailing: Double(insets.right))
            }
            if let image = button.currentImage {
                spec.image = ButtonImageSpec(source: image.source)
                if case .symbol = image.source { spec.image?.tint = tint(button.tintColor) }
            }
            return .button(spec)
        case let toggle as UISwitch: return .switch(SwitchSpec(isOn: toggle.isOn))
        case let control as UISegmentedControl: return .segmentedControl(segmented(control))
        case let slider as UISlider:
            // Always written: UIKit's defaults (0 in 0…1) are not Interface Builder's.
            var spec = SliderSpec(range: RangeValue(value: Double(slider.value), minimum: Double(slider.minimumValue),
                                                    maximum: Double(slider.maximumValue)))
            spec.tint = tint(slider.minimumTrackTintColor ?? slider.tintColor)
            return .slider(spec)
        case let stepper as UIStepper:
            return .stepper(StepperSpec(range: RangeValue(value: stepper.value, minimum: stepper.minimumValue,
                                                          maximum: stepper.maximumValue)))
        case let control as UIPageControl: return .pageControl(pageControl(control))
        case let picker as UIDatePicker: return .datePicker(datePicker(picker))
        case let picker as UIPickerView:
            let titles = picker.rowTitles
            let selected = titles.indices.map { picker.selectedRow(inComponent: $0) }
            return .pickerView(PickerViewSpec(components: titles, selectedRows: selected.contains { $0 > 0 } ? selected : []))
        case let progress as UIProgressView:
            var spec = ProgressViewSpec(progress: Double(progress.progress), style: progress.progressViewStyle == .bar ? .bar : .default)
            spec.tint = tint(progress.progressTintColor ?? progress.tintColor)
            return .progressView(spec)
        case let indicator as UIActivityIndicatorView:
            var spec = ActivityIndicatorSpec(style: indicator.style == .large ? .large : .medium, isAnimating: indicator.isAnimating)
            if indicator.color.spec != SpecColor.named("systemGray") { spec.color = indicator.color.spec }
            // Its `isHidden` says whether it shows (UIKit sets it on stopping); a stopped
            // indicator shown all the same must not hide itself in the spec.
            spec.hidesWhenStopped = indicator.hidesWhenStopped && indicator.isHidden
            return .activityIndicatorView(spec)
        case let field as UITextField: return .textField(textField(field))
        case let text as UITextView:
            var spec = TextViewSpec(text: text.text ?? "")
            if let font = text.font { spec.font = font.spec }
            if let color = text.textColor { spec.color = color.spec }
            spec.textAlignment = alignment(text.textAlignment)
            if text.hasAttributes {
                (spec.runs, spec.paragraph) = AttributedTextSpec.runs(text.attributedText, base: spec.font)
                if let aligned = spec.paragraph?.alignment { spec.textAlignment = aligned }
            }
            spec.isScrollEnabled = text.isScrollEnabled
            let inset = text.textContainerInset
            spec.textContainerInset = EdgeInsets(top: Double(inset.top), left: Double(inset.left),
                                                 bottom: Double(inset.bottom), right: Double(inset.right))
            return .textView(spec)
        case let effect as UIVisualEffectView:
            guard let blur = effect.effect as? UIBlurEffect else { return .view }
            return .visualEffectView(VisualEffectSpec(style: blurStyle(blur.style)))
        case let search as UISearchBar:
            var spec = SearchBarSpec(text: search.text ?? "", placeholder: search.placeholder ?? "")
            spec.style = search.searchBarStyle == .minimal ? .minimal : .prominent
            return .searchBar(spec)
        case let scroll as UIScrollView:
            // At rest the content is shown below its inset and the safe area's part; an offset
            // set in code says where the content's top is drawn, whatever the safe area.
            guard let offset = scroll.setOffset else {
                var spec = ScrollViewSpec(contentInsetTop: Double(scroll.contentInset.top))
                spec.contentInsetAdjustment = scroll.contentInsetAdjustmentBehavior.spec
                return .scrollView(spec)
            }
            var spec = ScrollViewSpec(contentInsetTop: 0 - Double(offset.y))
            spec.contentInsetAdjustment = .never
            return .scrollView(spec)
        default: return .view
        }
    }

    private static func blurStyle(_ style: UIBlurEffect.Style) -> VisualEffectSpec.Style {
        switch style {
        case .extraLight: .extraLight
        case .light: .light
        case .dark: .dark
        case .regular: .regular
        case .prominent: .prominent
        case .systemUltraThinMaterial: .systemUltraThinMaterial
        case .systemThinMaterial: .systemThinMaterial
        case .systemMaterial: .systemMaterial
        case .systemThickMaterial: .systemThickMaterial
        case .systemChromeMaterial: .systemChromeMaterial
        }
    }

    private static func pageControl(_ control: UIPageControl) -> PageControlSpec {
        var spec = PageControlSpec(numberOfPages: control.numberOfPages, currentPage: control.currentPage)
        spec.hidesForSinglePage = control.hidesForSinglePage
        spec.pageIndicatorTint = control.pageIndicatorTintColor?.spec
        spec.currentPageIndicatorTint = control.currentPageIndicatorTintColor?.spec
        spec.backgroundStyle = switch control.backgroundStyle {
        case .automatic: .automatic
        case .prominent: .prominent
        case .minimal: .minimal
        }
        return spec
    }

    /// The date as the picker's zone (UTC when nil) shows it on the wall clock.
    private static func datePicker(_ picker: UIDatePicker) -> DatePickerSpec {
        var spec = DatePickerSpec()
        spec.mode = switch picker.datePickerMode {
        case .time: .time
        case .date: .date
        case .dateAndTime: .dateAndTime
        case .countDownTimer: .countDownTimer
        }
        spec.style = switch picker.datePickerStyle {
        case .automatic: .automatic
        case .wheels: .wheels
        case .compact: .compact
        case .inline: .inline
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = picker.timeZone ?? TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: picker.date)
        if let date = SpecDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0,
                               minute: parts.minute ?? 0, second: parts.second ?? 0) {
            spec.date = date
        } else {
            picker.notes.append("\(picker.debugName): date is outside years 1…9999; drawn at \(spec.date)")
        }
        if let identifier = picker.locale?.identifier {
            if DatePickerSpec.isKnownLocale(identifier) { spec.locale = identifier }
            else { picker.notes.append("\(picker.debugName): locale '\(identifier)' is not known here; drawn in en_US") }
        }
        if (1...30).contains(picker.minuteInterval), 60 % picker.minuteInterval == 0 { spec.minuteInterval = picker.minuteInterval }
        spec.countDownDuration = min(max(0, picker.countDownDuration.isFinite ? picker.countDownDuration : 0), 86_399)
        spec.tint = tint(picker.tintColor)
        return spec
    }

    /// A tint as the spec writes it: nil for the system blue, the kind's default.
    private static func tint(_ color: UIColor) -> SpecColor? {
        color.spec == SpecColor.systemBlue ? nil : color.spec
    }

    private static func segmented(_ control: UISegmentedControl) -> SegmentedControlSpec {
        let segments = zip(control.segmentTitles, control.segmentWidths).map { title, width in
            SegmentedControlSpec.Segment(title, width: width > 0 ? Double(width) : nil)
        }
        // UIKit selects nothing until told (the spec's default, Interface Builder's, is 0).
        let selected = control.isMomentary || control.selectedSegmentIndex < 0 ? nil : control.selectedSegmentIndex
        var spec = SegmentedControlSpec(segments: segments, selectedIndex: selected)
        spec.tint = control.selectedSegmentTintColor?.spec
        return spec
    }

    private static func textField(_ field: UITextField) -> TextFieldSpec {
        var spec = TextFieldSpec(text: field.text ?? "", placeholder: field.placeholder ?? "")
        if let font = field.font { spec.font = font.spec }
        if let color = field.textColor { spec.color = color.spec }
        spec.textAlignment = alignment(field.textAlignment)
        spec.borderStyle = switch field.borderStyle {
        case .none: .none
        case .line: .line
        case .bezel: .bezel
        case .roundedRect: .roundedRect
        }
        spec.clearButtonMode = switch field.clearButtonMode {
        case .never: .never
        case .whileEditing: .whileEditing
        case .unlessEditing: .unlessEditing
        case .always: .always
        }
        return spec
    }

    static func alignment(_ alignment: NSTextAlignment) -> TextAlignment {
        switch alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }

    private static func stack(_ stack: UIStackView) -> StackSpec {
        let horizontal = stack.axis == .horizontal
        var spec = StackSpec(axis: horizontal ? .horizontal : .vertical)
        spec.distribution = switch stack.distribution {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
        // UIKit's leading is top in a horizontal stack (one raw value, two names).
        spec.alignment = switch stack.alignment {
        case .fill: .fill
        case .leading: horizontal ? .top : .leading
        case .trailing: horizontal ? .bottom : .trailing
        case .center: .center
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
        spec.spacing = stack.spacing == UIStackView.spacingUseSystem ? Double(systemSpacing) : Double(stack.spacing)
        spec.isBaselineRelativeArrangement = stack.isBaselineRelativeArrangement
        spec.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
        return spec
    }

    private static func label(_ label: UILabel) -> LabelSpec {
        var spec = LabelSpec(text: label.text ?? "")
        if let font = label.font { spec.font = font.spec }
        if let color = label.textColor { spec.color = color.spec }
        spec.lines = label.numberOfLines
        spec.lineBreak = lineBreak(label.lineBreakMode)
        spec.textAlignment = alignment(label.textAlignment)
        if label.preferredMaxLayoutWidth > 0 { spec.preferredMaxWidth = Double(label.preferredMaxLayoutWidth) }
        if label.hasAttributes, let attributed = label.attributedText {
            (spec.runs, spec.paragraph) = AttributedTextSpec.runs(attributed, base: spec.font)
            if let aligned = spec.paragraph?.alignment { spec.textAlignment = aligned }
        }
        let factor = Double(label.minimumScaleFactor)
        if label.adjustsFontSizeToFitWidth, factor > 0, factor < 1 {
            spec.adjustsFontSizeToFitWidth = true
            spec.minimumScaleFactor = factor
        }
        spec.baselineAdjustment = switch label.baselineAdjustment {
        case .alignBaselines: .alignBaselines
        case .alignCenters: .alignCenters
        case .none: .none
        }
        spec.allowsDefaultTighteningForTruncation = label.allowsDefaultTighteningForTruncation
        return spec
    }

    private static func lineBreak(_ mode: NSLineBreakMode) -> LineBreakMode {
        switch mode {
        case .byWordWrapping: .wordWrap
        case .byCharWrapping: .charWrap
        case .byClipping: .clip
        case .byTruncatingHead: .truncateHead
        case .byTruncatingTail: .truncateTail
        case .byTruncatingMiddle: .truncateMiddle
        }
    }

    private static func contentMode(_ mode: UIView.ContentMode) -> ContentMode {
        switch mode {
        case .scaleToFill, .redraw: .scaleToFill
        case .scaleAspectFit: .scaleAspectFit
        case .scaleAspectFill: .scaleAspectFill
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }

    /// The properties every view has; priorities and margins only where they differ from
    /// what the spec assumes for the kind, so the printed spec stays short.
    static func applyCommon(of view: UIView, to spec: inout ViewSpec) {
        spec.isHidden = view.isHidden
        spec.background = view.backgroundColor?.spec
        spec.alpha = Double(view.alpha)
        spec.clipsToBounds = view.clipsToBounds || view.layer.masksToBounds
        spec.cornerRadius = Double(view.layer.cornerRadius)
        if view.layer.borderWidth > 0 {
            spec.border = BorderSpec(width: Double(view.layer.borderWidth), color: view.layer.borderColor?.spec ?? .black)
        }
        spec.layoutMargins = view.directionalLayoutMargins.spec
        let hugging = AxisPriorities(horizontal: Double(view.hugging.horizontal.rawValue), vertical: Double(view.hugging.vertical.rawValue))
        if hugging != spec.effectiveHugging { spec.hugging = hugging }
        let resistance = AxisPriorities(horizontal: Double(view.resistance.horizontal.rawValue),
                                        vertical: Double(view.resistance.vertical.rawValue))
        if resistance != spec.effectiveCompressionResistance { spec.compressionResistance = resistance }
        // A subclass's own intrinsic size (the built-in kinds measure their content).
        if case .view = spec.content {
            let size = view.intrinsicContentSize
            let width = size.width == UIView.noIntrinsicMetric ? nil : Double(size.width)
            let height = size.height == UIView.noIntrinsicMetric ? nil : Double(size.height)
            if width != nil || height != nil { spec.intrinsicSize = IntrinsicSizeSpec(width: width, height: height) }
        }
    }
}

extension UIScrollView.ContentInsetAdjustmentBehavior {
    /// The spec's value of the same name.
    var spec: ContentInsetAdjustment {
        switch self {
        case .automatic: .automatic
        case .scrollableAxes: .scrollableAxes
        case .never: .never
        case .always: .always
        }
    }
}
