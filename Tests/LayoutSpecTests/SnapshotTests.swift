import AutoLayout
import Testing
import LayoutSpec

/// Variants, composition and model precedence on small inline specs.
@Suite struct SnapshotTests {
    static let spec = """
        name: fig
        model: uikit
        root:
          subviews:
            - type: stack
              id: own
              model: uikit
              arranged: [{ type: view, id: a }]
            - type: stack
              id: plain
              arranged: [{ type: view, id: b }]
        variants:
          - { name: fd, model: fdstackview, caption: FD }
          - { name: wide, canvas: { width: 500 }, set: { root.background: red } }
        """

    @Test func aVariantModelBeatsTheStacksOwnModel() throws {
        let document = try SpecFile.parse(Self.spec, file: "fig.yaml").document
        let snapshots = document.snapshots()
        #expect(snapshots.map(\.name) == ["fig", "fig.fd", "fig.wide"])
        let plain = try lower(snapshots[0]), fd = try lower(snapshots[1])
        // Views: 0 canvas, 1 own, 2 a, 3 plain, 4 b.
        #expect(plain.tree.views[1].stack?.model == .uikit)
        #expect(plain.tree.views[3].stack?.model == .uikit)
        #expect(fd.tree.views[1].stack?.model == .fdstackview)
        #expect(fd.tree.views[3].stack?.model == .fdstackview)
        #expect(fd.caption == "FD")
    }

    @Test func setChangesTheCanvasViewAndCanvasKeysOnlyInItsVariant() throws {
        let document = try SpecFile.parse(Self.spec, file: "fig.yaml").document
        let snapshots = document.snapshots()
        let wide = try lower(snapshots[2])
        #expect(wide.canvas.width == 500)
        #expect(wide.views[0].background == SpecColor(red: 255, green: 0, blue: 0))
        let plain = try lower(snapshots[0])
        #expect(plain.canvas.width == nil)
        #expect(plain.views[0].background == nil)
    }

    @Test func composingWithoutTheDefaultRenamesTheDocumentSnapshot() throws {
        let text = Self.spec + "\ncompose: [fd, wide]\n"
        let document = try SpecFile.parse(text, file: "fig.yaml").document
        // The figure takes the name `fig`, so the plain document becomes `fig.default`, and
        // the composed variants are not rendered on their own.
        #expect(document.snapshots().map(\.name) == ["fig.default"])
        let composition = try #require(document.composition())
        #expect(composition.name == "fig")
        #expect(composition.members.map(\.name) == ["fig.fd", "fig.wide"])
        #expect(composition.members.map(\.caption) == ["FD", "wide"])
    }

    @Test func loweredViewsCarryDrawingPropertiesWithoutChildren() throws {
        let document = try SpecFile.parse(Self.spec, file: "fig.yaml").document
        let lowered = try lower(document.snapshots()[0])
        #expect(lowered.views.count == lowered.tree.views.count)
        #expect(lowered.paths == ["root", "root.subviews[0]", "root.subviews[0].arranged[0]",
                                  "root.subviews[1]", "root.subviews[1].arranged[0]"])
        #expect(lowered.views.allSatisfy { $0.subviews.isEmpty && ($0.stack?.arranged.isEmpty ?? true) })
        #expect(lowered.tree.index(of: "b") == 4)
    }

    @Test func lowerReportsProblemsOfDocumentsBuiltInCode() {
        var document = SpecDocument(name: "code")
        var stack = StackSpec(arranged: [ViewSpec(id: "a")])
        stack.customSpacing = [CustomSpacing(afterID: "zz", value: 4)]
        document.root.subviews = [ViewSpec(id: "s", .stack(stack))]
        document.constraints = [.expression("q.width == 10")]
        let snapshot = document.snapshots()[0]
        do {
            _ = try lower(snapshot)
            Issue.record("expected errors")
        } catch {
            // No source positions for a document built in code: everything points at 1:1.
            #expect(error.errors.map(\.description) == [
                "<memory>:1:1: error: constraints[0]: no view has the id 'q'",
                "<memory>:1:1: error: root.subviews[0].customSpacing.zz: 'zz' is not an arranged view of this stack",
            ])
        }
    }

    @Test func lowerStopsAViewTreeBuiltInCodeAtTheNestingLimit() {
        var view = ViewSpec(id: "deepest")
        for _ in 0..<1100 { view = ViewSpec(subviews: [view]) }
        var document = SpecDocument(name: "deep")
        document.root.subviews = [view]
        do {
            _ = try lower(document.snapshots()[0])
            Issue.record("expected an error")
        } catch {
            // root is depth 0; its 1001st nested subview is the first past the limit of 1000.
            let path = "root" + String(repeating: ".subviews[0]", count: 1001)
            #expect(error.errors.map(\.description) == ["<memory>:1:1: error: \(path): views nested more than 1000 levels deep"])
        }
    }
}
