/// The properties of a segmented control (`UISegmentedControl`, iOS 13 and later).
///
/// Its intrinsic size is UIKit's: every segment as wide as the widest title (13-point system
/// font) plus 8 points on each side, a 1-point divider between segments, 32 points tall.
public struct SegmentedControlSpec: Sendable, Equatable {
    /// `segments`: the segment titles, in order.
    public var segments: [String] = []
    /// `selectedIndex`: the selected segment, or nil for none (`UISegmentedControl.noSegment`).
    /// Default 0, as Interface Builder creates the control.
    public var selectedIndex: Int? = 0
    /// `tint`: the selected segment's fill (`selectedSegmentTintColor`); default white.
    public var tint: SpecColor?

    public init(segments: [String] = [], selectedIndex: Int? = 0) {
        self.segments = segments
        self.selectedIndex = selectedIndex
    }

    /// The selected index when it names a segment; an index out of range selects nothing.
    public var validSelection: Int? {
        guard let selectedIndex, segments.indices.contains(selectedIndex) else { return nil }
        return selectedIndex
    }
}
