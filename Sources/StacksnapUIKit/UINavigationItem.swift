import Foundation

/// What a navigation bar shows for one controller, as UIKit's `UINavigationItem`: its
/// title and buttons. Each controller has one (`navigationItem`).
@MainActor
open class UINavigationItem {
    /// `UINavigationItem.LargeTitleDisplayMode`, with UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Large when the bar prefers large titles.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
    }

    /// The title; nil shows the controller's.
    open var title: String?
    /// The buttons on the leading side, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The buttons on the trailing side, trailing first.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// Whether the title is large (default automatic: as the bar prefers).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// Whether a pushed controller's back button is hidden (default false).
    open var hidesBackButton = false

    /// An item with a title.
    public init(title: String) { self.title = title }

    /// No archive is read: an item without a title.
    public required init?(coder: NSCoder) {}

    /// The first leading button; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing button; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
}
