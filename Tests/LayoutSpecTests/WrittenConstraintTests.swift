import AutoLayout
import Testing
import LayoutSpec

/// Constraint entries are read once, when the document is read, and carry where they were
/// written down to the lowered tree.
@Suite struct WrittenConstraintTests {
    /// Lines and columns counted by hand: each list item's text starts at column 5.
    static let text = """
        name: where
        root:
          subviews:
            - {id: a, type: view}
        constraints:
          - a.width == 10
          - "a.height == a.width / 3"
          - {vfl: "H:|-[a]-|"}
          - a.height == 2 * b.width
        """

    @Test func entriesAreReadWhenTheDocumentIs() throws {
        let document = try SpecFile.parse(Self.text.replacingOccurrences(of: "\n  - a.height == 2 * b.width", with: ""),
                                          file: "where.yaml").document
        guard case .expression(let width) = document.constraints[0],
              case .expression(let ratio) = document.constraints[1] else {
            Issue.record("expected two constraint strings, found \(document.constraints)")
            return
        }
        #expect(width.text == "a.width == 10")
        #expect(width.expressions == [ConstraintExpression(first: AnchorName(.named("a"), .width), relation: .equal,
                                                         second: nil, constant: 10)])
        #expect(width.location == SourceLocation(file: "where.yaml", line: 6, column: 5))
        #expect(ratio.text == "a.height == a.width / 3")
        #expect(ratio.expressions.map(\.multiplier) == [1.0 / 3])
        #expect(ratio.location == SourceLocation(file: "where.yaml", line: 7, column: 5))
    }

    @Test func theLoweredTreeKnowsWhereEachConstraintWasWritten() throws {
        let document = try SpecFile.parse(Self.text.replacingOccurrences(of: "\n  - a.height == 2 * b.width", with: ""),
                                          file: "where.yaml").document
        let lowered = try lower(try #require(document.snapshots().first))
        #expect(lowered.tree.constraints.map(\.origin) == [
            SourceLocation(file: "where.yaml", line: 6, column: 5),
            SourceLocation(file: "where.yaml", line: 7, column: 5),
            // `H:|-[a]-|` makes two constraints, both from line 8.
            SourceLocation(file: "where.yaml", line: 8, column: 5, visualFormat: "H:|-[a]-|"),
            SourceLocation(file: "where.yaml", line: 8, column: 5, visualFormat: "H:|-[a]-|"),
        ])
        #expect(lowered.tree.constraints[2].origin.description == "where.yaml:8 VFL \"H:|-[a]-|\"")
    }

    @Test func aBadEntryIsReportedWhereItWasWritten() {
        #expect(throws: SpecErrors.self) { try SpecFile.parse(Self.text, file: "where.yaml") }
        do {
            _ = try SpecFile.parse(Self.text, file: "where.yaml")
        } catch {
            // `b` starts at column 21 of line 9: column 5 plus the 16 characters before it.
            #expect(error.errors.map(\.description) == ["where.yaml:9:21: error: constraints[3]: no view has the id 'b'"])
        }
    }

    /// A compound anchor is one entry, and its constraints all come from its line.
    @Test func aCompoundStatementLowersToItsConstraints() throws {
        let text = "name: card\nroot:\n  subviews:\n    - {id: a, type: view}\nconstraints:\n"
            + "  - a.edges == root.edges.inset(16)\n"
        let document = try SpecFile.parse(text, file: "card.yaml").document
        #expect(document.constraints.count == 1)
        let lowered = try lower(try #require(document.snapshots().first))
        #expect(lowered.tree.constraints.map(\.expression.description) == [
            "a.top == root.top + 16", "a.leading == root.leading + 16",
            "a.bottom == root.bottom - 16", "a.trailing == root.trailing - 16",
        ])
        #expect(Set(lowered.tree.constraints.map(\.origin.description)) == ["card.yaml:6"])
    }

    @Test func theSameTextIsTheSameEntryWhereverItWasWritten() {
        let here = WrittenConstraint("a.width == 10", location: SourceLocation(file: "x.yaml", line: 3))
        let there = WrittenConstraint("a.width == 10", location: SourceLocation(file: "Layout.swift", line: 40))
        #expect(here == there)
        #expect(WrittenConstraint(here.expressions[0]) == here, "a value built in code prints as the text reads")
        #expect(here != WrittenConstraint("a.width == 11"))
    }
}
