import Foundation

/// A table view, as UIKit's `UITableView`: rows in sections, one under the other, with the
/// standard cell styles, section titles and separators of the table's style.
///
/// The rows come from the ``dataSource``, asked when the table is first laid out or
/// snapshot and again after ``reloadData()``, as UIKit asks it; every row is asked for (a
/// snapshot is still, and what does not fit is clipped). The table is a scroll view, as in
/// UIKit: ``UIScrollView/contentInset``'s top is where the first row starts.
@MainActor
open class UITableView: UIScrollView {
    /// `UITableView.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section titles only where given.
        case plain = 0
        /// Sections apart on the grouped background.
        case grouped = 1
        /// As grouped, with each section inset by the margin and its ends rounded.
        case insetGrouped = 2
    }

    /// The row height that asks each row for its own: as tall as its content, at least 44
    /// points for the standard cell styles.
    public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed when it is made.
    public let style: Style
    /// Where the rows and section titles come from; not retained, as in UIKit.
    open weak var dataSource: UITableViewDataSource?
    /// Where row heights come from (``UITableViewDelegate/tableView(_:heightForRowAt:)``);
    /// not retained, as in UIKit.
    open weak var delegate: UITableViewDelegate?
    /// Every row's height, or ``automaticDimension`` (the default) for each row as tall as
    /// its content.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// Kept: the snapshot lays every row out at its real height.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Whether rows are drawn with separators between them (default `.singleLine`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// A view above the first section, as wide as the table; its frame's height is its
    /// height (constraints inside it decide when the frame's height is zero).
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let header = tableHeaderView { insertSubview(header, at: 0) }
        }
    }

    /// The cell classes by reuse identifier, and the cells of the last load kept for reuse
    /// after ``reloadData()``.
    var cells = ReuseQueue<UITableViewCell>()
    /// The rows of the last load, by section; nil until the table is first laid out and
    /// after ``reloadData()``.
    var loadedRows: [[UITableViewCell]]?
    /// The section titles of the last load.
    var loadedSections: [(header: String?, footer: String?)] = []
    /// What the last load did that UIKit would refuse, and what it cannot show.
    var loadErrors: [String] = []
    var loadNotes: [String] = []
    /// True while the data source is being asked.
    var isLoading = false

    /// A table of a style with a frame.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table with a frame.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// No archive is read: a plain table, see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Registers the class cells with this reuse identifier are made of (a subclass of
    /// ``UITableViewCell``); nil removes the registration. Anything else is refused when a
    /// cell is dequeued, as UIKit refuses it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if !cells.register(cellClass, for: identifier), let cellClass {
            errors.append("\(debugName): register(_:forCellReuseIdentifier:) was given \(cellClass), which is not a "
                          + "UITableViewCell class")
        }
    }

    /// A cell for a row: one of the last load's with this identifier, made ready with
    /// ``UITableViewCell/prepareForReuse()``, else a new one of the registered class. An
    /// identifier nothing is registered for is what UIKit raises an exception for: the
    /// snapshot fails with UIKit's reason (a plain cell stands in meanwhile).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        loadErrors.append("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for "
                          + "the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell of the last load with this identifier, or a new one of the registered class;
    /// nil when nothing is registered for it.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = cells.dequeue(identifier) { return cell }
        return cells.registeredClass(for: identifier).map { $0.init(registeredStyle: .default, reuseIdentifier: identifier) }
    }

    /// Asks the data source again at the next layout or snapshot; the cells it had are
    /// kept for ``dequeueReusableCell(withIdentifier:for:)``.
    open func reloadData() {
        guard let rows = loadedRows else { return }
        for cell in rows.joined() {
            cell.removeFromSuperview()
            if let identifier = cell.reuseIdentifier { cells.recycle(cell, for: identifier) }
        }
        loadedRows = nil
    }

    /// The number of sections, from the data source.
    open var numberOfSections: Int {
        loadIfNeeded()
        return loadedRows?.count ?? 0
    }

    /// The number of rows in a section, from the data source (0 for a section it does not have).
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard let rows = loadedRows, rows.indices.contains(section) else { return 0 }
        return rows[section].count
    }

    /// The cell at a row; nil for a row the table does not have.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        loadIfNeeded()
        guard let rows = loadedRows, rows.indices.contains(indexPath.section),
              rows[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return rows[indexPath.section][indexPath.row]
    }

    /// The cells of every row, in order.
    open var visibleCells: [UITableViewCell] {
        loadIfNeeded()
        return Array((loadedRows ?? []).joined())
    }
}
