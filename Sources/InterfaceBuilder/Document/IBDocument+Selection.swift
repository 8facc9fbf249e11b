import LayoutSpec

extension IBDocument {
    /// The units a selection asks for, in document order.
    ///
    /// - Throws: ``SpecErrors`` when the document has nothing to draw or the selection
    ///   matches nothing (the message lists what there is).
    func units(for selection: InterfaceBuilderSelection) throws(SpecErrors) -> [IBUnit] {
        var chosen = units
        if let scene = selection.scene {
            guard kind == .storyboard else {
                throw failure("a XIB has no scenes; choose one of its views with --view ID")
            }
            chosen = units.filter { $0.aliases.contains(scene) }
            if chosen.isEmpty {
                throw failure("no scene '\(scene)'; scenes: \(catalogue())")
            }
        }
        if let viewID = selection.view {
            for unit in chosen {
                if let found = view(viewID, in: unit) { return [found] }
            }
            var kinds: [String] = []
            for unit in chosen {
                unit.scope.forEach { if $0.id == viewID { kinds.append($0.name) } }
            }
            if let kind = kinds.first {
                throw failure("'\(viewID)' is a <\(kind)>, not a view")
            }
            throw failure("no view with id '\(viewID)'\(selection.scene.map { " in scene '\($0)'" } ?? ""); "
                          + "\(kind == .storyboard ? "scenes" : "top-level views"): \(catalogue())")
        }
        guard !chosen.isEmpty else {
            throw failure(kind == .storyboard ? "the storyboard has no scene with a view to draw"
                          : "the XIB has no top-level view to draw")
        }
        return chosen
    }

    /// The view with this id inside a unit, as a unit of its own.
    private func view(_ id: String, in unit: IBUnit) -> IBUnit? {
        if unit.root.id == id { return unit }
        guard let element = find(id, in: unit.root) else { return nil }
        let frame = IBGeometry.frame(of: element)
        var selected = IBUnit(name: "\(unit.name)-\(IBNames.snapshotName(id))", aliases: [id], root: element,
                              scope: unit.scope, controller: nil, isControllerView: false, width: frame?.width ?? unit.width,
                              height: frame?.height ?? unit.height, device: nil, position: element.position,
                              scale: unit.scale)
        selected.toolsVersion = unit.toolsVersion
        selected.documentDevice = unit.documentDevice
        selected.editsAnySizeClass = unit.editsAnySizeClass
        return selected
    }

    /// A view element (one inside `<subviews>` or a cell's content view) with this id.
    private func find(_ id: String, in element: IBElement) -> IBElement? {
        let inside = element.children.filter { $0.key == "contentView" } + (element.child(named: "subviews")?.children ?? [])
        for child in inside {
            if child.id == id { return child }
            if let found = find(id, in: child) { return found }
        }
        return nil
    }

    /// `name (id, id)` for each unit, for messages.
    private func catalogue() -> String {
        guard !units.isEmpty else { return "none" }
        return units.map { unit in
            let others = unit.aliases.filter { $0 != unit.name }
            return others.isEmpty ? unit.name : "\(unit.name) (\(others.joined(separator: ", ")))"
        }.joined(separator: "; ")
    }

    private func failure(_ message: String) -> SpecErrors {
        SpecErrors([SpecError(file: file, line: 1, column: 1, path: "", message: message)])
    }
}
