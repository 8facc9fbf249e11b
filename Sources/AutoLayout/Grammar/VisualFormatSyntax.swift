/// A VFL string after the syntax step: what it says, with metrics already replaced by their
/// values and the columns kept for the semantic errors of the lowering step.
struct VisualFormatSyntax: Sendable {
    var axis: Axis
    /// The connection after a leading `|`, if the format starts with one.
    var leadingSuperview: Connection?
    /// The views in order (at least one).
    var views: [View]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection]
    /// The connection before a trailing `|`, if the format ends with one.
    var trailingSuperview: Connection?

    /// `[name(predicates)]`.
    struct View: Sendable {
        var name: String
        var column: Int
        var predicates: [Predicate]
    }

    /// What joins two neighbours.
    struct Connection: Sendable {
        enum Kind: Sendable {
            /// No connection at all: `[a][b]`, `|[a]`.
            case flush
            /// A lone `-`: the standard spacing.
            case standard
            /// `-50-`, `-metric-`, `-(>=20@750,<=50)-`.
            case predicates([Predicate])
        }
        var kind: Kind
        var column: Int
    }

    /// `(relation)?(object)(@priority)?`.
    struct Predicate: Sendable {
        enum Object: Sendable, Hashable {
            case constant(Double)
            /// Another view's size: `[a(==b)]` (only inside a view's parentheses).
            case view(String)
        }
        var relation: LayoutRelation
        var object: Object
        var priority: Double
        var column: Int
        /// The predicate as written, for messages.
        var text: String
    }
}
