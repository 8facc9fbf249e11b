import PropertyBased
import Testing
@testable import LayoutSpec

/// The page control's and pickers' arithmetic, worked out by hand from the Gregorian calendar
/// and UIKit's sizes, and the date value's round trips as properties.
@Suite struct PickerSpecTests {
    @Test func isoDatesAreReadWithOrWithoutATime() throws {
        #expect(SpecDate(iso: "2026-11-26")?.description == "2026-11-26T00:00:00")
        #expect(SpecDate(iso: "2026-11-26T09:41")?.description == "2026-11-26T09:41:00")
        #expect(SpecDate(iso: "2026-11-26T09:41:07")?.description == "2026-11-26T09:41:07")
        // 2000 is a leap year (divisible by 400), 1900 is not (by 100 only).
        #expect(SpecDate(iso: "2000-02-29") != nil)
        #expect(SpecDate(iso: "1900-02-29") == nil)
        for bad in ["2026-11-31", "2026-13-01", "2026-11-26T24:00", "2026-11-26 09:41", "26-11-2026", "2026-11-26T09:41Z",
                    "2026-1-26", "2026-11-26T09", "", "２０２６-11-26"] {
            #expect(SpecDate(iso: bad) == nil, "\(bad)")
        }
    }

    @Test func weekdaysAndWeeksOfAMonth() {
        // 26 November 2026 is a Thursday; 1 February 2026 a Sunday; 1 August 2026 a Saturday.
        #expect(SpecDate.standard.weekday == 5)
        #expect(SpecDate.weekday(year: 2026, month: 2, day: 1) == 1)
        #expect(SpecDate.weekday(year: 2026, month: 8, day: 1) == 7)
        // November 2026 from Sunday: days 1…30 fill 4 weeks and 2 days, so 5 rows.
        #expect(SpecDate.weeks(month: 11, year: 2026, firstWeekday: 1) == 5)
        // February 2026 from Sunday is exactly 4 weeks; from Monday day 1 sits in the 7th column: 5.
        #expect(SpecDate.weeks(month: 2, year: 2026, firstWeekday: 1) == 4)
        #expect(SpecDate.weeks(month: 2, year: 2026, firstWeekday: 2) == 5)
        // August 2026 from Sunday: 6 blanks, then 31 days: 37 cells, 6 rows.
        #expect(SpecDate.weeks(month: 8, year: 2026, firstWeekday: 1) == 6)
    }

    @Test func interfaceBuilderReferenceDatesAreUTCWallClock() {
        #expect(SpecDate(secondsSinceReferenceDate: 0)?.description == "2001-01-01T00:00:00")
        #expect(SpecDate(secondsSinceReferenceDate: -1)?.description == "2000-12-31T23:59:59")
        // 9 131 days (25 years of 365 days and 6 leap days: 2004 … 2024) to 2026-01-01, then
        // 329 days to 26 November, 9 h 41 min: (9131 + 329) · 86400 + 34860 = 817 378 860.
        #expect(SpecDate(secondsSinceReferenceDate: 817_378_860) == SpecDate.standard)
        #expect(SpecDate(secondsSinceReferenceDate: 1e300) == nil)
        #expect(SpecDate(secondsSinceReferenceDate: .nan) == nil)
    }

    @Test func pageControlSizesAndPins() {
        #expect(PageControlSpec(numberOfPages: 3).intrinsicWidth == 122)
        #expect(PageControlSpec(numberOfPages: 1).intrinsicWidth == 90)
        #expect(PageControlSpec(numberOfPages: 0).intrinsicWidth == 0)
        #expect(PageControlSpec(numberOfPages: 3, currentPage: 7).pinnedCurrentPage == 2)
        var single = PageControlSpec(numberOfPages: 1)
        #expect(!single.drawsNothing)
        single.hidesForSinglePage = true
        #expect(single.drawsNothing)
    }

    @Test func datePickerStylesHeightsAndCountDown() {
        #expect(DatePickerSpec(mode: .date).resolvedStyle == .compact)
        #expect(DatePickerSpec(mode: .countDownTimer).resolvedStyle == .wheels)
        #expect(DatePickerSpec(mode: .time, style: .inline).resolvedStyle == .compact)
        // 56 + 24 + 46 · 5 + 20 = 330; with the 52-point time row, 382.
        #expect(DatePickerSpec(mode: .date, style: .inline).inlineHeight(weeks: 5) == 330)
        #expect(DatePickerSpec(mode: .dateAndTime, style: .inline).inlineHeight(weeks: 5) == 382)
        var timer = DatePickerSpec(mode: .countDownTimer)
        #expect(timer.countDown == (0, 1))  // UIKit's least duration is a minute
        timer.countDownDuration = 5400
        #expect(timer.countDown == (1, 30))
        timer.countDownDuration = 3599
        timer.minuteInterval = 15
        #expect(timer.countDown == (0, 45))  // 59 minutes, rounded down to the quarter
        timer.countDownDuration = 0
        #expect(timer.countDown == (0, 15))
        var clock = DatePickerSpec()
        clock.minuteInterval = 5
        #expect(clock.shownMinute == 40)
    }

    static let dates = zip(Gen.int(in: 1...9999), Gen.int(in: 1...12), Gen.int(in: 1...31), Gen.int(in: 0...23),
                           Gen.int(in: 0...59), Gen.int(in: 0...59))

    @Test func aDatePrintsAndReadsBackAsItself() async {
        await propertyCheck(count: 300, input: Self.dates) { y, m, d, h, mi, s in
            guard let date = SpecDate(year: y, month: m, day: min(d, SpecDate.daysIn(month: m, year: y)), hour: h,
                                      minute: mi, second: s) else {
                Issue.record("a date in range was refused")
                return
            }
            #expect(SpecDate(iso: date.description) == date)
        }
    }

    @Test func eachDayAfterTheReferenceDateIsTheNextWeekday() async {
        // 1 January 2001 was a Monday (weekday 2).
        await propertyCheck(count: 300, input: Gen.int(in: -700_000...2_900_000)) { day in
            guard let date = SpecDate(secondsSinceReferenceDate: Double(day) * 86_400 + 43_200) else {
                Issue.record("day \(day) is in range")
                return
            }
            #expect(date.weekday == ((day % 7 + 7) % 7 + 1) % 7 + 1)
            #expect(date.hour == 12)
            let next = SpecDate(secondsSinceReferenceDate: Double(day + 1) * 86_400 + 43_200)
            #expect(next.map { $0.day == 1 || $0.day == date.day + 1 } == true)
        }
    }
}
