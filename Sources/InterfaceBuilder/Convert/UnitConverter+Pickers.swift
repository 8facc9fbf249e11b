import LayoutSpec

/// Page controls, date pickers and picker views as Interface Builder writes them.
extension UnitConverter {
    /// The toolsVersion of Xcode 12, the first with iOS 14's page control and date picker
    /// styles: documents saved before it were laid out with iOS 13's.
    static let iOS14Tools = 17000

    /// Whether the document was laid out with iOS 13's controls (saved before Xcode 12).
    var isBeforeIOS14: Bool { unit.toolsVersion > 0 && unit.toolsVersion < Self.iOS14Tools }

    /// iOS 13's page control size, which older documents were laid out with: 7-point dots 16
    /// apart, `16 · pages − 9` wide (0 for no pages), 37 tall (Xcode records 39 × 37 for
    /// three pages).
    func legacyPageControlSize(_ control: PageControlSpec) -> IntrinsicSizeSpec? {
        guard isBeforeIOS14 else { return nil }
        let pages = Double(control.numberOfPages)
        return IntrinsicSizeSpec(width: pages > 0 ? 16 * pages - 9 : 0, height: 37)
    }

    /// The toolsVersion from which documents were laid out with iOS 13's controls: public
    /// documents saved with 14800 and later (Xcode 11's) record 32-point segmented controls
    /// and steppers and 34-point text fields, earlier ones iOS 12's 29 and 30.
    static let iOS13Tools = 14800

    /// Whether the document was laid out with iOS 12's controls (saved before ``iOS13Tools``).
    var isBeforeIOS13: Bool { unit.toolsVersion > 0 && unit.toolsVersion < Self.iOS13Tools }

    /// The toolsVersion of Xcode 26, which lays documents out with iOS 26's controls and rows.
    static let iOS26Tools = 24000

    /// Whether the document was laid out with iOS 26's controls and rows (saved by Xcode 26).
    var isIOS26: Bool { unit.toolsVersion >= Self.iOS26Tools }

    /// iOS 12's stepper, 94 × 29, which documents saved before ``iOS13Tools`` were laid out with.
    var legacyStepperSize: IntrinsicSizeSpec? {
        isBeforeIOS13 ? IntrinsicSizeSpec(width: 94, height: 29) : nil
    }

    /// iOS 12's segmented control, 29 tall, in documents saved before ``iOS13Tools`` (18 of
    /// 18 in public documents): the height only, the width still its segments'.
    var legacySegmentedControlSize: IntrinsicSizeSpec? {
        isBeforeIOS13 ? IntrinsicSizeSpec(width: nil, height: 29, othersFromContent: true) : nil
    }

    /// iOS 12's rounded-rect text field, 30 tall, in documents saved before ``iOS13Tools``:
    /// the height only, the width still its text's. Public documents show it for text up to
    /// 14 points (Xcode's default font; 155 fields), and none larger, so larger text keeps
    /// the measured height.
    func legacyTextFieldSize(_ field: TextFieldSpec) -> IntrinsicSizeSpec? {
        guard isBeforeIOS13, field.borderStyle == .roundedRect, field.font.textStyle == nil,
              field.font.size <= 14 else { return nil }
        return IntrinsicSizeSpec(width: nil, height: 30, othersFromContent: true)
    }

    /// iOS 13's default progress bar, 2 points tall (iOS 14 made it 4), which documents saved
    /// before Xcode 12 were laid out with: 26 of 26 such bars in public documents.
    func legacyProgressSize(_ progress: ProgressViewSpec) -> IntrinsicSizeSpec? {
        guard isBeforeIOS14, progress.style == .default else { return nil }
        return IntrinsicSizeSpec(width: nil, height: 2)
    }

    /// `<pageControl numberOfPages= currentPage= hidesForSinglePage= backgroundStyle=>` with
    /// `<color key="pageIndicatorTintColor">` and `<color key="currentPageIndicatorTintColor">`.
    mutating func pageControl(_ element: IBElement) -> PageControlSpec {
        var control = PageControlSpec(numberOfPages: IBValue.count(element["numberOfPages"], limit: maxCount) ?? 0,
                                      currentPage: IBValue.count(element["currentPage"], limit: maxCount) ?? 0)
        // UIKit pins the current page to the pages there are; so does the import.
        control.currentPage = control.pinnedCurrentPage
        control.hidesForSinglePage = IBValue.bool(element["hidesForSinglePage"]) ?? false
        control.backgroundStyle = element["backgroundStyle"].flatMap(PageControlSpec.BackgroundStyle.init(rawValue:)) ?? .automatic
        control.pageIndicatorTint = element.child(key: "pageIndicatorTintColor", named: "color").flatMap { color($0) }
        control.currentPageIndicatorTint = element.child(key: "currentPageIndicatorTintColor", named: "color")
            .flatMap { color($0) }
        return control
    }

    /// `<datePicker datePickerMode= style= minuteInterval= countDownDuration=>` with
    /// `<date key="date" timeIntervalSinceReferenceDate=>` (read as UTC, as Xcode's comment
    /// beside it shows it) and `<locale key="locale" localeIdentifier=>`. A document without
    /// a date gets the spec's fixed one: Xcode's own default is the moment the picker was made.
    mutating func datePicker(_ element: IBElement) -> DatePickerSpec {
        var picker = DatePickerSpec()
        picker.mode = element["datePickerMode"].flatMap(DatePickerSpec.Mode.init(rawValue:)) ?? .dateAndTime
        // Before iOS 14 there was no style: a date picker was wheels, and older documents
        // were laid out so.
        picker.style = element["style"].flatMap(DatePickerSpec.Style.init(rawValue:)) ?? (isBeforeIOS14 ? .wheels : .automatic)
        if picker.mode == .countDownTimer, picker.style == .compact || picker.style == .inline {
            diagnostics.warn("\(element.label): a count-down timer has no \(picker.style.rawValue) style; drawn as wheels",
                             about: element)
            picker.style = .wheels
        }
        // Read as a count, so a damaged number no Int holds cannot trap.
        if let minutes = IBValue.count(element["minuteInterval"], limit: 60), (1...30).contains(minutes), 60 % minutes == 0 {
            picker.minuteInterval = minutes
        }
        if let seconds = IBValue.number(element["countDownDuration"]), seconds >= 0, seconds < 86_400 {
            picker.countDownDuration = seconds
        }
        if let date = element.child(key: "date", named: "date"),
           let seconds = IBValue.number(date["timeIntervalSinceReferenceDate"]) {
            if let value = SpecDate(secondsSinceReferenceDate: seconds) {
                picker.date = value
            } else {
                diagnostics.warn("\(element.label): its date is out of range; drawn at \(picker.date)", about: element)
            }
        }
        if let identifier = element.child(key: "locale", named: "locale")?["localeIdentifier"] {
            if DatePickerSpec.isKnownLocale(identifier) {
                picker.locale = identifier
            } else {
                diagnostics.warn("\(element.label): unknown locale '\(identifier)'; drawn in en_US", about: element)
            }
        }
        return picker
    }
}
