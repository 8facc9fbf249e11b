/// Tokens worth inserting for each target: the format's own vocabulary and the numbers and
/// structures that break readers (non-finite and huge numbers, anchors and aliases, deep
/// brackets, chunk names with lengths near the limits).
extension FuzzTarget {
    var dictionary: [String] {
        switch self {
        case .json, .yaml:
            let common = ["root", "subviews", "arranged", "type", "view", "stack", "label", "image", "button", "switch",
                          "spacer", "placeholder", "id", "text", "canvas", "width", "height", "scale", "constraints",
                          "vfl", "metrics", "options", "variants", "compose", "default", "name", "set", "remove",
                          "axis", "distribution", "fillProportionally", "equalCentering", "alignment", "firstBaseline",
                          "spacing", "customSpacing", "hidden", "intrinsicSize", "hugging", "compressionResistance",
                          "layoutMargins", "alignmentInsets", "model", "fdstackview", "lines", "font", "size",
                          "source", "symbol", "star", "ignore", "compare", "debug", "direction", "rtl",
                          "segmentedControl", "slider", "stepper", "progressView", "activityIndicatorView", "textField", "segments",
                          "selectedIndex", "value", "minimum", "maximum", "progress", "style", "bar", "large",
                          "animating", "hidesWhenStopped", "tint", "placeholder", "borderStyle", "roundedRect", "clearButtonMode", "textView", "scrollEnabled", "textContainerInset", "navigationBar", "toolbar", "tabBar", "leftItems", "rightItems", "items", "prefersLargeTitles", "barBackground", "flexibleSpace", "visualEffectView", "effect", "systemMaterial", "searchBar", "minimal", "tableView", "tableViewCell", "scrollView", "collectionView", "collectionViewCell", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "scrollDirection", "headerReferenceSize", "footerReferenceSize", "collectionReusableView", "photos_header", "photos_footer", "estimatedItemSize", "automaticEstimatedItemSize=\"YES\"", "<size key=\"estimatedItemSize\" width=\"80\" height=\"40\"/>", "fullContent", "device", "orientation", "chrome", "landscape", "appearance", "contrast", "dark", "high", "matrix", "traits", "when", "displayCorners", "textStyle", "relativeTo", "contentSize", "accessibilityLarge", "headline", "footnote", "horizontalSizeClass", "verticalSizeClass", "compact", "regular", "members", "columns", "iPhoneSE3", "lightHighContrast", "darkHighContrast", "systemGroupedBackground", "secondarySystemFill", "iPhone15Pro", "iPadPro11", "safeArea", "root.safeAreaLayoutGuide.top", "box.safeAreaLayoutGuide.top", "accessoryWidth", "contentLayoutGuide", "frameLayoutGuide", "scroll.contentLayoutGuide.top", "scroll.frameLayoutGuide.width", "sections", "cells", "prototypes", "rows", "cell", "contact", "nameLabel", "contacts_row0", "contacts_section1_row0", "contacts_row0_nameLabel", "header", "footer", "headerHeight", "footerHeight", "tableHeaderView", "insetGrouped", "grouped", "rowHeight", "automatic", "separatorStyle", "contentInsetTop", "contentInsetAdjustment", "scrollableAxes", "always", "never", "contentInsetAdjustmentBehavior=\"never\"", "detail", "accessory", "disclosureIndicator", "checkmark", "value1", "subtitle", "pageControl", "numberOfPages", "currentPage", "hidesForSinglePage", "pageIndicatorTintColor", "currentPageIndicatorTintColor", "backgroundStyle", "prominent", "datePicker", "mode", "dateAndTime", "countDownTimer", "inline", "wheels", "date", "2026-11-26T09:41", "2026-02-30", "9999-12-31T23:59:59", "locale", "en_GB", "de_DE", "minuteInterval", "countDownDuration", "86399", "pickerView", "components", "selectedRows", "[[a, b], [c]]",
                          "fonts", "Fonts", "../Fonts", "/", "family", "weight", "SF Pro Text", "Avenir-Heavy",
                          "attributedText", "paragraph", "underline", "strikethrough", "kern", "double", "thick",
                          "lineSpacing", "paragraphSpacing", "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight",
                          "adjustsFontSizeToFitWidth", "minimumScaleFactor", "baselineAdjustment", "alignCenters",
                          "alignBaselines", "allowsDefaultTighteningForTruncation", "lineBreak", "truncateMiddle", "clip",
                          "1e999", "-1e999", "1e308", "-0", "0.0000001", "99999999", "100000", "-100000", "NaN", ".nan",
                          ".inf", "-.inf", "null", "true", "false", "\"", "\\u0000", "\\uD800", "a.width == b.width",
                          "superview.leading", "@750", "|-[a]-|", "H:|-(>=m@750)-[a(==b)]-|"]
            return self == .json
                ? common + ["{", "}", "[", "]", ":", ",", "[[[[[[[[", "{\"type\":\"view\",\"subviews\":["]
                : common + ["{", "}", "[", "]", ": ", "- ", "\n  ", "\n- ", "&a ", "*a", "<<: ", "!!str ", "? ", "---\n",
                            "|\n", ">-\n", "'", "#", "[[[[[[[[", "{type: view, subviews: ["]
        case .constraint:
            return ["root", "superview", ".", "==", "<=", ">=", "*", "/", "+", "-", "@", "width", "height", "leading",
                    "trailing", "left", "right", "top", "bottom", "centerX", "centerY", "firstBaseline", "lastBaseline",
                    "leadingMargin", "centerXWithinMargins", "baseline", "required", "high", "low", "fittingSize",
                    "1e308", "1e-308", "1e999", "-0", "0.5", "999.5", "1001", "nan", "inf", "   ", "a.", "b.width",
                    "edges", "margins", "horizontalEdges", "center", "size", ".inset(", ".offset(", "top: ", "x: ", ", ",
                    ")", "(44, 44)"]
        case .vfl:
            return ["H:", "V:", "|", "-", "[", "]", "(", ")", ",", "@", "==", "<=", ">=", "m", "wide", "p", "high",
                    "required", "[a]", "[b(==a)]", "-(>=8@750)-", "-8-", "1e999", "-0", "999999", "0.5", "\u{00A0}"]
        case .png:
            return ["IHDR", "IDAT", "IEND", "PLTE", "tRNS", "gAMA", "iCCP", "zTXt", "iTXt", "acTL", "\u{7F}\u{FF}\u{FF}\u{FF}",
                    "\u{0}\u{0}\u{0}\u{0}", "\u{0}\u{0}\u{0}\u{1}", "\u{89}PNG\r\n\u{1A}\n"]
        case .xib:
            return ["<document", "<objects>", "<view", "<subviews>", "<stackView", "<label", "<imageView", "<button",
                    "<constraints>", "<constraint", "firstItem=", "secondItem=", "firstAttribute=\"width\"",
                    "<segmentedControl", "<segments>", "<segment title=\"", "selectedSegmentIndex=\"", "<slider",
                    "minValue=\"", "maxValue=\"1e999\"", "<stepper", "maximumValue=\"", "<progressView", "progress=\"",
                    "<activityIndicatorView", "style=\"whiteLarge\"", "animating=\"YES\"", "<textField", "borderStyle=\"roundedRect\"", "placeholder=\"", "<textView", "scrollEnabled=\"NO\"", "<string key=\"text\">", "<navigationBar", "<navigationItem", "<barButtonItem", "systemItem=\"add\"", "<tabBar", "<tabBarItem", "<toolbar", "<visualEffectView", "<searchBar", "searchBarStyle=\"minimal\"", "<blurEffect style=\"regular\"/>", "key=\"contentView\"", "<tableView", "<scrollView", "<containerView", "kind=\"embed\"", "<collectionView", "<collectionViewCell", "<collectionViewFlowLayout key=\"collectionViewLayout\"", "<collectionReusableView key=\"sectionHeaderView\"", "<collectionReusableView key=\"sectionFooterView\"", "<size key=\"footerReferenceSize\"", "<size key=\"itemSize\"", "<inset key=\"sectionInset\"", "<size key=\"customSize\"", "<viewLayoutGuide key=\"contentLayoutGuide\"", "<viewLayoutGuide key=\"frameLayoutGuide\"", "<tableViewCell", "<tableViewCellContentView", "<sections>", "<tableViewSection", "headerTitle=\"", "<prototypes>", "style=\"IBUITableViewCellStyleValue1\"", "accessoryType=\"checkmark\"", "textLabel=\"", "key=\"tableHeaderView\"", "sectionHeaderHeight=\"", "<pageControl", "numberOfPages=\"", "currentPage=\"", "hidesForSinglePage=\"YES\"", "backgroundStyle=\"prominent\"", "<color key=\"pageIndicatorTintColor\"", "<datePicker", "datePickerMode=\"countDownTimer\"", "style=\"inline\"", "minuteInterval=\"7\"", "countDownDuration=\"", "<date key=\"date\" timeIntervalSinceReferenceDate=\"1e300\"/>", "<locale key=\"locale\" localeIdentifier=\"", "<pickerView",
                    "<fontDescription key=\"fontDescription\" name=\"Avenir-Heavy\" family=\"Avenir\" pointSize=\"17\"/>", "name=\"",
                    "<attributedString key=\"attributedText\">", "<fragment content=\"", "<attributes>",
                    "<font key=\"NSFont\" size=\"", "<color key=\"NSColor\"", "<integer key=\"NSUnderline\" value=\"9\"/>",
                    "<real key=\"NSKern\" value=\"", "<paragraphStyle key=\"NSParagraphStyle\" lineSpacing=\"",
                    "minimumScaleFactor=\"", "adjustsFontSizeToFit=\"NO\"", "baselineAdjustment=\"alignCenters\"",
                    "minimumFontSize=\"0\"", "adjustsLetterSpacingToFitWidth=\"YES\"", "lineBreakMode=\"clipping\"",
                    "multiplier=\"16:9\"", "constant=\"1e999\"", "priority=\"0\"", "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"1e999\" height=\"-1\"/>",
                    "<!DOCTYPE", "<![CDATA[", "&amp;", "&#0;", "&#xD800;", "id=\"", "</view>", "</subviews>", "/>"]
        }
    }
}
