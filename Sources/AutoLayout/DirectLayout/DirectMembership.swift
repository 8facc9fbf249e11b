/// Which direct stack subtree each view belongs to: all that the item geometry and the
/// solver pass read of `DirectStacks` per view, as optionals rather than its `-1` sentinel.
///
/// The solver pass keeps each subtree's own constraints out of the solver (`contains`),
/// gives views inside a subtree no variables of their own (`isInside`), and places each
/// root like any other view (`root(of: v) == v`).
struct DirectMembership {
    /// `rootOf[v]`: the root of `v`'s subtree, or -1; empty when nothing is laid out directly.
    private let rootOf: [Int]

    init(rootOf: [Int]) { self.rootOf = rootOf }

    /// Nothing laid out directly.
    static let none = DirectMembership(rootOf: [])

    /// The root of the direct subtree `v` belongs to (`v` itself for a root), nil when the
    /// solver lays `v` out.
    @inline(__always) func root(of v: Int) -> Int? {
        guard !rootOf.isEmpty, rootOf[v] >= 0 else { return nil }
        return rootOf[v]
    }

    /// True when `v` is laid out directly, its subtree's root included.
    @inline(__always) func contains(_ v: Int) -> Bool { root(of: v) != nil }

    /// True when `v` is inside a direct subtree below its root: it never reaches the solver.
    @inline(__always) func isInside(_ v: Int) -> Bool {
        guard let root = root(of: v) else { return false }
        return root != v
    }
}
