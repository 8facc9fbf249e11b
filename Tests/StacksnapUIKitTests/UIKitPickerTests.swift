import Foundation
import LayoutSpec
import StacksnapUIKit
import Testing

/// The page control and the pickers through the UIKit-shaped API: UIKit's defaults for a
/// control made in code, their sizes (iOS 14 and later) worked out by hand, and the spec
/// each converts to.
@MainActor
@Suite struct UIKitPickerTests {
    /// "Value is pinned to 0..numberOfPages-1"; 16 points a page and 74 for the ends, 28 tall.
    @Test func pageControl() throws {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && !control.hidesForSinglePage)
        #expect(control.backgroundStyle == .automatic && control.accessibilityTraits == .adjustable)
        control.numberOfPages = 3
        control.currentPage = 5
        #expect(control.currentPage == 2)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = 5
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 154, height: 28))
        control.backgroundStyle = .prominent
        control.currentPageIndicatorTintColor = .systemBlue

        let root = UIKitControlTests.placed(control, leading: 10)
        // Its intrinsic size: 16 · 5 + 74 = 154 by 28.
        #expect(control.frame == CGRect(x: 10, y: 0, width: 154, height: 28))
        guard case .pageControl(let spec) = try UIKitControlTests.content(of: control) else {
            Issue.record("not a page control")
            return
        }
        #expect(spec.numberOfPages == 5 && spec.currentPage == 1 && spec.backgroundStyle == .prominent)
        #expect(spec.currentPageIndicatorTint == .systemBlue && spec.pageIndicatorTint == nil)
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
    }

    /// A date picker made in code shows the fixed date (26 November 2026, 9:41 UTC), compact
    /// in date-and-time mode; the date is read in its time zone, UTC when it has none.
    @Test func datePicker() throws {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact && picker.minuteInterval == 1 && picker.countDownDuration == 0)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .wheels)  // a count-down timer is always wheels

        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .wheels
        picker.minuteInterval = 15
        // 9:41 UTC is 10:41 in Paris in November (UTC+1).
        picker.timeZone = TimeZone(identifier: "Europe/Paris")
        picker.locale = Locale(identifier: "fr_FR")
        let root = UIKitControlTests.placed(picker)
        #expect(picker.frame.size == CGSize(width: 320, height: 216))
        guard case .datePicker(let spec) = try UIKitControlTests.content(of: picker) else {
            Issue.record("not a date picker")
            return
        }
        #expect(spec.mode == .time && spec.style == .wheels && spec.minuteInterval == 15 && spec.locale == "fr_FR")
        #expect(spec.date == SpecDate(year: 2026, month: 11, day: 26, hour: 10, minute: 41))
        #expect(spec.tint == nil)
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
    }

    final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
        let rows = [["S", "M", "L"], ["Red", "Blue"]]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            rows[component][row]
        }
    }

    /// A picker view asks its data source and delegate when the snapshot is taken; 320 × 216;
    /// a selected row past the rows is pinned to the last.
    @Test func pickerView() throws {
        let sizes = Sizes()
        let picker = UIPickerView()
        #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == 0)
        picker.dataSource = sizes
        picker.delegate = sizes
        picker.selectRow(9, inComponent: 0, animated: false)
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 2)
        #expect(picker.selectedRow(inComponent: 0) == 2 && picker.selectedRow(inComponent: 1) == 0)
        #expect(!picker.isAccessibilityElement)
        let root = UIKitControlTests.placed(picker)
        #expect(picker.frame.size == CGSize(width: 320, height: 216))
        guard case .pickerView(let spec) = try UIKitControlTests.content(of: picker) else {
            Issue.record("not a picker view")
            return
        }
        #expect(spec.components == [["S", "M", "L"], ["Red", "Blue"]] && spec.selectedRows == [2, 0])
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
    }
}
