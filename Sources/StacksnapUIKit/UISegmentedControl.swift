import Foundation

/// A segmented control, as UIKit's `UISegmentedControl` (iOS 13 and later): titled segments,
/// 32 points tall, every segment as wide as the widest title (13-point system font) plus 8
/// points a side unless it has a width of its own.
@MainActor
open class UISegmentedControl: UIControl {
    /// The value of ``selectedSegmentIndex`` when no segment is selected: -1.
    public static let noSegment = -1

    var segmentTitles: [String] = []
    var segmentWidths: [CGFloat] = []

    /// The selected segment's index; ``noSegment`` (the default) for none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// Whether segments show no selection (a snapshot then draws none selected).
    open var isMomentary = false
    /// Kept; a snapshot draws every automatically sized segment equally wide.
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            if apportionsSegmentWidthsByContent {
                notes.append("\(debugName): apportionsSegmentWidthsByContent is not drawn; the segments are equally wide")
            }
        }
    }
    /// The selected segment's fill; nil for the system's (white in the light appearance).
    open var selectedSegmentTintColor: UIColor?

    /// A control with a segment for each item: a `String` is a title (an image item makes a
    /// segment without a title, with a snapshot warning). No segment is selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                append(title)
            } else {
                append("")
                notes.append("\(debugName): segments with images are not drawn; the segment has no title")
            }
        }
    }

    /// A control without segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func append(_ title: String) {
        segmentTitles.append(title)
        segmentWidths.append(0)
    }

    /// How many segments the control has.
    open var numberOfSegments: Int { segmentTitles.count }

    /// Inserts a titled segment before `segment`, an index pinned to `0...numberOfSegments`
    /// (there is no animation here).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segmentTitles.count)
        segmentTitles.insert(title ?? "", at: index)
        segmentWidths.insert(0, at: index)
    }

    /// Removes a segment (there is no animation here); an index out of range removes nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segmentTitles.indices.contains(segment) else { return }
        segmentTitles.remove(at: segment)
        segmentWidths.remove(at: segment)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segmentTitles.removeAll()
        segmentWidths.removeAll()
    }

    /// Sets a segment's title; an index out of range sets nothing.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segmentTitles.indices.contains(segment) else { return }
        segmentTitles[segment] = title ?? ""
    }

    /// A segment's title; nil for an index out of range.
    open func titleForSegment(at segment: Int) -> String? {
        segmentTitles.indices.contains(segment) ? segmentTitles[segment] : nil
    }

    /// Sets a segment's width in points; 0 (the default) sizes it by the titles.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segmentWidths.indices.contains(segment) else { return }
        segmentWidths[segment] = max(0, width)
    }

    /// A segment's width as set; 0 for one sized by the titles.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segmentWidths.indices.contains(segment) ? segmentWidths[segment] : 0
    }
}
