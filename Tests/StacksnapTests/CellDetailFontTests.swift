import LayoutSpec
@testable import Stacksnap
import Testing

/// `detailFont:` on a table view cell sets its detail label's font in place of the style's.
/// Expected heights are the ones Xcode records for 11- and 12-point detail labels of Subtitle
/// cells on 2× screens (13.5 and 14.5).
@Suite struct CellDetailFontTests {
    static func spec(detailFont: String?) -> String {
        let font = detailFont.map { ", detailFont: \($0)" } ?? ""
        return """
            name: cells
            canvas: {width: 375, height: 200, scale: 2}
            root:
              subviews:
                - type: tableView
                  id: table
                  sections:
                    - cells:
                        - {type: tableViewCell, id: cell, style: subtitle, text: Title, detail: Subtitle\(font)}
            constraints:
              - "table.leading == root.leading"
              - "table.trailing == root.trailing"
              - "table.top == root.top"
              - "table.bottom == root.bottom"
            """
    }

    @Test func theDetailLabelTakesItsOwnFont() throws {
        let styleFont = try ButtonConfigurationTests.frame(ButtonConfigurationTests.frames(Self.spec(detailFont: nil)),
                                                           "cell_detailTextLabel")
        let own = try ButtonConfigurationTests.frame(ButtonConfigurationTests.frames(Self.spec(detailFont: "{size: 11}")),
                                                     "cell_detailTextLabel")
        #expect(styleFont[3] == 14.5)
        #expect(own[3] == 13.5)
        #expect(own[2] < styleFont[2])
    }

    @Test func itIsPrintedAndReadBack() throws {
        let document = try SpecFile.parse(Self.spec(detailFont: "{size: 11, weight: semibold}"), file: "cells.yaml").document
        #expect(document.canonicalYAML().contains("detailFont:"), "\(document.canonicalYAML())")
        #expect(try SpecFile.parse(document.canonicalYAML(), file: "again.yaml").document == document)
    }
}
