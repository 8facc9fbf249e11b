import LayoutSpec
@testable import Stacksnap
import Testing

/// What the pickers say, in their locale (the system's ICU data, as iOS's), and what
/// VoiceOver reads: worked out from the locales' published date formats.
@Suite struct PickerTextTests {
    static func picker(_ mode: DatePickerSpec.Mode, locale: String = "en_US", date: SpecDate = .standard) -> DatePickerText {
        var spec = DatePickerSpec(mode: mode, date: date)
        spec.locale = locale
        return DatePickerText(spec)
    }

    @Test func compactCapsulesUseTheMediumDateAndShortTime() {
        // en_US writes 9:41 with a narrow no-break space before AM, as iOS 17 does.
        #expect(Self.picker(.dateAndTime).compactTexts == ["Nov 26, 2026", "9:41\u{202F}AM"])
        #expect(Self.picker(.date, locale: "en_GB").compactTexts == ["26 Nov 2026"])
        #expect(Self.picker(.time, locale: "de_DE").compactTexts == ["09:41"])
        #expect(Self.picker(.countDownTimer).compactTexts == [])
    }

    @Test func theCalendarStartsWeeksWhereTheLocaleDoes() {
        let us = Self.picker(.date).calendarDrawing(tint: .init(r: 0, g: 0, b: 0), isRightToLeft: false)
        #expect(us.title == "November 2026" && us.weekdays.first == "SUN" && us.leadingBlanks == 0 && us.weeks == 5)
        #expect(us.days == 30 && us.selectedDay == 26 && us.timeValue == nil)
        // en_GB weeks start on Monday: 1 November 2026, a Sunday, is the 7th column, and the
        // 30 days take 6 weeks.
        let gb = Self.picker(.dateAndTime, locale: "en_GB").calendarDrawing(tint: .init(r: 0, g: 0, b: 0), isRightToLeft: false)
        #expect(gb.weekdays.first == "MON" && gb.leadingBlanks == 6 && gb.weeks == 6 && gb.timeValue == "09:41")
        #expect(Self.picker(.date, locale: "en_GB").weeks == 6)
    }

    @Test func wheelsFollowTheLocalesOrderAndClock() {
        let us = Self.picker(.date).wheels.map(\.selected)
        #expect(us == ["November", "26", "2026"])
        let de = Self.picker(.date, locale: "de_DE").wheels.map(\.selected)
        #expect(de == ["26", "November", "2026"])
        let time = Self.picker(.time).wheels
        #expect(time.map(\.selected) == ["9", "41", "AM"])
        // The hour and minute wheels loop; AM/PM stops at its ends.
        #expect(time[0].above == ["8", "7", "6"] && time[0].below == ["10", "11", "12"])
        #expect(time[2].above == [] && time[2].below == ["PM"])
        #expect(Self.picker(.time, locale: "en_GB").wheels.map(\.selected) == ["09", "41"])
        var timer = DatePickerSpec(mode: .countDownTimer)
        timer.countDownDuration = 5400
        let wheels = DatePickerText(timer).wheels
        #expect(wheels.map(\.selected) == ["1", "30"] && wheels.map(\.unit) == ["hour", "min"])
        #expect(wheels[0].above == ["0"])
    }

    @Test func voiceOverReadsPagesDatesAndRows() throws {
        let yaml = """
            canvas: {width: 320, scale: 1}
            root:
              subviews:
                - {type: pageControl, id: pages, numberOfPages: 3, currentPage: 1}
                - {type: datePicker, id: when, mode: date}
                - {type: pickerView, id: size, components: [[S, M], [Red, Blue]], selectedRows: [1, 1]}
                - {type: pageControl, id: single, numberOfPages: 1, hidesForSinglePage: true}
            """
        let document = try SpecFile.parse(yaml, file: "a11y.yaml").document
        let lowered = try lower(try #require(document.snapshots().first))
        let laid = try SnapshotPipeline.layout(lowered)
        let elements = AccessibilityElements.elements(laid.lowered, canvasFrames: laid.canvasFrames)
        let read = elements.map { "\($0.id ?? "-") \($0.part ?? "") \($0.value) \($0.traits.map(\.rawValue))" }
        // The picker view's 320 points less the band's 8-point insets, 304, shared by 2 wheels.
        #expect(read == ["pages  page 2 of 3 [\"adjustable\"]", "when  November 26, 2026 [\"adjustable\"]",
                         "size component 1 M [\"adjustable\"]", "size component 2 Blue [\"adjustable\"]"])
        let wheels = elements.filter { $0.id == "size" }.map(\.frame)
        #expect(wheels.map(\.x) == [8, 160] && wheels.map(\.width) == [152, 152])
    }
}
