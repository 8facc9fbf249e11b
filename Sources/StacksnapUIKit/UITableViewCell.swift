import Foundation
import LayoutSpec

/// A row of a table view, as UIKit's `UITableViewCell`: the labels and image of its
/// ``CellStyle``, an accessory, and a ``contentView`` for views of its own.
///
/// The standard parts are the spec's: ``textLabel``, ``detailTextLabel`` and ``imageView``
/// give their text, font and symbol, and the table draws them where UIKit puts them.
/// Subviews added to ``contentView`` are placed by their constraints, as in a self-sizing
/// cell: constraints to the content view's edges and margins decide the row's height.
@MainActor
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`, with UIKit's raw values.
    public enum CellStyle: Int, Sendable {
        /// The text on the leading side (Interface Builder's "Basic").
        case `default` = 0
        /// The text leading, the detail trailing in gray ("Right Detail").
        case value1 = 1
        /// A blue text in a narrow column, the detail after it ("Left Detail").
        case value2 = 2
        /// The text over a smaller detail.
        case subtitle = 3
    }

    /// `UITableViewCell.AccessoryType`, with UIKit's raw values.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A gray chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// `UITableViewCell.SeparatorStyle`, with UIKit's raw values (the deprecated
    /// `singleLineEtched` is not here).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A hairline between rows.
        case singleLine = 1
    }

    /// The style, fixed when the cell is made.
    let cellStyle: CellStyle
    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The view to add a custom cell's views to: its edges and margins are the row's.
    public let contentView = UIView()
    /// The accessory at the trailing edge (default none).
    open var accessoryType: AccessoryType = .none
    /// The content drawn instead of the standard labels when set: a
    /// ``UIListContentConfiguration`` (``defaultContentConfiguration()``).
    open var contentConfiguration: UIContentConfiguration?

    private var ownTextLabel: UILabel?
    private var ownDetailLabel: UILabel?
    private var ownImageView: UIImageView?
    /// The standard labels' fonts as made: a font set afterwards is the spec's.
    let madeFonts: (text: FontSpec, detail: FontSpec)

    /// A cell of a style; the identifier is the one the table reuses it under.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        madeFonts = Self.fonts(for: style)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// No archive is read: a default-style cell, see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifier = nil
        madeFonts = Self.fonts(for: .default)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A default-style cell without a reuse identifier.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Stacksnap's: how a table makes a cell of a registered class, by calling the class's
    /// `init(style:reuseIdentifier:)` with `.default`, as UIKit does. A subclass that overrides
    /// `init(style:reuseIdentifier:)` inherits it.
    public required convenience init(registeredStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// The main label (every style has one), made on first use.
    open var textLabel: UILabel? {
        if ownTextLabel == nil {
            let label = UILabel()
            label.font = UIFont(spec: madeFonts.text)
            ownTextLabel = label
        }
        return ownTextLabel
    }

    /// The detail label of the subtitle, value1 and value2 styles; nil for `.default`.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if ownDetailLabel == nil {
            let label = UILabel()
            label.font = UIFont(spec: madeFonts.detail)
            label.textColor = .secondaryLabel
            ownDetailLabel = label
        }
        return ownDetailLabel
    }

    /// The image view at the leading edge, made on first use; it shows a system symbol.
    open var imageView: UIImageView? {
        if ownImageView == nil { ownImageView = UIImageView(image: nil) }
        return ownImageView
    }

    /// The standard labels and image view as the code left them (nil where never used).
    var standardParts: (text: UILabel?, detail: UILabel?, image: UIImageView?) { (ownTextLabel, ownDetailLabel, ownImageView) }

    /// The content configuration of the cell's style: its text and secondary text empty,
    /// to be filled and set as ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// Called before a dequeued cell is handed out again: override to reset it, as on iOS.
    open func prepareForReuse() {}

    /// UIKit's fonts for the standard labels (iOS 14 and later): body text, value2's
    /// subheadline semibold; a body detail, caption1 under a subtitle, subheadline in value2.
    private static func fonts(for style: CellStyle) -> (text: FontSpec, detail: FontSpec) {
        switch style {
        case .default, .value1: (FontSpec(textStyle: .body), FontSpec(textStyle: .body))
        case .subtitle: (FontSpec(textStyle: .body), FontSpec(textStyle: .caption1))
        case .value2: (FontSpec(textStyle: .subheadline, weight: .semibold), FontSpec(textStyle: .subheadline))
        }
    }
}
