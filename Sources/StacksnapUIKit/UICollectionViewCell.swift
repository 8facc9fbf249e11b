import Foundation

/// An item of a collection view, as UIKit's `UICollectionViewCell`: views of its own go in
/// its ``contentView``, which fills it; constraints inside the content view size the item
/// when the flow layout's items size themselves.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
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
}
