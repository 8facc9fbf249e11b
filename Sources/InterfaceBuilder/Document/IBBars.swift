import LayoutSpec

/// The bars Interface Builder lays a view controller's view out under, on top of the
/// status bar: a navigation bar when the scene is a navigation controller's root (or says
/// `simulatedTopBarMetrics`), a tab bar or toolbar at the bottom when it is a tab bar
/// controller's child (or says `simulatedBottomBarMetrics`). They add to the safe area
/// (and to the old top and bottom layout guides), as on the device.
///
/// Heights are UIKit's on a phone in portrait: navigation bar 44 (96 with a large title,
/// 30 more with a prompt), tab bar 49, toolbar 44; in landscape on a phone both bars are
/// 32 points.
struct IBBars: Sendable, Equatable {
    var top: Double = 0
    var bottom: Double = 0
    /// What the bars show, drawn over the view as iOS 15 and later draw a screen's bars at
    /// the edge of content that does not scroll (no background): the navigation item's
    /// title and buttons (a back button when the controller was pushed), the tab bar
    /// controller's items with this scene's selected, the controller's toolbar items.
    var navigationBar: NavigationBarSpec?
    var tabBar: TabBarSpec?
    var toolbar: ToolbarSpec?

    static let none = IBBars()

    /// Who embeds which controller in a storyboard: the navigation controller a
    /// controller is shown in (its root, and what is pushed from there with show or push
    /// segues), and whether it is inside a tab bar controller (directly, or through its
    /// navigation controller).
    struct Embedding: Sendable {
        var navigation: [String: IBElement] = [:]
        var inTabBar: Set<String> = []
        /// Controllers shown or pushed onto a navigation stack (not its root), with the
        /// title of the controller they were pushed from: their back button shows it.
        var pushed: [String: String] = [:]
        /// The tab bar each controller inside a tab bar controller shows, its own tab selected.
        var tabBars: [String: TabBarSpec] = [:]

        init() {}

        init(scenes: [IBElement]) {
            var controllers: [String: IBElement] = [:]
            var segues: [(from: String, segue: IBElement)] = []
            for scene in scenes {
                let objects = scene.child(named: "objects")?.children ?? []
                guard let controller = objects.first(where: { $0["sceneMemberID"] == "viewController" }),
                      let id = controller.id else { continue }
                controllers[id] = controller
                controller.forEach { if $0.name == "segue" { segues.append((id, $0)) } }
            }
            var tabChildren: Set<String> = []
            var queue: [String] = []
            var tabOrder: [String: [String]] = [:]
            for (from, segue) in segues where segue["kind"] == "relationship" {
                guard let destination = segue["destination"], let holder = controllers[from] else { continue }
                if holder.name == "tabBarController", segue["relationship"] == "viewControllers" {
                    tabChildren.insert(destination)
                    tabOrder[from, default: []].append(destination)
                }
            }
            // Each tab's item comes from its controller (a navigation controller's, for a stack).
            for children in tabOrder.values {
                let items = children.map { child in
                    controllers[child]?.child(key: "tabBarItem", named: "tabBarItem").map(IBBarItems.tabItem)
                        ?? TabItem(title: "Item")
                }
                for (index, child) in children.enumerated() {
                    tabBars[child] = TabBarSpec(items: items, selectedIndex: index)
                }
            }
            for (from, segue) in segues where segue["kind"] == "relationship" && segue["relationship"] == "rootViewController" {
                guard let destination = segue["destination"], let holder = controllers[from],
                      holder.name == "navigationController" else { continue }
                navigation[destination] = holder
                if tabChildren.contains(from) {
                    inTabBar.insert(destination)
                    tabBars[destination] = tabBars[from]
                }
                queue.append(destination)
            }
            inTabBar.formUnion(tabChildren)
            // What a controller in a navigation stack shows or pushes lands in the same stack;
            // so does what it shows as the detail, which a phone pushes onto that stack.
            while let next = queue.popLast() {
                for (from, segue) in segues where from == next && ["show", "push", "showDetail"].contains(segue["kind"] ?? "") {
                    guard let destination = segue["destination"], navigation[destination] == nil,
                          let target = controllers[destination], target.name != "navigationController" else { continue }
                    navigation[destination] = navigation[next]
                    let from = controllers[next]
                    pushed[destination] = from?["title"] ?? from?.child(key: "navigationItem")?["title"] ?? ""
                    if inTabBar.contains(next) {
                        inTabBar.insert(destination)
                        tabBars[destination] = tabBars[next]
                    }
                    queue.append(destination)
                }
            }
        }
    }

    /// Whether `controller`'s view starts below its navigation bar rather than under it: the
    /// bar is opaque (`translucent="NO"` in the simulated metrics or on the navigation
    /// controller's bar) and the controller does not extend its layout under opaque bars,
    /// as UIKit's `extendedLayoutIncludesOpaqueBars` (false by default) decides.
    static func isBelowOpaqueTopBar(_ controller: IBElement, embedding: Embedding) -> Bool {
        guard controller["extendedLayoutIncludesOpaqueBars"] != "YES" else { return false }
        let simulated = controller.child(key: "simulatedTopBarMetrics")
        let navigationBar = controller.id.flatMap { embedding.navigation[$0] }?.child(key: "navigationBar")
        return simulated?["translucent"] == "NO" || navigationBar?["translucent"] == "NO"
    }

    /// The bars around `controller` (a storyboard scene's view controller, or a XIB's
    /// top-level view carrying simulated metrics), at this canvas size.
    static func of(_ controller: IBElement, embedding: Embedding, landscapePhone: Bool) -> IBBars {
        var bars = IBBars()
        let simulatedTop = controller.child(key: "simulatedTopBarMetrics")
        let navigation = controller.id.flatMap { embedding.navigation[$0] }
        if navigation?["navigationBarHidden"] != "YES", simulatedTop?.name == "simulatedNavigationBarMetrics" || navigation != nil {
            let large = navigation?.child(key: "navigationBar")?["largeTitles"] == "YES"
                && controller.child(key: "navigationItem")?["largeTitleDisplayMode"] != "never"
            bars.top = landscapePhone ? 32 : large ? 96 : 44
            if simulatedTop?["prompted"] == "YES" || controller.child(key: "navigationItem")?["prompt"] != nil {
                bars.top += 30
            }
            var bar = IBBarItems.navigationBar(showing: controller.child(key: "navigationItem"), largeTitles: large)
            bar.prefersLargeTitles = large && !landscapePhone
            bar.background = .transparent
            if let id = controller.id, let previous = embedding.pushed[id], bar.leftItems.isEmpty,
               controller.child(key: "navigationItem")?["hidesBackButton"] != "YES" {
                // UIKit's back button: the chevron and the previous screen's title, or "Back"
                // when it has none (or one too long to fit beside this screen's title).
                let title = previous.isEmpty || previous.count > 12 ? "Back" : previous
                bar.leftItems = [.symbol("chevron.left"), .title(title)]
            }
            bars.navigationBar = bar
        }
        let simulatedBottom = controller.child(key: "simulatedBottomBarMetrics")
        let inTabBar = controller.id.map { embedding.inTabBar.contains($0) } ?? false
        if simulatedBottom?.name == "simulatedTabBarMetrics" || inTabBar {
            bars.bottom = landscapePhone ? 32 : 49
            if var tabBar = controller.id.flatMap({ embedding.tabBars[$0] }) {
                tabBar.background = .transparent
                bars.tabBar = tabBar
            }
        } else if simulatedBottom?.name == "simulatedToolbarMetrics" {
            bars.bottom = landscapePhone ? 32 : 44
            let items = controller.child(key: "toolbarItems")?.children(named: "barButtonItem") ?? []
            if !items.isEmpty {
                var toolbar = ToolbarSpec(items: items.map(IBBarItems.item))
                toolbar.background = .transparent
                bars.toolbar = toolbar
            }
        }
        return bars
    }
}
