import AutoLayout

/// A whole spec file as values: the canvas, the view tree, the constraints, and the
/// variants, composition and comparison settings around them.
///
/// Read one with ``SpecFile``; build one in code and check it with ``validate(limits:)``.
/// ``canonicalYAML()`` and ``canonicalJSON()`` print it back, and reading that text gives
/// an equal document.
public struct SpecDocument: Sendable, Equatable {
    /// The snapshot name (default: the file name without its extension).
    public var name: String
    /// Size, scale, background and direction of the picture.
    public var canvas: CanvasSpec
    /// Constraint model for every stack that does not name its own; nil = `uikit`.
    public var model: StackConfiguration.Model?
    /// The canvas view itself (type `view`, named `root` in constraints).
    public var root: ViewSpec
    /// User constraints in the order written.
    public var constraints: [ConstraintEntry]
    /// Named changes rendered as extra snapshots.
    public var variants: [VariantSpec]
    /// Caption of the document itself in a composed figure; nil = `default`.
    public var caption: String?
    /// Changes that apply to every snapshot whose traits match (size classes, appearance).
    public var traits: [TraitRule] = []
    /// The trait matrix every snapshot is taken in (empty = each snapshot once).
    public var matrix = MatrixSpec()
    /// Snapshots drawn into one figure named ``name``: `default`, variant names and matrix
    /// names (`dark`, `iPhoneSE3.dark`, `fd.dark`). nil = no composed figure.
    public var compose: [String]?
    /// Columns of the composed figure: 1 draws the members one above the other, more lays
    /// them out in rows of that many.
    public var composeColumns = 1
    /// Rectangles in points left out of the golden comparison.
    public var ignore: [Rect]
    /// How snapshots are compared with their goldens.
    public var compare: CompareSettings
    /// Draw the debug overlay (frames, baselines, margins).
    public var debug: Bool
    /// `accessibility`: also draw each snapshot's accessibility snapshot (VoiceOver's
    /// elements in reading order, with a legend) and verify it like the picture.
    public var accessibilitySnapshot = false
    /// `audit`: accessibility audit rules that do not apply to any view of the spec, and why.
    public var audit: AuditExemption?
    /// `fonts`: a folder of the user's own fonts (`.otf`, `.ttf`, `.ttc`), relative to the
    /// spec file's folder or absolute, whose fonts join the bundled ones; nil = the bundled
    /// fonts alone (or the run's `--fonts` folder).
    public var fonts: String?
    /// Where each part was written (not part of equality).
    public var source: SourceMap

    public init(name: String, canvas: CanvasSpec = CanvasSpec(), model: StackConfiguration.Model? = nil,
                root: ViewSpec = ViewSpec(), constraints: [ConstraintEntry] = [], variants: [VariantSpec] = [],
                compose: [String]? = nil, ignore: [Rect] = [], compare: CompareSettings = CompareSettings(),
                debug: Bool = false, source: SourceMap = SourceMap()) {
        self.name = name
        self.canvas = canvas
        self.model = model
        self.root = root
        self.constraints = constraints
        self.variants = variants
        self.compose = compose
        self.ignore = ignore
        self.compare = compare
        self.debug = debug
        self.source = source
    }

    /// Equal when they say the same thing; where they were written does not count.
    public static func == (a: SpecDocument, b: SpecDocument) -> Bool {
        a.name == b.name && a.caption == b.caption && a.canvas == b.canvas && a.model == b.model && a.root == b.root
            && a.constraints == b.constraints && a.variants == b.variants && a.traits == b.traits && a.matrix == b.matrix
            && a.compose == b.compose && a.composeColumns == b.composeColumns
            && a.ignore == b.ignore && a.compare == b.compare && a.debug == b.debug
            && a.accessibilitySnapshot == b.accessibilitySnapshot && a.audit == b.audit && a.fonts == b.fonts
    }
}
