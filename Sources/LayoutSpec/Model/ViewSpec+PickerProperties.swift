/// Properties of the page control, the date picker and the picker view: setting one and
/// listing those that differ from the defaults.
extension ViewSpec {
    mutating func applyPickerProperty(_ property: ViewProperty) {
        switch content {
        case .pageControl(var control):
            switch property {
            case .numberOfPages(let value): control.numberOfPages = value
            case .currentPage(let value): control.currentPage = value
            case .hidesForSinglePage(let value): control.hidesForSinglePage = value
            case .pageIndicatorTint(let value): control.pageIndicatorTint = value
            case .currentPageIndicatorTint(let value): control.currentPageIndicatorTint = value
            case .pageBackgroundStyle(let value): control.backgroundStyle = value
            default: return
            }
            content = .pageControl(control)
        case .datePicker(var picker):
            switch property {
            case .datePickerMode(let value): picker.mode = value
            case .datePickerStyle(let value): picker.style = value
            case .date(let value): picker.date = value
            case .locale(let value): picker.locale = value
            case .minuteInterval(let value): picker.minuteInterval = value
            case .countDownDuration(let value): picker.countDownDuration = value
            case .tint(let value): picker.tint = value
            default: return
            }
            content = .datePicker(picker)
        case .pickerView(var picker):
            switch property {
            case .components(let value): picker.components = value
            case .selectedRows(let value): picker.selectedRows = value
            default: return
            }
            content = .pickerView(picker)
        default:
            return
        }
    }

    /// The picker properties that differ from the kind's defaults, in key order.
    var pickerProperties: [ViewProperty] {
        var list: [ViewProperty] = []
        switch content {
        case .pageControl(let control):
            let defaults = PageControlSpec()
            if control.numberOfPages != defaults.numberOfPages { list.append(.numberOfPages(control.numberOfPages)) }
            if control.currentPage != defaults.currentPage { list.append(.currentPage(control.currentPage)) }
            if control.hidesForSinglePage { list.append(.hidesForSinglePage(true)) }
            if let tint = control.pageIndicatorTint { list.append(.pageIndicatorTint(tint)) }
            if let tint = control.currentPageIndicatorTint { list.append(.currentPageIndicatorTint(tint)) }
            if control.backgroundStyle != defaults.backgroundStyle {
                list.append(.pageBackgroundStyle(control.backgroundStyle))
            }
        case .datePicker(let picker):
            let defaults = DatePickerSpec()
            if let tint = picker.tint { list.append(.tint(tint)) }
            if picker.style != defaults.style { list.append(.datePickerStyle(picker.style)) }
            if picker.mode != defaults.mode { list.append(.datePickerMode(picker.mode)) }
            if picker.date != defaults.date { list.append(.date(picker.date)) }
            if picker.locale != defaults.locale { list.append(.locale(picker.locale)) }
            if picker.minuteInterval != defaults.minuteInterval { list.append(.minuteInterval(picker.minuteInterval)) }
            if picker.countDownDuration != defaults.countDownDuration {
                list.append(.countDownDuration(picker.countDownDuration))
            }
        case .pickerView(let picker):
            if !picker.components.isEmpty { list.append(.components(picker.components)) }
            if !picker.selectedRows.isEmpty { list.append(.selectedRows(picker.selectedRows)) }
        default:
            break
        }
        return list
    }
}
