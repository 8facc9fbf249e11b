import AutoLayout

extension SpecDocument {
    /// The snapshots to render on their own: the document (named ``name``) and each variant
    /// (`name.variant`), in the order written. Snapshots in ``compose`` are left out here;
    /// ``composition()`` gives them. When the composition takes the name ``name`` and does
    /// not include `default`, the document itself is named `name.default`.
    ///
    /// A loaded document is valid; for one built in code, call ``validate(limits:)`` first
    /// (a `set` entry naming a view that does not exist changes nothing here).
    public func snapshots() -> [SnapshotSpec] {
        let composed = compose ?? []
        return expandedSnapshots().filter { !composed.contains($0.variant ?? "default") }.map(\.withTraitsApplied)
    }

    /// The composed figure, when the spec has `compose`.
    public func composition() -> Composition? {
        guard let compose, !compose.isEmpty else { return nil }
        let all = expandedSnapshots()
        let members = compose.compactMap { name in all.first { ($0.variant ?? "default") == name } }
        return Composition(name: name, members: members.map(\.withTraitsApplied), columns: composeColumns)
    }

    /// What `compose` may name: `default`, the variants, and each combination of the matrix
    /// (`dark`, `fd.dark`), in snapshot order.
    public var snapshotKeys: [String] { expandedSnapshots().map { $0.variant ?? "default" } }

    /// How many snapshots the document, its variants and its matrix make (the composed
    /// figure aside).
    public var snapshotCount: Int { (variants.count + 1) * matrix.combinationCount }

    /// The document with the trait rules its canvas matches applied, in order (and no rules
    /// left), and its text styles sized for the canvas's content size category.
    func applyingTraits() -> SpecDocument {
        var result = self
        result.traits = []
        for rule in traits where rule.when.matches(canvas) {
            result = result.applying(VariantSpec(name: "", set: rule.set, remove: rule.remove))
        }
        let category = canvas.contentSize
        result.root.mapFonts { $0 = $0.resolved(in: category) }
        return result
    }

    /// The document and every variant as snapshots, each taken in every combination of the
    /// matrix; the trait rules are applied only to the snapshots asked for
    /// (``SnapshotSpec/withTraitsApplied``).
    private func expandedSnapshots() -> [SnapshotSpec] {
        var plain = self
        plain.variants = []
        plain.matrix = MatrixSpec()
        plain.compose = nil
        let defaultName = compose != nil && !(compose ?? []).contains("default") ? "\(name).default" : name
        let first = SnapshotSpec(name: defaultName, variant: nil, caption: caption ?? "default", document: plain)
        let bases = [first] + variants.map { variant in
            SnapshotSpec(name: "\(name).\(variant.name)", variant: variant.name,
                         caption: variant.caption ?? variant.name, document: applying(variant))
        }
        guard !matrix.isEmpty else { return bases }
        return bases.flatMap { base in
            matrix.cells(over: base.document.canvas).map { cell in
                var snapshot = base
                snapshot.document.canvas = cell.canvas.applied(to: base.document.canvas)
                // Captioned by the traits it is drawn in, after the spec's or variant's caption.
                let own = base.variant == nil ? caption.map { [$0] } ?? [] : [base.caption]
                snapshot.caption = (own + matrix.captionParts(snapshot.document.canvas)).joined(separator: " · ")
                guard !cell.nameParts.isEmpty else { return snapshot }
                let parts = cell.nameParts.joined(separator: ".")
                // The document's matrix members take the spec's name, not `name.default`.
                snapshot.name = "\(base.variant == nil ? name : base.name).\(parts)"
                snapshot.variant = base.variant.map { "\($0).\(parts)" } ?? parts
                return snapshot
            }
        }
    }

    /// The document as a variant changes it: canvas keys, `set` entries in order, and the
    /// variant's model on every stack (it beats each stack's own). The result has no
    /// variants or composition of its own.
    public func applying(_ variant: VariantSpec) -> SpecDocument {
        var result = self
        result.variants = []
        result.matrix = MatrixSpec()
        result.compose = nil
        result.canvas = variant.canvas.applied(to: canvas)
        for override in variant.set {
            if override.viewID == "root" {
                result.root.apply(override.property)
            } else {
                _ = result.root.update(id: override.viewID) { $0.apply(override.property) }
            }
        }
        if let model = variant.model {
            result.model = model
            result.root.setStackModel(model)
        }
        if !variant.remove.isEmpty {
            let removed = result.root.removeViews(Set(variant.remove))
            result.constraints = result.constraints.filter { !$0.mentions(removed) }
        }
        return result
    }
}

extension ViewSpec {
    /// Runs `change` on the first view (in tree order) with this id; false if there is none.
    mutating func update(id: String, _ change: (inout ViewSpec) -> Void) -> Bool {
        if self.id == id {
            change(&self)
            return true
        }
        if case .stack(var stack) = content {
            for index in stack.arranged.indices where stack.arranged[index].update(id: id, change) {
                content = .stack(stack)
                return true
            }
        }
        for index in subviews.indices where subviews[index].update(id: id, change) { return true }
        return false
    }

    /// Removes the views with these ids and everything inside them (custom spacing after a
    /// removed arranged view goes with it). Returns every id that left the tree.
    mutating func removeViews(_ ids: Set<String>) -> Set<String> {
        var removed: Set<String> = []
        func drop(_ views: inout [ViewSpec]) {
            views.removeAll { view in
                guard let id = view.id, ids.contains(id) else { return false }
                removed.formUnion(view.allIDs)
                return true
            }
            for index in views.indices { removed.formUnion(views[index].removeViews(ids)) }
        }
        if case .stack(var stack) = content {
            drop(&stack.arranged)
            stack.customSpacing.removeAll { removed.contains($0.afterID) }
            content = .stack(stack)
        }
        drop(&subviews)
        return removed
    }

    /// This view's id and the ids of everything inside it.
    var allIDs: Set<String> {
        var ids: Set<String> = id.map { [$0] } ?? []
        for child in children { ids.formUnion(child.allIDs) }
        return ids
    }

    /// Gives every stack in this tree the model.
    mutating func setStackModel(_ model: StackConfiguration.Model) {
        if case .stack(var stack) = content {
            stack.model = model
            for index in stack.arranged.indices { stack.arranged[index].setStackModel(model) }
            content = .stack(stack)
        }
        for index in subviews.indices { subviews[index].setStackModel(model) }
    }
}

extension SnapshotSpec {
    /// The snapshot with its document's trait rules and text styles resolved.
    var withTraitsApplied: SnapshotSpec {
        var result = self
        result.document = document.applyingTraits()
        return result
    }
}

extension ViewSpec {
    /// A configuration's own title font, apart from ``mapFonts(_:)`` so the recursive
    /// function's stack frame stays as small as before (deeply nested specs recurse through it).
    @inline(never)
    private static func mapConfigurationFont(_ button: inout ButtonSpec, _ change: (inout FontSpec) -> Void) {
        guard var configuration = button.configuration, var font = configuration.font else { return }
        change(&font)
        configuration.font = font
        button.configuration = configuration
    }

    /// Runs `change` on every font in this tree: labels', buttons', text fields' and text
    /// views' and table cells' own.
    /// A run in a text style's font becomes the system font at that style's changed size
    /// (other runs follow the view's font, already changed).
    private static func mapRunFonts(_ runs: inout [TextRunSpec], _ change: (inout FontSpec) -> Void) {
        for index in runs.indices {
            guard let runFont = runs[index].font, let style = runFont.textStyle else { continue }
            var font = FontSpec(textStyle: style, weight: runFont.weight)
            change(&font)
            runs[index].font = RunFontSpec(family: "System", size: font.size, weight: font.weight)
        }
    }

    mutating func mapFonts(_ change: (inout FontSpec) -> Void) {
        switch content {
        case .label(var label):
            change(&label.font)
            Self.mapRunFonts(&label.runs, change)
            content = .label(label)
        case .button(var button):
            change(&button.font)
            if button.configuration?.font != nil { Self.mapConfigurationFont(&button, change) }
            content = .button(button)
        case .textField(var field):
            change(&field.font)
            content = .textField(field)
        case .textView(var view):
            change(&view.font)
            Self.mapRunFonts(&view.runs, change)
            content = .textView(view)
        case .tableViewCell(var cell):
            if var font = cell.textFont {
                change(&font)
                cell.textFont = font
            }
            if var font = cell.detailFont {
                change(&font)
                cell.detailFont = font
            }
            content = .tableViewCell(cell)
        case .stack(var stack):
            for index in stack.arranged.indices { stack.arranged[index].mapFonts(change) }
            content = .stack(stack)
        default:
            break
        }
        for index in subviews.indices { subviews[index].mapFonts(change) }
    }
}
