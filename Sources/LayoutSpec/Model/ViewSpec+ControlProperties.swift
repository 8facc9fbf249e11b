/// Properties of the controls (segmented controls, sliders, steppers, progress views,
/// activity indicators, text fields and views): setting one and listing those that differ from the
/// defaults.
extension ViewSpec {
    mutating func applyControlProperty(_ property: ViewProperty) {
        switch (content, property) {
        case (.segmentedControl(var control), _):
            switch property {
            case .segments(let value): control.segments = value
            case .selectedIndex(let value): control.selectedIndex = value
            case .tint(let value): control.tint = value
            default: return
            }
            content = .segmentedControl(control)
        case (.slider(var slider), _):
            switch property {
            case .tint(let value): slider.tint = value
            default: guard slider.range.apply(property) else { return }
            }
            content = .slider(slider)
        case (.stepper(var stepper), _):
            guard stepper.range.apply(property) else { return }
            content = .stepper(stepper)
        case (.progressView(var progress), _):
            switch property {
            case .progress(let value): progress.progress = value
            case .progressStyle(let value): progress.style = value
            case .tint(let value): progress.tint = value
            default: return
            }
            content = .progressView(progress)
        case (.activityIndicatorView(var indicator), _):
            switch property {
            case .indicatorStyle(let value): indicator.style = value
            case .color(let value): indicator.color = value
            case .animating(let value): indicator.isAnimating = value
            case .hidesWhenStopped(let value): indicator.hidesWhenStopped = value
            default: return
            }
            content = .activityIndicatorView(indicator)
        case (.textField(var field), _):
            switch property {
            case .text(let value): field.text = value
            case .placeholderText(let value): field.placeholder = value
            case .font(let value): field.font = value
            case .color(let value): field.color = value
            case .textAlignment(let value): field.textAlignment = value
            case .borderStyle(let value): field.borderStyle = value
            case .clearButtonMode(let value): field.clearButtonMode = value
            default: return
            }
            content = .textField(field)
        case (.textView(var view), _):
            switch property {
            case .text(let value):
                view.text = value
                view.runs = []
            case .attributedText(let runs):
                view.runs = runs
                view.text = runs.map(\.text).joined()
            case .paragraph(let value): view.paragraph = value
            case .font(let value): view.font = value
            case .color(let value): view.color = value
            case .textAlignment(let value): view.textAlignment = value
            case .scrollEnabled(let value): view.isScrollEnabled = value
            case .textContainerInset(let value): view.textContainerInset = value
            default: return
            }
            content = .textView(view)
        case (.navigationBar(var bar), _):
            switch property {
            case .title(let value): bar.title = value
            case .leftItems(let value): bar.leftItems = value
            case .rightItems(let value): bar.rightItems = value
            case .prefersLargeTitles(let value): bar.prefersLargeTitles = value
            case .barBackground(let value): bar.background = value
            default: return
            }
            content = .navigationBar(bar)
        case (.toolbar(var bar), _):
            switch property {
            case .barItems(let value): bar.items = value
            case .barBackground(let value): bar.background = value
            default: return
            }
            content = .toolbar(bar)
        case (.tabBar(var bar), _):
            switch property {
            case .tabItems(let value): bar.items = value
            case .selectedIndex(let value): bar.selectedIndex = value
            case .barBackground(let value): bar.background = value
            default: return
            }
            content = .tabBar(bar)
        case (.searchBar(var bar), _):
            switch property {
            case .text(let value): bar.text = value
            case .placeholderText(let value): bar.placeholder = value
            case .searchBarStyle(let value): bar.style = value
            default: return
            }
            content = .searchBar(bar)
        case (.visualEffectView(var effect), .effect(let value)):
            effect.style = value
            content = .visualEffectView(effect)
        default:
            return
        }
    }

    /// The control properties that differ from the kind's defaults, in key order.
    var controlProperties: [ViewProperty] {
        var list: [ViewProperty] = []
        switch content {
        case .segmentedControl(let control):
            if let tint = control.tint { list.append(.tint(tint)) }
            list.append(.segments(control.segments))
            if control.selectedIndex != SegmentedControlSpec().selectedIndex {
                list.append(.selectedIndex(control.selectedIndex))
            }
        case .slider(let slider):
            if let tint = slider.tint { list.append(.tint(tint)) }
            list += slider.range.properties(differingFrom: SliderSpec().range)
        case .stepper(let stepper):
            list += stepper.range.properties(differingFrom: StepperSpec().range)
        case .progressView(let progress):
            let defaults = ProgressViewSpec()
            if let tint = progress.tint { list.append(.tint(tint)) }
            if progress.progress != defaults.progress { list.append(.progress(progress.progress)) }
            if progress.style != defaults.style { list.append(.progressStyle(progress.style)) }
        case .activityIndicatorView(let indicator):
            let defaults = ActivityIndicatorSpec()
            if let color = indicator.color { list.append(.color(color)) }
            if indicator.style != defaults.style { list.append(.indicatorStyle(indicator.style)) }
            if indicator.isAnimating != defaults.isAnimating { list.append(.animating(indicator.isAnimating)) }
            if indicator.hidesWhenStopped != defaults.hidesWhenStopped {
                list.append(.hidesWhenStopped(indicator.hidesWhenStopped))
            }
        case .textField(let field):
            let defaults = TextFieldSpec()
            if !field.text.isEmpty { list.append(.text(field.text)) }
            if field.font != defaults.font { list.append(.font(field.font)) }
            if field.color != defaults.color { list.append(.color(field.color)) }
            if field.textAlignment != defaults.textAlignment { list.append(.textAlignment(field.textAlignment)) }
            if !field.placeholder.isEmpty { list.append(.placeholderText(field.placeholder)) }
            if field.borderStyle != defaults.borderStyle { list.append(.borderStyle(field.borderStyle)) }
            if field.clearButtonMode != defaults.clearButtonMode { list.append(.clearButtonMode(field.clearButtonMode)) }
        case .textView(let view):
            let defaults = TextViewSpec()
            if !view.runs.isEmpty { list.append(.attributedText(view.runs)) }
            else if !view.text.isEmpty { list.append(.text(view.text)) }
            if view.font != defaults.font { list.append(.font(view.font)) }
            if view.color != defaults.color { list.append(.color(view.color)) }
            if let paragraph = view.paragraph { list.append(.paragraph(paragraph)) }
            if view.textAlignment != defaults.textAlignment { list.append(.textAlignment(view.textAlignment)) }
            if view.isScrollEnabled != defaults.isScrollEnabled { list.append(.scrollEnabled(view.isScrollEnabled)) }
            if view.textContainerInset != defaults.textContainerInset {
                list.append(.textContainerInset(view.textContainerInset))
            }
        case .navigationBar(let bar):
            if !bar.title.isEmpty { list.append(.title(bar.title)) }
            if !bar.leftItems.isEmpty { list.append(.leftItems(bar.leftItems)) }
            if !bar.rightItems.isEmpty { list.append(.rightItems(bar.rightItems)) }
            if bar.prefersLargeTitles { list.append(.prefersLargeTitles(true)) }
            if bar.background != .default { list.append(.barBackground(bar.background)) }
        case .toolbar(let bar):
            if !bar.items.isEmpty { list.append(.barItems(bar.items)) }
            if bar.background != .default { list.append(.barBackground(bar.background)) }
        case .tabBar(let bar):
            if bar.selectedIndex != TabBarSpec().selectedIndex { list.append(.selectedIndex(bar.selectedIndex)) }
            if !bar.items.isEmpty { list.append(.tabItems(bar.items)) }
            if bar.background != .default { list.append(.barBackground(bar.background)) }
        case .visualEffectView(let effect):
            if effect.style != VisualEffectSpec().style { list.append(.effect(effect.style)) }
        case .searchBar(let bar):
            if !bar.text.isEmpty { list.append(.text(bar.text)) }
            if !bar.placeholder.isEmpty { list.append(.placeholderText(bar.placeholder)) }
            if bar.style != SearchBarSpec().style { list.append(.searchBarStyle(bar.style)) }
        default:
            break
        }
        return list
    }
}

extension RangeValue {
    /// Sets `value`, `minimum` or `maximum`; false for any other property.
    mutating func apply(_ property: ViewProperty) -> Bool {
        switch property {
        case .value(let v): value = v
        case .minimum(let v): minimum = v
        case .maximum(let v): maximum = v
        default: return false
        }
        return true
    }

    /// The ends and the value that differ from `defaults`, in key order.
    func properties(differingFrom defaults: RangeValue) -> [ViewProperty] {
        var list: [ViewProperty] = []
        if value != defaults.value { list.append(.value(value)) }
        if minimum != defaults.minimum { list.append(.minimum(minimum)) }
        if maximum != defaults.maximum { list.append(.maximum(maximum)) }
        return list
    }
}
