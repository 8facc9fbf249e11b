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

    /// `UICollectionView.elementKindSectionHeader`: a section header's kind.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`: a section footer's kind.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The cell classes by reuse identifier, and the cells of the last load kept for reuse.
    var cells = ReuseQueue<UICollectionViewCell>()
    /// The same for headers and footers, by kind and reuse identifier.
    var supplementaryViews = ReuseQueue<UICollectionReusableView>()
    /// The section header and footer of the last load, when the layout asked for them.
    var loadedHeader: UICollectionReusableView?
    var loadedFooter: UICollectionReusableView?
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
        if !cells.register(cellClass, for: identifier), let cellClass {
            errors.append("\(debugName): register(_:forCellWithReuseIdentifier:) was given \(cellClass), which is not a "
                          + "UICollectionViewCell class")
        }
    }

    /// A cell for an item: one of the last load's with this identifier, made ready with
    /// ``UICollectionViewCell/prepareForReuse()``, else a new one of the registered class.
    /// An identifier nothing is registered for is what UIKit raises an exception for: the
    /// snapshot fails with UIKit's reason (a plain cell stands in meanwhile).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeue(from: &cells, key: identifier, kind: "UICollectionElementKindCell", identifier: identifier) {
            UICollectionViewCell(frame: .zero)
        }
    }

    /// Registers the class a supplementary view (``elementKindSectionHeader`` or
    /// ``elementKindSectionFooter``) with this reuse identifier is made of; nil removes it.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        if !supplementaryViews.register(viewClass, for: Self.supplementaryKey(elementKind, identifier)), let viewClass {
            errors.append("\(debugName): register(_:forSupplementaryViewOfKind:withReuseIdentifier:) was given "
                          + "\(viewClass), which is not a UICollectionReusableView class")
        }
    }

    /// A header or footer: one of the last load's of this kind and identifier, made ready
    /// with ``UICollectionReusableView/prepareForReuse()``, else a new one of the registered
    /// class. Nothing registered is what UIKit raises an exception for: the snapshot fails
    /// with UIKit's reason.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeue(from: &supplementaryViews, key: Self.supplementaryKey(elementKind, identifier), kind: elementKind,
                identifier: identifier) { UICollectionReusableView(frame: .zero) }
    }

    /// What dequeuing a cell and a header or footer share: a view of the last load, else a
    /// new one of the registered class; nothing registered is what UIKit raises an exception
    /// for, recorded with UIKit's reason, and `standIn` answers meanwhile.
    private func dequeue<View: UICollectionReusableView>(from queue: inout ReuseQueue<View>, key: String, kind: String,
                                                         identifier: String, standIn: () -> View) -> View {
        if let view = queue.dequeue(key) { return view }
        guard let type = queue.registeredClass(for: key) else {
            loadErrors.append("could not dequeue a view of kind: \(kind) with identifier \(identifier) - "
                              + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return standIn()
        }
        let view = type.init(registeredFrame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// Asks the data source again at the next layout or snapshot; the cells, header and
    /// footer it had are kept for reuse.
    open func reloadData() {
        guard let items = loadedItems else { return }
        for cell in items {
            cell.removeFromSuperview()
            if let identifier = cell.reuseIdentifier { cells.recycle(cell, for: identifier) }
        }
        for (kind, view) in [(Self.elementKindSectionHeader, loadedHeader), (Self.elementKindSectionFooter, loadedFooter)] {
            guard let view else { continue }
            view.removeFromSuperview()
            if let identifier = view.reuseIdentifier {
                supplementaryViews.recycle(view, for: Self.supplementaryKey(kind, identifier))
            }
        }
        loadedItems = nil
        loadedHeader = nil
        loadedFooter = nil
    }

    private static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    /// The header or footer when the flow layout gives it room: the data source's, added
    /// as a subview, as UIKit asks only for supplementary views with a nonzero size.
    private func loadSupplementary(_ kind: String, size: CGSize?, from dataSource: UICollectionViewDataSource)
        -> UICollectionReusableView? {
        guard let size, let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return nil }
        guard (flow.scrollDirection == .vertical ? size.height : size.width) > 0 else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: 0))
        if view.isStandIn { return nil }
        addSubview(view)
        return view
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
        // A cell handed out again (dequeued or not) leaves the queue for good.
        cells.forget(items)
        loadedItems = items
        for cell in items { addSubview(cell) }
        if let dataSource, dataSource.numberOfSections(in: self) > 0 {
            let flow = collectionViewLayout as? UICollectionViewFlowLayout
            loadedHeader = loadSupplementary(Self.elementKindSectionHeader, size: flow?.headerReferenceSize, from: dataSource)
            loadedFooter = loadSupplementary(Self.elementKindSectionFooter, size: flow?.footerReferenceSize, from: dataSource)
        }
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
    /// A section's header or footer (`kind` is ``UICollectionView/elementKindSectionHeader``
    /// or ``UICollectionView/elementKindSectionFooter``), usually from
    /// ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``;
    /// asked for only when the flow layout's reference size for it is not zero.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section, UIKit's default.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Not implemented: the reference size's space is left empty.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let standIn = UICollectionReusableView(frame: .zero)
        standIn.isStandIn = true
        return standIn
    }
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
