import AutoLayout
import LayoutSpec

/// Converts one unit — a scene's view controller view or a XIB view — into a spec document.
///
/// Steps:
/// 1. the canvas: the unit's size; the root element's own properties become the canvas
///    view's (a root that is not a plain view is put inside one and pinned to its edges);
///    a view controller's view gets the device's safe area and side margins;
/// 2. the views, depth first (`UnitConverter+Views.swift`): each element becomes a spec view
///    of its kind, or a placeholder; IB ids become spec ids; layout guides are noted; views
///    that translate their autoresizing mask get constraints fixing their frame
///    (`UnitConverter+Autoresizing.swift`);
/// 3. the constraints of the whole tree, view by view (`UnitConverter+Constraints.swift`),
///    with items resolved to spec ids and layout guides to their owner's anchors.
struct UnitConverter {
    let unit: IBUnit
    let resources: IBResources
    let assets: AssetResolver
    /// Named colors from the asset catalogs near the document (nil without a file).
    let catalogColors: AssetCatalogColors?
    var diagnostics: IBDiagnostics
    /// Where each part of the converted document came from: spec paths (`root.subviews[0]`,
    /// `constraints[3]`) to positions in the Interface Builder file, so that messages about
    /// the converted document and its constraints point at the XML that caused them.
    var positions: SourceMap
    var ids = IdentifierMap()
    /// Layout guide ids → the owner's anchors.
    var guides: [String: GuideAnchor] = [:]
    /// Ids inside unsupported elements → the element that hides them.
    var dropped: [String: String] = [:]
    /// Constraints fixing frames, with the view they belong to.
    var frameConstraints: [(constraint: ConstraintExpression, position: SourcePosition)] = []
    /// Views that neither translate their mask nor have a fixed frame, placed by no stack:
    /// each keeps its decoded frame unless a constraint names it (``keepDecodedFrames(besides:)``).
    var unplaced: [UnplacedView] = []
    /// Subviews and constraints the size-class variations leave out.
    let excluded: Set<String>
    /// Every id in the unit's tree, to tell ids outside a chosen view from unknown ones.
    let knownIDs: Set<String>
    /// The largest number of points a constraint may hold (``SpecLimits/maxMagnitude``).
    let maxMagnitude: Double
    /// The largest count a document may give (pages of a page control): ``SpecLimits/maxViews``,
    /// as a spec's own count is bounded.
    let maxCount: Int
    /// Root views of embedded controllers drawn inside container views, whose constraints
    /// are the unit's too.
    var embeddedRoots: [IBElement] = []
    /// Container views being filled, so a controller that embeds itself stops.
    var embedding: Set<String> = []

    init(unit: IBUnit, resources: IBResources, assets: AssetResolver, catalogColors: AssetCatalogColors? = nil,
         file: String, limits: SpecLimits) {
        let traits = SizeClassFilter(unit: unit)
        self.unit = traits.applyingVariations(to: unit)
        maxMagnitude = limits.maxMagnitude
        maxCount = limits.maxViews
        self.resources = resources
        self.assets = assets
        self.catalogColors = catalogColors
        diagnostics = IBDiagnostics(file: file)
        positions = SourceMap(file: file)
        excluded = traits.excludedIDs(in: self.unit)
        var known: Set<String> = []
        self.unit.scope.forEach { if let id = $0.id { known.insert(id) } }
        // Embedded controllers' views are drawn inside their container views.
        for root in self.unit.embedded.values {
            root.forEach { if let id = $0.id { known.insert(id) } }
        }
        knownIDs = known
    }

    /// The unit as a spec document, its source map saying where its parts came from.
    mutating func convert() -> SpecDocument {
        // 1. Canvas and root.
        // On the designed device's pixel grid, as Xcode laid the document out.
        var canvas = CanvasSpec(width: unit.width, height: unit.height, scale: unit.scale)
        canvas.appearance.style = unit.appearance
        var root = ViewSpec()
        positions.record("root", at: unit.root.position)
        let size = (width: unit.width, height: unit.height)
        var pins: [ConstraintExpression] = []
        if IBViewKind(element: unit.root.name) == .plain {
            ids.assignRoot(unit.root.id)
            applyCommon(unit.root, to: &root)
            if unit.isControllerView { root.layoutMargins = controllerMargins(unit.root) }
            noteGuides(of: unit.root, owner: "root", margins: root.layoutMargins)
            // 2. Views.
            root.subviews = childViews(of: unit.root, parent: "root", parentSize: size, path: "root", placedByParent: false)
        } else {
            // 2. Views: the root element inside a plain canvas view, filling it.
            let child = view(unit.root, path: "root.subviews[0]", parent: "root", parentSize: size,
                             placedByParent: true)
            root.subviews = [child]
            if let id = child.id {
                pins = [Attribute.left, .right, .top, .bottom].map {
                    ConstraintExpression(first: AnchorName(.named(id), $0), relation: .equal, second: AnchorName(.root, $0))
                }
            }
        }
        // The bars, over the content.
        let (barViews, barPins) = chrome()
        root.subviews += barViews
        pins += barPins
        // 3. Constraints: Interface Builder's, then the frame-fixing ones, then the pins.
        var constraints: [ConstraintEntry] = []
        let runtime = runtimeConstraintElements()
        keepDecodedFrames(besides: runtime)
        for (constraint, position) in documentConstraints(runtime) + frameConstraints {
            positions.record("constraints[\(constraints.count)]", at: position)
            constraints.append(.expression(WrittenConstraint(constraint)))
        }
        constraints += pins.map { .expression(WrittenConstraint($0)) }
        return SpecDocument(name: unit.name, canvas: canvas, root: root, constraints: constraints, source: positions)
    }

    /// The toolsVersion of Xcode 9, the first to lay documents out as iOS 11 does (the safe
    /// area; margins inset by it; scroll views' insets from their overlap with the bars).
    static let iOS11Tools = 13000

    /// Whether the document was saved by an Xcode before 9, which laid it out as iOS 10 did.
    var isBeforeIOS11: Bool { unit.toolsVersion > 0 && unit.toolsVersion < Self.iOS11Tools }

    /// A view controller view's margins: its own (or UIKit's minimum side margins, 16 points
    /// on narrow phones and 20 on wider screens) with the safe area added, as
    /// `insetsLayoutMarginsFromSafeArea` does.
    private func controllerMargins(_ element: IBElement) -> DirectionalInsets {
        let safe = safeArea
        let own = IBGeometry.insets(element, key: "layoutMargins", directionalKey: "directionalLayoutMargins")
        let side = unit.device?.sideMargin ?? DevicePreset.sideMargin(forWidth: unit.width)
        let base = own ?? DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
        guard IBValue.bool(element["insetsLayoutMarginsFromSafeArea"]) != false else { return base }
        // Before iOS 11 a root view's margins stopped at its own edges: the status bar and
        // bars were the top and bottom layout guides' alone.
        if isBeforeIOS11 { return base }
        return DirectionalInsets(top: base.top + safe.top, leading: base.leading + safe.left,
                                 bottom: base.bottom + safe.bottom, trailing: base.trailing + safe.right)
    }

    /// The root's safe-area insets: the device's for a view controller's view, with the
    /// bars it is laid out under, and for a XIB's top-level view that declares a safe area;
    /// else none.
    var safeArea: EdgeInsets {
        if !unit.isControllerView, let device = unit.safeAreaDevice {
            // The document's orientation, not the view's shape: a wide, short view on a
            // phone in portrait keeps the portrait insets.
            return device.safeArea(width: device.width, height: device.height, toolsVersion: unit.toolsVersion)
        }
        guard unit.isControllerView, let device = unit.device else { return .zero }
        var insets = unit.screenSafeArea(of: device)
        insets.top = unit.belowOpaqueTopBar ? 0 : insets.top + unit.bars.top
        insets.bottom += unit.bars.bottom
        return insets
    }

    /// Notes the safe-area and margins guides a view declares, and a controller's old
    /// top and bottom layout guides.
    mutating func noteGuides(of element: IBElement, owner: String, margins: DirectionalInsets) {
        for guide in element.children(named: "viewLayoutGuide") {
            guard let id = guide.id else { continue }
            switch guide.key {
            case "safeArea":
                guides[id] = GuideAnchor(owner: owner, kind: .safeArea(owner == "root" ? safeArea : .zero))
            case "layoutMargins":
                guides[id] = GuideAnchor(owner: owner, kind: .margins(margins))
            default:
                continue
            }
        }
        guard owner == "root", let controller = unit.controller else { return }
        for guide in controller.child(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            guard let id = guide.id else { continue }
            guides[id] = GuideAnchor(owner: "root", kind: guide["type"] == "bottom"
                                        ? .bottomLayoutGuide(safeArea.bottom) : .topLayoutGuide(safeArea.top))
        }
    }
}
