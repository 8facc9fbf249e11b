import Foundation

/// A view a collection view reuses, as UIKit's `UICollectionReusableView`: a section's header
/// or footer (a supplementary view), and the class ``UICollectionViewCell`` is made from.
/// The flow layout places it; its frame is not read.
@MainActor
open class UICollectionReusableView: UIView {
    /// What the view was dequeued by; nil for a view made directly.
    public internal(set) var reuseIdentifier: String?
    /// True for the empty view a data source without supplementary views answers with.
    var isStandIn = false

    /// Stacksnap's: how a collection view makes a view of a registered class, by calling the
    /// class's `init(frame:)` with a zero frame, as UIKit does. A subclass that overrides
    /// `init(frame:)` inherits it.
    public required convenience init(registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before a dequeued view is handed out again; does nothing by default.
    open func prepareForReuse() {}
}
