import Testing
import LayoutSpec

/// Text styles against UIKit's Dynamic Type sizes in every content size category
/// (`Fixtures/dynamic-type.tsv`, from Apple's published table and a device printout), and
/// how a spec's fonts follow the snapshot's category.
@Suite struct DynamicTypeTests {
    struct Row: Sendable, CustomStringConvertible {
        let category: String
        let sizes: [Double]
        var description: String { category }
    }

    static let rows: [Row] = {
        guard let text = try? FixturePaths.text("", "dynamic-type.tsv") else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("category\t") }.map { line in
            let cells = line.split(separator: "\t").map(String.init)
            return Row(category: cells[0], sizes: cells.dropFirst().compactMap(Double.init))
        }
    }()

    @Test func everyCategoryIsInTheReference() {
        #expect(Self.rows.map(\.category) == ContentSizeCategory.allCases.map(\.rawValue))
    }

    @Test(arguments: rows)
    func sizesMatchThePublishedTable(_ row: Row) throws {
        let category = try #require(ContentSizeCategory(rawValue: row.category))
        #expect(row.sizes.count == TextStyleName.allCases.count)
        for (style, expected) in zip(TextStyleName.allCases, row.sizes) {
            #expect(FontSpec(textStyle: style).resolved(in: category).size == expected, "\(style) at \(category)")
        }
    }

    /// A text style and a font relative to one follow the category; a fixed font does not;
    /// a weight given with a style stays.
    @Test func fontsFollowTheSnapshotsCategory() throws {
        let text = """
            name: t
            canvas: {width: 200, contentSize: accessibilityLarge}
            root:
              subviews:
                - {type: label, id: body, text: a, font: {textStyle: body, weight: bold}}
                - {type: label, id: note, text: b, font: {size: 15, relativeTo: footnote}}
                - {type: label, id: fixed, text: c, font: {size: 13}}
            """
        let snapshot = try #require(try SpecFile.parse(text, file: "t.yaml").document.snapshots().first)
        let fonts = snapshot.document.root.subviews.compactMap { view -> FontSpec? in
            if case .label(let label) = view.content { return label.font }
            return nil
        }
        // body at accessibilityLarge is 33; footnote grows 13 → 27, so 15 × 27 / 13.
        #expect(fonts.map(\.size) == [33, 15 * 27 / 13, 13])
        #expect(fonts[0].weight == .bold)
    }

    @Test func matrixNamesTheCategory() throws {
        let text = """
            name: t
            canvas: {width: 200}
            root: {subviews: [{type: label, id: a, text: a, font: {textStyle: headline}}]}
            matrix: {contentSize: [large, extraExtraExtraLarge]}
            """
        let snapshots = try SpecFile.parse(text, file: "t.yaml").document.snapshots()
        #expect(snapshots.map(\.name) == ["t", "t.extraExtraExtraLarge"])
        guard case .label(let label) = snapshots[1].document.root.subviews[0].content else {
            Issue.record("not a label")
            return
        }
        #expect(label.font.size == 23 && label.font.weight == .semibold)
    }
}
