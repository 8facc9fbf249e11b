import Foundation
import LayoutSpec

/// Content a cell shows instead of its standard labels, as UIKit's `UIContentConfiguration`.
/// ``UIListContentConfiguration`` is the one a table cell draws here.
@MainActor
public protocol UIContentConfiguration {}

/// A list cell's content, as UIKit's `UIListContentConfiguration`: an image, a text and a
/// secondary text laid out as the cell style it was made for.
///
/// Fill it from ``UITableViewCell/defaultContentConfiguration()`` and set it as the cell's
/// ``UITableViewCell/contentConfiguration``: the table draws it as the standard style of
/// the same layout (`cell()` the default style, `subtitleCell()` subtitle, `valueCell()`
/// value1).
@MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
    /// The layouts the configuration was made for, as the table's cell styles.
    enum Layout { case cell, subtitleCell, valueCell }

    /// How a text is drawn, as UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties {
        /// The text's font.
        public var font: UIFont
        /// The text's colour (kept; the table draws its style's colour).
        public var color: UIColor
    }

    let layout: Layout
    /// The image at the leading edge: a system symbol is drawn.
    public var image: UIImage?
    /// The main text.
    public var text: String?
    /// The secondary text (the detail).
    public var secondaryText: String?
    /// How the main text is drawn (its font is the spec's).
    public var textProperties: TextProperties
    /// How the secondary text is drawn (its font is the spec's).
    public var secondaryTextProperties: TextProperties
    /// The secondary text's font as first set, so only a changed one is written into the spec.
    let madeSecondaryFont: FontSpec

    init(layout: Layout, secondaryFont: TextStyleName) {
        self.layout = layout
        textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
        madeSecondaryFont = FontSpec(textStyle: secondaryFont)
        secondaryTextProperties = TextProperties(font: UIFont(spec: madeSecondaryFont), color: .secondaryLabel)
    }

    /// The default style's layout: an image and a text.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(layout: .cell, secondaryFont: .body) }
    /// The subtitle layout: the secondary text under the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .subtitleCell, secondaryFont: .caption1)
    }
    /// The value layout: the secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(layout: .valueCell, secondaryFont: .body)
    }
}
