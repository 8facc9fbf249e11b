import LayoutSpec
import Stacksnap
import StacksnapUIKit
import Testing

/// A subview's `safeAreaLayoutGuide` on a device: the subview's bounds less the part of the
/// screen's safe area it covers. On an iPhone 15 Pro (393 × 852, safe area 59 from the top
/// and 34 from the bottom), a background view filling the screen has the screen's safe area
/// as its own (a label under its guide's top is 59 down, a footer on its guide's bottom ends
/// 34 up); a card from y 300 to 400 covers none of it, so a label on its guide's top sits
/// on the card's top.
@MainActor
@Suite struct UIKitOwnSafeAreaTests {
    @Test func aSubviewsGuideIsThePartOfTheScreensSafeAreaItCovers() throws {
        let controller = UIViewController()
        let background = UIView(), title = UILabel(), footer = UIView(), card = UIView(), cardTitle = UILabel()
        for (view, id) in [(background, "background"), (title, "title"), (footer, "footer"), (card, "card"),
                           (cardTitle, "cardTitle")] as [(UIView, String)] {
            view.accessibilityIdentifier = id
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        title.text = "Inbox"
        cardTitle.text = "Today"
        controller.view.addSubview(background)
        background.addSubview(title)
        background.addSubview(footer)
        controller.view.addSubview(card)
        card.addSubview(cardTitle)
        NSLayoutConstraint.activate([
            background.topAnchor.constraint(equalTo: controller.view.topAnchor),
            background.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            background.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            background.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            title.topAnchor.constraint(equalTo: background.safeAreaLayoutGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: background.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            footer.bottomAnchor.constraint(equalTo: background.safeAreaLayoutGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: background.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: background.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 50),
            card.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 300),
            card.heightAnchor.constraint(equalToConstant: 100),
            card.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
            cardTitle.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor),
            cardTitle.leadingAnchor.constraint(equalTo: card.safeAreaLayoutGuide.leadingAnchor),
        ])
        let document = try controller.specDocument(device: "iPhone15Pro")
        let laid = try SnapshotPipeline.layout(try lower(SnapshotSpec(name: "screen", variant: nil, caption: "",
                                                                      document: document)))
        func frame(_ id: String) throws -> [Double] {
            let index = try #require(laid.lowered.views.firstIndex { $0.id == id }, "no view \(id)")
            let f = laid.canvasFrames[index]
            return [f.x, f.y, f.width, f.height]
        }
        #expect(try frame("title")[0...1] == [16, 59])
        #expect(try frame("footer") == [0, 852 - 34 - 50, 393, 50])
        #expect(try frame("cardTitle")[0...1] == [20, 300])
    }
}
