import Pixels
import Raster

/// Every built-in drawing once or twice on one 390×640-point screen — switches, a slider, a
/// stepper, progress views, a segmented control, text fields in each border style, a search
/// bar, navigation bars, a toolbar, a tab bar and table cells with each accessory — drawn
/// with a given palette on a given background: the scene the palette tests probe (positions
/// below are in points, scale 1).
enum ControlGallery {
    static let font = FontDescriptor(size: 13, weight: 400)
    static let bold = FontDescriptor(size: 13, weight: 600)

    /// UIKit's dark appearance at normal contrast (iOS 13–17), written out by hand.
    static let dark = ScenePalette(
        tint: RGBA(r: 0x0A, g: 0x84, b: 0xFF),
        label: RGBA(r: 0xFF, g: 0xFF, b: 0xFF),
        secondaryLabel: RGBA(r: 0xEB, g: 0xEB, b: 0xF5, a: 0x99),
        tertiaryLabel: RGBA(r: 0xEB, g: 0xEB, b: 0xF5, a: 0x4C),
        placeholderText: RGBA(r: 0xEB, g: 0xEB, b: 0xF5, a: 0x4C),
        systemGray: RGBA(r: 0x8E, g: 0x8E, b: 0x93),
        systemGray3: RGBA(r: 0x48, g: 0x48, b: 0x4A),
        systemGreen: RGBA(r: 0x30, g: 0xD1, b: 0x58),
        systemFill: RGBA(r: 0x78, g: 0x78, b: 0x80, a: 0x5C),
        secondarySystemFill: RGBA(r: 0x78, g: 0x78, b: 0x80, a: 0x52),
        tertiarySystemFill: RGBA(r: 0x76, g: 0x76, b: 0x80, a: 0x3D),
        systemBackground: RGBA(r: 0, g: 0, b: 0),
        secondarySystemGroupedBackground: RGBA(r: 0x1C, g: 0x1C, b: 0x1E),
        opaqueSeparator: RGBA(r: 0x38, g: 0x38, b: 0x3A),
        barBackground: RGBA(r: 0x1D, g: 0x1D, b: 0x1D),
        barShadow: RGBA(r: 0xFF, g: 0xFF, b: 0xFF, a: 0x26),
        unselectedTab: RGBA(r: 0x75, g: 0x75, b: 0x75),
        selectedSegment: RGBA(r: 0x63, g: 0x63, b: 0x66))

    static func scene(palette: ScenePalette, background: RGBA, scale: Int = 1) -> Scene {
        let p = palette
        var nodes: [SceneNode] = []
        func add(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ content: SceneContent) {
            nodes.append(SceneNode(frame: SceneRect(x: x, y: y, width: w, height: h), content: content))
        }
        func control(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ drawing: ControlDrawing) {
            add(x, y, w, h, .control(drawing))
        }
        // A navigation bar (translucent, items as text and symbol) over the top.
        control(0, 0, 390, 44, .navigationBar(title: "Settings", largeTitle: false,
                                              left: [.text("Back", bold: false)],
                                              right: [.symbol(Symbol(.plus), name: "plus")],
                                              background: .translucent, isRightToLeft: false))
        // Switches: off, on, tinted on.
        add(16, 60, 51, 31, .toggle(isOn: false))
        add(83, 60, 51, 31, .toggle(isOn: true))
        add(150, 60, 51, 31, .toggle(isOn: true, tint: p.tint))
        // A stepper, its "−" disabled.
        control(280, 60, 94, 32, .stepper(canDecrement: false, canIncrement: true))
        // A slider and two progress views (default and bar style).
        control(16, 104, 358, 31, .slider(fraction: 0.3, minimumTrack: p.tint, trackInset: 2, isRightToLeft: false))
        control(16, 148, 358, 4, .progress(fraction: 0.4, tint: p.tint, hasTrack: true, isRightToLeft: false))
        control(16, 160, 358, 4, .progress(fraction: 0.6, tint: p.tint, hasTrack: false, isRightToLeft: false))
        // A segmented control, the second segment selected.
        control(16, 176, 358, 32, .segmented(titles: ["Day", "Week", "Month", "Year"], widths: [89, 89, 89, 88],
                                             selected: 1, selectedFill: p.selectedSegment, font: font,
                                             selectedFont: bold, isRightToLeft: false))
        // Text fields: rounded rect with a clear button, line, bezel, none (a placeholder).
        let body = FontDescriptor(size: 17, weight: 400)
        control(16, 220, 358, 34, .textField(text: TextStyle(text: "ada@example.com", font: body, color: p.label),
                                             border: .roundedRect, textInset: 7, showsClearButton: true))
        control(16, 262, 175, 30, .textField(text: TextStyle(text: "Line", font: body, color: p.label),
                                             border: .line, textInset: 7, showsClearButton: false))
        control(199, 262, 175, 30, .textField(text: TextStyle(text: "Bezel", font: body, color: p.label),
                                              border: .bezel, textInset: 7, showsClearButton: false))
        control(16, 300, 358, 30, .textField(text: TextStyle(text: "Name", font: body, color: p.placeholderText),
                                             border: .none, textInset: 7, showsClearButton: false))
        // A search bar with its placeholder.
        control(0, 338, 390, 52, .searchBar(text: TextStyle(text: "Search", font: body, color: p.secondaryLabel),
                                            minimal: false))
        // Table cells: a chevron, a checkmark, a detail disclosure button; plain-cell colors.
        let accessories: [TableCellDrawing.Accessory] = [.disclosureIndicator, .checkmark, .detailDisclosureButton]
        for (row, accessory) in accessories.enumerated() {
            let cell = TableCellDrawing(fill: p.systemBackground, separatorColor: p.opaqueSeparator,
                                        bottomSeparator: .init(leading: 16), accessory: accessory, tint: p.tint)
            control(0, 398 + Double(row) * 44, 390, 44, .tableCell(cell))
            add(16, 398 + Double(row) * 44, 200, 44,
                .text(TextStyle(text: ["General", "Wi-Fi", "Privacy"][row], font: body, color: p.label)))
        }
        // An activity indicator in the system gray, a toolbar, and an opaque tab bar along the
        // bottom, the first item selected.
        control(340, 300, 20, 20, .activityIndicator(color: p.systemGray))
        control(0, 538, 390, 44, .toolbar(items: [.symbol(Symbol(named: "trash"), name: "trash"), .flexibleSpace,
                                                  .text("Done", bold: true)],
                                          background: .translucent, isRightToLeft: false))
        control(0, 591, 390, 49, .tabBar(items: [TabItemDrawing(title: "Home", symbol: Symbol(.star)),
                                                 TabItemDrawing(title: "Search", symbol: Symbol(.magnifyingglass))],
                                         selected: 0, background: .opaque, isRightToLeft: false))
        var scene = Scene(width: 390, height: 640, scale: scale, background: background, nodes: nodes)
        scene.palette = palette
        return scene
    }
}
