/// The properties of a collection view's section header or footer, a supplementary view
/// (`UICollectionReusableView`). Written as the collection view's `header` or `footer`; its
/// subviews are its own (`superview` in their constraints), laid out in the frame the flow
/// layout gives it: as wide as the collection view, as tall as the reference size.
public struct CollectionReusableViewSpec: Sendable, Equatable {
    /// Which supplementary view it is, as UIKit's `elementKindSectionHeader` and
    /// `elementKindSectionFooter`.
    public enum ElementKind: String, Sendable, Equatable, CaseIterable {
        /// Before the section's items, in `headerReferenceSize`.
        case header
        /// After the section's items, in `footerReferenceSize`.
        case footer
    }

    /// Header or footer: set by the key it is written under (`header` by default).
    public var elementKind: ElementKind

    public init(elementKind: ElementKind = .header) {
        self.elementKind = elementKind
    }
}

extension ViewSpec {
    /// Header or footer, for a collection view's supplementary view; nil for any other view.
    public var collectionReusableKind: CollectionReusableViewSpec.ElementKind? {
        if case .collectionReusableView(let reusable) = content { return reusable.elementKind }
        return nil
    }
}
