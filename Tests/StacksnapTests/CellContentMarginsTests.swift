import LayoutSpec
@testable import Stacksnap
import Testing

/// `contentMargins:` on a table view cell gives its content view those margins in place of
/// the table's (11 above and below, 16 at the sides of a 375-point table). Expected frames
/// are worked out from the margins: a 20 × 20 dot on the top and leading margins of a
/// 60-point row.
@Suite struct CellContentMarginsTests {
    static func spec(margins: String?) -> String {
        let own = margins.map { "contentMargins: \($0)" } ?? ""
        return """
            name: cells
            canvas: {width: 375, height: 200, scale: 2}
            root:
              subviews:
                - type: tableView
                  id: table
                  rowHeight: 60
                  sections:
                    - cells:
                        - id: cell
                          subviews: [{type: view, id: dot, intrinsicSize: [20, 20]}]
                          \(own)
            constraints:
              - "table.leading == root.leading"
              - "table.trailing == root.trailing"
              - "table.top == root.top"
              - "table.bottom == root.bottom"
              - "dot.leading == superview.leadingMargin"
              - "dot.top == superview.topMargin"
            """
    }

    @Test(arguments: [(nil, [16.0, 11, 20, 20]), ("8", [8.0, 8, 20, 20]), ("[4, 30, 0, 0]", [30.0, 4, 20, 20])])
    func theContentViewTakesTheCellsMargins(margins: String?, expected: [Double]) throws {
        let tree = try ButtonConfigurationTests.frames(Self.spec(margins: margins))
        #expect(try ButtonConfigurationTests.frame(tree, "dot") == expected, "\(tree)")
    }

    @Test func itIsPrintedAndReadBack() throws {
        let document = try SpecFile.parse(Self.spec(margins: "[8, 8, 8, 8]"), file: "cells.yaml").document
        #expect(document.canonicalYAML().contains("contentMargins:"), "\(document.canonicalYAML())")
        #expect(try SpecFile.parse(document.canonicalYAML(), file: "again.yaml").document == document)
    }
}
