// docs/uikit.md opens with this file, line for line below these comments (UIKitPageTests
// checks it): plain UIKit code that compiles for iOS and, here, for Linux.
#if canImport(UIKit)
import UIKit
#else
import StacksnapUIKit
#endif

/// A card: a symbol and a headline in a row, inside the card's margins.
@MainActor func greetingCard() -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))  // height 0: fit the content
    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = 12

    let icon = UIImageView(image: UIImage(systemName: "star.fill"))
    icon.tintColor = .systemOrange
    let title = UILabel()
    title.text = "Good morning"
    title.font = .preferredFont(forTextStyle: .headline)

    let row = UIStackView(arrangedSubviews: [icon, title])
    row.spacing = 8
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(row)
    NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
        row.trailingAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.trailingAnchor),
        row.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
        card.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: 12),
    ])
    return card
}
