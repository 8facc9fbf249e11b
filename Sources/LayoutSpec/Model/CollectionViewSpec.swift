import AutoLayout

/// The properties of a collection view (`UICollectionView`) with a flow layout
/// (`UICollectionViewFlowLayout`), with UIKit's defaults.
///
/// Its items are its cells (`collectionViewCell` views, in ``ViewSpec/subviews``), placed
/// in lines as the flow layout places them (see ``FlowConfiguration``), clipped at its
/// bounds. Its section's header and footer (`collectionReusableView` subviews, told apart by
/// ``CollectionReusableViewSpec/elementKind``) take the reference sizes' space before and
/// after the items. Compositional layouts are not drawn.
public struct CollectionViewSpec: Sendable, Equatable {
    /// `itemSize`: every item's size unless the cell gives its own (default 50 × 50).
    public var itemSize = Size(width: 50, height: 50)
    /// `minimumLineSpacing` (default 10).
    public var minimumLineSpacing = 10.0
    /// `minimumInteritemSpacing` (default 10).
    public var minimumInteritemSpacing = 10.0
    /// `sectionInset`, `[top, left, bottom, right]` (default zero).
    public var sectionInset = EdgeInsets.zero
    /// `scrollDirection` (default vertical: lines are rows).
    public var scrollDirection: Axis = .vertical
    /// `headerReferenceSize`, `[width, height]`: the section header's size; its height (its
    /// width, scrolling horizontally) comes before the items, and the header, when the spec
    /// gives one, fills it across the whole view. Zero: no header, as UIKit asks for none.
    public var headerReferenceSize = Size.zero
    /// `footerReferenceSize`, `[width, height]`: the section footer's size, after the items
    /// and the bottom (trailing) section inset; zero: no footer.
    public var footerReferenceSize = Size.zero
    /// `estimatedItemSize`: nil (the default) places every item at its fixed size; set, the
    /// items size themselves to their content (see ``EstimatedItemSize``).
    public var estimatedItemSize: EstimatedItemSize?
    /// `fullContent`: the view grows to its whole content (as a full-page screenshot shows
    /// it), instead of showing what fits; with the canvas height left to fit, the snapshot
    /// holds everything. Default false.
    public var fullContent = false

    public init() {}

    /// A flow layout's `estimatedItemSize`: each item is as large as its cell's content asks
    /// (`preferredLayoutAttributesFitting`: the content view's constraints and its subviews'
    /// intrinsic sizes), the estimate kept on an axis the content leaves open.
    public enum EstimatedItemSize: Sendable, Equatable {
        /// `automatic` (`UICollectionViewFlowLayout.automaticSize`): estimated at the view's
        /// `itemSize` (50 × 50 unless set), the size Interface Builder shows such cells at.
        case automatic
        /// `[width, height]`: the estimate.
        case size(Size)

        /// The size an item starts from, and keeps on an axis its content leaves open, in a
        /// view whose `itemSize` is `itemSize`.
        public func estimate(itemSize: Size) -> Size {
            switch self {
            case .automatic: itemSize
            case .size(let size): size
            }
        }
    }
}

/// The properties of a collection view cell (`UICollectionViewCell`): its subviews go into
/// its content view (`<cell id>_contentView`, `superview` in their constraints).
public struct CollectionCellSpec: Sendable, Equatable {
    /// `itemSize`: this item's size (its estimate, when the collection view's items size
    /// themselves); nil = the collection view's.
    public var itemSize: Size?

    public init(itemSize: Size? = nil) {
        self.itemSize = itemSize
    }
}
