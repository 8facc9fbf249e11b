/// How a bar paints behind its items (`UIBarAppearance`'s backgrounds).
public enum BarBackground: String, Sendable, Hashable, CaseIterable {
    /// The translucent light material with a hairline shadow (the standard appearance).
    case `default`
    /// Nothing behind the items and no shadow: how iOS 15 and later show a view
    /// controller's bars at the edge of content that does not scroll under them.
    case transparent
    /// An opaque system background with the hairline shadow.
    case opaque
}

/// The properties of a navigation bar (`UINavigationBar`) showing one navigation item: 44
/// points tall, 96 with a large title; no intrinsic width.
public struct NavigationBarSpec: Sendable, Equatable {
    /// `title`: centred, or large at the leading edge with `prefersLargeTitles`.
    public var title: String = ""
    /// `leftItems`, leading first.
    public var leftItems: [BarItem] = []
    /// `rightItems`, trailing first (as `rightBarButtonItems`).
    public var rightItems: [BarItem] = []
    /// `prefersLargeTitles` (default false).
    public var prefersLargeTitles = false
    /// `barBackground` (default: the translucent material).
    public var background: BarBackground = .default

    public init(title: String = "") { self.title = title }

    /// The intrinsic height, in points.
    public var height: Double { prefersLargeTitles ? 96 : 44 }
}

/// The properties of a toolbar (`UIToolbar`): its items from the leading edge, 44 points
/// tall, no intrinsic width.
public struct ToolbarSpec: Sendable, Equatable {
    /// `items`; flexible spaces spread the rest.
    public var items: [BarItem] = []
    /// `barBackground` (default: the translucent material).
    public var background: BarBackground = .default

    public init(items: [BarItem] = []) { self.items = items }
}

/// The properties of a tab bar (`UITabBar`): its items side by side, 49 points tall, no
/// intrinsic width.
public struct TabBarSpec: Sendable, Equatable {
    /// `items`, each a symbol over a title.
    public var items: [TabItem] = []
    /// `selectedIndex`: the item drawn in the tint color (default 0; null for none).
    public var selectedIndex: Int? = 0
    /// `barBackground` (default: the translucent material).
    public var background: BarBackground = .default

    public init(items: [TabItem] = [], selectedIndex: Int? = 0) {
        self.items = items
        self.selectedIndex = selectedIndex
    }
}
