/// A view a container makes for itself, named after it: a table or collection view cell's
/// content view and a table cell's style labels and image view (`wifi_contentView`,
/// `wifi_textLabel`), a scroll view's content guide (`scroll_contentLayoutGuide`), any view's
/// safe-area guide (`card_safeAreaLayoutGuide`, made only where a constraint names it). The one
/// place these names are spelled, for the layout, the validator and the Interface Builder
/// importer alike.
public enum MadeView: String, Sendable, CaseIterable {
    case contentView, textLabel, detailTextLabel, imageView, contentLayoutGuide, safeAreaLayoutGuide

    /// The made view's id in the view with id `owner`.
    public func id(in owner: String) -> String { "\(owner)_\(rawValue)" }

    /// The id of the view whose own safe-area guide `id` names (`card` for
    /// `card_safeAreaLayoutGuide`), or nil.
    public static func ownerOfSafeAreaGuide(_ id: String) -> String? {
        let suffix = "_" + MadeView.safeAreaLayoutGuide.rawValue
        guard id.count > suffix.count, id.hasSuffix(suffix) else { return nil }
        return String(id.dropLast(suffix.count))
    }
}

extension ViewSpec {
    /// The ids of the views a view makes, which constraints may name (``MadeView``): a
    /// table cell's content view and its style's labels and image, a collection view cell's
    /// content view, a scroll view's content guide. Empty for any other view, and one
    /// without an id. (Every view's safe-area guide is made only where a constraint names
    /// it: ``ownerOfSafeAreaGuide(_:)``.)
    public var madeIDs: [String] {
        guard let id else { return [] }
        var parts: [MadeView] = []
        switch content {
        case .scrollView: parts = [.contentLayoutGuide]
        case .collectionViewCell: parts = [.contentView]
        case .tableViewCell(let cell):
            parts = [.contentView]
            if !cell.text.isEmpty { parts.append(.textLabel) }
            if cell.showsDetail { parts.append(.detailTextLabel) }
            if cell.symbol != nil { parts.append(.imageView) }
        default: break
        }
        return parts.map { $0.id(in: id) }
    }

    /// The spec path of each of a table's subviews: its header view, then its cells by section.
    func tableChildPaths(_ path: String) -> [String] {
        var rowInSection: [Int: Int] = [:]
        return subviews.map { child in
            guard case .tableViewCell(let cell) = child.content else { return SpecPath.key(path, "tableHeaderView") }
            let row = rowInSection[cell.section, default: 0]
            rowInSection[cell.section] = row + 1
            return SpecPath.index(SpecPath.key(SpecPath.index(SpecPath.key(path, "sections"), cell.section), "cells"), row)
        }
    }
}
