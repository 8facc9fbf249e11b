import Foundation
import LayoutDSL
import LayoutSpec
import Testing

/// Every modifier against a spec written by hand (`Fixtures/every-modifier.yaml`): the two
/// must be the same document, key for key.
@Suite struct EveryModifierTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/every-modifier.yaml")

    static var layout: Layout {
        let column = ViewRef("column"), marker = ViewRef("marker"), title = ViewRef("title"), glassText = ViewRef("glassText")
        let rootView = Box().layoutMargins(top: 12, leading: 16, bottom: 12, trailing: 16)
        return Layout("every-modifier", canvas: Canvas(width: 360, height: 300, scale: 3, background: "#FAFAFA",
                                                       direction: .rtl, appearance: Appearance(.dark, contrast: .high)),
                      root: rootView) {
            VStack(spacing: 6, alignment: .leading, distribution: .equalSpacing) {
                Label("Title").id(title).font(size: 20, weight: .bold, family: "DejaVu Sans").textColor("systemBlue")
                    .lines(2).lineBreak(.wordWrap).textAlignment(.center).preferredMaxWidth(200)
                    .hugging(h: 251).compressionResistance(v: 1000)
                Label(attributed: [
                    TextRunSpec("Total "),
                    TextRunSpec("$42").font(size: 22, weight: .bold).color(.named("systemRed")!).underline(.double).kern(1),
                    TextRunSpec(" was $50").font(.caption1).italic().strikethrough().background(.named("systemYellow")!),
                ]).id("price").paragraph(lineSpacing: 4, alignment: .center)
                    .adjustsFontSizeToFitWidth(minimumScaleFactor: 0.5).baselineAdjustment(.alignCenters)
                    .allowsDefaultTighteningForTruncation()
                Button("Go").id("action").titleColor("#FF3B30").font(weight: .medium).lineBreak(.clip)
                    .contentInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
                    .accessibilityLabel("Go now").accessibilityHint("Starts the trip").accessibilityTraits(.button, .selected)
                Switch(isOn: true).id("toggle").alpha(0.5)
                Spacer().id("gap").hugging(v: 700)
                Image(file: "photo@2x.png").id("photo").contentMode(.scaleAspectFit).clipsToBounds().cornerRadius(6)
                    .border(width: 2, color: "#00000080")
                    .accessibilityElement().accessibilityLabel("Photo").accessibilityIgnoresInvertColors()
                Image(symbol: "star").id("star").tint("systemYellow").hidden()
                SegmentedControl(["Day", .init("Week", width: 80)], selectedIndex: nil).id("period").tint("systemYellow")
                Slider(value: 3, minimum: 1, maximum: 5).id("level").tint("#34C759").accessibilityValue("3 of 5")
                Stepper(value: 2, maximum: 10).id("count")
                ProgressView(progress: 0.25, style: .bar).id("upload").tint("systemRed")
                ActivityIndicator(style: .large, animating: false).id("spinner").color("systemGray").hidesWhenStopped(false)
                TextField(text: "ada@example.com", placeholder: "Email").id("email").font(size: 14).textColor("systemGray")
                    .textAlignment(.center).borderStyle(.line).clearButtonMode(.always)
                TextView(attributed: [TextRunSpec("Line one\n"), TextRunSpec("Line two").font(weight: .semibold)]).id("notes")
                    .paragraph(paragraphSpacing: 6).font(size: 15).textColor("#333333").textAlignment(.justified)
                    .scrollEnabled(false).textContainerInset(top: 4, left: 2, bottom: 4, right: 2)
                NavigationBar(title: "Inbox", left: [.title("Edit")], right: [.title("Done", isDone: true), .symbol("plus")],
                              prefersLargeTitles: true).id("nav").barBackground(.transparent)
                Toolbar([.symbol("trash"), .flexibleSpace, .fixedSpace(20)]).id("tools")
                TabBar([TabItem(title: "Home", symbol: "house"), TabItem(title: "Search")], selectedIndex: 1).id("tabs")
                    .barBackground(.opaque)
                SearchBar(placeholder: "Search", style: .minimal).id("search")
                PageControl(pages: 3, current: 1, backgroundStyle: .prominent).id("pages").hidesForSinglePage()
                    .indicatorTint(SpecColor.named("systemGray")!, current: .systemBlue)
                DatePicker(mode: .date, style: .inline, date: "2026-02-03").id("day").locale("en_GB").minuteInterval(5)
                    .countDownDuration(90).tint(SpecColor.named("systemRed")!)
                PickerView([["S", "M"], ["Red"]], selectedRows: [1, 0]).id("size")
                VisualEffect(.systemThinMaterial) { Label("On glass").id(glassText) }.id("glass").accessibilityElements([glassText])
            }
            .id(column).customSpacing(14, after: title).baselineRelativeArrangement()
            .layoutMarginsRelativeArrangement().model(.uikit).layoutMargins(4)
            Box(width: nil, height: 2).id(marker).alignmentInsets(top: 1, left: 2, bottom: 3, right: 4)
                .baselines(first: 10, last: 12)
                .background(SpecColor(light: SpecColor(hex: "#FF0000")!, dark: SpecColor(hex: "#7F0000")!))
                .accessibilityTraits([.image]).accessibilityElement(false)
                .auditDisabled([.contrast, .touchTarget], reason: "A decorative rule")
        } constraints: {
            column.top == root.topMargin
            column.leading == root.leadingMargin
            marker.top == column.bottom + 8
            marker.width == 0.5 * column.width ~ .high
            VFL("H:|-(m)-[marker]", metrics: ["m": 24])
        }
        .model(.fdstackview)
        .matrix(.device(.iPhoneSE3, .iPadPro11).and(.lightAndDark))
        .compose(["iPhoneSE3.light", "iPhoneSE3"], columns: 2)
        .ignore(x: 0, y: 0, width: 10, height: 10)
        .compare(threshold: 0.2, maxPixels: 5, antialiasing: false)
        .debug()
        .accessibilitySnapshot()
        .auditDisabled([.offscreen], reason: "The figure is cropped on purpose")
    }

    @Test func sameDocumentAsTheHandWrittenSpec() throws {
        let spec = try SpecFile.load(path: Self.fixture.path).document
        let dsl = try Self.layout.document()
        #expect(dsl.root == spec.root)
        #expect(dsl.canvas == spec.canvas)
        #expect(dsl.constraints == spec.constraints)
        #expect(dsl == spec)
    }

    @Test func specTextReadsBackToTheSameDocument() throws {
        let yaml = try Self.layout.specYAML
        #expect(try SpecFile.parse(yaml, file: "every-modifier.yaml").document == Self.layout.document())
    }
}
