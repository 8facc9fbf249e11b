import Foundation
import LayoutSpec
import StacksnapUIKit
import Testing

/// `UITableView` in code: the data source's sections and cells become the spec's table,
/// drawn as the table samples' goldens, and what UIKit refuses is an error.
@MainActor
@Suite struct UITableViewTests {
    @Test func settingsTableIsTheSample() throws {
        let controller = SampleScreens.SettingsTableController()
        try SampleParityTests.check(controller.view, sample: "controls-table")
        // Read back from the cells after layout: the golden's `tableViewCell wifi
        // [20, 18, 350, 44]` (inset by the 20-point table margin of a 390-point screen; its
        // content view ends the margin and the chevron's 9.5 before the edge: 350 − 29.5 =
        // 320.5) and `label bold_detailTextLabel [20, 31.5, 157, 14.5]`: the
        // 12-point detail "Heavier strokes everywhere" is 36,688 of the bundled
        // Inter-Regular's 2,816 units per em after kerning (HarfBuzz on the font file), 156.34
        // points, plus 26 characters' tracking (San Francisco's 0 at 12 points and the fitted
        // +1.8/1000 em: 0.56), 156.90, 157 on the 2× grid. Down: the self-sizing Subtitle row
        // puts its text 10 below its top, 20.5 tall (17 points × 2444/2048 on the 2× grid),
        // and the detail 1 under it: 10 + 20.5 + 1 = 31.5; the row is 31.5 + 14.5 + 9.5 and
        // the 0.5-point separator = 56.
        let table = try #require(controller.view.subviews.first as? UITableView)
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(wifi.frame == CGRect(x: 20, y: 18, width: 350, height: 44))
        #expect(wifi.contentView.frame == CGRect(x: 0, y: 0, width: 320.5, height: 44))
        let bold = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
        #expect(bold.detailTextLabel?.frame == CGRect(x: 20, y: 31.5, width: 157, height: 14.5))
        #expect(bold.frame.height == 56)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 3 && table.numberOfRows(inSection: 7) == 0)
    }

    @Test func plainTableIsTheSample() throws {
        let controller = SampleScreens.InboxTableController()
        try SampleParityTests.check(controller.view, sample: "controls-table-plain")
        // The golden's `tableViewCell note [0, 88, 390, 63]` (a self-sizing custom cell)
        // and `label noteText [20, 11, 350, 41]` inside its content view (the 20-point
        // margins of a 390-point screen's table).
        let table = try #require(controller.view.subviews.first as? UITableView)
        let note = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(note.frame == CGRect(x: 0, y: 88, width: 390, height: 63))
        #expect(note.contentView.subviews.first?.frame == CGRect(x: 20, y: 11, width: 350, height: 41))
    }
}

/// Data sources that break UIKit's rules, and reloading.
@MainActor
@Suite struct UITableViewDataSourceTests {
    final class Rows: UITableViewDataSource {
        var titles: [String]
        var identifier = "row"
        var sections = 1
        var made = 0
        init(_ titles: [String]) { self.titles = titles }

        func numberOfSections(in tableView: UITableView) -> Int { sections }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            cell.textLabel?.text = titles[indexPath.row]
            return cell
        }
    }

    static func table(_ rows: Rows) -> (UIView, UITableView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        root.addSubview(table)
        return (root, table)
    }

    @Test func anUnregisteredIdentifierFailsWithUIKitsReason() {
        let rows = Rows(["A"])
        rows.identifier = "missing"
        let (root, _) = Self.table(rows)
        #expect {
            _ = try root.specDocument()
        } throws: { error in
            "\(error)".contains("unable to dequeue a cell with identifier missing")
        }
    }

    @Test func aNegativeCountIsAnError() {
        let rows = Rows([])
        rows.sections = -1
        let (root, _) = Self.table(rows)
        #expect(throws: UIKitLayoutError.self) { _ = try root.specDocument() }
    }

    @Test func rowsAreAskedForOnceUntilReloaded() throws {
        let rows = Rows(["A", "B"])
        let (root, table) = Self.table(rows)
        root.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        // Plain rows 44 tall from the top (UIKit's default row height for the basic style).
        #expect(first.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        rows.titles = ["C", "D", "E"]
        #expect(table.numberOfRows(inSection: 0) == 2)  // not reloaded: UIKit's old answer
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 3)
        // The old cells were reused for the first rows, as UIKit's reuse queue does.
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first || table.cellForRow(at: IndexPath(row: 1, section: 0)) === first)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["C", "D", "E"])
        root.layoutIfNeeded()
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
    }

    @Test func aTableAsTheTopViewIsPlacedOnTheCanvas() throws {
        let rows = Rows(["A"])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.layoutIfNeeded()
        #expect(table.layoutProblems.isEmpty, "\(table.layoutProblems)")
        // A grouped section starts 18 points down.
        #expect(table.visibleCells.first?.frame == CGRect(x: 0, y: 18, width: 320, height: 44))
    }

    @Test func indexPathsHaveRowsAndSections() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.count == 2)
        path.row = 4
        #expect(path == IndexPath(indexes: [1, 4]))
        #expect(IndexPath().row == 0)
    }
}

/// A subtitle cell whose detail label's font the code changes: the spec's cell carries it.
@MainActor
@Suite struct UITableViewCellDetailFontTests {
    final class Subtitles: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Subtitle"
            cell.detailTextLabel?.font = .systemFont(ofSize: 11)
            return cell
        }
    }

    @Test func theDetailLabelsFontIsDrawn() throws {
        let source = Subtitles()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.dataSource = source
        root.addSubview(table)
        let yaml = try root.specDocument().canonicalYAML()
        #expect(yaml.contains("detailFont:") && yaml.contains("size: 11"), "\(yaml)")
        #expect(!yaml.contains("size: 12"), "\(yaml)")
    }
}

/// A custom cell's content view margins set in code are the row's content margins; left
/// alone, the table's (11 above and below, 16 at the sides of a 320-point table). A 20 × 20
/// dot on the top and leading margins lands on the margins it was given.
@MainActor
@Suite struct UITableViewCellContentMarginsTests {
    final class Dots: UITableViewDataSource {
        let margins: NSDirectionalEdgeInsets?
        init(_ margins: NSDirectionalEdgeInsets?) { self.margins = margins }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            if let margins { cell.contentView.directionalLayoutMargins = margins }
            let dot = UIView()
            dot.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(dot)
            NSLayoutConstraint.activate([
                dot.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
                dot.topAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.topAnchor),
                dot.widthAnchor.constraint(equalToConstant: 20),
                dot.heightAnchor.constraint(equalToConstant: 20),
            ])
            return cell
        }
    }

    @Test(arguments: [(nil, CGRect(x: 16, y: 11, width: 20, height: 20)),
                      (NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8), CGRect(x: 8, y: 8, width: 20, height: 20)),
                      (NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 0, trailing: 0), CGRect(x: 30, y: 4, width: 20, height: 20))])
    func theDotSitsOnTheMarginsGiven(margins: NSDirectionalEdgeInsets?, expected: CGRect) throws {
        let source = Dots(margins)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        table.rowHeight = 60
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.layoutProblems.isEmpty, "\(table.layoutProblems)")
        let cell = try #require(table.visibleCells.first)
        #expect(cell.contentView.subviews.first?.frame == expected)
    }
}
