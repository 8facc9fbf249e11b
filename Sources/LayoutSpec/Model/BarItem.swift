/// One item of a navigation bar or toolbar (`UIBarButtonItem`), as it draws.
///
/// A spec writes a title as a string, `{title, style: done}` for a bold one, `{symbol: name}`
/// for an image, or `{system: name}` for a system item, which becomes the title or symbol
/// UIKit draws for it (`add` is the plus symbol, `done` a bold "Done", `flexibleSpace` the
/// space that spreads a toolbar's items).
public enum BarItem: Sendable, Hashable {
    /// A title in the tint color; `isDone` draws it semibold (the `done` style).
    case title(String, isDone: Bool = false)
    /// A symbol in the tint color, by its SF Symbol name; `label` is what VoiceOver reads for
    /// it (nil: UIKit's name for a system item's symbol, else nothing).
    case symbol(String, label: String? = nil)
    /// Space that takes an equal share of what a toolbar leaves.
    case flexibleSpace
    /// Space of a fixed width, in points.
    case fixedSpace(Double)

    /// `UIBarButtonItem.SystemItem` names and what UIKit draws for them.
    public static let systemItems: [(name: String, item: BarItem)] = [
        ("done", .title("Done", isDone: true)), ("cancel", .title("Cancel")), ("edit", .title("Edit")),
        ("save", .title("Save", isDone: true)), ("undo", .title("Undo")), ("redo", .title("Redo")),
        ("close", .symbol("xmark")), ("add", .symbol("plus")), ("compose", .symbol("square.and.pencil")),
        ("reply", .symbol("arrowshape.turn.up.left")), ("action", .symbol("square.and.arrow.up")),
        ("organize", .symbol("folder")), ("bookmarks", .symbol("book")), ("search", .symbol("magnifyingglass")),
        ("refresh", .symbol("arrow.clockwise")), ("stop", .symbol("xmark")), ("camera", .symbol("camera")),
        ("trash", .symbol("trash")), ("play", .symbol("play.fill")), ("pause", .symbol("pause.fill")),
        ("rewind", .symbol("backward.fill")), ("fastForward", .symbol("forward.fill")),
        ("flexibleSpace", .flexibleSpace), ("fixedSpace", .fixedSpace(8)),
    ]

    /// What VoiceOver reads for a system item drawn as this symbol ("Add" for `plus`), and
    /// "Back" for a back button's chevron; nil for other symbols, which need a label.
    public static func systemLabel(forSymbol name: String) -> String? {
        let labels = ["plus": "Add", "xmark": "Close", "square.and.pencil": "Compose", "arrowshape.turn.up.left": "Reply",
                      "square.and.arrow.up": "Share", "folder": "Organize", "book": "Bookmarks",
                      "magnifyingglass": "Search", "arrow.clockwise": "Refresh", "camera": "Camera", "trash": "Delete",
                      "play.fill": "Play", "pause.fill": "Pause", "backward.fill": "Rewind",
                      "forward.fill": "Fast Forward", "chevron.left": "Back"]
        return labels[name]
    }

    /// The item a system item name stands for.
    public static func system(_ name: String) -> BarItem? {
        systemItems.first { $0.name == name }?.item
    }
}

/// One item of a tab bar (`UITabBarItem`): a symbol over a title.
public struct TabItem: Sendable, Hashable {
    public var title: String
    /// An SF Symbol name; nil draws the title alone.
    public var symbol: String?

    public init(title: String, symbol: String? = nil) {
        self.title = title
        self.symbol = symbol
    }

    /// `UITabBarItem.SystemItem` names with the title and symbol UIKit draws for them.
    public static let systemItems: [(name: String, item: TabItem)] = [
        ("favorites", TabItem(title: "Favorites", symbol: "star.fill")),
        ("featured", TabItem(title: "Featured", symbol: "star")),
        ("topRated", TabItem(title: "Top Rated", symbol: "star")),
        ("recents", TabItem(title: "Recents", symbol: "clock")),
        ("contacts", TabItem(title: "Contacts", symbol: "person.crop.circle")),
        ("history", TabItem(title: "History", symbol: "clock")),
        ("bookmarks", TabItem(title: "Bookmarks", symbol: "book")),
        ("search", TabItem(title: "Search", symbol: "magnifyingglass")),
        ("downloads", TabItem(title: "Downloads", symbol: "arrow.down.circle")),
        ("mostRecent", TabItem(title: "Most Recent", symbol: "clock")),
        ("mostViewed", TabItem(title: "Most Viewed", symbol: "list.number")),
        ("more", TabItem(title: "More", symbol: "ellipsis")),
    ]

    public static func system(_ name: String) -> TabItem? {
        systemItems.first { $0.name == name }?.item
    }
}
