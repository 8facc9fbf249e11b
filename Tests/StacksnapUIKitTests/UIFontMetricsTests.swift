import Foundation
import LayoutSpec
import Stacksnap
import StacksnapUIKit
import Testing

/// `UIFontMetrics` in code is the spec's `relativeTo`: the same label at every content size.
@MainActor
@Suite struct UIFontMetricsTests {
    /// The dynamic-type-ladder sample's note, written by hand.
    static let spec = """
        name: note
        canvas: {width: 200, scale: 2}
        root:
          subviews:
            - {type: label, id: note, text: Relative 15, font: {size: 15, relativeTo: footnote}, lines: 0}
        constraints:
          - note.top == root.top + 16
          - note.leading == root.leading + 16
          - note.bottom == root.bottom - 16
        """

    static func note() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 0))
        let note = UILabel()
        note.accessibilityIdentifier = "note"
        note.text = "Relative 15"
        note.numberOfLines = 0
        note.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 15))
        note.adjustsFontForContentSizeCategory = true
        note.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(note)
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            note.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            note.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16),
        ])
        return root
    }

    @Test func aScaledFontIsRelativeToItsStyle() throws {
        let font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 15))
        var expected = FontSpec(size: 15)
        expected.relativeTo = .footnote
        #expect(font.spec == expected && font.pointSize == 15)
        // The sample's numbers: 15 × footnote's size / 13, 50.77 at the largest
        // accessibility size (footnote 44).
        let largest = font.spec.resolved(in: .accessibilityExtraExtraExtraLarge).size
        #expect(abs(largest - 15.0 * 44 / 13) < 0.001)
        // The default metrics are body's; a text style's font becomes a fixed size relative
        // to the metrics' style.
        let body = UIFontMetrics.default.scaledFont(for: .preferredFont(forTextStyle: .headline))
        #expect(body.spec.relativeTo == .body && body.spec.textStyle == nil && body.spec.size == 17 && body.spec.weight == .semibold)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 24) == 24)
    }

    @Test func theCodeDrawsAsTheSpecAtEveryContentSize() throws {
        let written = try SpecFile.parse(Self.spec, file: "note.yaml").document
        let code = try Self.note().specDocument(name: "note")
        var heights: [Int] = []
        for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
            var a = code, b = written
            a.canvas.contentSize = category
            b.canvas.contentSize = category
            let drawnA = try SnapshotPipeline.render(try lower(try #require(a.snapshots().first)))
            let drawnB = try SnapshotPipeline.render(try lower(try #require(b.snapshots().first)))
            #expect(drawnA.frameTree == drawnB.frameTree, "\(category): \(drawnA.frameTree)")
            let samePixels = drawnA.bitmap.pixels == drawnB.bitmap.pixels
            #expect(samePixels, "\(category): other pixels")
            heights.append(drawnA.bitmap.height)
        }
        // The canvas fits the label, which grows with footnote.
        #expect(heights[0] < heights[1] && heights[1] < heights[2], "\(heights)")
    }
}
