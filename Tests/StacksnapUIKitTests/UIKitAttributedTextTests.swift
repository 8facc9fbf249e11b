import Foundation
import LayoutSpec
import StacksnapUIKit
import Testing

/// `UILabel.attributedText`, `UITextView.attributedText` and the label's shrinking, through
/// the UIKit-shaped API, as the spec they convert to.
@MainActor
@Suite struct UIKitAttributedTextTests {
    @Test func attributedTextBecomesRunsAndAParagraphStyle() throws {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        let text = NSMutableAttributedString(string: "Total $42 was $50")
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.alignment = .center
        text.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: text.length))
        text.addAttributes([.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.systemRed,
                            .underlineStyle: NSUnderlineStyle.single.rawValue], range: NSRange(location: 6, length: 3))
        text.addAttributes([.strikethroughStyle: NSUnderlineStyle.double.rawValue, .kern: 1.5,
                            .backgroundColor: UIColor.systemYellow], range: NSRange(location: 14, length: 3))
        label.attributedText = text
        guard case .label(let spec) = try UIKitControlTests.content(of: label) else {
            Issue.record("not a label")
            return
        }
        #expect(spec.text == "Total $42 was $50")
        var bold = TextRunSpec("$42", font: RunFontSpec(family: "System", size: 15, weight: .bold), color: .named("systemRed"))
        bold.underline = .single
        var struck = TextRunSpec("$50")
        struck.strikethrough = .double
        struck.kern = 1.5
        struck.background = .named("systemYellow")
        #expect(spec.runs == [TextRunSpec("Total "), bold, TextRunSpec(" was "), struck])
        #expect(spec.paragraph?.lineSpacing == 4)
        #expect(spec.textAlignment == .center)
    }

    @Test func settingTextDropsTheAttributes() throws {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        label.text = "Plain"
        guard case .label(let spec) = try UIKitControlTests.content(of: label) else {
            Issue.record("not a label")
            return
        }
        #expect(spec.runs.isEmpty)
        #expect(spec.text == "Plain")
    }

    @Test func aTextViewKeepsItsRuns() throws {
        let view = UITextView()
        view.attributedText = NSAttributedString(string: "Note", attributes: [.underlineStyle: NSUnderlineStyle.thick.rawValue])
        guard case .textView(let spec) = try UIKitControlTests.content(of: view) else {
            Issue.record("not a text view")
            return
        }
        var run = TextRunSpec("Note")
        run.underline = .thick
        #expect(spec.runs == [run])
    }

    /// UIKit's defaults: no shrinking (a factor of 0), baselines aligned, no tightening; a
    /// button's title truncates in the middle.
    @Test func shrinkingAndTighteningCarryOver() throws {
        let label = UILabel()
        label.text = "Shrinks"
        #expect(label.minimumScaleFactor == 0 && !label.adjustsFontSizeToFitWidth)
        #expect(label.baselineAdjustment == .alignBaselines && !label.allowsDefaultTighteningForTruncation)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.baselineAdjustment = .alignCenters
        label.allowsDefaultTighteningForTruncation = true
        guard case .label(let spec) = try UIKitControlTests.content(of: label) else {
            Issue.record("not a label")
            return
        }
        #expect(spec.adjustsFontSizeToFitWidth && spec.minimumScaleFactor == 0.5)
        #expect(spec.baselineAdjustment == .alignCenters && spec.allowsDefaultTighteningForTruncation)

        let button = UIButton(type: .system)
        button.setTitle("A long title", for: .normal)
        #expect(button.titleLabel?.lineBreakMode == .byTruncatingMiddle)
        button.titleLabel?.lineBreakMode = .byClipping
        guard case .button(let buttonSpec) = try UIKitControlTests.content(of: button) else {
            Issue.record("not a button")
            return
        }
        #expect(buttonSpec.lineBreak == .clip)
    }
}
