import AutoLayout
import Testing
import LayoutSpec

/// Device canvases against Apple's published screen sizes (points), scales and safe-area
/// insets: the canvas each gives and where its safe area lies, worked out by hand here
/// (edge-to-edge phones in landscape: the housing's inset on both sides, 21 at the bottom).
@Suite struct DevicePresetTests {
    static let cases: [(device: String, orientation: String, size: Size, scale: Int, safeArea: Rect)] = [
        ("iPhoneSE3", "portrait", Size(width: 375, height: 667), 2, Rect(x: 0, y: 20, width: 375, height: 647)),
        ("iPhoneSE3", "landscape", Size(width: 667, height: 375), 2, Rect(x: 0, y: 0, width: 667, height: 375)),
        // 852 − 59 − 34 = 759; landscape: 852 − 2 × 59 = 734 wide, 393 − 21 = 372 tall.
        ("iPhone15Pro", "portrait", Size(width: 393, height: 852), 3, Rect(x: 0, y: 59, width: 393, height: 759)),
        ("iPhone15Pro", "landscape", Size(width: 852, height: 393), 3, Rect(x: 59, y: 0, width: 734, height: 372)),
        // 896 − 48 − 34 = 814.
        ("iPhone11", "portrait", Size(width: 414, height: 896), 2, Rect(x: 0, y: 48, width: 414, height: 814)),
        // 956 − 62 − 34 = 860.
        ("iPhone16ProMax", "portrait", Size(width: 440, height: 956), 3, Rect(x: 0, y: 62, width: 440, height: 860)),
        // 1194 − 24 − 20 = 1150; landscape keeps the status bar and home indicator: 834 − 44 = 790.
        ("iPadPro11", "portrait", Size(width: 834, height: 1194), 2, Rect(x: 0, y: 24, width: 834, height: 1150)),
        ("iPadPro11", "landscape", Size(width: 1194, height: 834), 2, Rect(x: 0, y: 24, width: 1194, height: 790)),
    ]

    @Test(arguments: cases.indices)
    func canvasAndSafeArea(_ index: Int) throws {
        let c = Self.cases[index]
        let text = """
        name: d
        canvas: {device: \(c.device), orientation: \(c.orientation)}
        root: {}
        """
        let document = try SpecFile.parse(text, file: "d.yaml").document
        #expect(document.canvas.width == c.size.width && document.canvas.height == c.size.height)
        #expect(document.canvas.scale == c.scale)
        let lowered = try lower(try #require(document.snapshots().first))
        let result = try LayoutEngine.solve(lowered.tree)
        let guide = try #require(lowered.tree.index(of: "safeArea"))
        #expect(result.frames[guide] == c.safeArea, "\(c.device) \(c.orientation)")
    }

    /// Every preset against `Fixtures/devices.tsv` (Apple's published sizes and scales,
    /// safe areas and display corner radii gathered from public device tables, provenance in
    /// its header): the canvas in both orientations and where its safe area lies.
    static let published: [[String]] = {
        guard let text = try? FixturePaths.text("", "devices.tsv") else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("name\t") }
            .map { $0.split(separator: "\t").map(String.init) }
    }()

    @Test func everyPresetIsPublished() {
        #expect(Self.published.map { $0[0] } == DevicePreset.all.map(\.name))
    }

    @Test(arguments: published.map { $0[0] })
    func presetMatchesThePublishedValues(_ name: String) throws {
        let row = try #require(Self.published.first { $0[0] == name })
        let n = row.dropFirst().compactMap(Double.init)
        let (width, height, scale, top, bottom, landscapeSide, landscapeBottom, corner) =
            (n[0], n[1], Int(n[2]), n[3], n[4], n[5], n[6], n[7])
        let device = try #require(DevicePreset.named(name))
        #expect(device.cornerRadius == corner)
        for orientation in ["portrait", "landscape"] {
            let text = "name: d\ncanvas: {device: \(name), orientation: \(orientation)}\nroot: {}\n"
            let document = try SpecFile.parse(text, file: "d.yaml").document
            let landscape = orientation == "landscape"
            #expect(document.canvas.width == (landscape ? height : width) && document.canvas.height == (landscape ? width : height))
            #expect(document.canvas.scale == scale)
            let lowered = try lower(try #require(document.snapshots().first))
            let result = try LayoutEngine.solve(lowered.tree)
            let guide = try #require(lowered.tree.index(of: "safeArea"))
            // Portrait: the status bar or housing on top, the home indicator below. Landscape:
            // the housing on both sides and the home indicator below an edge-to-edge phone;
            // an iPad keeps its status bar; a home-button phone hides it.
            let landscapeTop = device.isPad ? top : 0
            let expected = landscape
                ? Rect(x: landscapeSide, y: landscapeTop, width: height - 2 * landscapeSide,
                       height: width - landscapeTop - landscapeBottom)
                : Rect(x: 0, y: top, width: width, height: height - top - bottom)
            #expect(result.frames[guide] == expected, "\(name) \(orientation)")
        }
    }

    /// The canvas has a view controller's root margins: the safe area plus the side margin
    /// (16 below 414 points wide, else 20): iPhone 15 Pro in landscape, 59 + 16 = 75.
    @Test func canvasMarginsAreAControllersRootView() throws {
        let text = """
        name: d
        canvas: {device: iPhone15Pro, orientation: landscape}
        root:
          subviews: [{type: view, id: a}]
        constraints: [a.edges == root.margins]
        """
        let document = try SpecFile.parse(text, file: "d.yaml").document
        let lowered = try lower(try #require(document.snapshots().first))
        let result = try LayoutEngine.solve(lowered.tree)
        let a = try #require(lowered.tree.index(of: "a"))
        #expect(result.frames[a] == Rect(x: 75, y: 0, width: 852 - 150, height: 393 - 21))
    }

    /// A device canvas prints as the device (and what differs from it) and reads back the same.
    @Test func deviceCanvasesSurvivePrintingAndReading() throws {
        let text = """
        name: d
        canvas: {device: iPhone15Pro, orientation: landscape, scale: 2, height: null}
        root: {}
        variants:
          - {name: pad, canvas: {device: iPadPro11}}
        """
        let document = try SpecFile.parse(text, file: "d.yaml").document
        #expect(document.canvas.width == 852 && document.canvas.height == nil && document.canvas.scale == 2)
        let printed = document.canonicalYAML()
        #expect(printed.contains("device: iPhone15Pro") && !printed.contains("width"), "\(printed)")
        let again = try SpecFile.parse(printed, file: "again.yaml").document
        #expect(again.canvas == document.canvas)
        #expect(again.variants == document.variants)
    }

    /// A canvas's own safe area replaces the device's, reads back the same after printing,
    /// and a variant may set it.
    @Test func aCanvasOwnSafeAreaSurvivesPrintingAndReading() throws {
        let text = """
        name: d
        canvas: {device: iPhone15Pro, safeArea: [20, 0, 10, 0]}
        root: {}
        variants:
          - {name: wide, canvas: {safeArea: [0, 44, 21, 44]}}
        """
        let document = try SpecFile.parse(text, file: "d.yaml").document
        #expect(document.canvas.safeArea == EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        let printed = document.canonicalYAML()
        #expect(printed.contains("safeArea: [20, 0, 10, 0]"), "\(printed)")
        let again = try SpecFile.parse(printed, file: "again.yaml").document
        #expect(again.canvas == document.canvas)
        #expect(again.variants == document.variants)
        let wide = document.variants[0].canvas.applied(to: document.canvas)
        #expect(wide.safeArea == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    }

    /// The bars sit on the screen's safe area and add to it: on an iPhone 15 Pro a large-title
    /// navigation bar 96 tall under the 59-point housing, a tab bar 49 + 34 = 83 tall on the
    /// bottom edge; the safe area between them, 155 to 852 − 83 = 769.
    @Test func barsAddToTheSafeArea() throws {
        let text = """
        name: d
        canvas:
          device: iPhone15Pro
          chrome:
            navigationBar: {title: Inbox, prefersLargeTitles: true}
            tabBar: {items: [{title: Mail}], barBackground: default}
        root: {}
        """
        let document = try SpecFile.parse(text, file: "d.yaml").document
        let lowered = try lower(try #require(document.snapshots().first))
        let result = try LayoutEngine.solve(lowered.tree)
        let frame = { (id: String) in lowered.tree.index(of: id).map { result.frames[$0] } }
        #expect(frame("chrome_navigationBar") == Rect(x: 0, y: 59, width: 393, height: 96))
        #expect(frame("chrome_tabBar") == Rect(x: 0, y: 769, width: 393, height: 83))
        #expect(frame("safeArea") == Rect(x: 0, y: 155, width: 393, height: 614))
        // Transparent is a screen bar's default; the translucent one is written out.
        let again = try SpecFile.parse(document.canonicalYAML(), file: "again.yaml").document
        #expect(again.canvas == document.canvas)
        guard case .navigationBar(let bar)? = document.canvas.chrome.navigationBar?.content,
              case .tabBar(let tabs)? = document.canvas.chrome.tabBar?.content else {
            Issue.record("bars not read")
            return
        }
        #expect(bar.background == .transparent && tabs.background == .default)
    }
}
