import Foundation

/// A `.frames.txt` golden read back: the views of each section (a composed figure has one
/// section per member, headed `== caption (name)`), each keyed by its path from the canvas.
///
/// The text is the only record of the golden's layout, so reading it is how a changed
/// render is compared view by view; a line that does not parse is skipped, never an error
/// (an old or hand-edited golden still gets an explanation for the views it does describe).
public struct FrameTreeText: Sendable, Equatable {
    /// One view line.
    public struct View: Sendable, Equatable {
        /// `type id` (or `root`), as the line names it.
        public var name: String
        /// The names from the canvas down, joined by ` / `: unique within a section as long
        /// as siblings have distinct ids.
        public var path: String
        /// The frame, in the superview's coordinates, as printed.
        public var frame: String
        /// The line ends in `hidden`: the view is hidden.
        public var isHidden: Bool
    }

    /// The views of one snapshot, or of one member of a composed figure.
    public struct Section: Sendable, Equatable {
        /// The member's name (`== caption (name)`), nil for a single snapshot.
        public var name: String?
        /// The views, in the file's order (a view before its subviews).
        public var views: [View]
    }

    /// The sections in order: one, unnamed, for a single snapshot.
    public var sections: [Section]

    /// Reads a frame tree; lines that are not a view line are skipped.
    public init(_ text: String) {
        var sections: [Section] = []
        var current = Section(name: nil, views: [])
        var ancestors: [String] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(raw)
            if line.hasPrefix("== ") {
                if !current.views.isEmpty || current.name != nil { sections.append(current) }
                current = Section(name: Self.memberName(line), views: [])
                ancestors = []
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            guard let open = body.firstIndex(of: "["), let close = body.lastIndex(of: "]"), open < close else { continue }
            let name = String(body[..<open]).trimmingCharacters(in: .whitespaces)
            let depth = indent / 2
            guard depth <= ancestors.count else { continue }
            ancestors.removeSubrange(depth...)
            ancestors.append(name)
            current.views.append(View(name: name, path: ancestors.joined(separator: " / "),
                                      frame: String(body[open...close]),
                                      isHidden: body[body.index(after: close)...].contains("hidden")))
        }
        if !current.views.isEmpty || current.name != nil { sections.append(current) }
        self.sections = sections
    }

    /// `name` of `== caption (name)`.
    private static func memberName(_ header: String) -> String {
        guard header.hasSuffix(")"), let open = header.lastIndex(of: "(") else { return String(header.dropFirst(3)) }
        return String(header[header.index(after: open)..<header.index(before: header.endIndex)])
    }

    /// The largest change of any number of any view's frame between two frame trees, over
    /// the views both have (points); nil when none changed.
    public static func largestShift(from old: String, to new: String) -> Double? {
        var before: [String: [Double]] = [:]
        for (index, section) in FrameTreeText(old).sections.enumerated() {
            for view in section.views { before["\(section.name ?? "#\(index)") \(view.path)"] = numbers(view.frame) }
        }
        var largest: Double?
        for (index, section) in FrameTreeText(new).sections.enumerated() {
            for view in section.views {
                guard let was = before["\(section.name ?? "#\(index)") \(view.path)"], let now = numbers(view.frame) else { continue }
                for (a, b) in zip(was, now) where a != b { largest = max(largest ?? 0, abs(a - b)) }
            }
        }
        return largest
    }

    /// The four numbers of a printed frame `[x, y, width, height]`, nil when it is not one.
    public static func numbers(_ frame: String) -> [Double]? {
        let parts = frame.dropFirst().dropLast().split(separator: ",")
        let values = parts.compactMap { Double(String($0).trimmingCharacters(in: .whitespaces)) }
        return parts.count == 4 && values.count == 4 ? values : nil
    }
}
