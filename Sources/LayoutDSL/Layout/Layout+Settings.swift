import AutoLayout
import LayoutSpec

/// The document-level keys of a spec as modifiers on a layout.
extension Layout {
    /// A copy with the document changed by a closure: for keys no modifier covers.
    public func configure(_ change: (inout SpecDocument) -> Void) -> Layout {
        var copy = self
        change(&copy.settings)
        return copy
    }

    /// `variants`: an extra snapshot `<name>.<variant>` with the canvas, model or view
    /// properties changed.
    ///
    /// ```swift
    /// layout.variant("compact", canvas: .init(width: 200), set: [row.set(.axis(.vertical))])
    /// ```
    public func variant(_ name: String, caption: String? = nil, canvas: CanvasOverride = CanvasOverride(),
                        model: StackConfiguration.Model? = nil, set: [PropertyOverride] = []) -> Layout {
        configure { $0.variants.append(VariantSpec(name: name, caption: caption, canvas: canvas, set: set, model: model)) }
    }

    /// A trait rule: `set` and `remove` in every snapshot whose traits match `when`, e.g.
    /// `.traits(when: .init(horizontalSizeClass: .compact), set: [row.set(.axis(.vertical))])`.
    public func traits(when: TraitRule.Condition, set: [PropertyOverride] = [], remove: [String] = []) -> Layout {
        configure { $0.traits.append(TraitRule(when: when, set: set, remove: remove)) }
    }

    /// `model` for every stack that does not name its own.
    public func model(_ model: StackConfiguration.Model) -> Layout { configure { $0.model = model } }

    /// `compose`: the document, variants and matrix members drawn as one figure, one above
    /// the other or in rows of `columns`.
    public func compose(_ members: [String], caption: String? = nil, columns: Int = 1) -> Layout {
        configure {
            $0.compose = members
            $0.caption = caption
            $0.composeColumns = columns
        }
    }

    /// `matrix`: the traits every snapshot is taken in (`.lightAndDark`,
    /// `.device(.iPhoneSE3, .iPadPro11).and(.dark)`), each combination a snapshot named
    /// `<name>.<values>` (values the layout already has left out).
    public func matrix(_ matrix: MatrixSpec) -> Layout { configure { $0.matrix = matrix } }

    /// `compare`: how the snapshot is compared with its golden (pixelmatch's knobs).
    public func compare(threshold: Double = 0.1, maxPixels: Int = 0, maxRatio: Double = 0,
                        antialiasing: Bool = true) -> Layout {
        configure {
            $0.compare = CompareSettings(threshold: threshold, maxPixels: maxPixels, maxRatio: maxRatio,
                                         antialiasing: antialiasing)
        }
    }

    /// `ignore`: a rectangle in points left out of the golden comparison.
    public func ignore(x: Double, y: Double, width: Double, height: Double) -> Layout {
        configure { $0.ignore.append(Rect(x: x, y: y, width: width, height: height)) }
    }

    /// `debug`: draw frames, baselines and margins over the picture.
    public func debug(_ on: Bool = true) -> Layout { configure { $0.debug = on } }

    /// `accessibility: true`: also draw and verify each snapshot's accessibility snapshot
    /// (what VoiceOver reads, in its order).
    public func accessibilitySnapshot(_ on: Bool = true) -> Layout { configure { $0.accessibilitySnapshot = on } }

    /// `audit`: accessibility audit rules that do not apply to any view of the layout, and
    /// why. A reason is required, as in a spec: ``document()`` reports an empty one.
    public func auditDisabled(_ rules: [AuditRule], reason: String) -> Layout {
        var unique: [AuditRule] = []
        for rule in rules where !unique.contains(rule) { unique.append(rule) }
        return configure { $0.audit = AuditExemption(disabled: unique, reason: reason) }
    }
}

extension ViewRef {
    /// A variant's `set` entry for this view: `row.set(.axis(.vertical))`.
    public func set(_ property: ViewProperty) -> PropertyOverride {
        PropertyOverride(viewID: item == .root ? "root" : item.description, property)
    }
}
