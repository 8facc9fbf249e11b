/// UICollectionViewFlowLayout's placement of a view's items: lines of items along the
/// scroll direction's cross axis, each line as long as the view allows.
///
/// Rules (UIKit's, for vertical scrolling; horizontal scrolling swaps the axes): items go
/// left to right into a line while they fit between the section insets with at least the
/// minimum interitem spacing between them. A full line (the next item would not fit, or
/// for the last line another item as large as its last) of two or more items is justified:
/// the first at the leading inset, the last at the trailing one, the spare width shared
/// equally between them; a full line of one item is centred. The last line, when it has
/// room for more, starts at the leading inset with the minimum spacing (Interface Builder
/// documents record both cases for one-item lines: 224 at the inset with room for another,
/// 65 centred without). Lines are the minimum line spacing apart and each is as tall as its
/// tallest item, the others centred in it. The section's header comes first: its height
/// (width, for horizontal scrolling) before the top inset; the footer last, after the
/// bottom inset. Both span the view's whole width (height): the section inset is the
/// items' alone.
///
/// With ``sizesItemsToContent`` (an `estimatedItemSize`), the sizes are estimates: the engine
/// measures each item from its content and places the measured sizes by the same rules.
public struct FlowConfiguration: Sendable, Hashable {
    /// The items' view indices, in order.
    public var items: [Int]
    /// Each item's size.
    public var itemSizes: [Size]
    /// `.vertical`: lines are rows; `.horizontal`: lines are columns.
    public var scrollDirection: Axis = .vertical
    public var minimumLineSpacing = 10.0
    public var minimumInteritemSpacing = 10.0
    /// Space around the items, inside the view.
    public var sectionInset = EdgeInsets.zero
    /// The section header's extent along the scroll direction (`headerReferenceSize`).
    public var headerExtent = 0.0
    /// The section footer's extent along the scroll direction (`footerReferenceSize`).
    public var footerExtent = 0.0
    /// The header's view index (a supplementary view placed in the header's space), if any.
    public var header: Int?
    /// The footer's view index, if any.
    public var footer: Int?
    /// The view grows to its content along the scroll direction (a full-content snapshot).
    public var fitsContent = false
    /// Self-sizing items (`estimatedItemSize`): ``itemSizes`` are estimates, and each item is
    /// as large as its content's constraints ask, as `UICollectionViewCell`'s
    /// `preferredLayoutAttributesFitting` measures it (the estimate as the target at the
    /// fitting size priority, 50); an axis its content leaves open keeps the estimate.
    public var sizesItemsToContent = false

    public init(items: [Int], itemSizes: [Size]) {
        self.items = items
        self.itemSizes = itemSizes
    }

    /// Each item's frame in the content's coordinates, for a view `extent` points wide
    /// (tall, for horizontal scrolling).
    public func frames(extent: Double) -> [Rect] { place(extent: extent).frames }

    /// The header's and footer's frames in a view `extent` points wide (tall, for horizontal
    /// scrolling): each as long as the view across and its reference size along the scroll
    /// direction, the header at the start, the footer after the items' bottom inset.
    public func supplementaryFrames(extent: Double) -> (header: Rect, footer: Rect) {
        let footerStart = place(extent: extent).length - footerExtent
        return scrollDirection == .vertical
            ? (Rect(x: 0, y: 0, width: extent, height: headerExtent),
               Rect(x: 0, y: footerStart, width: extent, height: footerExtent))
            : (Rect(x: 0, y: 0, width: headerExtent, height: extent),
               Rect(x: footerStart, y: 0, width: footerExtent, height: extent))
    }

    /// The items' frames and the content's length along the scroll direction: the header,
    /// the insets, every line with the spacing between them, and the footer.
    public func place(extent: Double) -> (frames: [Rect], length: Double) {
        let vertical = scrollDirection == .vertical
        // Along the line (`u`) and across it (`v`).
        let u = { (s: Size) in vertical ? s.width : s.height }
        let v = { (s: Size) in vertical ? s.height : s.width }
        let start = vertical ? sectionInset.left : sectionInset.top
        let end = vertical ? sectionInset.right : sectionInset.bottom
        let available = extent - start - end
        var frames = [Rect](repeating: .zero, count: itemSizes.count)
        var lineStart = headerExtent + (vertical ? sectionInset.top : sectionInset.left)
        var index = 0
        while index < itemSizes.count {
            var line = [index]
            var length = u(itemSizes[index])
            index += 1
            while index < itemSizes.count,
                  length + minimumInteritemSpacing + u(itemSizes[index]) <= available + 1e-9 {
                length += minimumInteritemSpacing + u(itemSizes[index])
                line.append(index)
                index += 1
            }
            let thickness = line.map { v(itemSizes[$0]) }.max() ?? 0
            let total = line.map { u(itemSizes[$0]) }.reduce(0, +)
            let next = index < itemSizes.count ? u(itemSizes[index]) : u(itemSizes[line[line.count - 1]])
            let isFull = length + minimumInteritemSpacing + next > available + 1e-9
            let gap = !isFull ? minimumInteritemSpacing
                : line.count > 1 ? (available - total) / Double(line.count - 1) : 0
            var position = isFull && line.count == 1 ? start + (available - total) / 2 : start
            for item in line {
                let size = itemSizes[item]
                let across = lineStart + (thickness - v(size)) / 2
                frames[item] = vertical
                    ? Rect(x: position, y: across, width: size.width, height: size.height)
                    : Rect(x: across, y: position, width: size.width, height: size.height)
                position += u(size) + gap
            }
            lineStart += thickness + minimumLineSpacing
        }
        let last = itemSizes.isEmpty ? lineStart : lineStart - minimumLineSpacing
        return (frames, last + (vertical ? sectionInset.bottom : sectionInset.right) + footerExtent)
    }
}
