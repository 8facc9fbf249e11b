import InterfaceBuilder
import LayoutSpec
import Testing

/// A label's attributed text and autoshrink, written the way Interface Builder writes them.
@Suite struct AttributedTextImportTests {
    @Test func fragmentsBecomeRunsWithTheirAttributes() throws {
        let xml = InlineDocuments.xib(subviews: """
            <label opaque="NO" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="l">
                <rect key="frame" x="0" y="0" width="200" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <attributedString key="attributedText">
                    <fragment content="Total ">
                        <attributes>
                            <font key="NSFont" metaFont="system" size="17"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="4" paragraphSpacing="6" tighteningFactorForTruncation="0.0"/>
                        </attributes>
                    </fragment>
                    <fragment content="$42">
                        <attributes>
                            <font key="NSFont" size="24" name="Avenir-Heavy"/>
                            <color key="NSColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <integer key="NSUnderline" value="9"/>
                            <integer key="NSStrikethrough" value="2"/>
                            <real key="NSKern" value="1.5"/>
                            <color key="NSBackgroundColor" red="1" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <real key="NSBaselineOffset" value="2"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """)
        let result = try InlineDocuments.firstView(xml)
        guard case .label(let label) = try #require(result.view).content else {
            Issue.record("not a label")
            return
        }
        #expect(label.text == "Total $42")
        var total = TextRunSpec("Total ")
        total.font = nil  // the label's own font
        var price = TextRunSpec("$42", font: RunFontSpec(family: "Avenir", size: 24, weight: .heavy),
                                color: SpecColor(red: 255, green: 0, blue: 0, alpha: 255))
        price.underline = .double
        price.strikethrough = .thick
        price.kern = 1.5
        price.background = SpecColor(red: 255, green: 255, blue: 0, alpha: 255)
        #expect(label.runs == [total, price])
        var paragraph = ParagraphSpec()
        paragraph.lineSpacing = 4
        paragraph.paragraphSpacing = 6
        paragraph.alignment = .center
        #expect(label.paragraph == paragraph)
        #expect(label.textAlignment == .center)
        // Only the baseline offset is not drawn, and it is named.
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.contains("NSBaselineOffset") == true)
    }

    /// (label attributes, font size, adjusts, minimum scale factor, baseline adjustment, tightening)
    static let shrinkCases: [(String, Double, Bool, Double, BaselineAdjustment, Bool)] = [
        // Interface Builder leaves adjustsFontSizeToFit out when it is YES.
        (#"baselineAdjustment="alignBaselines" minimumScaleFactor="0.5""#, 17, true, 0.5, .alignBaselines, false),
        (#"baselineAdjustment="alignCenters" adjustsFontSizeToFit="NO" minimumScaleFactor="0.5""#, 17, false, 0, .alignCenters, false),
        (#"baselineAdjustment="none" minimumScaleFactor="0.75" adjustsLetterSpacingToFitWidth="YES""#, 17, true, 0.75, .none, true),
        // An old document's minimum font size in points: 9 of 18 is a factor of 0.5.
        (#"minimumFontSize="9""#, 18, true, 0.5, .alignBaselines, false),
        // No factor (or 0) never shrinks, whatever adjustsFontSizeToFit says.
        (#"baselineAdjustment="alignBaselines""#, 17, false, 0, .alignBaselines, false),
    ]

    @Test(arguments: shrinkCases)
    func autoshrinkAttributes(_ fixture: (String, Double, Bool, Double, BaselineAdjustment, Bool)) throws {
        let xml = InlineDocuments.xib(subviews: """
            <label text="Shrinks" \(fixture.0) id="l">
                <rect key="frame" x="0" y="0" width="50" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="\(fixture.1)"/>
            </label>
            """)
        let result = try InlineDocuments.firstView(xml)
        guard case .label(let label) = try #require(result.view).content else {
            Issue.record("not a label")
            return
        }
        #expect(label.adjustsFontSizeToFitWidth == fixture.2)
        #expect(label.minimumScaleFactor == fixture.3)
        #expect(label.baselineAdjustment == fixture.4)
        #expect(label.allowsDefaultTighteningForTruncation == fixture.5)
        #expect(result.warnings.isEmpty)
    }

    @Test(arguments: [("clipping", LineBreakMode.clip), ("tailTruncation", .truncateTail), ("wordWrap", .wordWrap)])
    func aButtonKeepsItsLineBreakMode(_ name: String, _ mode: LineBreakMode) throws {
        let xml = InlineDocuments.xib(subviews: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="\(name)" id="b">
                <rect key="frame" x="0" y="0" width="80" height="30"/>
                <state key="normal" title="Button"/>
            </button>
            """)
        guard case .button(let button) = try #require(try InlineDocuments.firstView(xml).view).content else {
            Issue.record("not a button")
            return
        }
        #expect(button.lineBreak == mode)
    }
}
