import Foundation
import LayoutSpec
import Pixels
import Raster
import Stacksnap
import StacksnapUIKit
import Testing

/// The acceptance test of the UIKit-shaped API: screens written in UIKit code
/// (``SampleScreens``) lay out to the spec samples' golden frame trees and draw their golden
/// pixels exactly — one engine, one renderer, whichever way the screen was written.
@MainActor
@Suite struct SampleParityTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A golden frame tree without the stamp line goldens recorded since stamps begin with.
    static func tree(_ golden: String) -> String {
        golden.hasPrefix("# ") ? String(golden.drop { $0 != "\n" }.dropFirst()) : golden
    }

    static func check(_ view: UIView, sample: String, scale: Int = 2) throws {
        let document = try view.specDocument(name: sample, scale: scale)
        let snapshot = try #require(document.snapshots().first)
        let rendered = try SnapshotPipeline.render(try lower(snapshot))
        let frames = try String(contentsOf: root.appendingPathComponent("Golden/\(sample).frames.txt"), encoding: .utf8)
        // Goldens recorded since stamps begin with one; the tree after it is the layout's.
        #expect(rendered.frameTree == Self.tree(frames), "\(sample): the code's frame tree\n\(rendered.frameTree)")
        let golden = try PNG.decode([UInt8](try Data(contentsOf: root.appendingPathComponent("Golden/\(sample).png"))))
        #expect(golden.width == rendered.bitmap.width && golden.height == rendered.bitmap.height)
        // Compared first, so that a failure does not print millions of bytes.
        let samePixels = golden.pixels == rendered.bitmap.pixels
        #expect(samePixels, "\(sample): the code draws other pixels than the golden")
        // Laying the view out in place gives it the same frames.
        view.layoutIfNeeded()
        #expect(view.layoutProblems.isEmpty, "\(view.layoutProblems)")
    }

    @Test func ratingScreen() throws {
        let view = SampleScreens.rating(assets: Self.root.appendingPathComponent("Samples/assets").path)
        try Self.check(view, sample: "tutorial-rating")
        let content = try #require(view.subviews.first as? UIStackView)
        // The golden's `stack content [70, 20, 180, 300]`, read back from the view.
        #expect(content.frame == CGRect(x: 70, y: 20, width: 180, height: 300))
    }

    @Test func alignmentCenterScreen() throws {
        try Self.check(SampleScreens.alignmentCenter(), sample: "stack-alignment-center")
    }

    @Test func controlsFormScreen() throws {
        let view = SampleScreens.controlsForm()
        try Self.check(view, sample: "controls-form")
        // The golden's `stepper stepper [264, 0, 94, 32]` and
        // `activityIndicatorView spinner [0, 0.5, 20, 20]`, read back from the views.
        let form = try #require(view.subviews.first as? UIStackView)
        let copies = try #require(form.arrangedSubviews[2] as? UIStackView)
        let loading = try #require(form.arrangedSubviews[4] as? UIStackView)
        #expect(copies.arrangedSubviews[1].frame == CGRect(x: 264, y: 0, width: 94, height: 32))
        #expect(loading.arrangedSubviews[0].frame == CGRect(x: 0, y: 0.5, width: 20, height: 20))
    }

    @Test func textFieldsScreen() throws {
        let view = SampleScreens.textFieldsForm()
        try Self.check(view, sample: "controls-text-fields", scale: 3)
        // Laid out in place, on a view's own 2× grid: the rounded field 34 tall (at least 34),
        // the line-bordered one its 20.5-point line + 3 above and below, 26.5 (26.333 on the
        // golden's 3× grid).
        let form = try #require(view.subviews.first as? UIStackView)
        #expect(form.arrangedSubviews[1].frame.height == 34)
        #expect(form.arrangedSubviews[3].frame.height == 26.5)
    }

    @Test func scrollScreen() throws {
        let view = SampleScreens.scrollForm()
        try Self.check(view, sample: "controls-scroll")
        // Read back from the views: the golden's `scroll_contentLayoutGuide [0, 0, 390, 424]`
        // is the content size; `stack form [16, 20, 358, 384]` is in the content's
        // coordinates; the frame guide is the bounds at the content offset.
        let scroll = try #require(view.subviews.first as? UIScrollView)
        #expect(scroll.contentSize == CGSize(width: 390, height: 424))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 424))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(scroll.subviews[0].frame == CGRect(x: 16, y: 20, width: 358, height: 384))
    }

    @Test func scrollScreenWholeContent() throws {
        // The `full` variant (fullContent: true, the canvas height left to fit), as UIKit code
        // says it: the scroll view as tall as its content guide.
        let view = SampleScreens.scrollForm(wholeContent: true)
        try Self.check(view, sample: "controls-scroll.full")
        #expect(view.frame.size == CGSize(width: 390, height: 424))
    }

    @Test func blurScreen() throws {
        let view = SampleScreens.blurCards(assets: Self.root.appendingPathComponent("Samples/assets").path)
        try Self.check(view, sample: "controls-blur", scale: 3)
        // The content view fills its effect view: the golden's `visualEffectView card
        // [24, 196, 342, 80]`, and the caption centred in it.
        let card = try #require(view.subviews[1] as? UIVisualEffectView)
        #expect(card.frame == CGRect(x: 24, y: 196, width: 342, height: 80))
        #expect(card.contentView.frame == CGRect(x: 0, y: 0, width: 342, height: 80))
        #expect(card.contentView.subviews[0].superview === card.contentView)
    }
}
