import Testing
@testable import LayoutSpec

/// Rows from prototypes are the static cells a data source would make: each test writes
/// those cells out by hand — the index path's ids, the prototype's views and constraints
/// renamed after the row, the row's values over the prototype's — and the two specs must
/// read as the same document.
@Suite struct TableRowsTests {
    private static let canvas = "canvas: {width: 390, height: 400}\n"

    private func document(_ yaml: String) throws -> SpecDocument {
        try SpecFile.parse(Self.canvas + yaml, file: "rows.yaml").document
    }

    @Test func rowsAreTheCellsADataSourceMakes() throws {
        let rows = try document("""
            root:
              subviews:
                - type: tableView
                  id: t
                  prototypes:
                    - {id: contact, style: subtitle, accessory: disclosureIndicator, detail: none}
                    - id: card
                      subviews:
                        - type: stack
                          id: box
                          arranged: [{type: label, id: name}]
                      constraints:
                        - box.leading == superview.leadingMargin
                        - box.top == card_contentView.top + 11
                        - card.height >= 50
                  sections:
                    - rows:
                        - {cell: contact, text: Ada, detail: "+44 20"}
                        - {cell: contact, text: Alan, accessory: checkmark, rowHeight: 60}
                    - header: More
                      rows:
                        - {cell: card, set: {name: {text: Grace}}}
            constraints:
              - t.top == root.top
            """)
        let cells = try document("""
            root:
              subviews:
                - type: tableView
                  id: t
                  sections:
                    - cells:
                        - {id: t_row0, style: subtitle, accessory: disclosureIndicator, text: Ada, detail: "+44 20"}
                        - {id: t_row1, style: subtitle, accessory: checkmark, detail: none, text: Alan, rowHeight: 60}
                    - header: More
                      cells:
                        - id: t_section1_row0
                          subviews:
                            - type: stack
                              id: t_section1_row0_box
                              arranged: [{type: label, id: t_section1_row0_name, text: Grace}]
            constraints:
              - t.top == root.top
              - t_section1_row0_box.leading == superview.leadingMargin
              - t_section1_row0_box.top == t_section1_row0_contentView.top + 11
              - t_section1_row0.height >= 50
            """)
        #expect(rows == cells)
    }

    @Test func aSectionsPrototypeShadowsTheTables() throws {
        let rows = try document("""
            root:
              subviews:
                - type: tableView
                  id: t
                  prototypes: [{id: p, style: value1}]
                  sections:
                    - rows: [{cell: p, text: A}]
                    - prototypes: [{id: p, style: value2}]
                      rows: [{cell: p, text: B}, {cell: p, text: C}]
            """)
        let cells = try document("""
            root:
              subviews:
                - type: tableView
                  id: t
                  sections:
                    - cells: [{id: t_row0, style: value1, text: A}]
                    - cells: [{id: t_section1_row0, style: value2, text: B}, {id: t_section1_row1, style: value2, text: C}]
            """)
        #expect(rows == cells)
    }

    @Test func rowIDsFollowTheIndexPath() {
        #expect(SpecDecoder.rowID(table: "contacts", section: 0, row: 3) == "contacts_row3")
        #expect(SpecDecoder.rowID(table: "contacts", section: 2, row: 0) == "contacts_section2_row0")
    }
}
