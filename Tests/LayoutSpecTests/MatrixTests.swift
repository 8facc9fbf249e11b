import AutoLayout
import Testing
import LayoutSpec

/// The trait matrix: which snapshots a spec makes, their names and their canvases, worked
/// out by hand from the naming rule (values the snapshot already has are left out) and
/// Apple's published screen sizes.
@Suite struct MatrixTests {
    struct Case: Sendable, CustomStringConvertible {
        let description: String
        let spec: String
        /// name → (width, height, scale, appearance, direction)
        let expected: [(String, Double?, Double?, Int, Appearance.Style, LayoutDirection)]
    }

    static let cases: [Case] = [
        Case(description: "devices × appearances on a plain canvas", spec: """
            name: card
            canvas: {width: 200, height: 100}
            root: {}
            matrix: {device: [iPhoneSE3, iPhone15Pro], appearance: [light, dark]}
            """, expected: [
                ("card.iPhoneSE3", 375, 667, 2, .light, .ltr), ("card.iPhoneSE3.dark", 375, 667, 2, .dark, .ltr),
                ("card.iPhone15Pro", 393, 852, 3, .light, .ltr), ("card.iPhone15Pro.dark", 393, 852, 3, .dark, .ltr),
            ]),
        Case(description: "the spec's own values are left out of names", spec: """
            name: card
            canvas: {width: 200, height: 100, appearance: dark, direction: rtl}
            root: {}
            matrix: {appearance: [light, dark], direction: [rtl]}
            """, expected: [
                ("card.light", 200, 100, 2, .light, .rtl), ("card", 200, 100, 2, .dark, .rtl),
            ]),
        Case(description: "variants are taken in every combination", spec: """
            name: card
            canvas: {width: 200, height: 100}
            root: {}
            variants: [{name: wide, canvas: {width: 300}}]
            matrix: {direction: [ltr, rtl], scale: [3]}
            """, expected: [
                ("card.3x", 200, 100, 3, .light, .ltr), ("card.rtl.3x", 200, 100, 3, .light, .rtl),
                ("card.wide.3x", 300, 100, 3, .light, .ltr), ("card.wide.rtl.3x", 300, 100, 3, .light, .rtl),
            ]),
        Case(description: "orientation turns the device", spec: """
            name: card
            canvas: {device: iPhone15Pro}
            root: {}
            matrix: {orientation: [portrait, landscape], contrast: [normal, high]}
            """, expected: [
                ("card", 393, 852, 3, .light, .ltr), ("card.highContrast", 393, 852, 3, .light, .ltr),
                ("card.landscape", 852, 393, 3, .light, .ltr), ("card.landscape.highContrast", 852, 393, 3, .light, .ltr),
            ]),
    ]

    @Test(arguments: cases)
    func snapshotsAndCanvases(_ c: Case) throws {
        let document = try SpecFile.parse(c.spec, file: "card.yaml").document
        let snapshots = document.snapshots()
        #expect(snapshots.map(\.name) == c.expected.map(\.0))
        for (snapshot, e) in zip(snapshots, c.expected) {
            let canvas = snapshot.document.canvas
            #expect(canvas.width == e.1 && canvas.height == e.2 && canvas.scale == e.3, "\(snapshot.name)")
            #expect(canvas.appearance.style == e.4 && canvas.direction == e.5, "\(snapshot.name)")
        }
    }

    /// A composed grid of matrix members, and the members are left out of the single snapshots.
    @Test func composeGrid() throws {
        let text = """
            name: card
            canvas: {width: 200, height: 100}
            root: {}
            matrix: {appearance: [light, dark], direction: [ltr, rtl]}
            compose: {members: [default, dark, rtl, dark.rtl], columns: 2}
            """
        let document = try SpecFile.parse(text, file: "card.yaml").document
        let composition = try #require(document.composition())
        #expect(composition.columns == 2)
        #expect(composition.members.map(\.name) == ["card", "card.dark", "card.rtl", "card.dark.rtl"])
        #expect(composition.members.map(\.caption) == ["light · ltr", "dark · ltr", "light · rtl", "dark · rtl"])
        #expect(document.snapshots().isEmpty)
        // Printing and reading back keeps the matrix and the grid.
        let again = try SpecFile.parse(try document.canonicalNode.yamlText(), file: "card.yaml").document
        #expect(again == document)
    }

    /// A run's matrix replaces the axes it names and keeps the spec's others.
    @Test func mergedOverTheSpecs() {
        let spec = MatrixSpec(appearance: [.light, .dark], direction: [.rtl])
        let run = MatrixSpec(device: [DevicePreset.named("iPhoneSE3")!], appearance: [.dark])
        let merged = run.merged(over: spec)
        #expect(merged.device.map(\.name) == ["iPhoneSE3"])
        #expect(merged.appearance == [.dark])
        #expect(merged.direction == [.rtl])
    }
}

/// Trait rules: applied in exactly the snapshots whose traits match, after the variant and
/// the matrix made the canvas. Size classes by hand from UIKit's rules: an iPhone SE is
/// compact wide in both orientations (it is not a Plus or Max phone), an iPad regular.
@Suite struct TraitRuleTests {
    static let spec = """
        name: card
        canvas: {width: 200, height: 100}
        root:
          subviews:
            - {type: label, id: title, text: Narrow}
            - {type: view, id: badge}
        traits:
          - when: {horizontalSizeClass: regular}
            set: {title.text: Wide}
          - when: {appearance: dark, verticalSizeClass: compact}
            remove: [badge]
        matrix: {device: [iPhoneSE3, iPadPro11], orientation: [portrait, landscape], appearance: [light, dark]}
        """

    @Test func rulesApplyWhereTheTraitsMatch() throws {
        let document = try SpecFile.parse(Self.spec, file: "card.yaml").document
        var seen: [String: (text: String, hasBadge: Bool)] = [:]
        for snapshot in document.snapshots() {
            let root = snapshot.document.root
            guard case .label(let label) = root.subviews.first?.content else { Issue.record("no title"); continue }
            seen[snapshot.name] = (label.text, root.subviews.contains { $0.id == "badge" })
        }
        // Regular width only on the iPad; compact height only on the phone in landscape.
        let expected: [String: (String, Bool)] = [
            "card.iPhoneSE3": ("Narrow", true), "card.iPhoneSE3.dark": ("Narrow", true),
            "card.iPhoneSE3.landscape": ("Narrow", true), "card.iPhoneSE3.landscape.dark": ("Narrow", false),
            "card.iPadPro11": ("Wide", true), "card.iPadPro11.dark": ("Wide", true),
            "card.iPadPro11.landscape": ("Wide", true), "card.iPadPro11.landscape.dark": ("Wide", true),
        ]
        #expect(Set(seen.keys) == Set(expected.keys))
        for (name, value) in expected {
            #expect(seen[name]?.text == value.0 && seen[name]?.hasBadge == value.1, "\(name)")
        }
    }

    @Test func rulesSurvivePrintingAndReading() throws {
        let document = try SpecFile.parse(Self.spec, file: "card.yaml").document
        let again = try SpecFile.parse(try document.canonicalNode.yamlText(), file: "card.yaml").document
        #expect(again == document)
        #expect(again.traits.count == 2)
    }

    /// A size class set on the canvas wins over the device's.
    @Test func aCanvasSizeClassWins() throws {
        let text = """
            name: c
            canvas: {device: iPadPro11, horizontalSizeClass: compact}
            root: {}
            """
        let canvas = try SpecFile.parse(text, file: "c.yaml").document.canvas
        #expect(canvas.sizeClasses.horizontal == .compact && canvas.sizeClasses.vertical == .regular)
    }
}

extension TraitRuleTests {
    /// `contentSize: accessibility` matches every accessibility size and no other; a named
    /// category only itself.
    @Test func contentSizeConditions() throws {
        let text = """
            name: c
            canvas: {width: 200}
            root: {subviews: [{type: stack, id: row, arranged: [{type: view, id: a}]}]}
            traits:
              - when: {contentSize: accessibility}
                set: {row.axis: vertical}
              - when: {contentSize: extraSmall}
                set: {row.spacing: 3}
            matrix: {contentSize: [extraSmall, extraExtraExtraLarge, accessibilityMedium]}
            """
        let document = try SpecFile.parse(text, file: "c.yaml").document
        let stacks = document.snapshots().map { snapshot -> (String, StackSpec?) in
            if case .stack(let stack) = snapshot.document.root.subviews[0].content { return (snapshot.name, stack) }
            return (snapshot.name, nil)
        }
        #expect(stacks.map(\.0) == ["c.extraSmall", "c.extraExtraExtraLarge", "c.accessibilityMedium"])
        #expect(stacks.map { $0.1?.axis } == [.horizontal, .horizontal, .vertical])
        #expect(stacks.map { $0.1?.spacing } == [3, 0, 0])
        let again = try SpecFile.parse(try document.canonicalNode.yamlText(), file: "c.yaml").document
        #expect(again == document)
    }
}
