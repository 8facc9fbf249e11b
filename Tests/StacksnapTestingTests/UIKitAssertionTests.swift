import StacksnapTesting
import StacksnapUIKit
import Testing

/// `assertLayoutSnapshot(of:)` with views and view controllers built in UIKit code: the
/// same goldens and failures as the other forms (goldens in `__Snapshots__/UIKitAssertionTests`).
@MainActor
@Suite struct UIKitAssertionTests {
    /// A settings-style card: a title, a line of text and a switch in a row.
    static func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        card.backgroundColor = .secondarySystemBackground
        let title = UILabel()
        title.text = "Notifications"
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        let detail = UILabel()
        detail.text = "Badges, sounds and banners"
        detail.font = .systemFont(ofSize: 13)
        detail.textColor = .secondaryLabel
        let text = UIStackView(arrangedSubviews: [title, detail])
        text.axis = .vertical
        text.spacing = 2
        let toggle = UISwitch()
        toggle.isOn = true
        let row = UIStackView(arrangedSubviews: [text, toggle])
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            card.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: 12),
        ])
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return card
    }

    @Test func aViewMatchesItsGolden() {
        let report = assertLayoutSnapshot(of: Self.card(), named: "uikit-card")
        #expect(report?.results.map(\.status) == [.passed])
    }

    /// A controller's view on a device: the label sits under the status bar, in the
    /// readable margins, as on the device.
    @Test func aControllerOnADevice() {
        final class Greeting: UIViewController {
            override func viewDidLoad() {
                view.backgroundColor = .systemBackground
                let label = UILabel()
                label.text = "Good morning"
                label.font = .preferredFont(forTextStyle: .largeTitle)
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                ])
            }
        }
        let report = assertLayoutSnapshot(of: Greeting(), on: "iPhone15", named: "uikit-controller")
        #expect(report?.results.map(\.status) == [.passed])
    }

    /// What UIKit refuses fails the assertion with UIKit's reason.
    @Test func aConstraintAcrossHierarchiesFails() {
        let one = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), other = UIView(), a = UIView()
        one.addSubview(a)
        a.leadingAnchor.constraint(equalTo: other.leadingAnchor).isActive = true
        withKnownIssue {
            #expect(assertLayoutSnapshot(of: one, named: "never-recorded", record: .never) == nil)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no common ancestor") }
        }
    }
}
