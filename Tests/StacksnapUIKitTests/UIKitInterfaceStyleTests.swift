import Foundation
import LayoutSpec
import Stacksnap
import StacksnapUIKit
import Testing

/// `overrideUserInterfaceStyle` is the snapshot's appearance, as `canvas: {appearance: dark}`.
@MainActor
@Suite struct UIKitInterfaceStyleTests {
    static let spec = """
        name: card
        canvas: {width: 200, height: 100, scale: 2, appearance: dark}
        root:
          background: secondarySystemBackground
          subviews:
            - {type: label, id: title, text: Night, color: label}
        constraints:
          - title.top == root.top + 20
          - title.leading == root.leading + 20
        """

    final class CardController: UIViewController {
        override func loadView() {
            view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .secondarySystemBackground
            let title = UILabel()
            title.accessibilityIdentifier = "title"
            title.text = "Night"
            title.textColor = .label
            title.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(title)
            title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
        }
    }

    static func pixels(_ document: SpecDocument) throws -> [UInt8] {
        try SnapshotPipeline.render(try lower(try #require(document.snapshots().first))).bitmap.pixels
    }

    @Test func aControllersOverrideIsTheSnapshotsAppearance() throws {
        let controller = CardController()
        let light = try controller.view.specDocument(name: "card")
        #expect(light.canvas.appearance == .light)
        controller.overrideUserInterfaceStyle = .dark
        let dark = try controller.view.specDocument(name: "card")
        #expect(dark.canvas.appearance == .dark)
        let written = try SpecFile.parse(Self.spec, file: "card.yaml").document
        let samePixels = try Self.pixels(dark) == Self.pixels(written)
        #expect(samePixels, "the dark card draws other pixels than its spec")
        let differs = try Self.pixels(light) != Self.pixels(dark)
        #expect(differs)
    }

    @Test func aViewsOverrideOnTheTopViewCountsAndInsideIsAWarning() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.overrideUserInterfaceStyle = .dark
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inner.overrideUserInterfaceStyle = .light
        root.addSubview(inner)
        #expect(try root.specDocument().canvas.appearance == .dark)
        root.layoutIfNeeded()
        #expect(root.layoutProblems.contains { $0.contains("overrideUserInterfaceStyle inside the hierarchy") })
    }
}
