import Foundation

/// An item of a collection view, as UIKit's `UICollectionViewCell`: views of its own go in
/// its ``contentView``, which fills it; constraints inside the content view size the item
/// when the flow layout's items size themselves.
@MainActor
open class UICollectionViewCell: UIView {
    /// What the cell was dequeued by; nil for a cell made directly.
    public internal(set) var reuseIdentifier: String?
    /// Where the cell's own views go.
    public let contentView = UIView()

    /// A cell with a frame (the flow layout places it; the frame is not read).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Stacksnap's: how a collection view makes a cell of a registered class, by calling the
    /// class's `init(frame:)` with a zero frame, as UIKit does. A subclass that overrides
    /// `init(frame:)` inherits it.
    public required convenience init(registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before a dequeued cell is handed out again; does nothing by default.
    open func prepareForReuse() {}
}
