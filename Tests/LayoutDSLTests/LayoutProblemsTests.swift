import LayoutDSL
import LayoutSpec
import Testing

/// What a layout gets wrong is reported by ``Layout/document()`` with the spec path of the
/// offending part, as a spec file's errors are.
@Suite struct LayoutProblemsTests {
    static let a = ViewRef("a")

    static let cases: [(label: String, layout: Layout, path: String, mentions: String)] = [
        ("bad color deep in a stack",
         Layout("x") { Box(); HStack { Label("a"); Label("b").background("#GG0000") } },
         "root.subviews[1].arranged[1].background", "#GG0000"),
        ("bad canvas color", Layout("x", canvas: Canvas(background: "nope")) { Box() }, "canvas.background", "nope"),
        ("bad border color in subviews", Layout("x") { Box { Box().border(color: "mauve") } },
         "root.subviews[0].subviews[0].border", "mauve"),
        ("property of another kind", Layout("x") { Box().applying(.text("hi")) },
         "root.subviews[0].text", "view views have no 'text'"),
        ("root as an id", Layout("x") { Box().id(root) }, "root.subviews[0].id", "names the canvas"),
        ("refused constraint after a compound one",
         Layout("x") { Box().id(a) } constraints: { a.edges == root.edges; a.leading == root.left },
         "constraints[4]", "left/right"),
        ("unknown id (the spec validator)", Layout("x") { Box().id(a) } constraints: { ViewRef("ghost").top == a.top },
         "constraints[0]", "ghost"),
        ("duplicate id (the spec validator)", Layout("x") { Box().id(a); Label("b").id(a) },
         "root.subviews[1].id", "'a'"),
        ("root as an accessibility element", Layout("x") { Box { Box().id(a) }.accessibilityElements([a, root]) },
         "root.subviews[0].accessibility.elements", "names the canvas"),
        ("accessibility element outside the view (the spec validator)",
         Layout("x") { Box().id(a); Box().accessibilityElements(["a"]) },
         "root.subviews[1].accessibility.elements[0]", "'a' is not a view inside this one"),
        ("audit without a reason", Layout("x") { Box().auditDisabled([.contrast], reason: " ") },
         "root.subviews[0].audit.reason", "needs a reason"),
        ("audit without rules", Layout("x") { Box().auditDisabled([], reason: "none apply") },
         "root.subviews[0].audit.disable", "at least one rule"),
        ("document audit without a reason", Layout("x") { Box() }.auditDisabled([.offscreen], reason: ""),
         "audit.reason", "needs a reason"),
    ]

    @Test(arguments: cases.indices)
    func problemIsReportedWithItsPath(index: Int) {
        let item = Self.cases[index]
        #expect(throws: LayoutBuildError.self, "\(item.label)") { try item.layout.document() }
        do {
            _ = try item.layout.document()
        } catch {
            #expect(error.problems.contains { $0.path == item.path && $0.message.contains(item.mentions) },
                    "\(item.label): \(error)")
            #expect(error.description.contains("layout 'x' is not a valid spec"))
        }
    }

    @Test func validLayoutHasNoProblems() throws {
        let a = Self.a
        let layout = Layout("ok", canvas: Canvas(width: 100)) { Box(size: 10).id(a) } constraints: { a.center == root.center }
        #expect(layout.assembled().problems.isEmpty)
        let expected: [ConstraintEntry] = [.expression("a.centerX == root.centerX"), .expression("a.centerY == root.centerY")]
        #expect(try layout.document().constraints == expected)
    }
}
