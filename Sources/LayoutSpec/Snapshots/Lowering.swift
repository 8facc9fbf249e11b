import AutoLayout

/// Lowers a snapshot to the layout engine's input.
///
/// Steps: 1. flatten the views in pre-order (a stack's arranged views first, then its other
/// subviews), giving each its geometry inputs (intrinsic content, priorities, margins,
/// baselines); 2. turn each stack's properties into a ``StackConfiguration`` with view
/// indices; 3. parse the constraints and check the ids they name.
///
/// - Throws: ``SpecErrors`` when a constraint does not parse or names a missing view, when
///   two views share an id, or when custom spacing follows a view the stack does not arrange
///   (a loaded document has none of these; one built in code may).
public func lower(_ snapshot: SnapshotSpec) throws(SpecErrors) -> LoweredSnapshot {
    try lower(snapshot, insetParts: [:], guideInsets: [:])
}

/// Lowers with each scroll view's and table view's part of the safe area and each view's
/// own safe-area insets (by spec path; none where missing): what a layout of the first
/// lowering found them to cover.
func lower(_ snapshot: SnapshotSpec, insetParts: [String: ContentInsetAdjuster.Part],
           guideInsets: [String: EdgeInsets]) throws(SpecErrors) -> LoweredSnapshot {
    let document = snapshot.document
    var flattener = TreeFlattener(source: document.source, documentModel: document.model)
    flattener.canvasWidth = document.canvas.width
    flattener.contentSize = document.canvas.contentSize
    flattener.scale = Double(document.canvas.scale)
    // Without a safe area no view gains anything: nothing to adjust.
    flattener.adjustsInsets = document.canvas.safeArea != .zero
    flattener.insetParts = insetParts
    flattener.safeAreaOwners = TreeFlattener.safeAreaOwners(document.constraints)
    flattener.guideInsets = guideInsets
    var root = document.root
    let guide = SafeAreaGuide(canvas: document.canvas)
    guide?.apply(to: &root)
    flattener.add(root, path: "root", parent: nil)
    if let guide { flattener.generated += guide.constraints(origin: document.source.location(of: "canvas")) }
    flattener.finishStacks()
    let reader = ConstraintReader(source: document.source, ids: ["root"] + flattener.ids)
    let written = reader.read(document.constraints, diagnostics: &flattener.diagnostics)
    let constraints = ScrollContentRule(nodes: flattener.nodes, scrollViews: flattener.scrollViews).apply(written)
        + flattener.generated
    try flattener.diagnostics.throwIfErrors()
    var tree = LayoutTree(views: flattener.nodes, constraints: constraints, direction: document.canvas.direction,
                          canvasWidth: document.canvas.width, canvasHeight: document.canvas.height)
    tree.flows = flattener.flows
    return LoweredSnapshot(name: snapshot.name, caption: snapshot.caption, canvas: document.canvas, tree: tree,
                           views: flattener.views, paths: flattener.paths, ignore: document.ignore,
                           compare: document.compare, debug: document.debug, file: document.source.file,
                           fonts: document.fonts,
                           snapshot: flattener.insetAdjusters.isEmpty && flattener.safeAreaGuides.isEmpty ? nil : snapshot,
                           insetAdjusters: flattener.insetAdjusters, safeAreaGuides: flattener.safeAreaGuides)
}
