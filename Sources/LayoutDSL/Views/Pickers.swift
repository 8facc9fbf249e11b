import LayoutSpec

/// A page control (`UIPageControl`): a dot per page, 28 points tall and `16 · pages + 74`
/// wide.
///
/// ```swift
/// PageControl(pages: 3, current: 1).id("pages")
/// ```
public struct PageControl: LayoutElement {
    public var node: LayoutNode

    /// `pages` dots, the one at `current` (from 0) drawn current.
    public init(pages: Int, current: Int = 0, backgroundStyle: PageControlSpec.BackgroundStyle = .automatic) {
        var control = PageControlSpec(numberOfPages: max(0, pages), currentPage: max(0, current))
        control.backgroundStyle = backgroundStyle
        node = LayoutNode(ViewSpec(.pageControl(control)))
        if pages < 0 { node.problems.append(LayoutProblem(path: "numberOfPages", message: "expected 0 or more pages, found \(pages)")) }
        if current < 0 { node.problems.append(LayoutProblem(path: "currentPage", message: "expected a page from 0, found \(current)")) }
    }

    /// `hidesForSinglePage`: with one page, draw nothing.
    public func hidesForSinglePage(_ hides: Bool = true) -> PageControl { applying(.hidesForSinglePage(hides)) }

    /// `pageIndicatorTintColor` and `currentPageIndicatorTintColor`; nil keeps UIKit's.
    public func indicatorTint(_ pages: SpecColor?, current: SpecColor? = nil) -> PageControl {
        applying(.pageIndicatorTint(pages)).applying(.currentPageIndicatorTint(current))
    }
}

/// A date picker (`UIDatePicker`) showing a fixed date: compact capsules, an inline month
/// calendar or wheels.
///
/// ```swift
/// DatePicker(mode: .date, style: .inline, date: "2026-11-26").id("day")
/// ```
public struct DatePicker: LayoutElement {
    public var node: LayoutNode

    /// A picker showing `date` (ISO 8601 without a zone; default 26 November 2026, 9:41).
    public init(mode: DatePickerSpec.Mode = .dateAndTime, style: DatePickerSpec.Style = .automatic, date: String? = nil) {
        node = LayoutNode(ViewSpec(.datePicker(DatePickerSpec(mode: mode, style: style))))
        guard let date else { return }
        if let value = SpecDate(iso: date) {
            self = applying(.date(value))
        } else {
            self = noting("date", "expected a date as YYYY-MM-DD, YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS, found '\(date)'")
        }
    }

    /// `locale`: names, formats and the first weekday (default en_US).
    public func locale(_ identifier: String) -> DatePicker {
        guard DatePickerSpec.isKnownLocale(identifier) else {
            return noting("locale", "expected a locale identifier such as en_US, en_GB or de_DE, found '\(identifier)'")
        }
        return applying(.locale(identifier))
    }

    /// `minuteInterval`: the minute wheel's step, a divisor of 60 from 1 to 30.
    public func minuteInterval(_ minutes: Int) -> DatePicker {
        guard (1...30).contains(minutes), 60 % minutes == 0 else {
            return noting("minuteInterval", "expected a minute interval that divides 60, from 1 to 30, found \(minutes)")
        }
        return applying(.minuteInterval(minutes))
    }

    /// `countDownDuration` in seconds, under a day.
    public func countDownDuration(_ seconds: Double) -> DatePicker {
        guard seconds.isFinite, seconds >= 0, seconds < 86_400 else {
            return noting("countDownDuration", "expected a duration from 0 to under a day (86400 seconds), found \(seconds)")
        }
        return applying(.countDownDuration(seconds))
    }

    /// `tint`: the selected day and the calendar's chevrons.
    public func tint(_ color: SpecColor) -> DatePicker { applying(.tint(color)) }
}

/// A picker view (`UIPickerView`), 320 × 216 points: wheels of titles, as a data source
/// would supply them.
///
/// ```swift
/// PickerView([["S", "M", "L"], ["Red", "Blue"]], selectedRows: [1, 0]).id("size")
/// ```
public struct PickerView: LayoutElement {
    public var node: LayoutNode

    /// `components`, each a list of row titles, and the selected row of each (0 for the rest).
    public init(_ components: [[String]], selectedRows: [Int] = []) {
        node = LayoutNode(ViewSpec(.pickerView(PickerViewSpec(components: components, selectedRows: selectedRows))))
    }
}
