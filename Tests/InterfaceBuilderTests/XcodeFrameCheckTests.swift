import AutoLayout
import Foundation
import InterfaceBuilder
import Stacksnap
import Testing

/// The yardstick itself: reading the frames Xcode recorded, and the verdict on each view,
/// on a XIB written for it whose expected verdicts are worked out in its comment.
@Suite struct XcodeFrameCheckTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("XcodeFrames/Yardstick.xib").path

    @Test func everyViewGetsTheWorkedOutVerdict() throws {
        let check = XcodeFrameCheck.check(path: Self.path)
        #expect(check.problems.isEmpty, "\(check.problems)")
        let verdicts = Dictionary(uniqueKeysWithValues: check.views.map { ($0.recorded.id, $0.verdict) })
        let expected: [String: XcodeFrameCheck.Verdict] = [
            "yd-root": .excluded, "yd-box": .withinHalfPoint, "yd-near": .withinPoint, "yd-off": .differs,
            "yd-stale": .excluded, "yd-gone": .excluded, "yd-gone-child": .excluded,
            "yd-map": .withinHalfPoint, "yd-label": .inPlaceholder,
        ]
        #expect(verdicts == expected)
        let off = try #require(check.views.first { $0.recorded.id == "yd-off" })
        #expect(off.error == 20)
        #expect(check.views.first { $0.recorded.id == "yd-near" }?.error == 0.75)
        #expect(check.views.filter(\.dependsOnText).map(\.recorded.id) == ["yd-label"])
    }

    /// TextSamples.xib: one-line system-font labels are sampled, with the frames Xcode
    /// recorded, and each axis says whether the layout left it at its text's size.
    @Test func oneLineSystemFontLabelsAreTextSamples() throws {
        let path = URL(fileURLWithPath: Self.path).deletingLastPathComponent().appendingPathComponent("TextSamples.xib").path
        let check = XcodeFrameCheck.check(path: path)
        #expect(check.problems.isEmpty, "\(check.problems)")
        #expect(check.textSamples.map(\.id) == ["ts_free", "ts_wide"], "not the wrapping label, not the custom font")
        #expect(check.toolsVersion == 21507, "the document's toolsVersion: which Xcode's system font measured it")
        let free = try #require(check.textSamples.first), wide = try #require(check.textSamples.last)
        #expect(free.text == "Home Value" && free.size == 17 && free.weight == .regular && free.scale == 2)
        #expect(free.widthIsText && free.heightIsText)
        #expect(!wide.widthIsText && wide.heightIsText, "pinned to both sides, 268 wide")
        #expect(free.recorded == Rect(x: 16, y: 16, width: 92, height: 20.5))
        #expect(wide.recorded?.width == 268)
        // The solved width is the measured text rounded up to the 2× grid.
        let solved = try #require(check.views.first { $0.recorded.id == "ts-free" }?.solved)
        #expect(solved.width == (free.measuredWidth * 2).rounded(.up) / 2)
    }

    @Test func theTallyCountsByClass() {
        let tally = XcodeFrameTally(XcodeFrameCheck.check(path: Self.path))
        #expect(tally.plain.compared == 4 && tally.plain.withinHalfPoint == 2 && tally.plain.withinPoint == 3)
        #expect(tally.text.compared == 0 && tally.text[.inPlaceholder] == 1)
        #expect(tally.plain[.excluded] == 4)
        #expect(tally.line.hasPrefix("plain: within 0.5 pt 2/4 (50.0%), within 1 pt 3/4 (75.0%)"), "\(tally.line)")
    }

    @Test func recordedFramesKeepTheirSuperviews() throws {
        let views = try RecordedFrames.read(path: Self.path)
        let parents = Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0.parent ?? "-") })
        #expect(parents["yd-root"] == "-" && parents["yd-box"] == "yd-root" && parents["yd-gone-child"] == "yd-gone")
        #expect(parents["yd-label"] == "yd-map")
        #expect(views.first { $0.id == "yd-stale" }?.misplaced == true)
        #expect(views.first { $0.id == "yd-near" }?.frame.x == 16.75)
    }

    /// Documents of our own, one per cause fixed, whose recorded frames are the frames
    /// worked out by hand in each one's comment (from a public document's recorded frames
    /// where one shows the case): every view lands exactly on its recorded frame.
    /// FixedFrame.xib: Interface Builder's prototyping constraints. Bars.storyboard:
    /// navigation, tab and simulated bars, and the Xcode 13 iPhone 11 status bar.
    /// SafeAreaView.xib: a XIB view's safe area. Multiplier.xib: fractions and ratios.
    /// PlaceholderIntrinsic.xib: custom views' placeholder intrinsic sizes. Table.storyboard:
    /// a grouped static table's rows, content views and a custom cell's constraints.
    /// Scroll.xib: scroll views' content areas, with and without layout guides.
    /// Collection.xib: flow layouts' one-item lines, custom sizes and headers.
    /// CollectionHeader.xib: a section header and footer across the whole width, with views
    /// constrained inside them.
    /// Container.storyboard: a container view and the controller it embeds.
    /// ButtonWidth.xib: a system button is at least 30 points wide. Freeform.storyboard:
    /// freeform controllers under their bars, or below opaque ones. SwitchAlignment.xib: a
    /// switch's alignment rect is 2 points narrower than its frame. EmptyStyleLabel.storyboard:
    /// an empty style label that constraints name stays a label of the content view.
    /// GroupedHeaders.storyboard: titled grouped headers are 38 tall, the first 17.5 down.
    /// PlainStatic12/14.storyboard: where Xcode 11–12 and 14+ show a plain table's first rows.
    /// Toolbar.storyboard: a toolbar is 49 tall on a phone without a home button (Xcode 12+).
    /// NoStatusBar/StatusBar.storyboard: Xcode 11 (toolsVersion 14800) to 14.0 simulate home-button phones without
    /// a status bar; Xcode 14.1 has it again. AutomaticRow26/15.storyboard: an automatic row
    /// is 51 tall in Xcode 26, a pixel short of 44 in Xcode 15 (which may write toolsVersion
    /// "32700.99.1234"). LegacyControls.xib: iOS 12's stepper and iOS 13's progress bar in
    /// documents saved before Xcode 11 and 12. Switch26.xib: Xcode 26's 63 × 28 switch.
    /// LegacyTextFields.xib: iOS 12's 30-point text field and 29-point segmented control.
    /// AnySize.storyboard: Xcode 7's 600 × 600 canvas under the status bar and bars;
    /// AnySizeXcode12.storyboard: without the status bar in Xcode 11 to 14.0, as their devices.
    /// IOS10Margins.storyboard: before Xcode 9 a root view's margins leave out the bars.
    /// IOS10TableInsets.storyboard: before Xcode 9 a table's content is inset by the whole
    /// top layout guide under a bar, wherever the table is, and not under the status bar alone.
    /// XibCell.xib / XibCellXcode9.xib: a XIB's own cell has a cell's margins (11 above and below,
    /// 16 at the sides) from Xcode 9.3; 8 all round before.
    /// XibCollectionCell.xib: a XIB's own collection cell whose content view has no id keeps
    /// its subviews.
    /// PlaceholderConstraints.xib: a view whose constraints are all removed at build time
    /// keeps its decoded frame.
    /// EmptySections.storyboard: Xcode 7's empty `<sections/>` beside a table's prototypes.
    /// GroupedPrototypes3x.storyboard: a grouped table's prototypes 55.333 down on 3× screens.
    /// AutomaticRow10.storyboard: Xcode 9 and 10 show an automatic row 44 tall, unsized.
    /// StackMargins.xib: a stack with margins of its own arranges its views inside them.
    /// CJKLineHeight.xib: Chinese, Japanese and Korean text keeps San Francisco's line height.
    /// XibCellXcode11.xib / XibCellPhones.xib: a XIB cell's side margin by the designed phone
    /// from Xcode 11 (15 on an iPhone 8 in Xcode 11; 20 on a 414-point phone above 320 wide).
    /// TableCellMargins8.storyboard: before Xcode 9.3 a custom table cell's content view has
    /// iOS 10's margins, 8 all round.
    /// PrototypesXcode11Beta.storyboard: Xcode 11's betas show plain prototypes and automatic
    /// rows as Xcode 11 does.
    /// IPhoneXStatusBar.storyboard: Xcode 14 and later show an iPhone X's 50-point status bar.
    /// FreeformPortrait.storyboard: a freeform screen on an edge-to-edge phone keeps the
    /// portrait insets, however wide, and the bottom one only as tall as the phone.
    /// OpaqueNavigationBar.storyboard: a view under an opaque navigation bar starts below it,
    /// its top layout guide at its top, in the screen's height less the bars.
    /// LegacyAccessories.storyboard: before Xcode 9 a disclosure indicator took 33 points from
    /// a cell's content view, a detail button 47.
    /// SliderAlignment.xib: a slider's 31-point frame reaches 1 point below its alignment
    /// rect, which constraints and stacks place.
    /// TableMargins390.storyboard: a table's cells have 20-point side margins on a 393-point
    /// phone, where a controller's view has 16.
    /// TableMarginsFreeform.storyboard: the designed phone decides them: 20 in a 375-point
    /// freeform scene on a 414-point phone, 16 in a 300-point table there.
    /// OpaqueBarHomeIndicator.storyboard: a view recorded below an opaque navigation bar keeps
    /// the home indicator's inset at its bottom.
    /// GroupedPrototypesXcode7.storyboard: Xcode 7 shows a grouped table's prototypes 49.5
    /// below its top.
    /// CollectionCustomSize.storyboard: prototypes with a custom size are shown at it where
    /// the flow layout's estimate is automatic.
    /// StandardSpacingSafeArea.storyboard: "standard" spacing to a safe area's edge is none.
    /// StandardSpacingLayoutGuides.storyboard: and from the old layout guides, 8.
    /// LandscapeXcode5.storyboard: Xcode 5 keeps the status bar on a phone in landscape.
    /// ShowDetail.storyboard: a "show detail" destination is under the stack's bar.
    /// ButtonContentInsets.xib: a button's own insets above and below replace UIKit's 6.
    /// ButtonTitleHeight.xib: a button's title takes whole points of height.
    /// AppleSystemUIFont.xib: `.AppleSystemUIFont` is the system font.
    /// ButtonImage.xib: a button's image counts in its size, with no padding of its own.
    /// SizeClassProperties.storyboard: property values by size class take the drawn device's,
    /// the most specific variation last. SizeClassAny.storyboard: a document edited in "any
    /// width, any height" keeps its base values.
    /// IPhone12Xcode12.storyboard / IPhone12LandscapeXcode13.storyboard: before Xcode 14 an
    /// iPhone 12's safe area is inset 44 points at the top, and at the sides in landscape.
    /// SeparatorlessRows.storyboard: Xcode 11 to 16 show a table's automatic rows 44 tall
    /// when it has no separators (a pixel short of 44 with them).
    /// SelfSizingPrototypes.storyboard: from Xcode 12 a custom prototype with constraints in
    /// its content view is as tall as they make it.

    @Test(arguments: ["ButtonImage.xib", "FixedFrame.xib", "Bars.storyboard", "SafeAreaView.xib", "Multiplier.xib", "PlaceholderIntrinsic.xib",
                      "Table.storyboard", "Scroll.xib", "Collection.xib", "CollectionHeader.xib", "Container.storyboard",
                      "ButtonWidth.xib", "Freeform.storyboard", "SwitchAlignment.xib", "EmptyStyleLabel.storyboard",
                      "GroupedHeaders.storyboard", "PlainStatic12.storyboard", "PlainStatic14.storyboard",
                      "Toolbar.storyboard", "NoStatusBar.storyboard", "StatusBar.storyboard",
                      "AutomaticRow26.storyboard", "AutomaticRow15.storyboard", "LegacyControls.xib",
                      "Switch26.xib", "LegacyTextFields.xib", "Subtitle3x.storyboard",
                      "TableRowsXcode8.storyboard", "AnySize.storyboard", "AnySizeXcode12.storyboard", "IOS10Margins.storyboard",
                      "IOS10TableInsets.storyboard", "XibCell.xib", "XibCellXcode9.xib",
                      "XibCollectionCell.xib", "PlaceholderConstraints.xib",
                      "EmptySections.storyboard", "GroupedPrototypes3x.storyboard",
                      "AutomaticRow10.storyboard", "StackMargins.xib",
                      "CJKLineHeight.xib", "FreeformPortrait.storyboard",
                      "XibCellXcode11.xib", "XibCellPhones.xib", "TableCellMargins8.storyboard",
                      "PrototypesXcode11Beta.storyboard", "IPhoneXStatusBar.storyboard",
                      "OpaqueNavigationBar.storyboard", "LegacyAccessories.storyboard", "SliderAlignment.xib",
                      "TableMargins390.storyboard", "TableMarginsFreeform.storyboard",
                      "OpaqueBarHomeIndicator.storyboard", "GroupedPrototypesXcode7.storyboard",
                      "CollectionCustomSize.storyboard", "StandardSpacingSafeArea.storyboard",
                      "StandardSpacingLayoutGuides.storyboard", "LandscapeXcode5.storyboard",
                      "ShowDetail.storyboard", "ButtonContentInsets.xib", "ButtonTitleHeight.xib",
                      "AppleSystemUIFont.xib", "SizeClassProperties.storyboard", "SizeClassAny.storyboard",
                      "IPhone12Xcode12.storyboard", "IPhone12LandscapeXcode13.storyboard",
                      "SeparatorlessRows.storyboard", "SelfSizingPrototypes.storyboard"])
    func everyViewLandsOnItsWorkedOutFrame(_ file: String) throws {
        let path = URL(fileURLWithPath: Self.path).deletingLastPathComponent().appendingPathComponent(file).path
        let check = XcodeFrameCheck.check(path: path)
        #expect(check.problems.isEmpty, "\(check.problems)")
        let compared = check.views.filter { $0.verdict != .excluded }
        #expect(compared.count >= 2, "the document was laid out")
        for view in compared {
            // The same pixel: a 3× frame is in thirds of a point, which doubles hold only
            // to about 1e-15 (Xcode writes 15.999999999999996 for 16).
            #expect((view.error ?? .infinity) < 1e-9, "\(file): \(view.recorded.id): worked out \(view.recorded.frame), laid out \(view.solved.map(\.description) ?? "nothing")")
        }
    }

    /// Before Xcode 9 a style's text starts 15 points into the cell (25 with one 10-point
    /// indentation), exactly; the labels' frames are within half a point (the bundled font).
    @Test func iOS10StyleCellsStartTheirTextAt15() throws {
        let path = URL(fileURLWithPath: Self.path).deletingLastPathComponent()
            .appendingPathComponent("IOS10StyleCells.storyboard").path
        let check = XcodeFrameCheck.check(path: path)
        #expect(check.problems.isEmpty, "\(check.problems)")
        let labels = check.views.filter { $0.recorded.id.hasSuffix("-text") || $0.recorded.id.hasSuffix("-detail") }
        #expect(labels.count == 4)
        for view in labels {
            let solved = try #require(view.solved, "\(view.recorded.id) laid out")
            #expect(solved.x == (view.recorded.id.hasPrefix("ic-indented") ? 25 : 15), "\(view.recorded.id): \(solved)")
            #expect((view.error ?? .infinity) <= 0.5, "\(view.recorded.id): \(solved)")
        }
    }

    /// Xcode 11 and later size an automatic Subtitle row to its lines (55.5 recorded, 56 with
    /// the separator the device draws), its text 10 down and the detail 1 under it; a system
    /// font of 0 points is 12. Labels' heights and places to the pixel, widths and the row
    /// within half a point.
    @Test func automaticSubtitleRowsSizeToTheirLines() throws {
        let path = URL(fileURLWithPath: Self.path).deletingLastPathComponent()
            .appendingPathComponent("SelfSizingSubtitle.storyboard").path
        let check = XcodeFrameCheck.check(path: path)
        #expect(check.problems.isEmpty, "\(check.problems)")
        let compared = check.views.filter { $0.verdict != .excluded }
        #expect(compared.map(\.recorded.id).sorted() == ["ss-cell", "ss-detail", "ss-text", "ss-zero"])
        for view in compared {
            let solved = try #require(view.solved, "\(view.recorded.id) laid out")
            let recorded = view.recorded.frame
            #expect((view.error ?? .infinity) <= 0.5, "\(view.recorded.id): \(solved)")
            if view.recorded.id == "ss-cell" {
                #expect(solved.y == recorded.y && solved.height == 56, "\(solved)")
            } else {
                #expect(solved.x == recorded.x && solved.y == recorded.y && solved.height == recorded.height,
                        "\(view.recorded.id): \(solved)")
            }
        }
    }

    /// A style cell's detail label at a font of its own (11 points, not the style's 12),
    /// its height and place to the pixel; its width within half a point (the bundled font).
    @Test func aSubtitleCellsDetailLabelHasItsOwnFont() throws {
        let path = URL(fileURLWithPath: Self.path).deletingLastPathComponent()
            .appendingPathComponent("SubtitleDetailFont.storyboard").path
        let check = XcodeFrameCheck.check(path: path)
        #expect(check.problems.isEmpty, "\(check.problems)")
        let labels = check.views.filter { $0.recorded.id == "sd-text" || $0.recorded.id == "sd-detail" }
        #expect(labels.count == 2)
        for view in labels {
            let solved = try #require(view.solved, "\(view.recorded.id) laid out")
            // Heights and places to the pixel (the two lines centred with the space above
            // rounded up to a whole point); widths within the yardstick's half point (the
            // bundled font's widths). At the style's 12 points the detail label was 44 by 14.5.
            #expect(solved.height == view.recorded.frame.height, "\(view.recorded.id): \(solved)")
            #expect(abs(solved.width - view.recorded.frame.width) <= 0.5, "\(view.recorded.id): \(solved)")
            #expect(solved.y == view.recorded.frame.y, "\(view.recorded.id): \(solved)")
        }
        let cell = try #require(check.views.first { $0.recorded.id == "sd-cell" })
        #expect(cell.error == 0)
    }

    /// The parent scene draws the embedded controller's view inside its container view (the
    /// frames check above also passes on the embedded scene drawn on its own).
    @Test func aContainerDrawsTheControllerItEmbeds() throws {
        let path = URL(fileURLWithPath: Self.path).deletingLastPathComponent()
            .appendingPathComponent("Container.storyboard").path
        let job = try SpecJob.load(path)
        let parent = try #require(try SpecJob.layout(job.outputs[0]).first)
        let views = parent.lowered.views
        let dot = try #require(views.firstIndex { $0.id == "ct_dot" })
        #expect(parent.frames[dot] == Rect(x: 16, y: 10, width: 50, height: 20))
        let box = try #require(views.firstIndex { $0.id == "ct_box" })
        #expect(parent.canvasFrames[dot] == Rect(x: 16, y: 110, width: 50, height: 20), "inside ct_box at \(parent.canvasFrames[box])")
    }

    @Test func anUnreadableDocumentIsAProblemNotACrash() {
        let check = XcodeFrameCheck.check(path: "/nowhere/Missing.storyboard")
        #expect(check.views.isEmpty && check.problems.count == 1)
    }
}
