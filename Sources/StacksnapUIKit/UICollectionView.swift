import Foundation

/// A collection view with a flow layout, as UIKit's `UICollectionView`: one section of
/// items from the ``dataSource``, placed in lines by ``collectionViewLayout``.
///
/// The items are asked for when the view is first laid out or snapshot and again after
/// ``reloadData()``, as UIKit asks; every item is asked for (a snapshot is still, and what
/// does not fit is clipped). A layout other than ``UICollectionViewFlowLayout`` is drawn as
/// a default flow layout, with a note.
@MainActor
open class UICollectionView: UIScrollView {
    /// `UICollectionView.ScrollDirection`, with UIKit's raw values.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows, one under the other.
        case vertical = 0
        /// Lines are columns, side by side.
        case horizontal = 1
    }

    /// How the items are placed.
    open var collectionViewLayout: UICollectionViewLayout
    /// Where the items come from; not retained, as in UIKit.
    open weak var dataSource: UICollectionViewDataSource?

    var registered: [String: UICollectionViewCell.Type] = [:]
    var reusePool: [String: [UICollectionViewCell]] = [:]
    /// The items of the last load; nil until the view is first laid out and after
    /// ``reloadData()``.
    var loadedItems: [UICollectionViewCell]?
    var loadErrors: [String] = []
    var loadNotes: [String] = []
    var isLoading = false

    /// A collection view with a frame and a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// No archive is read: a flow layout, see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Registers the class cells with this reuse identifier are made of (a subclass of
    /// ``UICollectionViewCell``); nil removes the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            registered[identifier] = nil
            return
        }
        if let cellType = cellClass as? UICollectionViewCell.Type {
            registered[identifier] = cellType
        } else {
            errors.append("\(debugName): register(_:forCellWithReuseIdentifier:) was given \(cellClass), which is not a "
                          + "UICollectionViewCell class")
        }
    }

    /// A cell for an item: one of the last load's with this identifier, made ready with
    /// ``UICollectionViewCell/prepareForReuse()``, else a new one of the registered class.
    /// An identifier nothing is registered for is what UIKit raises an exception for: the
    /// snapshot fails with UIKit's reason (a plain cell stands in meanwhile).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if var pool = reusePool[identifier], !pool.isEmpty {
            let cell = pool.removeLast()
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let type = registered[identifier] else {
            loadErrors.append("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                              + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UICollectionViewCell(frame: .zero)
        }
        let cell = type.init(registeredFrame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Asks the data source again at the next layout or snapshot; the cells it had are
    /// kept for ``dequeueReusableCell(withReuseIdentifier:for:)``.
    open func reloadData() {
        guard let items = loadedItems else { return }
        for cell in items {
            cell.removeFromSuperview()
            if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
        }
        loadedItems = nil
    }

    /// The number of items in a section, from the data source (0 for a section it does not have).
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return section == 0 ? loadedItems?.count ?? 0 : 0
    }

    /// The cell of an item; nil for an item the view does not have.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        loadIfNeeded()
        guard indexPath.section == 0, let items = loadedItems, items.indices.contains(indexPath.item) else { return nil }
        return items[indexPath.item]
    }

    /// The cells of every item, in order.
    open var visibleCells: [UICollectionViewCell] {
        loadIfNeeded()
        return loadedItems ?? []
    }

    /// Asks the data source for the items unless the last answer still holds; the cells
    /// become the view's subviews, as in UIKit.
    func loadIfNeeded() {
        guard loadedItems == nil, !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        loadErrors = []
        loadNotes = []
        var items: [UICollectionViewCell] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            if sections > 1 { loadNotes.append("\(debugName): only the first of \(sections) sections is drawn") }
            let count = sections > 0 ? dataSource.collectionView(self, numberOfItemsInSection: 0) : 0
            if count < 0 {
                loadErrors.append("\(debugName): collectionView(_:numberOfItemsInSection:) returned \(count), not a count")
            }
            for item in 0..<min(max(count, 0), UITableView.rowLimit) {
                let cell = dataSource.collectionView(self, cellForItemAt: IndexPath(item: item, section: 0))
                if items.contains(where: { $0 === cell }) {
                    loadErrors.append("\(debugName): collectionView(_:cellForItemAt:) returned the same cell for item \(item) "
                                      + "as for an earlier item; each item needs a cell of its own")
                    continue
                }
                items.append(cell)
            }
            if count > UITableView.rowLimit {
                loadNotes.append("\(debugName): only the first \(UITableView.rowLimit) items are asked for and drawn")
            }
        }
        let used = Set(items.map(ObjectIdentifier.init))
        reusePool = reusePool.mapValues { $0.filter { !used.contains(ObjectIdentifier($0)) } }
        loadedItems = items
        for cell in items { addSubview(cell) }
    }
}

/// What a collection view shows, as UIKit's `UICollectionViewDataSource`: its items and
/// their cells.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in a section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of an item, usually from
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (default 1; only the first is drawn).
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// One section, UIKit's default.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// Foundation's index path with UIKit's items, for collection views.
extension IndexPath {
    /// A collection view item's index path: the item in a section.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The item of a collection view's index path: its second index.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
