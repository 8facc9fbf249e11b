/// The frame tree as text, one view a line, indented by depth: the format of
/// `stacksnap layout --format text` and of the `.frames.txt` goldens, so a layout change
/// shows as a readable line diff.
public enum FrameTree {
    /// `names[i]` labels view `i` (e.g. `row (stack)`); `frames` are in superview
    /// coordinates. Hidden views are marked, so collapsing shows up in the diff.
    public static func text(tree: LayoutTree, frames: [Rect], names: [String]) -> String {
        var lines: [String] = []
        var stack: [(index: Int, depth: Int)] = [(0, 0)]
        while let (index, depth) = stack.popLast() {
            let view = tree.views[index]
            let hidden = view.isHidden ? " hidden" : ""
            lines.append(String(repeating: "  ", count: depth) + "\(names[index]) \(frames[index])\(hidden)")
            for child in view.subviews.reversed() { stack.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
