/// The properties of a segmented control (`UISegmentedControl`, iOS 13 and later).
///
/// Its intrinsic size is UIKit's: every segment without a width of its own as wide as the
/// widest such title (13-point system font) plus 8 points on each side, the others as wide
/// as they say, a 1-point divider between segments, 32 points tall.
public struct SegmentedControlSpec: Sendable, Equatable {
    /// One segment: its title and, optionally, a fixed width (`setWidth(_:forSegmentAt:)`).
    public struct Segment: Sendable, Hashable, ExpressibleByStringLiteral {
        public var title: String
        /// Points; nil = sized by the titles.
        public var width: Double?

        public init(_ title: String, width: Double? = nil) {
            self.title = title
            self.width = width
        }

        public init(stringLiteral title: String) { self.init(title) }
    }

    /// `segments`: in order; a spec writes each as its title, or `{title, width}`.
    public var segments: [Segment] = []
    /// `selectedIndex`: the selected segment, or nil for none (`UISegmentedControl.noSegment`).
    /// Default 0, as Interface Builder creates the control.
    public var selectedIndex: Int? = 0
    /// `tint`: the selected segment's fill (`selectedSegmentTintColor`); default white.
    public var tint: SpecColor?

    public init(segments: [Segment] = [], selectedIndex: Int? = 0) {
        self.segments = segments
        self.selectedIndex = selectedIndex
    }

    /// The selected index when it names a segment; an index out of range selects nothing.
    public var validSelection: Int? {
        guard let selectedIndex, segments.indices.contains(selectedIndex) else { return nil }
        return selectedIndex
    }

    /// Each segment's width in a control `total` points wide, dividers left out: fixed
    /// widths stay, the others share what is left equally (UIKit's layout); without any
    /// such segment the fixed widths are scaled to fill.
    public func segmentWidths(in total: Double) -> [Double] {
        let available = max(0, total - Double(max(0, segments.count - 1)))
        let fixed = segments.compactMap(\.width).reduce(0, +)
        let automatic = segments.filter { $0.width == nil }.count
        if automatic > 0 {
            let share = max(0, available - fixed) / Double(automatic)
            return segments.map { $0.width ?? share }
        }
        guard fixed > 0 else { return segments.map { _ in 0 } }
        return segments.map { ($0.width ?? 0) * available / fixed }
    }
}
