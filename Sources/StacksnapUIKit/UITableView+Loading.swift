import Foundation

/// Asking the data source, as UIKit does at the first layout and after `reloadData()`.
extension UITableView {
    /// The most rows asked for: far more than any screen shows, so that a data source of
    /// thousands of rows does not make a snapshot slow.
    static let rowLimit = 500

    /// Asks the data source for the sections, titles and cells unless the last answer
    /// still holds; the cells become the table's subviews, as in UIKit. Reentrant calls
    /// (a data source asking the table while it loads) see the table empty.
    func loadIfNeeded() {
        guard loadedRows == nil, !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        loadErrors = []
        loadNotes = []
        var rows: [[UITableViewCell]] = []
        var sections: [(header: String?, footer: String?)] = []
        if let dataSource {
            let sectionCount = dataSource.numberOfSections(in: self)
            if sectionCount < 0 { loadErrors.append("\(debugName): numberOfSections(in:) returned \(sectionCount), not a count") }
            var total = 0
            for section in 0..<max(sectionCount, 0) {
                let rowCount = dataSource.tableView(self, numberOfRowsInSection: section)
                if rowCount < 0 {
                    loadErrors.append("\(debugName): tableView(_:numberOfRowsInSection:) returned \(rowCount) for section "
                                      + "\(section), not a count")
                }
                var cells: [UITableViewCell] = []
                for row in 0..<max(rowCount, 0) {
                    guard total < Self.rowLimit else {
                        loadNotes.append("\(debugName): only the first \(Self.rowLimit) rows are asked for and drawn")
                        break
                    }
                    let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
                    if (rows.joined() + cells).contains(where: { $0 === cell }) {
                        // One view cannot be two rows; UIKit's result is undefined.
                        loadErrors.append("\(debugName): tableView(_:cellForRowAt:) returned the same cell for row \(row) "
                                          + "of section \(section) as for an earlier row; each row needs a cell of its own")
                        continue
                    }
                    cells.append(cell)
                    total += 1
                }
                rows.append(cells)
                sections.append((dataSource.tableView(self, titleForHeaderInSection: section),
                                 dataSource.tableView(self, titleForFooterInSection: section)))
            }
        }
        // A cell handed out again (dequeued) leaves the pool for good.
        self.cells.forget(rows.joined())
        loadedRows = rows
        loadedSections = sections
        for cell in rows.joined() { addSubview(cell) }
    }
}
