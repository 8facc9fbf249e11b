import LayoutSpec

/// Reading bars' items from a document: `<barButtonItem>`s, a `<navigationItem>`'s left and
/// right items, `<tabBarItem>`s.
enum IBBarItems {
    /// `<barButtonItem systemItem= title= style= image=>`: a system item as UIKit draws it, a
    /// title (semibold for `style="done"`), an image as the symbol of that name (an asset's
    /// image is drawn by its name, as a title, when no symbol has it).
    static func item(_ element: IBElement) -> BarItem {
        if let system = element["systemItem"], let item = BarItem.system(system) {
            if case .fixedSpace = item { return .fixedSpace(IBValue.number(element["width"]) ?? 8) }
            return item
        }
        if let title = element["title"] { return .title(title, isDone: element["style"] == "done") }
        if let image = element["image"] {
            // What VoiceOver reads, when the document gives the image item a label.
            let label = element.child(key: "accessibilityConfiguration", named: "accessibility")?["label"]
            return .symbol(image, label: label.flatMap { $0.isEmpty ? nil : $0 })
        }
        return .title("Item")
    }

    /// A navigation item's left or right items: the array (`leftBarButtonItems`) or the
    /// single item (`leftBarButtonItem`).
    static func items(of navigationItem: IBElement, side: String) -> [BarItem] {
        if let list = navigationItem.child(key: "\(side)BarButtonItems") {
            return list.children(named: "barButtonItem").map(item)
        }
        return navigationItem.child(key: "\(side)BarButtonItem", named: "barButtonItem").map { [item($0)] } ?? []
    }

    /// A navigation bar drawing a navigation item: its title and items.
    static func navigationBar(showing navigationItem: IBElement?, largeTitles: Bool) -> NavigationBarSpec {
        var bar = NavigationBarSpec(title: navigationItem?["title"] ?? "")
        if let navigationItem {
            bar.leftItems = items(of: navigationItem, side: "left")
            bar.rightItems = items(of: navigationItem, side: "right")
        }
        bar.prefersLargeTitles = largeTitles && navigationItem?["largeTitleDisplayMode"] != "never"
        return bar
    }

    /// `<tabBarItem systemItem= title= image=>`.
    static func tabItem(_ element: IBElement) -> TabItem {
        if let system = element["systemItem"], let item = TabItem.system(system) { return item }
        return TabItem(title: element["title"] ?? "Item", symbol: element["image"])
    }
}
