import InterfaceBuilder
import LayoutSpec
import Testing

/// How page controls and date pickers are read from Interface Builder's XML, and how a
/// document saved before Xcode 12 keeps iOS 13's page control size and wheels.
@Suite struct PickerImportTests {
    static func views(_ subviews: String, toolsVersion: String? = nil) throws -> (views: [ViewSpec], warnings: [String]) {
        var text = InlineDocuments.xib(subviews: subviews)
        if let toolsVersion {
            text = text.replacingOccurrences(of: "version=\"3.0\"", with: "version=\"3.0\" toolsVersion=\"\(toolsVersion)\"")
        }
        let imported = try InlineDocuments.convert(text)
        return (imported.documents.first?.root.subviews ?? [], imported.warnings.map(\.description))
    }

    static let elements = """
        <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="3" currentPage="7" hidesForSinglePage="YES" id="pages">
            <rect key="frame" x="0.0" y="0.0" width="39" height="37"/>
        </pageControl>
        <datePicker contentMode="scaleToFill" datePickerMode="date" minuteInterval="10" id="day">
            <rect key="frame" x="0.0" y="40" width="320" height="216"/>
            <date key="date" timeIntervalSinceReferenceDate="458137679.98291397">
                <!--2015-07-09 12:27:59 +0000-->
            </date>
            <locale key="locale" localeIdentifier="ru_RU"/>
        </datePicker>
        """

    @Test func aModernDocumentsControls() throws {
        let (views, warnings) = try Self.views(Self.elements, toolsVersion: "22505")
        #expect(warnings == [])
        guard case .pageControl(let pages) = views[0].content, case .datePicker(let day) = views[1].content else {
            Issue.record("kinds: \(views.map(\.type))")
            return
        }
        // The current page is pinned to the last of 3 pages; the size is iOS 14's own.
        #expect(pages.numberOfPages == 3 && pages.currentPage == 2 && pages.hidesForSinglePage)
        #expect(views[0].intrinsicSize == nil)
        // 458137679.98 seconds after 2001-01-01 UTC is 2015-07-09 12:27:59, as Xcode's comment says.
        #expect(day.date == SpecDate(year: 2015, month: 7, day: 9, hour: 12, minute: 27, second: 59))
        #expect(day.mode == .date && day.style == .automatic && day.minuteInterval == 10 && day.locale == "ru_RU")
    }

    /// A damaged count is read within what a spec may hold (0 up to the view limit), never
    /// trapping on a number no Int holds.
    @Test(arguments: [("-1e300", 0), ("1e300", SpecLimits.default.maxViews), ("2.9", 2), ("nan", 0), ("-3", 0)])
    func aDamagedPageCountIsKeptInRange(_ written: String, _ expected: Int) throws {
        let (views, _) = try Self.views("""
            <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="\(written)" currentPage="\(written)" id="pages">
                <rect key="frame" x="0.0" y="0.0" width="39" height="37"/>
            </pageControl>
            """, toolsVersion: "22505")
        guard case .pageControl(let pages) = views.first?.content else {
            Issue.record("not a page control")
            return
        }
        #expect(pages.numberOfPages == expected)
        #expect(pages.currentPage == max(expected - 1, 0), "pinned to the last page")
    }

    /// A damaged minute interval is read as a count: out of UIKit's range it keeps the
    /// default, 1, instead of trapping on a number no Int holds (found by the mutated
    /// documents' random test).
    @Test(arguments: [("1e300", 1), ("-1e300", 1), ("nan", 1), ("15.5", 15), ("7", 1), ("30", 30)])
    func aDamagedMinuteIntervalKeepsTheDefault(_ written: String, _ expected: Int) throws {
        let (views, _) = try Self.views("""
            <datePicker contentMode="scaleToFill" datePickerMode="time" minuteInterval="\(written)" id="time">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
            </datePicker>
            """, toolsVersion: "22505")
        guard case .datePicker(let picker) = views.first?.content else {
            Issue.record("not a date picker")
            return
        }
        #expect(picker.minuteInterval == expected)
    }

    @Test func aDocumentFromBeforeXcode12KeepsIOS13Sizes() throws {
        let (views, _) = try Self.views(Self.elements, toolsVersion: "16097")
        // iOS 13: 7-point dots 16 apart, 16 · 3 − 9 = 39 wide, 37 tall; a date picker was wheels.
        #expect(views[0].intrinsicSize == IntrinsicSizeSpec(width: 39, height: 37))
        guard case .datePicker(let day) = views[1].content else {
            Issue.record("not a date picker")
            return
        }
        #expect(day.style == .wheels)
    }

    @Test func whatUIKitRefusesIsWarnedAbout() throws {
        let (views, warnings) = try Self.views("""
            <datePicker contentMode="scaleToFill" datePickerMode="countDownTimer" style="inline" countDownDuration="5400" id="timer">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                <locale key="locale" localeIdentifier="xx_NOWHERE"/>
            </datePicker>
            <pickerView contentMode="scaleToFill" id="rows">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
            </pickerView>
            """)
        guard case .datePicker(let timer) = views[0].content else {
            Issue.record("not a date picker")
            return
        }
        #expect(timer.style == .wheels && timer.countDownDuration == 5400 && timer.locale == "en_US")
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.contains("count-down timer has no inline style") })
        #expect(warnings.contains { $0.contains("unknown locale 'xx_NOWHERE'") })
        #expect(views[1].content == .pickerView(PickerViewSpec()))
    }
}
