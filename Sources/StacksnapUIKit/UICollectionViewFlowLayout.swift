import Foundation

/// The layout a collection view places its items by, as UIKit's `UICollectionViewLayout`:
/// only ``UICollectionViewFlowLayout`` is drawn.
@MainActor
open class UICollectionViewLayout {
    /// A layout with nothing set.
    public init() {}
}

/// A flow layout, as UIKit's `UICollectionViewFlowLayout`: items in lines across the view
/// (rows when it scrolls vertically), each line as full as it can be, the lines apart by
/// ``minimumLineSpacing`` and the items in a line by at least ``minimumInteritemSpacing``,
/// inside ``sectionInset``, between the section header's ``headerReferenceSize`` and the
/// footer's ``footerReferenceSize``.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionViewFlowLayout.automaticSize`: as ``estimatedItemSize``, each item as
    /// large as its cell's content asks, starting from ``itemSize``.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Every item's size (default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50)
    /// Zero (the default): every item at ``itemSize``; ``automaticSize`` or an estimate:
    /// each item as large as its content asks.
    open var estimatedItemSize: CGSize = .zero
    /// The least space between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10
    /// The least space between items in a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10
    /// The space around the section's items (default zero).
    open var sectionInset: UIEdgeInsets = .zero
    /// The direction the view scrolls in (default vertical: lines are rows).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The section header's size: its height (its width, scrolling horizontally) comes
    /// before the items, filled by the data source's header view across the whole view;
    /// zero: no header is asked for.
    open var headerReferenceSize: CGSize = .zero
    /// The section footer's size: its height (width) after the items and the bottom inset,
    /// filled by the data source's footer view; zero: no footer is asked for.
    open var footerReferenceSize: CGSize = .zero

    /// A flow layout with UIKit's defaults.
    public override init() {}
}
