import AutoLayout
import LayoutSpec

/// A table view (`UITableView`): sections of cells, laid out from the top as UIKit lays
/// them out, clipped at its bounds.
///
/// ```swift
/// TableView(style: .insetGrouped) {
///     TableSection {
///         TableCell("Wi-Fi", detail: "Home", style: .value1, accessory: .disclosureIndicator).id("wifi")
///     }
///     TableSection(header: "Display", footer: "Applies to every app.") {
///         TableCell("Bold Text", accessory: .checkmark)
///     }
/// }.id("settings")
/// ```
public struct TableView: LayoutElement {
    public var node: LayoutNode

    /// `rowHeight` nil: automatic, each row as tall as its content asks.
    public init(style: TableViewSpec.Style = .plain, rowHeight: Double? = nil,
                @TableSectionBuilder sections: () -> [TableSection]) {
        var table = TableViewSpec(style: style, rowHeight: rowHeight)
        var spec = ViewSpec(.tableView(table))
        var problems: [LayoutProblem] = []
        for (index, section) in sections().enumerated() {
            table.sections.append(section.spec)
            for (row, cell) in section.cells.enumerated() {
                let path = "sections[\(index)].cells[\(row)]"
                guard case .tableViewCell(var cellSpec) = cell.spec.content else {
                    problems.append(LayoutProblem(path: path, message: "a table's rows are TableCell elements, found \(cell.spec.type.rawValue)"))
                    continue
                }
                problems += cell.problems.map { $0.under(path) }
                cellSpec.section = index
                var placed = cell.spec
                placed.content = .tableViewCell(cellSpec)
                spec.subviews.append(placed)
            }
        }
        spec.content = .tableView(table)
        node = LayoutNode(spec, problems: problems)
    }

    /// `separatorStyle` (default singleLine).
    public func separatorStyle(_ style: TableViewSpec.SeparatorStyle) -> TableView { applying(.separatorStyle(style)) }

    /// `contentInsetTop`: the rows start this far down; their frames stay the content's.
    public func contentInsetTop(_ inset: Double) -> TableView { applying(.contentInsetTop(inset)) }
    /// `contentInsetAdjustment`: how much of the safe area the table covers its inset gains
    /// (UIKit's `contentInsetAdjustmentBehavior`; default automatic).
    public func contentInsetAdjustment(_ behavior: ContentInsetAdjustment) -> TableView {
        applying(.contentInsetAdjustment(behavior))
    }

    /// `fullContent`: the table grows to all its rows.
    public func fullContent(_ full: Bool = true) -> TableView { applying(.fullContent(full)) }
}

/// One section of a ``TableView``: a header and a footer title, and its cells.
public struct TableSection: Sendable {
    var spec: TableSectionSpec
    var cells: [LayoutNode]

    /// A section with optional header and footer titles; `cells` lists its rows, each a
    /// ``TableCell`` (anything else is reported as a problem).
    public init(header: String? = nil, footer: String? = nil, @ViewBuilder cells: () -> [LayoutNode]) {
        spec = TableSectionSpec(header: header, footer: footer)
        self.cells = cells()
    }
}

/// Collects a table view's sections, in order.
@resultBuilder
public enum TableSectionBuilder {
    /// One section.
    public static func buildExpression(_ section: TableSection) -> [TableSection] { [section] }
    /// The sections of a block, in the order written.
    public static func buildBlock(_ parts: [TableSection]...) -> [TableSection] { parts.flatMap { $0 } }
    /// An `if` (or `if let`) without `else`: its sections, or none when the condition fails.
    public static func buildOptional(_ part: [TableSection]?) -> [TableSection] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [TableSection]) -> [TableSection] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [TableSection]) -> [TableSection] { part }
    /// A `for`…`in` loop: every iteration's sections, in order.
    public static func buildArray(_ parts: [[TableSection]]) -> [TableSection] { parts.flatMap { $0 } }
}

/// A table view cell (`UITableViewCell`): its style's text, detail and symbol, its
/// accessory, and views of its own in its content view (`superview` in their constraints).
public struct TableCell: LayoutElement {
    public var node: LayoutNode

    /// A cell showing `text` (and `detail`, where `style` has one), an optional built-in
    /// `symbol` in its image view, an `accessory`, and `subviews` placed in its content view.
    public init(_ text: String = "", detail: String = "", style: TableCellSpec.Style = .default,
                accessory: TableCellSpec.Accessory = .none, symbol: String? = nil,
                @ViewBuilder subviews: () -> [LayoutNode] = { [] }) {
        var cell = TableCellSpec(style: style, text: text, detail: detail, accessory: accessory)
        cell.symbol = symbol
        node = LayoutNode(ViewSpec(.tableViewCell(cell)))
        node.appendSubviews(subviews())
    }

    /// `rowHeight`: this row's height (default: the table's).
    public func rowHeight(_ height: Double) -> TableCell { applying(.rowHeight(height)) }
}

/// A scroll view (`UIScrollView`): its subviews from the content's top-left, clipped.
/// Constraints between its edges and a view inside it attach to the content.
public struct ScrollView: LayoutElement {
    public var node: LayoutNode

    /// A scroll view around `subviews`, placed by constraints.
    public init(@ViewBuilder subviews: () -> [LayoutNode]) {
        node = LayoutNode(ViewSpec(.scrollView(ScrollViewSpec())))
        node.appendSubviews(subviews())
    }

    /// `contentInsetTop`: the content starts this far down; frames inside stay the content's.
    public func contentInsetTop(_ inset: Double) -> ScrollView { applying(.contentInsetTop(inset)) }
    /// `contentInsetAdjustment`: how much of the safe area the scroll view covers its inset
    /// gains (UIKit's `contentInsetAdjustmentBehavior`; default automatic).
    public func contentInsetAdjustment(_ behavior: ContentInsetAdjustment) -> ScrollView {
        applying(.contentInsetAdjustment(behavior))
    }

    /// `fullContent`: the scroll view grows to its whole content.
    public func fullContent(_ full: Bool = true) -> ScrollView { applying(.fullContent(full)) }
}

/// A collection view (`UICollectionView`) with a flow layout: its cells in lines.
public struct CollectionView: LayoutElement {
    public var node: LayoutNode

    /// A collection view whose `items` (each a ``CollectionCell``; anything else is reported
    /// as a problem) are `itemSize` unless a cell sets its own, in lines that stack along
    /// `scrollDirection`.
    public init(itemSize: Size = Size(width: 50, height: 50), scrollDirection: Axis = .vertical,
                @ViewBuilder items: () -> [LayoutNode]) {
        var collection = CollectionViewSpec()
        collection.itemSize = itemSize
        collection.scrollDirection = scrollDirection
        var spec = ViewSpec(.collectionView(collection))
        var problems: [LayoutProblem] = []
        for (index, item) in items().enumerated() {
            guard item.spec.type == .collectionViewCell else {
                problems.append(LayoutProblem(path: "items[\(index)]",
                                              message: "a collection view's items are CollectionCell elements, found \(item.spec.type.rawValue)"))
                continue
            }
            problems += item.problems.map { $0.under("items[\(index)]") }
            spec.subviews.append(item.spec)
        }
        node = LayoutNode(spec, problems: problems)
    }

    /// `minimumLineSpacing` and `minimumInteritemSpacing` (10 and 10).
    public func spacing(line: Double, interitem: Double) -> CollectionView {
        applying(.minimumLineSpacing(line)).applying(.minimumInteritemSpacing(interitem))
    }

    /// `sectionInset`.
    public func sectionInset(_ insets: EdgeInsets) -> CollectionView { applying(.sectionInset(insets)) }

    /// `estimatedItemSize`: each item sized by its cell's content, starting from `estimate`
    /// (`.automatic`: the item size) and keeping it on an axis the content leaves open.
    public func estimatedItemSize(_ estimate: CollectionViewSpec.EstimatedItemSize = .automatic) -> CollectionView {
        applying(.estimatedItemSize(estimate))
    }

    /// `fullContent`: the collection view grows to all its lines.
    public func fullContent(_ full: Bool = true) -> CollectionView { applying(.fullContent(full)) }

    /// `headerReferenceSize` and the section header (`UICollectionReusableView`): `subviews`
    /// laid out in the header's frame, as wide as the collection view and `size.height` tall
    /// (`size.width` wide when it scrolls horizontally); `superview` in their constraints is
    /// the header. With no subviews only the space is left, as UIKit leaves it for a header
    /// its data source does not supply.
    public func header(_ size: Size, @ViewBuilder subviews: () -> [LayoutNode] = { [] }) -> CollectionView {
        applying(.headerReferenceSize(size)).supplementary(.header, subviews())
    }

    /// `footerReferenceSize` and the section footer, after the items and the bottom (trailing)
    /// section inset: as ``header(_:subviews:)``.
    public func footer(_ size: Size, @ViewBuilder subviews: () -> [LayoutNode] = { [] }) -> CollectionView {
        applying(.footerReferenceSize(size)).supplementary(.footer, subviews())
    }

    /// The collection view with its `kind` view (replacing one set before) holding `subviews`:
    /// a header before the items, a footer after them, as a spec file lists them.
    private func supplementary(_ kind: CollectionReusableViewSpec.ElementKind, _ subviews: [LayoutNode]) -> CollectionView {
        var copy = self
        copy.node.spec.subviews.removeAll { $0.collectionReusableKind == kind }
        guard !subviews.isEmpty else { return copy }
        var view = LayoutNode(ViewSpec(.collectionReusableView(CollectionReusableViewSpec(elementKind: kind))))
        view.appendSubviews(subviews)
        copy.node.problems += view.problems.map { $0.under(kind.rawValue) }
        if kind == .header {
            copy.node.spec.subviews.insert(view.spec, at: 0)
        } else {
            copy.node.spec.subviews.append(view.spec)
        }
        return copy
    }
}

/// A collection view cell (`UICollectionViewCell`): views in its content view.
public struct CollectionCell: LayoutElement {
    public var node: LayoutNode

    /// `itemSize` nil: the collection view's.
    public init(itemSize: Size? = nil, @ViewBuilder subviews: () -> [LayoutNode] = { [] }) {
        node = LayoutNode(ViewSpec(.collectionViewCell(CollectionCellSpec(itemSize: itemSize))))
        node.appendSubviews(subviews())
    }
}
