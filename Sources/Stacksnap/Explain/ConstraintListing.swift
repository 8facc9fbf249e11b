import AutoLayout

/// A constraint listing as `stacksnap constraints` prints it — the optional
/// `<snapshot>.constraints.txt` sidecar next to a golden — read back and compared.
///
/// Each line is `identifier  constraint  source`, columns separated by two or more spaces; a
/// composed figure lists each member under `== name`. Two listings are compared by *shape*:
/// the identifier and the constraint with its numbers blanked, so a constraint whose
/// constant (or priority, or multiplier) changed pairs with its old self instead of showing
/// as one removed and one added.
public struct ConstraintListing: Sendable, Equatable {
    /// One line of a listing: a constraint, its identifier and where it came from.
    public struct Entry: Sendable, Equatable {
        /// UIKit's identifier (`UISV-spacing`), `-` for the user's own constraints.
        public var identifier: String
        /// The constraint in the spec grammar, `b.leading == a.trailing + 8 @750`.
        public var text: String
        /// Where it came from: `file:line`, `stack row`, `intrinsic size of a`, `canvas`.
        public var source: String

        /// The ids the constraint names, first item first (a guide counts as its owner).
        public var items: [String] {
            text.split(separator: " ").compactMap { token in
                guard let dot = token.firstIndex(of: "."), Double(token) == nil else { return nil }
                return String(token[..<dot])
            }
        }

        /// What stays the same when only a number changes.
        var shape: String {
            identifier + " " + text.split(separator: " ").map { token in
                if Double(token) != nil { return "#" }
                if token.hasPrefix("@"), Double(token.dropFirst()) != nil { return "@#" }
                return String(token)
            }.joined(separator: " ")
        }

        /// The constant of a one-item constraint (`a.width <= 60 @250` → 60).
        var soleConstant: Double? {
            let tokens = text.split(separator: " ")
            guard tokens.count >= 3 else { return nil }
            return Double(tokens[2])
        }

        /// `a.width` of `a.width <= 60 @250`.
        var firstAnchor: String { String(text.split(separator: " ").first ?? "") }

        /// The constraint and what made it, as an explanation quotes it.
        public var quoted: String { "\(text) (\(identifier == "-" ? source : identifier))" }
    }

    /// The constraints of one snapshot, or of one member of a composed figure.
    public struct Section: Sendable, Equatable {
        /// The member's name in a composed figure; nil for a single snapshot.
        public var name: String?
        /// The constraints, in the listing's order.
        public var entries: [Entry]
    }

    /// How a constraint differs between two listings.
    public enum Change: Sendable, Equatable {
        /// The same constraint (same identifier and shape) with another number: its
        /// constant, multiplier or priority.
        case changed(old: Entry, new: Entry)
        /// A constraint only the new listing has.
        case added(Entry)
        /// A constraint only the old listing has.
        case removed(Entry)
    }

    /// The sections in order: one, unnamed, for a single snapshot.
    public var sections: [Section]

    /// A listing of the given sections.
    public init(sections: [Section]) { self.sections = sections }

    /// Reads a listing; lines that are not three columns are skipped.
    public init(_ text: String) {
        var sections: [Section] = []
        var current = Section(name: nil, entries: [])
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if raw.hasPrefix("== ") {
                if !current.entries.isEmpty || current.name != nil { sections.append(current) }
                current = Section(name: String(raw.dropFirst(3)), entries: [])
                continue
            }
            let columns = Self.columns(raw)
            guard columns.count == 3 else { continue }
            current.entries.append(Entry(identifier: columns[0], text: columns[1], source: columns[2]))
        }
        if !current.entries.isEmpty || current.name != nil { sections.append(current) }
        self.sections = sections
    }

    /// The listing of laid-out snapshots: one, or the members of a composed figure under
    /// their names.
    public static func text(_ members: [SnapshotPipeline.LaidOut], composed: Bool) -> String {
        guard composed else { return members.map(LayoutReport.constraints).joined() }
        return members.map { "== \($0.lowered.name)\n" + LayoutReport.constraints($0) }.joined()
    }

    /// The listing of one laid-out snapshot, without reprinting and reparsing it.
    static func section(_ laid: SnapshotPipeline.LaidOut, name: String?) -> Section {
        let formatter = ConstraintFormatter(tree: laid.lowered.tree, guides: laid.layout.guides)
        return Section(name: name, entries: laid.layout.constraints.map { c in
            Entry(identifier: c.identifier ?? "-", text: formatter.format(c), source: formatter.source(c))
        })
    }

    /// What changed from `old` to `new`, in `new`'s order (removals last): constraints of
    /// one shape pair up in order.
    public static func changes(from old: Section, to new: Section) -> [Change] {
        var pending: [String: [Entry]] = [:]
        var order: [String] = []
        for entry in old.entries {
            if pending[entry.shape] == nil { order.append(entry.shape) }
            pending[entry.shape, default: []].append(entry)
        }
        var changes: [Change] = []
        for entry in new.entries {
            if var olds = pending[entry.shape], !olds.isEmpty {
                let before = olds.removeFirst()
                pending[entry.shape] = olds
                if before.text != entry.text { changes.append(.changed(old: before, new: entry)) }
            } else {
                changes.append(.added(entry))
            }
        }
        for shape in order {
            for entry in pending[shape] ?? [] { changes.append(.removed(entry)) }
        }
        return changes
    }

    /// Splits on runs of two or more spaces (single spaces belong to a column).
    private static func columns(_ line: Substring) -> [String] {
        var columns: [String] = []
        var current = ""
        var spaces = 0
        for character in line {
            if character == " " {
                spaces += 1
                continue
            }
            if spaces >= 2, !current.isEmpty {
                columns.append(current)
                current = ""
            } else if spaces == 1, !current.isEmpty {
                current.append(" ")
            }
            spaces = 0
            current.append(character)
        }
        if !current.isEmpty { columns.append(current) }
        return columns
    }
}
