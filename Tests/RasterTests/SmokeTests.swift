import Foundation
import Pixels
import Testing
@testable import Raster

@Test func smoke() throws {
    let white = RGBA(r: 255, g: 255, b: 255)
    let blue = RGBA(r: 0x4A, g: 0x90, b: 0xE2)
    var nodes: [SceneNode] = []
    nodes.append(SceneNode(frame: SceneRect(x: 10, y: 10, width: 100, height: 40), cornerRadius: 8, background: blue,
                           border: SceneBorder(width: 2, color: RGBA(r: 0, g: 0, b: 0)),
                           content: .text(TextStyle(text: "Button", font: FontDescriptor(size: 17, weight: 600), color: white, alignment: .center))))
    nodes.append(SceneNode(frame: SceneRect(x: 120, y: 10, width: 51, height: 31), content: .toggle(isOn: true)))
    nodes.append(SceneNode(frame: SceneRect(x: 180, y: 10, width: 51, height: 31), content: .toggle(isOn: false)))
    nodes.append(SceneNode(frame: SceneRect(x: 10, y: 60, width: 220, height: 60), background: RGBA(r: 240, g: 240, b: 240),
                           content: .text(TextStyle(text: "Hello 世界, a long label that wraps onto several lines", lines: 2))))
    nodes.append(SceneNode(frame: SceneRect(x: 10, y: 130, width: 220, height: 24),
                           content: .text(TextStyle(text: "שלום עולם مرحبا", isRightToLeft: true))))
    for (i, s) in SymbolName.allCases.enumerated() {
        nodes.append(SceneNode(frame: SceneRect(x: 10 + Double(i % 8) * 28, y: 160 + Double(i / 8) * 28, width: 24, height: 24),
                               content: .symbol(s, color: blue)))
    }
    nodes.append(SceneNode(frame: SceneRect(x: 10, y: 250, width: 100, height: 40), content: .placeholder(label: "MKMapView")))
    nodes.append(SceneNode(frame: SceneRect(x: 120, y: 250, width: 100, height: 40), alpha: 0.5, background: blue,
                           children: [SceneNode(frame: SceneRect(x: 130, y: 260, width: 40, height: 40), background: RGBA(r: 255, g: 0, b: 0))]))
    let scene = Scene(width: 240, height: 300, scale: 2, nodes: nodes,
                      overlay: [.rect(SceneRect(x: 10, y: 60, width: 220, height: 60), RGBA(r: 255, g: 0, b: 0), dashed: true),
                                .tag("label 220×60", at: ScenePoint(x: 150, y: 100), RGBA(r: 255, g: 0, b: 0))])
    let bitmap = try Renderer.render(scene)
    try Data(PNG.encode(bitmap)).write(to: URL(fileURLWithPath: "/tmp/demo.png"))
}
