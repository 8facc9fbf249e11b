import Foundation
import Testing

/// A symbol name Stacksnap does not draw is shown as a placeholder and said so, naming the
/// symbol (with a hint for a typo); `stacksnap symbols` lists the names it draws.
@Suite struct UnknownSymbolTests {
    static let spec = """
        name: icons
        canvas: {width: 120, height: 40}
        root:
          subviews:
            - {type: image, id: a, symbol: star.fil}
            - {type: image, id: b, symbol: airpodspro}
            - {type: image, id: c, symbol: airpodspro}
            - {type: image, id: d, symbol: star.fill}
            - {type: image, id: e, symbol: wifi}
        constraints:
          - a.leading == root.leading
          - a.top == root.top
          - b.leading == a.trailing
          - b.top == root.top
          - c.leading == b.trailing
          - c.top == root.top
          - d.leading == c.trailing
          - d.top == root.top
          - e.leading == d.trailing
          - e.top == root.top

        """

    @Test func anUnknownNameIsAWarningNamingIt() throws {
        let scratch = try Scratch(copySuite: false)
        try scratch.write(Self.spec, to: "icons.yaml")
        let result = try Bounded.run(["render", "icons.yaml", "-o", "out"], in: scratch.root.path)
        #expect(result.code == 0, "\(result)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        // One line per name, not per view; star.fill (a shape) and wifi (an icon) are drawn, so
        // neither is mentioned.
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(lines.first?.hasPrefix("icons.yaml: warning: icons: image a: no symbol named 'star.fil' is drawn, so it shows "
                                       + "as a placeholder (did you mean 'star.fill'?); `stacksnap symbols` lists the") == true,
                "\(result.stderr)")
        #expect(lines.last?.contains("image b: no symbol named 'airpodspro' is drawn, so it shows as a placeholder; ") == true,
                "\(result.stderr)")
    }

    @Test func symbolsListsTheDrawnNames() throws {
        let scratch = try Scratch(copySuite: false)
        let result = try Bounded.run(["symbols"], in: scratch.root.path)
        #expect(result.code == 0)
        let names = result.stdout.split(separator: "\n").map(String.init)
        #expect(names == names.sorted() && Set(names).count == names.count)
        for name in ["star.fill", "person.fill", "chevron.right", "magnifyingglass", "photo",
                     "wifi", "gearshape.fill", "bell", "square.and.arrow.up", "trash", "ellipsis.circle"] {
            #expect(names.contains(name), "\(names)")
        }
        #expect(names.count > 800, "hundreds of the common names, not dozens")
        #expect(!names.contains("airpodspro"))
    }
}
