import Foundation

/// What a table view shows, as UIKit's `UITableViewDataSource`: the sections, the rows and
/// their cells, the section titles.
///
/// The optional requirements have UIKit's defaults (one section, no titles) in an
/// extension, so a type implements only what it needs, as on iOS.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (default 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// A section's header title (default none).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// A section's footer title (default none).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// One section, UIKit's default.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title, UIKit's default.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title, UIKit's default.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// How a table view lays out its rows, as UIKit's `UITableViewDelegate` (the row height;
/// selection and the other events have nothing to draw).
@MainActor
public protocol UITableViewDelegate: AnyObject {
    /// A row's height, or ``UITableView/automaticDimension`` for its content's (default:
    /// the table's ``UITableView/rowHeight``).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    /// The table's ``UITableView/rowHeight``, UIKit's default.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}

/// Foundation's index path with UIKit's rows and sections, for table views.
extension IndexPath {
    /// A table row's index path: the row in a section (UIKit's, which Foundation on Linux
    /// does not have).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section of a table's index path: its first index (0 for an empty path, where
    /// UIKit stops the app).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { self = IndexPath(row: row, section: newValue) }
    }

    /// The row of a table's index path: its second index (0 for a shorter path, where
    /// UIKit stops the app).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { self = IndexPath(row: newValue, section: section) }
    }
}
