/// Something a layout written in Swift says that a spec cannot: a color string that is no
/// color, edges related to a size, a constraint the grammar refuses.
///
/// The DSL's modifiers cannot throw without making every chain a `try`, so they record the
/// problem and carry on; ``Layout/document()`` reports every problem at once.
public struct LayoutProblem: Sendable, Hashable, CustomStringConvertible {
    /// Where, as a spec path: `root.subviews[0].arranged[2].background`, `constraints[3]`.
    public var path: String
    /// What was expected and what was found.
    public var message: String

    /// A problem at `path` (empty for the view itself).
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// The same problem seen from a parent: `arranged[2]` + `background` → `arranged[2].background`.
    func under(_ prefix: String) -> LayoutProblem {
        LayoutProblem(path: path.isEmpty ? prefix : "\(prefix).\(path)", message: message)
    }
}
