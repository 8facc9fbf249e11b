import AutoLayout
import LayoutSpec

/// The constraints one statement of a layout's `constraints` block makes: one for
/// `a.top == b.bottom + 10`, four for `a.edges == root.edges.inset(16)`, a VFL entry, or a
/// constraint written as text.
///
/// Entries hold constraints as values, as a spec file's read would (each with its exact
/// text); equality compares their meaning (see ``isEquivalent(to:)``), so `a.top == b.bottom + 10` and
/// `b.bottom == a.top - 10` are the same constraint.
public struct ConstraintGroup: Sendable, Equatable, CustomStringConvertible {
    /// The entries, in order, as the document's `constraints` list will hold them.
    public private(set) var entries: [ConstraintEntry]
    /// What could not be made into a constraint, with the reason.
    public private(set) var problems: [String]

    /// One constraint from the operators, checked by the rules the grammar holds text to
    /// (UIKit's pairing rules, the priority range) here.
    init(_ expression: ConstraintExpression) {
        entries = []
        problems = []
        add(expression)
    }

    /// Several constraints from a compound anchor, or the problems that stopped them.
    init(_ expressions: [ConstraintExpression], problems: [String] = []) {
        entries = []
        self.problems = problems
        for expression in expressions { add(expression) }
    }

    /// A constraint written in the spec grammar, kept as written.
    public init(text: String) {
        let written = WrittenConstraint(text)
        entries = [.expression(written)]
        problems = []
        if case .failure(let error) = written.parsed { problems.append("'\(text)': \(error)") }
    }

    /// A VFL entry (checked with the rest of the document).
    public init(_ format: VFL) {
        entries = [.visualFormat(format.entry)]
        problems = []
    }

    private mutating func add(_ expression: ConstraintExpression) {
        let written = WrittenConstraint(expression)
        switch written.parsed {
        case .success: entries.append(.expression(written))
        case .failure(let error): problems.append("'\(written.text)': \(error)")
        }
    }

    /// The constraints (VFL entries are not included).
    public var expressions: [ConstraintExpression] {
        entries.flatMap { entry -> [ConstraintExpression] in
            guard case .expression(let written) = entry else { return [] }
            return written.expressions
        }
    }

    /// Every constraint with the given priority; VFL entries carry their own (`@750` in the
    /// format), so giving them one is a problem.
    func prioritized(_ priority: Double) -> ConstraintGroup {
        var result = self
        result.entries = []
        for entry in entries {
            guard case .expression(let written) = entry, case .success(let expressions) = written.parsed else {
                if case .visualFormat = entry {
                    result.problems.append("a priority cannot be given to a VFL entry with ~; write it in the format (@\(ConstraintPrinter.number(priority, .exact)))")
                }
                result.entries.append(entry)
                continue
            }
            for var expression in expressions {
                expression.priority = priority
                result.add(expression)
            }
        }
        return result
    }

    /// True when both make the same constraints in the same order: grammar constraints
    /// compared in their canonical form (`isEquivalent(to:)` of the grammar), VFL entries
    /// as written.
    public func isEquivalent(to other: ConstraintGroup) -> Bool {
        guard entries.count == other.entries.count else { return false }
        return zip(entries, other.entries).allSatisfy { a, b in
            switch (a, b) {
            case (.expression(let x), .expression(let y)):
                guard case .success(let e) = x.parsed, case .success(let f) = y.parsed, e.count == f.count else { return x == y }
                return zip(e, f).allSatisfy { $0.isEquivalent(to: $1) }
            default:
                return a == b
            }
        }
    }

    /// Equal when equivalent (see ``isEquivalent(to:)``) with the same problems.
    public static func == (a: ConstraintGroup, b: ConstraintGroup) -> Bool {
        a.problems == b.problems && a.isEquivalent(to: b)
    }

    /// The entries, one a line, as a spec would list them.
    public var description: String {
        entries.map { entry in
            switch entry {
            case .expression(let written): written.text
            case .visualFormat(let vfl): "vfl: \(vfl.format)"
            }
        }.joined(separator: "\n")
    }
}
