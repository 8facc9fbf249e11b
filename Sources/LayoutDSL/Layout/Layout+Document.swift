import LayoutSpec

/// Why a Swift layout is not a valid spec document: the DSL's own problems, or the spec
/// rules the document breaks (unknown or duplicate ids, a constraint naming a view that is
/// not there, a canvas too large).
public struct LayoutBuildError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The layout's name.
    public var layout: String
    /// Every problem, DSL problems first, then the spec's errors.
    public var problems: [LayoutProblem]

    /// The problems of the layout named `layout`.
    public init(layout: String, problems: [LayoutProblem]) {
        self.layout = layout
        self.problems = problems
    }

    /// `layout 'card' is not a valid spec:` and one problem a line.
    public var description: String {
        (["layout '\(layout)' is not a valid spec:"] + problems.map { "  \($0)" }).joined(separator: "\n")
    }
}

extension Layout {
    /// The spec document this layout describes, checked by the rules a spec file obeys.
    ///
    /// - Throws: ``LayoutBuildError`` with every problem: colors that are no colors,
    ///   constraints the grammar refuses, and the spec validator's errors.
    public func document() throws(LayoutBuildError) -> SpecDocument {
        let (document, problems) = assembled()
        guard problems.isEmpty else { throw LayoutBuildError(layout: name, problems: problems) }
        do {
            _ = try document.validate()
        } catch {
            throw LayoutBuildError(layout: name, problems: error.errors.map {
                LayoutProblem(path: $0.path, message: $0.message)
            })
        }
        return document
    }

    /// The layout as a canonical YAML spec file; reading it back gives ``document()``.
    public var specYAML: String {
        get throws(LayoutBuildError) { try document().canonicalYAML() }
    }

    /// The layout as a canonical JSON spec file.
    public var specJSON: String {
        get throws(LayoutBuildError) { try document().canonicalJSON() }
    }

    /// The document without any checks, with the problems found while building it.
    public func assembled() -> (document: SpecDocument, problems: [LayoutProblem]) {
        var document = settings
        document.name = name
        document.canvas = canvas.spec
        document.root = root.spec
        var problems = canvas.problem.map { [$0] } ?? []
        // What a spec file's decoder refuses in `audit:`, which the validator never sees.
        if let audit = settings.audit {
            if audit.disabled.isEmpty { problems.append(LayoutProblem(path: "audit.disable", message: "expected at least one rule to disable")) }
            if audit.reason.allSatisfy(\.isWhitespace) {
                problems.append(LayoutProblem(path: "audit.reason",
                                              message: "a disabled rule needs a reason someone can read in review; found an empty string"))
            }
        }
        problems += root.problems.map { $0.under("root") }
        document.constraints = []
        for group in constraints {
            let index = document.constraints.count
            problems += group.problems.map { LayoutProblem(path: "constraints[\(index)]", message: $0) }
            // Each constraint says where it was written: the layout's own line.
            document.constraints += group.entries.map { entry in
                guard case .expression(var written) = entry, written.location == nil else { return entry }
                written.location = definedAt
                return .expression(written)
            }
        }
        return (document, problems)
    }
}
