import AutoLayout
@testable import InterfaceBuilder
import LayoutSpec
import Raster
import Testing

/// What each Interface Builder element and attribute becomes, one feature at a time. The
/// expected values come from the attribute's meaning in UIKit (and the spec format's
/// spelling of it), not from running the converter.
@Suite struct ConversionTests {
    // MARK: Constraints

    /// (constraint attributes, the spec constraint they mean)
    static let constraintCases: [(String, String)] = [
        ("firstItem=\"a\" firstAttribute=\"leading\" secondItem=\"top\" secondAttribute=\"leading\" constant=\"20\"",
         "a.leading == root.leading + 20"),
        // No firstItem: the view holding the constraint (here the root).
        ("firstAttribute=\"trailing\" secondItem=\"a\" secondAttribute=\"trailing\" constant=\"8\"",
         "root.trailing == a.trailing + 8"),
        ("firstItem=\"a\" firstAttribute=\"width\" secondItem=\"a\" secondAttribute=\"height\" multiplier=\"16:9\"",
         "a.width == 1.7777777777777777 * a.height"),
        ("firstItem=\"a\" firstAttribute=\"width\" secondItem=\"top\" secondAttribute=\"width\" multiplier=\"0.5\" constant=\"-10\"",
         "a.width == 0.5 * root.width - 10"),
        ("firstItem=\"a\" firstAttribute=\"height\" relation=\"greaterThanOrEqual\" constant=\"44\" priority=\"750\"",
         "a.height >= 44 @750"),
        ("firstItem=\"a\" firstAttribute=\"baseline\" secondItem=\"top\" secondAttribute=\"centerY\" relation=\"lessThanOrEqual\"",
         "a.lastBaseline <= root.centerY"),
        ("firstItem=\"a\" firstAttribute=\"top\" secondItem=\"top\" secondAttribute=\"topMargin\" priority=\"999.5\"",
         "a.top == root.topMargin @999.5"),
    ]

    @Test(arguments: constraintCases)
    func constraint(_ attributes: String, _ expected: String) throws {
        let xml = InlineDocuments.xib(
            subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
            constraints: "<constraint \(attributes) id=\"c\"/>")
        let converted = try InlineDocuments.firstView(xml)
        #expect(converted.constraints == [expected])
        #expect(converted.warnings.isEmpty)
    }

    /// Messages about a constraint (a conflict, `stacksnap constraints`) name the line of its
    /// `<constraint>` element, not the document's first line.
    @Test func constraintsCarryTheirElementsLines() throws {
        // The inline XIB's lines: 8 holds the subviews, 11 the first constraint, 12 the second.
        let xml = InlineDocuments.xib(
            subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
            constraints: """
            <constraint firstItem="a" firstAttribute="width" constant="40" id="c1"/>
            <constraint firstItem="a" firstAttribute="height" constant="30" id="c2"/>
            """)
        let document = try #require(InlineDocuments.convert(xml).documents.first)
        let snapshot = try #require(document.snapshots().first)
        let origins = try lower(snapshot).tree.constraints.map(\.origin)
        #expect(origins.map(\.file) == ["Inline.xib", "Inline.xib"])
        #expect(origins.map(\.line) == [11, 12])
    }

    @Test func guidesBecomeTheirOwnersAnchorsWithOffsets() throws {
        // A XIB view has no safe-area insets; its margins guide is its margins (12 here).
        let xml = InlineDocuments.xib(
            subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <viewLayoutGuide key="layoutMargins" id="a-margins"/>
                <edgeInsets key="layoutMargins" top="12" left="12" bottom="12" right="12"/>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            """,
            constraints: """
            <constraint firstItem="b" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="4" id="c1"/>
            <constraint firstItem="b" firstAttribute="width" secondItem="a-margins" secondAttribute="width" multiplier="2" id="c2"/>
            <constraint firstItem="a-margins" firstAttribute="centerY" secondItem="b" secondAttribute="centerY" id="c3"/>
            """).replacingOccurrences(of: "<constraints>", with: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/><constraints>")
        let converted = try InlineDocuments.firstView(xml)
        // b.width == 2 × (a.width − 24) = 2 × a.width − 48.
        #expect(converted.constraints == ["b.leading == root.leading + 4", "b.width == 2 * a.width - 48",
                                          "a.centerYWithinMargins == b.centerY"])
    }

    @Test func skippedConstraintsAreExplained() throws {
        let xml = InlineDocuments.xib(
            subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            <mapView translatesAutoresizingMaskIntoConstraints="NO" id="map"><rect key="frame" x="0" y="20" width="320" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="content"><rect key="frame" x="0" y="0" width="320" height="300"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="width" constant="320" id="inner"/>
                </constraints>
            </mapView>
            """,
            constraints: """
            <constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="bottom" id="reaches-in"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="nowhere" secondAttribute="bottom" id="unknown"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="top" id="cross-axis"/>
            <constraint firstItem="a" firstAttribute="height" constant="30" placeholder="YES" id="build-time"/>
            """)
        let converted = try InlineDocuments.firstView(xml)
        // None of a's constraints is drawn; the map, which no constraint names, stays at the
        // frame it was decoded with, as UIKit leaves it.
        #expect(converted.constraints == ["map.left == root.left", "map.width == 320", "map.top == root.top + 20",
                                          "map.height == 100"])
        let warnings = converted.warnings
        #expect(warnings.count == 4, "\(warnings)")
        #expect(warnings.contains {
            $0.contains("<mapView> map is not supported: drawn as a placeholder 320 × 100; the view inside it is left out")
        })
        #expect(warnings.contains { $0.contains("constraint reaches-in names content, which is inside <mapView> map") })
        #expect(warnings.contains { $0.contains("constraint unknown names 'nowhere'") })
        #expect(warnings.contains { $0.contains("constraint cross-axis") && $0.contains("positions must be on the same axis") })
        // The constraint entirely inside the map view goes with it, silently; the
        // build-time placeholder constraint is not part of the layout at run time.
        #expect(!warnings.contains { $0.contains("inner") || $0.contains("build-time") })
    }

    // MARK: Views

    @Test func labelProperties() throws {
        let xml = InlineDocuments.xib(subviews: """
            <label text="Hi" textAlignment="right" lineBreakMode="middleTruncation" numberOfLines="3" preferredMaxLayoutWidth="150" horizontalHuggingPriority="251" verticalCompressionResistancePriority="800" id="l">
                <rect key="frame" x="0" y="0" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="22"/>
                <color key="textColor" red="1" green="0.5" blue="0" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>
            </label>
            """)
        let view = try #require(try InlineDocuments.firstView(xml).view)
        var expected = LabelSpec(text: "Hi")
        expected.font = FontSpec(size: 22, weight: .semibold)
        // 0.5 × 255 = 127.5 rounds to 128.
        expected.color = SpecColor(red: 255, green: 128, blue: 0, alpha: 128)
        expected.lines = 3
        expected.textAlignment = .right
        expected.lineBreak = .truncateMiddle
        expected.preferredMaxWidth = 150
        #expect(view.content == .label(expected))
        #expect(view.hugging == AxisPriorities(horizontal: 251, vertical: 250))
        #expect(view.compressionResistance == AxisPriorities(horizontal: 750, vertical: 800))
    }

    /// (fontDescription attributes, the font they mean)
    static let fontCases: [(String, FontSpec)] = [
        (#"type="system" pointSize="17""#, FontSpec(size: 17)),
        (#"type="boldSystem" pointSize="15""#, FontSpec(size: 15, weight: .bold)),
        (#"type="system" weight="light" pointSize="12""#, FontSpec(size: 12, weight: .light)),
        // Text styles stay text styles (28, 17 semibold and 11 points at the default size).
        (#"style="UICTFontTextStyleTitle1""#, FontSpec(textStyle: .title1)),
        (#"style="UICTFontTextStyleHeadline""#, FontSpec(textStyle: .headline)),
        (#"style="UICTFontTextStyleCaption2""#, FontSpec(textStyle: .caption2)),
        (#"name="Avenir-Heavy" family="Avenir" pointSize="19""#, FontSpec(family: "Avenir-Heavy", size: 19, weight: .heavy)),
        (#"name="HelveticaNeue-SemiBoldItalic" family="Helvetica Neue" pointSize="9""#,
         { var font = FontSpec(family: "HelveticaNeue-SemiBoldItalic", size: 9, weight: .semibold); font.italic = true; return font }()),
        (#"type="italicSystem" pointSize="14""#, { var font = FontSpec(size: 14); font.italic = true; return font }()),
        (#"name="Menlo-Regular" family="Menlo" pointSize="13""#, FontSpec(family: "Menlo-Regular", size: 13)),
    ]

    @Test(arguments: fontCases)
    func font(_ attributes: String, _ expected: FontSpec) throws {
        let xml = InlineDocuments.xib(subviews: """
            <label text="A" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/>
            <fontDescription key="fontDescription" \(attributes)/></label>
            """)
        let view = try #require(try InlineDocuments.firstView(xml).view)
        guard case .label(let label) = view.content else { Issue.record("not a label"); return }
        #expect(label.font == expected)
    }

    /// (color attributes, the color they mean; system colors as UIKit's published light and
    /// dark values)
    static let colorCases: [(String, SpecColor)] = [
        (#"red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB""#,
         SpecColor(red: 51, green: 102, blue: 153)),
        (#"white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#,
         SpecColor(red: 128, green: 128, blue: 128)),
        (#"systemColor="systemIndigoColor""#, SpecColor(light: SpecColor(hex: "#5856D6")!, dark: SpecColor(hex: "#5E5CE6")!)),
        (#"systemColor="separatorColor""#, SpecColor(light: SpecColor(hex: "#3C3C434A")!, dark: SpecColor(hex: "#54545899")!)),
        // iOS 13 made the old grouped-table color dynamic.
        (#"cocoaTouchSystemColor="groupTableViewBackgroundColor""#,
         SpecColor(light: SpecColor(hex: "#F2F2F7")!, dark: SpecColor(hex: "#000000")!)),
        (#"cocoaTouchSystemColor="darkTextColor""#, .black),
        // Not a spec name: the value the document's resources record.
        (#"systemColor="systemMintColor""#, SpecColor(red: 0, green: 199, blue: 190)),
        (#"name="Brand""#, SpecColor(red: 255, green: 0, blue: 255)),
    ]

    @Test(arguments: colorCases)
    func color(_ attributes: String, _ expected: SpecColor) throws {
        let xml = InlineDocuments.xib(
            subviews: """
            <view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="backgroundColor" \(attributes)/></view>
            """,
            resources: """
            <systemColor name="systemMintColor"><color red="0" green="0.78039215686274499" blue="0.74509803921568629" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
            <namedColor name="Brand"><color red="1" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            """)
        let converted = try InlineDocuments.firstView(xml)
        let background = try #require(converted.view?.background)
        // High contrast is beside the point here: light and dark as published.
        #expect(background.resolved(in: .light) == expected.resolved(in: .light))
        #expect(background.resolved(in: .dark) == expected.resolved(in: .dark))
        #expect(converted.warnings.isEmpty)
    }

    /// Interface Builder's appearance toggle is saved on the device; the document is drawn in
    /// it, its system colors with their dark values.
    @Test func aDarkDeviceDrawsDark() throws {
        let dark = InlineDocuments.xib(subviews: "")
            .replacingOccurrences(of: "<objects>", with: #"<device id="retina6_1" orientation="portrait" appearance="dark"/><objects>"#)
        #expect(try InlineDocuments.convert(dark).documents.first?.canvas.appearance == .dark)
        let light = InlineDocuments.xib(subviews: "")
            .replacingOccurrences(of: "<objects>", with: #"<device id="retina6_1" orientation="portrait" appearance="light"/><objects>"#)
        #expect(try InlineDocuments.convert(light).documents.first?.canvas.appearance == .light)
    }

    @Test func anUndefinedNamedColorIsGrayWithAWarning() throws {
        let xml = InlineDocuments.xib(subviews: """
            <view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="backgroundColor" name="Nowhere"/></view>
            """)
        let converted = try InlineDocuments.firstView(xml)
        #expect(converted.view?.background == SpecColor(red: 128, green: 128, blue: 128))
        #expect(converted.warnings.count == 1)
        #expect(converted.warnings.first?.contains("color 'Nowhere' is not defined") == true)
    }

    @Test func stackProperties() throws {
        let xml = InlineDocuments.xib(subviews: """
            <stackView axis="vertical" distribution="fillProportionally" alignment="trailing" spacing="6.5" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>
                    <view id="one"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                    <switch on="YES" id="two"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>
                </subviews>
                <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
            </stackView>
            """)
        let converted = try InlineDocuments.firstView(xml)
        let view = try #require(converted.view)
        let stack = try #require(view.stack)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .fillProportionally)
        #expect(stack.alignment == .trailing)
        #expect(stack.spacing == 6.5)
        #expect(stack.isBaselineRelativeArrangement)
        #expect(stack.isLayoutMarginsRelativeArrangement)
        #expect(view.layoutMargins == DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(stack.arranged.map(\.id) == ["one", "two"])
        #expect(stack.arranged.last?.content == .switch(SwitchSpec(isOn: true)))
        // Arranged views are placed by the stack: no frame constraints, even without
        // translatesAutoresizingMaskIntoConstraints="NO". The stack, which no constraint
        // names, keeps the frame it was decoded with.
        #expect(converted.constraints == ["s.left == root.left", "s.width == 100", "s.top == root.top", "s.height == 100"])
    }

    @Test func buttonProperties() throws {
        let xml = InlineDocuments.xib(subviews: """
            <button buttonType="system" id="b"><rect key="frame" x="0" y="0" width="80" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="18"/>
                <inset key="contentEdgeInsets" minX="5" minY="1" maxX="7" maxY="2"/>
                <state key="normal" title="Send"><color key="titleColor" systemColor="systemRedColor"/></state>
            </button>
            <button id="custom"><rect key="frame" x="0" y="40" width="80" height="30"/>
                <state key="normal" title="Custom"/>
            </button>
            """)
        let imported = try InlineDocuments.convert(xml)
        let views = try #require(imported.documents.first?.root.subviews)
        var send = ButtonSpec(title: "Send")
        send.titleColor = try #require(SpecColor.named("systemRed"))
        send.font = FontSpec(size: 18)
        send.contentInsets = DirectionalInsets(top: 1, leading: 5, bottom: 2, trailing: 7)  // its own above and below replace UIKit's 6
        #expect(views.first?.content == .button(send))
        var custom = ButtonSpec(title: "Custom")
        custom.titleColor = .white  // UIKit's default for a custom button
        #expect(views.last?.content == .button(custom))
    }

    @Test func imageViews() throws {
        let xml = InlineDocuments.xib(
            subviews: """
            <imageView contentMode="center" image="heart.fill" catalog="system" id="symbol"><rect key="frame" x="0" y="0" width="30" height="30"/>
                <color key="tintColor" systemColor="systemPinkColor"/></imageView>
            <imageView image="gear.badge.questionmark" catalog="system" id="unknownSymbol"><rect key="frame" x="0" y="0" width="30" height="30"/></imageView>
            <imageView image="hero" id="missing"><rect key="frame" x="0" y="0" width="30" height="30"/></imageView>
            <imageView id="empty"><rect key="frame" x="0" y="0" width="30" height="30"/></imageView>
            """,
            resources: #"<image name="hero" width="120" height="90"/><image name="gear.badge.questionmark" catalog="system" width="20" height="18"/>"#)
        let imported = try InlineDocuments.convert(xml)
        let views = try #require(imported.documents.first?.root.subviews)
        var heart = ImageSpec(source: .symbol("heart.fill"))
        heart.tint = try #require(SpecColor.named("systemPink"))
        heart.contentMode = .center
        #expect(views[0].content == .image(heart))
        #expect(views[1].content == .placeholder(PlaceholderSpec(text: "gear.badge.questionmark")))
        #expect(views[1].intrinsicSize == IntrinsicSizeSpec(width: 20, height: 18))
        #expect(views[2].content == .placeholder(PlaceholderSpec(text: "hero")))
        #expect(views[2].intrinsicSize == IntrinsicSizeSpec(width: 120, height: 90), "the size <resources> records")
        #expect(views[3].content == .view, "an image view with no image is an empty box")
        #expect(imported.warnings.count == 2)
    }

    @Test func theSymbolCatalogIsTheRenderersList() {
        #expect(SymbolCatalog.names == Set(Symbol.allNames))
        #expect(SymbolCatalog.names.count > 800)
    }

    @Test func commonViewProperties() throws {
        let xml = InlineDocuments.xib(subviews: """
            <view hidden="YES" alpha="0.25" clipsSubviews="YES" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="6.5"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint" value="x"/>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        let converted = try InlineDocuments.firstView(xml)
        let view = try #require(converted.view)
        #expect(view.isHidden)
        #expect(view.alpha == 0.25)
        #expect(view.clipsToBounds)
        #expect(view.layoutMargins == DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(view.cornerRadius == 6.5)
        #expect(view.border == BorderSpec(width: 2, color: .black))
        #expect(converted.warnings.count == 1)
        #expect(converted.warnings.first?.contains("runtime attribute 'accessibilityHint' is not drawn") == true)
    }

    @Test func idsBecomeIdentifiers() throws {
        let xml = InlineDocuments.xib(subviews: """
            <view id="8bC-Xf-vdC"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            <view id="8bC_Xf_vdC"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            <view id="root"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            """)
        let views = try #require(try InlineDocuments.convert(xml).documents.first?.root.subviews)
        #expect(views.map(\.id) == ["v_8bC_Xf_vdC", "v_8bC_Xf_vdC_2", "root_2"])
    }
}
