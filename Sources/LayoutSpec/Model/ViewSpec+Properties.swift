extension ViewSpec {
    /// Sets one property. Returns false (and changes nothing) when the view's kind does not
    /// have it.
    @discardableResult
    public mutating func apply(_ property: ViewProperty) -> Bool {
        guard property.key.applies(to: type) else { return false }
        switch property {
        case .hidden(let value): isHidden = value
        case .intrinsicSize(let value): intrinsicSize = value
        case .hugging(let value): hugging = value
        case .compressionResistance(let value): compressionResistance = value
        case .layoutMargins(let value): layoutMargins = value
        case .alignmentInsets(let value): alignmentInsets = value
        case .firstBaseline(let value): firstBaseline = value
        case .lastBaseline(let value): lastBaseline = value
        case .background(let value): background = value
        case .border(let value): border = value
        case .cornerRadius(let value): cornerRadius = value
        case .alpha(let value): alpha = value
        case .clipsToBounds(let value): clipsToBounds = value
        case .accessibility(let value): accessibility = value
        case .audit(let value): audit = value
        default: applyKindProperty(property)
        }
        return true
    }

    private mutating func applyKindProperty(_ property: ViewProperty) {
        switch content {
        case .stack(var stack):
            switch property {
            case .axis(let value): stack.axis = value
            case .distribution(let value): stack.distribution = value
            case .alignment(let value): stack.alignment = value
            case .spacing(let value): stack.spacing = value
            case .customSpacing(let value): stack.customSpacing = value
            case .baselineRelativeArrangement(let value): stack.isBaselineRelativeArrangement = value
            case .layoutMarginsRelativeArrangement(let value): stack.isLayoutMarginsRelativeArrangement = value
            case .model(let value): stack.model = value
            default: return
            }
            content = .stack(stack)
        case .label(var label):
            switch property {
            case .text(let value):
                // Plain text replaces attributed text, as setting UILabel.text does.
                label.text = value
                label.runs = []
            case .attributedText(let runs):
                label.runs = runs
                label.text = runs.map(\.text).joined()
            case .paragraph(let value): label.paragraph = value
            case .adjustsFontSizeToFitWidth(let value): label.adjustsFontSizeToFitWidth = value
            case .minimumScaleFactor(let value): label.minimumScaleFactor = value
            case .baselineAdjustment(let value): label.baselineAdjustment = value
            case .allowsDefaultTighteningForTruncation(let value): label.allowsDefaultTighteningForTruncation = value
            case .font(let value): label.font = value
            case .color(let value): label.color = value
            case .lines(let value): label.lines = value
            case .lineBreak(let value): label.lineBreak = value
            case .textAlignment(let value): label.textAlignment = value
            case .preferredMaxWidth(let value): label.preferredMaxWidth = value
            default: return
            }
            content = .label(label)
        case .image(var image):
            switch property {
            case .source(let value): image.source = .file(value)
            case .symbol(let value): image.source = .symbol(value)
            case .tint(let value): image.tint = value
            case .contentMode(let value): image.contentMode = value
            default: return
            }
            content = .image(image)
        case .button(var button):
            switch property {
            case .title(let value): button.title = value
            case .titleColor(let value): button.titleColor = value
            case .font(let value): button.font = value
            case .lineBreak(let value): button.lineBreak = value
            case .contentInsets(let value): button.contentInsets = value
            case .configuration(let value): button.configuration = value
            case .source(let value): button.changeImage { $0.source = .file(value) }
            case .symbol(let value): button.changeImage { $0.source = .symbol(value) }
            case .imageSize(let value): button.changeImage { $0.size = value }
            case .tint(let value): button.changeImage { $0.tint = value }
            default: return
            }
            content = .button(button)
        case .switch(var toggle):
            guard case .on(let value) = property else { return }
            toggle.isOn = value
            content = .switch(toggle)
        case .placeholder(var placeholder):
            guard case .text(let value) = property else { return }
            placeholder.text = value
            content = .placeholder(placeholder)
        case .segmentedControl, .slider, .stepper, .progressView, .activityIndicatorView, .textField, .textView,
             .navigationBar, .toolbar, .tabBar, .visualEffectView, .searchBar:
            applyControlProperty(property)
        case .pageControl, .datePicker, .pickerView:
            applyPickerProperty(property)
        case .tableView, .tableViewCell, .scrollView, .collectionView, .collectionViewCell:
            applyTableProperty(property)
        case .view, .spacer, .collectionReusableView:
            return
        }
    }

    /// The properties that differ from the kind's defaults, in ``ViewPropertyKey`` order:
    /// what a canonical spec prints for the view.
    public var properties: [ViewProperty] {
        var list: [ViewProperty] = []
        if isHidden { list.append(.hidden(true)) }
        if let intrinsicSize { list.append(.intrinsicSize(intrinsicSize)) }
        if let hugging { list.append(.hugging(hugging)) }
        if let compressionResistance { list.append(.compressionResistance(compressionResistance)) }
        if layoutMargins != .systemDefault { list.append(.layoutMargins(layoutMargins)) }
        if alignmentInsets != .zero { list.append(.alignmentInsets(alignmentInsets)) }
        if let firstBaseline { list.append(.firstBaseline(firstBaseline)) }
        if let lastBaseline { list.append(.lastBaseline(lastBaseline)) }
        if let background { list.append(.background(background)) }
        if let border { list.append(.border(border)) }
        if cornerRadius != 0 { list.append(.cornerRadius(cornerRadius)) }
        if alpha != 1 { list.append(.alpha(alpha)) }
        if clipsToBounds { list.append(.clipsToBounds(true)) }
        if let accessibility { list.append(.accessibility(accessibility)) }
        if let audit { list.append(.audit(audit)) }
        return list + kindProperties
    }

    private var kindProperties: [ViewProperty] {
        var list: [ViewProperty] = []
        switch content {
        case .stack(let stack):
            let defaults = StackSpec()
            if stack.axis != defaults.axis { list.append(.axis(stack.axis)) }
            if stack.distribution != defaults.distribution { list.append(.distribution(stack.distribution)) }
            if stack.alignment != defaults.alignment { list.append(.alignment(stack.alignment)) }
            if stack.spacing != 0 { list.append(.spacing(stack.spacing)) }
            if !stack.customSpacing.isEmpty { list.append(.customSpacing(stack.customSpacing)) }
            if stack.isBaselineRelativeArrangement { list.append(.baselineRelativeArrangement(true)) }
            if stack.isLayoutMarginsRelativeArrangement { list.append(.layoutMarginsRelativeArrangement(true)) }
            if let model = stack.model { list.append(.model(model)) }
        case .label(let label):
            let defaults = LabelSpec()
            list.append(label.runs.isEmpty ? .text(label.text) : .attributedText(label.runs))
            if label.font != defaults.font { list.append(.font(label.font)) }
            if label.color != defaults.color { list.append(.color(label.color)) }
            if let paragraph = label.paragraph { list.append(.paragraph(paragraph)) }
            if label.lines != defaults.lines { list.append(.lines(label.lines)) }
            if label.lineBreak != defaults.lineBreak { list.append(.lineBreak(label.lineBreak)) }
            if label.textAlignment != defaults.textAlignment { list.append(.textAlignment(label.textAlignment)) }
            if let width = label.preferredMaxWidth { list.append(.preferredMaxWidth(width)) }
            if label.adjustsFontSizeToFitWidth { list.append(.adjustsFontSizeToFitWidth(true)) }
            if label.minimumScaleFactor != 0 { list.append(.minimumScaleFactor(label.minimumScaleFactor)) }
            if label.baselineAdjustment != defaults.baselineAdjustment {
                list.append(.baselineAdjustment(label.baselineAdjustment))
            }
            if label.allowsDefaultTighteningForTruncation { list.append(.allowsDefaultTighteningForTruncation(true)) }
        case .image(let image):
            switch image.source {
            case .file(let path): list.append(.source(path))
            case .symbol(let name): list.append(.symbol(name))
            case nil: break
            }
            if let tint = image.tint { list.append(.tint(tint)) }
            if image.contentMode != ImageSpec().contentMode { list.append(.contentMode(image.contentMode)) }
        case .button(let button):
            let defaults = ButtonSpec()
            list.append(.title(button.title))
            if button.font != defaults.font { list.append(.font(button.font)) }
            if button.titleColor != defaults.titleColor { list.append(.titleColor(button.titleColor)) }
            if button.lineBreak != defaults.lineBreak { list.append(.lineBreak(button.lineBreak)) }
            if button.contentInsets != defaults.contentInsets { list.append(.contentInsets(button.contentInsets)) }
            if let configuration = button.configuration { list.append(.configuration(configuration)) }
            if let image = button.image {
                switch image.source {
                case .file(let path): list.append(.source(path))
                case .symbol(let name): list.append(.symbol(name))
                case nil: break
                }
                if let size = image.size { list.append(.imageSize(size)) }
                if let tint = image.tint { list.append(.tint(tint)) }
            }
        case .switch(let toggle):
            if toggle.isOn { list.append(.on(true)) }
        case .placeholder(let placeholder):
            if !placeholder.text.isEmpty { list.append(.text(placeholder.text)) }
        case .segmentedControl, .slider, .stepper, .progressView, .activityIndicatorView, .textField, .textView,
             .navigationBar, .toolbar, .tabBar, .visualEffectView, .searchBar:
            list += controlProperties
        case .pageControl, .datePicker, .pickerView:
            list += pickerProperties
        case .tableView, .tableViewCell, .scrollView, .collectionView, .collectionViewCell:
            list += tableProperties
        case .view, .spacer, .collectionReusableView:
            break
        }
        return list
    }
}
