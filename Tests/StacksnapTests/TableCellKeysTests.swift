import LayoutSpec
@testable import Stacksnap
import Testing

/// A table view cell's own keys in a spec, each in place of the table's or the style's
/// default, on a 375-point table of one row:
/// - `detailFont:` sets the detail label's font: the heights are the ones Xcode records for
///   11- and 12-point detail labels of Subtitle cells on 2× screens (13.5 and 14.5);
/// - `contentMargins:` gives the content view its margins in place of the table's (11 above
///   and below, 16 at the sides): a 20 × 20 dot on the top and leading margins of a
///   60-point row lands on them;
/// - `accessoryWidth:` says how much the accessory takes from the content view: a disclosure
///   indicator takes UIKit's side margin and 9.5 (375 − 25.5 = 349.5 for the content view),
///   33 as iOS 10 took it (342), or none at 0.
@Suite struct TableCellKeysTests {
    static func spec(cell: String, constraints: [String] = []) -> String {
        """
        name: cells
        canvas: {width: 375, height: 200, scale: 2}
        root:
          subviews:
            - type: tableView
              id: table
              sections:
                - cells:
                    - \(cell)
        constraints:
          - "table.leading == root.leading"
          - "table.trailing == root.trailing"
          - "table.top == root.top"
          - "table.bottom == root.bottom"
        \(constraints.map { "  - \"\($0)\"" }.joined(separator: "\n"))
        """
    }

    static func subtitle(detailFont: String?) -> String {
        spec(cell: "{type: tableViewCell, id: cell, style: subtitle, text: Title, detail: Subtitle"
             + (detailFont.map { ", detailFont: \($0)" } ?? "") + "}")
    }

    static func dot(margins: String?) -> String {
        spec(cell: "{type: tableViewCell, id: cell, rowHeight: 60, subviews: [{type: view, id: dot, intrinsicSize: [20, 20]}]"
             + (margins.map { ", contentMargins: \($0)" } ?? "") + "}",
             constraints: ["dot.leading == superview.leadingMargin", "dot.top == superview.topMargin"])
    }

    @Test func theDetailLabelTakesItsOwnFont() throws {
        let styleFont = try ButtonConfigurationTests.frame(ButtonConfigurationTests.frames(Self.subtitle(detailFont: nil)),
                                                           "cell_detailTextLabel")
        let own = try ButtonConfigurationTests.frame(ButtonConfigurationTests.frames(Self.subtitle(detailFont: "{size: 11}")),
                                                     "cell_detailTextLabel")
        #expect(styleFont[3] == 14.5)
        #expect(own[3] == 13.5)
        #expect(own[2] < styleFont[2])
    }

    @Test(arguments: [(nil, [16.0, 11, 20, 20]), ("8", [8.0, 8, 20, 20]), ("[4, 30, 0, 0]", [30.0, 4, 20, 20])])
    func theContentViewTakesTheCellsMargins(margins: String?, expected: [Double]) throws {
        let tree = try ButtonConfigurationTests.frames(Self.dot(margins: margins))
        #expect(try ButtonConfigurationTests.frame(tree, "dot") == expected, "\(tree)")
    }

    static func disclosure(width: String?) -> String {
        spec(cell: "{type: tableViewCell, id: cell, accessory: disclosureIndicator"
             + (width.map { ", accessoryWidth: \($0)" } ?? "") + "}")
    }

    @Test(arguments: [(nil, 349.5), ("33", 342.0), ("0", 375.0)])
    func theAccessoryTakesItsWidthFromTheContentView(width: String?, expected: Double) throws {
        let tree = try ButtonConfigurationTests.frames(Self.disclosure(width: width))
        #expect(try ButtonConfigurationTests.frame(tree, "cell_contentView")[2] == expected, "\(tree)")
    }

    @Test(arguments: [("detailFont:", subtitle(detailFont: "{size: 11, weight: semibold}")),
                      ("contentMargins:", dot(margins: "[8, 8, 8, 8]")),
                      ("accessoryWidth:", disclosure(width: "33"))])
    func itIsPrintedAndReadBack(key: String, yaml: String) throws {
        let document = try SpecFile.parse(yaml, file: "cells.yaml").document
        #expect(document.canonicalYAML().contains(key), "\(document.canonicalYAML())")
        #expect(try SpecFile.parse(document.canonicalYAML(), file: "again.yaml").document == document)
    }
}
