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

    static let none = IBBars()

    /// Who embeds which controller in a storyboard: the navigation controllers (by the id
    /// of their root view controller) and the tab bar controllers' children.
    struct Embedding: Sendable {
        var navigationRoots: [String: IBElement] = [:]
        var tabChildren: Set<String> = []

        init() {}

        init(scenes: [IBElement]) {
            for scene in scenes {
                for object in scene.child(named: "objects")?.children ?? [] {
                    let segues = object.child(named: "connections")?.children(named: "segue") ?? []
                    for segue in segues where segue["kind"] == "relationship" {
                        guard let destination = segue["destination"] else { continue }
                        if object.name == "navigationController", segue["relationship"] == "rootViewController" {
                            navigationRoots[destination] = object
                        } else if object.name == "tabBarController", segue["relationship"] == "viewControllers" {
                            tabChildren.insert(destination)
                        }
                    }
                }
            }
        }
    }

    /// The bars around `controller` (a storyboard scene's view controller, or a XIB's
    /// top-level view carrying simulated metrics), at this canvas size.
    static func of(_ controller: IBElement, embedding: Embedding, landscapePhone: Bool) -> IBBars {
        var bars = IBBars()
        let simulatedTop = controller.child(key: "simulatedTopBarMetrics")
        let navigation = controller.id.flatMap { embedding.navigationRoots[$0] }
        if navigation?["navigationBarHidden"] != "YES", simulatedTop?.name == "simulatedNavigationBarMetrics" || navigation != nil {
            let large = navigation?.child(key: "navigationBar")?["largeTitles"] == "YES"
                && controller.child(key: "navigationItem")?["largeTitleDisplayMode"] != "never"
            bars.top = landscapePhone ? 32 : large ? 96 : 44
            if simulatedTop?["prompted"] == "YES" || controller.child(key: "navigationItem")?["prompt"] != nil {
                bars.top += 30
            }
        }
        let simulatedBottom = controller.child(key: "simulatedBottomBarMetrics")
        let inTabBar = controller.id.map { embedding.tabChildren.contains($0) } ?? false
        if simulatedBottom?.name == "simulatedTabBarMetrics" || inTabBar {
            bars.bottom = landscapePhone ? 32 : 49
        } else if simulatedBottom?.name == "simulatedToolbarMetrics" {
            bars.bottom = landscapePhone ? 32 : 44
        }
        return bars
    }
}
