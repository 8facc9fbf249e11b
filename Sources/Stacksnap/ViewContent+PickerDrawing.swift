import AutoLayout
import LayoutSpec
import Pixels
import Raster

extension ViewContent {
    /// What a page control, date picker or picker view draws in `appearance`; nil for any
    /// other kind.
    func pickerDrawing(direction: LayoutDirection, appearance: Appearance) -> ControlDrawing? {
        let rtl = direction == .rtl
        switch self {
        case .pageControl(let control):
            guard !control.drawsNothing else { return nil }
            // UIKit's defaults are meant for content behind the control: white dots, the
            // others at 30 %, in either appearance.
            let white = RGBA(r: 255, g: 255, b: 255)
            return .pageControl(PageDotsDrawing(
                pages: control.numberOfPages, current: control.pinnedCurrentPage,
                dotColor: control.pageIndicatorTint?.rgba(appearance) ?? RGBA(r: 255, g: 255, b: 255, a: 0x4D),
                currentColor: control.currentPageIndicatorTint?.rgba(appearance) ?? white,
                prominent: control.backgroundStyle == .prominent, isRightToLeft: rtl))
        case .datePicker(let picker):
            let text = DatePickerText(picker)
            switch picker.resolvedStyle {
            // The wheels' order is the locale's way of writing a date or time, not the layout's.
            case .wheels: return .wheels(text.wheels, equalWidths: false, isRightToLeft: false)
            case .inline:
                return .calendar(text.calendarDrawing(tint: (picker.tint ?? .systemBlue).rgba(appearance), isRightToLeft: rtl))
            case .compact, .automatic: return .dateCapsules(text.compactTexts, isRightToLeft: rtl)
            }
        case .pickerView(let picker):
            let wheels = picker.components.indices.map { component in
                DatePickerText.wheel(picker.components[component], selected: picker.selectedRow(in: component), loops: false)
            }
            return .wheels(wheels, equalWidths: true, isRightToLeft: rtl)
        default:
            return nil
        }
    }
}
