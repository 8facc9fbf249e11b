import Foundation
import LayoutSpec

/// A storyboard or XIB read into the pictures it holds.
///
/// Steps: 1. check the root is an iOS Interface Builder `<document>`; 2. read the resources
/// and the simulated device; 3. list the units — each scene's view controller view for a
/// storyboard, each top-level view for a XIB — with their names and sizes.
struct IBDocument: Sendable {
    enum Kind: String, Sendable {
        case storyboard, xib

        /// A document with `<scenes>` is a storyboard; any other a XIB.
        init(root: IBElement) { self = root.child(named: "scenes") != nil ? .storyboard : .xib }
    }

    var kind: Kind
    var file: String
    var resources: IBResources
    var units: [IBUnit]
    /// Scenes with nothing to draw (navigation and tab bar controllers, references).
    var warnings: [SpecError]

    init(root: IBElement, file: String, kind: Kind) throws(SpecErrors) {
        self.kind = kind
        self.file = file
        // 1. The document element.
        guard root.name == "document" else {
            throw SpecErrors([SpecError(file: file, line: root.position.line, column: root.position.column, path: "",
                                        message: "expected an Interface Builder <document> element, found <\(root.name)>")])
        }
        if let runtime = root["targetRuntime"], !runtime.hasPrefix("iOS"), !runtime.hasPrefix("AppleTV") {
            throw SpecErrors([SpecError(file: file, line: root.position.line, column: root.position.column, path: "",
                                        message: "targetRuntime '\(runtime)': only iOS (Cocoa Touch) documents can be drawn")])
        }
        // 2. Resources and device.
        resources = IBResources(document: root)
        let deviceElement = root.child(named: "device")
        var device = deviceElement?["id"].flatMap(IBDevice.named)
        // Before Xcode 14 every phone with a sensor housing had the iPhone X's 44-point inset:
        // the iPhone 11's became 48 with Xcode 14, the iPhone X's 50 (iOS 16's: of the public
        // views on an iPhone X scene's safe-area top, all 44 saved before Xcode 14 are 44
        // down, 4 saved later 50 and 3 49.67), and the iPhone 12's and 12 Pro Max's 47 (their
        // views on the safe area's top are 44 down in documents of Xcode 12 and 13, and 44 in
        // from its side in landscape; 47 from Xcode 14). Documents are laid out as the Xcode
        // that saved them did; one that names no Xcode gets the device's own.
        let tools = Self.toolsMajor(root)
        if device?.isEdgeToEdge == true, (1..<21000).contains(tools) { device?.safeTop = 44 }
        // From toolsVersion 14800 (the first documents with iOS 13's controls) through Xcode
        // 14.0, Xcode simulated home-button phones and iPads without their status bar: a
        // scene's safe area starts at the top of the screen (and a navigation bar right below
        // it) in the frames those versions recorded; Xcode 14.1 brought the 20 points back.
        if device?.safeTop == 20, Self.simulatesNoStatusBar(toolsVersion: tools) {
            device?.safeTop = 0
        }
        if deviceElement?["orientation"] == "landscape", let portrait = device {
            device = IBDevice(id: portrait.id, width: portrait.height, height: portrait.width, safeTop: portrait.safeTop,
                              safeBottom: portrait.safeBottom, sideMargin: portrait.sideMargin, scale: portrait.scale)
        }
        // 3. Units.
        warnings = []
        units = []
        let base = IBNames.snapshotName(((file as NSString).lastPathComponent as NSString).deletingPathExtension)
        switch kind {
        case .storyboard:
            let scenes = root.child(named: "scenes")?.children(named: "scene") ?? []
            let embedding = IBBars.Embedding(scenes: scenes)
            // The "Any" canvas's status bar, as the Xcode that saved the document drew it.
            var anySize = IBDevice.anySize
            if Self.simulatesNoStatusBar(toolsVersion: tools) { anySize.safeTop = 0 }
            for scene in scenes {
                addScene(scene, base: base.isEmpty ? "storyboard" : base, device: device, embedding: embedding,
                         anySize: anySize, toolsVersion: tools)
            }
        case .xib:
            addTopLevelViews(root.child(named: "objects"), base: base.isEmpty ? "xib" : base, device: device)
        }
        let embedded = Self.embeddedViews(root)
        // Interface Builder's appearance toggle is saved on the device.
        let appearance: Appearance.Style = deviceElement?["appearance"] == "dark" ? .dark : .light
        for index in units.indices {
            units[index].appearance = appearance
            units[index].toolsVersion = tools
            units[index].editsAnySizeClass = deviceElement == nil && root["useTraitCollections"] == "YES"
            units[index].documentDevice = device
            units[index].embedded = embedded
        }
    }

    /// Every container view's embedded view: the root view of the controller its `embed`
    /// segue leads to.
    static func embeddedViews(_ root: IBElement) -> [String: IBElement] {
        var controllers: [String: IBElement] = [:]
        var containers: [(id: String, destination: String)] = []
        root.forEach { element in
            if element["sceneMemberID"] == "viewController", let id = element.id { controllers[id] = element }
            if element.name == "containerView", let id = element.id,
               let segue = element.child(named: "connections")?.children(named: "segue").first(where: { $0["kind"] == "embed" }),
               let destination = segue["destination"] {
                containers.append((id, destination))
            }
        }
        var result: [String: IBElement] = [:]
        for container in containers {
            if let view = controllers[container.destination]?.child(key: "view") { result[container.id] = view }
        }
        return result
    }

    /// A scene's view controller view, or a warning when the scene has none.
    private mutating func addScene(_ scene: IBElement, base: String, device: IBDevice?, embedding: IBBars.Embedding,
                                   anySize anyCanvas: IBDevice, toolsVersion: Int) {
        let objects = scene.child(named: "objects")?.children ?? []
        guard let controller = objects.first(where: { $0["sceneMemberID"] == "viewController" }) else { return }
        let sceneID = scene["sceneID"] ?? ""
        guard let view = controller.child(key: "view") else {
            warn("scene \(sceneID): <\(controller.name)> \(controller.id ?? "") has no view of its own to draw; "
                 + "its scene is skipped (its content scenes are drawn on their own)", at: controller.position)
            return
        }
        let title = controller["title"] ?? controller.child(key: "navigationItem")?["title"]
        let key = controller["storyboardIdentifier"] ?? title ?? controller.id ?? sceneID
        var name = "\(base)-\(IBNames.snapshotName(key))"
        if IBNames.snapshotName(key).isEmpty || units.contains(where: { $0.name == name }) {
            name = "\(base)-\(IBNames.snapshotName(controller.id ?? sceneID))"
        }
        name = unique(name)
        var size = sceneSize(controller: controller, view: view, device: device)
        // Below an opaque navigation bar the view is the screen less the status bar and the
        // bar, as a view recorded that size is laid out (Xcode 8 still recorded such a view
        // as tall as the screen, moved down by the bars, and laid its content out in the
        // part left). It is still on that screen: the home indicator's inset stays.
        var belowOpaqueBar: IBDevice?
        // The screen: the one the view was recorded as tall as, or the document's portrait
        // phone when the view was recorded already reduced.
        let fullScreen = IBDevice.matching(width: size.width, height: size.height, preferred: size.device)
        if IBBars.isBelowOpaqueTopBar(controller, embedding: embedding),
           let screen = fullScreen ?? device.flatMap({ size.width == $0.width && size.width < size.height ? $0 : nil }) {
            let full: (width: Double, height: Double) = fullScreen == nil
                ? (screen.width, screen.height) : (size.width, size.height)
            let landscapePhone = full.width > full.height && !screen.id.hasPrefix("ipad")
            let bar = IBBars.of(controller, embedding: embedding, landscapePhone: landscapePhone).top
            let above = screen.safeArea(width: full.width, height: full.height, toolsVersion: toolsVersion).top + bar
            let recordedFull = fullScreen != nil
            if bar > 0, recordedFull || abs(full.height - above - size.height) < 0.5 {
                if recordedFull { size.height -= above }
                belowOpaqueBar = screen
            }
        }
        var aliases: [String] = []
        for alias in [sceneID, controller.id, controller["storyboardIdentifier"], title, name].compactMap({ $0 })
        where !alias.isEmpty && !aliases.contains(alias) {
            aliases.append(alias)
        }
        // A freeform-sized controller whose view fills its freeform screen is still shown on
        // the document's device: Xcode draws the status bar and bars over it and gives it
        // that device's safe area. (A view shorter than its freeform screen starts below
        // opaque bars, outside them.)
        let freeform = controller.child(key: "freeformSize", named: "size").flatMap { screen in
            IBValue.number(screen["height"]).map { $0 == size.height && IBValue.number(screen["width"]) == size.width }
        } ?? false
        let onAnyCanvas = device == nil && size.width == anyCanvas.width && size.height == anyCanvas.height
        let sized = IBDevice.matching(width: size.width, height: size.height, preferred: size.device)
        let matched = sized ?? (freeform ? device ?? IBDevice.fallback : nil) ?? (onAnyCanvas ? anyCanvas : nil)
            ?? belowOpaqueBar
        // A freeform screen of no device's size on an edge-to-edge phone stays in the
        // phone's portrait orientation, however wide it is (see `IBUnit.portraitFreeform`).
        let portraitFreeform = sized == nil && freeform && (matched?.isEdgeToEdge ?? false)
        let landscapePhone = size.width > size.height && !(matched?.id.hasPrefix("ipad") ?? false) && !portraitFreeform
        units.append(IBUnit(name: name, aliases: aliases, root: view, scope: view, controller: controller,
                            isControllerView: true,
                            width: size.width, height: size.height, device: matched,
                            bars: IBBars.of(controller, embedding: embedding, landscapePhone: landscapePhone),
                            portraitFreeform: portraitFreeform, belowOpaqueTopBar: belowOpaqueBar != nil,
                            position: scene.position, scale: (device ?? matched)?.scale ?? 2))
    }

    /// Every top-level object of a XIB that is a view (it records a frame).
    private mutating func addTopLevelViews(_ objects: IBElement?, base: String, device: IBDevice?) {
        let views = (objects?.children ?? []).filter { $0.child(key: "frame", named: "rect") != nil }
        for view in views {
            let frame = IBGeometry.frame(of: view)
            let width = frame?.width ?? device?.width ?? IBDevice.fallback.width
            let height = frame?.height ?? device?.height ?? IBDevice.fallback.height
            let name = unique(views.count == 1 ? base : "\(base)-\(IBNames.snapshotName(view.id ?? "view"))")
            let declaresSafeArea = view.children(named: "viewLayoutGuide").contains { $0.key == "safeArea" }
            units.append(IBUnit(name: name, aliases: [view.id, name].compactMap { $0 }, root: view, scope: view,
                                controller: nil, isControllerView: false, width: width, height: height, device: nil,
                                safeAreaDevice: declaresSafeArea ? device : nil, position: view.position,
                                scale: device?.scale ?? 2))
        }
    }

    /// The root view's recorded frame; else the controller's simulated screen; else the
    /// document's device; else the iPhone 8 size.
    private func sceneSize(controller: IBElement, view: IBElement, device: IBDevice?)
        -> (width: Double, height: Double, device: IBDevice?) {
        if let frame = IBGeometry.frame(of: view), frame.width > 0, frame.height > 0 {
            return (frame.width, frame.height, device)
        }
        if let freeform = controller.child(key: "freeformSize", named: "size"),
           let width = IBValue.number(freeform["width"]), let height = IBValue.number(freeform["height"]) {
            return (width, height, nil)
        }
        if let metrics = controller.children.first(where: { $0.name == "simulatedScreenMetrics" }),
           let simulated = metrics["type"].flatMap(IBDevice.named) {
            let landscape = controller.children.contains {
                $0.name == "simulatedOrientationMetrics" && ($0["orientation"] ?? "").hasPrefix("landscape")
            }
            return landscape ? (simulated.height, simulated.width, simulated) : (simulated.width, simulated.height, simulated)
        }
        let chosen = device ?? IBDevice.fallback
        return (chosen.width, chosen.height, chosen)
    }

    /// Whether the Xcode that saved a document (its `toolsVersion`) drew home-button devices
    /// without a status bar: from the first documents with iOS 13's controls
    /// (``UnitConverter/iOS13Tools``, after Xcode 10's 14490) up to 21600 (Xcode 14.1, 21701,
    /// has it again).
    static func simulatesNoStatusBar(toolsVersion: Int) -> Bool {
        (UnitConverter.iOS13Tools..<21_600).contains(toolsVersion)
    }

    /// Which Xcode saved a document: the major number of its `toolsVersion` ("21701"); 0
    /// when absent. Xcode 15 wrote "32700.99.1234" into some documents, a number no Xcode
    /// has, and laid them out as Xcode 15 does: the Cocoa Touch plug-in's version beside it
    /// ("22685") is the real one.
    static func toolsMajor(_ document: IBElement) -> Int {
        let tools = major(document["toolsVersion"])
        guard tools >= 30_000 else { return tools }
        let plugIn = document.child(named: "dependencies")?.children(named: "plugIn")
            .first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        let version = major(plugIn?["version"])
        return version > 0 ? version : tools
    }

    /// The major number of a version ("21701", "32700.99.1234" → 32700); 0 when absent.
    static func major(_ text: String?) -> Int {
        text.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
    }

    private func unique(_ name: String) -> String {
        var candidate = name
        var counter = 2
        while units.contains(where: { $0.name == candidate }) {
            candidate = "\(name)-\(counter)"
            counter += 1
        }
        return candidate
    }

    private mutating func warn(_ message: String, at position: SourcePosition) {
        warnings.append(SpecError(file: file, line: position.line, column: position.column, path: "",
                                  message: message, severity: .warning))
    }
}
