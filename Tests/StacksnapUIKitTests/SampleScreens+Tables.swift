import StacksnapUIKit

/// Table screens written as an iOS project writes them: a controller that is its table's
/// data source (and delegate), cells registered or made in `tableView(_:cellForRowAt:)`.
/// Each is the code form of a spec sample of the same name (the accessibility identifiers
/// are the samples' ids).
extension SampleScreens {
    /// `Samples/controls-table.yaml`: an inset-grouped settings table, a section of value1
    /// rows (one with a symbol) and a titled section with a footer.
    final class SettingsTableController: UIViewController, UITableViewDataSource {
        /// The subtitle style for a registered class, as iOS code gets it: the subclass
        /// passes its own style up.
        final class SubtitleCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            }

            required init?(coder: NSCoder) { fatalError("not used") }
        }

        override func loadView() {
            view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 360))
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let table = UITableView(frame: .zero, style: .insetGrouped)
            table.accessibilityIdentifier = "settings"
            table.dataSource = self
            table.register(UITableViewCell.self, forCellReuseIdentifier: "basic")
            table.register(SubtitleCell.self, forCellReuseIdentifier: "subtitle")
            table.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(table)
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: view.topAnchor),
                table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }

        func numberOfSections(in tableView: UITableView) -> Int { 2 }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            section == 0 ? 3 : 2
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 1 ? "Display" : nil
        }

        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 1 ? "Bold text and larger sizes apply to every app that supports Dynamic Type." : nil
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            switch (indexPath.section, indexPath.row) {
            case (0, 0), (0, 1):
                let cell = tableView.dequeueReusableCell(withIdentifier: "value1")
                    ?? UITableViewCell(style: .value1, reuseIdentifier: "value1")
                let wifi = indexPath.row == 0
                cell.accessibilityIdentifier = wifi ? "wifi" : "bluetooth"
                cell.textLabel?.text = wifi ? "Wi-Fi" : "Bluetooth"
                cell.detailTextLabel?.text = wifi ? "Home" : "On"
                cell.imageView?.image = wifi ? UIImage(systemName: "wifi") : nil
                cell.accessoryType = .disclosureIndicator
                return cell
            case (0, _):
                // The modern way to fill a cell: its style's content configuration.
                let cell = tableView.dequeueReusableCell(withIdentifier: "basic", for: indexPath)
                cell.accessibilityIdentifier = "airplane"
                var content = cell.defaultContentConfiguration()
                content.text = "Airplane Mode"
                cell.contentConfiguration = content
                return cell
            case (_, 0):
                let cell = tableView.dequeueReusableCell(withIdentifier: "basic", for: indexPath)
                cell.accessibilityIdentifier = "size"
                cell.textLabel?.text = "Text Size"
                cell.accessoryType = .disclosureIndicator
                return cell
            default:
                let cell = tableView.dequeueReusableCell(withIdentifier: "subtitle", for: indexPath)
                cell.accessibilityIdentifier = "bold"
                cell.textLabel?.text = "Bold Text"
                cell.detailTextLabel?.text = "Heavier strokes everywhere"
                cell.accessoryType = .checkmark
                return cell
            }
        }
    }

    /// `Samples/controls-table-plain.yaml`: a plain table under a 20-point inset, a header
    /// view, a titled section with a self-sizing custom cell, a value2 row 60 points tall
    /// (from the delegate) and a row with an info button, then a section with a footer only.
    final class InboxTableController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        override func loadView() {
            view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let table = UITableView(frame: .zero, style: .plain)
            table.accessibilityIdentifier = "inbox"
            table.dataSource = self
            table.delegate = self
            table.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            let banner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
            banner.accessibilityIdentifier = "banner"
            banner.backgroundColor = .systemBlue
            table.tableHeaderView = banner
            table.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(table)
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: view.topAnchor),
                table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }

        func numberOfSections(in tableView: UITableView) -> Int { 2 }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            section == 0 ? 3 : 0
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Recent" : nil
        }

        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 1 ? "Updated just now" : nil
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath.row == 1 ? 60 : UITableView.automaticDimension
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            switch indexPath.row {
            case 0:
                // A custom cell: a wrapping label held by the content view's margins.
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.accessibilityIdentifier = "note"
                let text = UILabel()
                text.accessibilityIdentifier = "noteText"
                text.numberOfLines = 0
                text.text = "Meeting notes from Monday: agree the launch date and who joins the beta"
                text.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(text)
                let margins = cell.contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    text.topAnchor.constraint(equalTo: margins.topAnchor),
                    text.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                    text.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                ])
                return cell
            case 1:
                let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
                cell.accessibilityIdentifier = "mobile"
                cell.textLabel?.text = "mobile"
                cell.detailTextLabel?.text = "+1 555 0100"
                return cell
            default:
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.accessibilityIdentifier = "help"
                cell.textLabel?.text = "Help and feedback"
                cell.accessoryType = .detailButton
                return cell
            }
        }
    }
}
