import StacksnapUIKit

/// Screens inside navigation and tab bar controllers, written as an iOS project writes
/// them. Each is the code form of a spec sample of the same name.
extension SampleScreens {
    /// `Samples/devices-bars.yaml`'s content: an inset-grouped table of mailboxes filling
    /// the safe area, with a large title and an Edit button for the navigation bar.
    final class MailboxesController: UIViewController, UITableViewDataSource {
        let boxes: [(id: String, symbol: String, title: String, count: String?)] = [
            ("inbox", "tray", "Inbox", "12"), ("sent", "paperplane", "Sent", nil), ("drafts", "doc", "Drafts", "3"),
        ]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Mailboxes"
            navigationItem.rightBarButtonItem = editButtonItem
            view.backgroundColor = UIColor(red: 0xF2 / 255.0, green: 0xF2 / 255.0, blue: 0xF7 / 255.0, alpha: 1)

            let table = UITableView(frame: .zero, style: .insetGrouped)
            table.accessibilityIdentifier = "boxes"
            table.dataSource = self
            table.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(table)
            let safeArea = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: safeArea.topAnchor),
                table.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
                table.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            ])
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { boxes.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let box = boxes[indexPath.row]
            let cell = UITableViewCell(style: .value1, reuseIdentifier: "box")
            cell.accessibilityIdentifier = box.id
            var content = cell.defaultContentConfiguration()
            content.image = UIImage(systemName: box.symbol)
            content.text = box.title
            content.secondaryText = box.count
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// `Samples/devices-bars.yaml`: the mailboxes in a navigation controller with large
    /// titles, as the first of two tabs (Mail and Settings).
    static func mailTabs() -> UITabBarController {
        let mail = UINavigationController(rootViewController: MailboxesController())
        mail.navigationBar.prefersLargeTitles = true
        mail.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), tag: 0)
        let settings = UIViewController()
        settings.title = "Settings"
        settings.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "gearshape"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [mail, settings]
        return tabs
    }
}
