/// UIKit's text styles (`UIFont.TextStyle`) and content size categories
/// (`UIContentSizeCategory`), with the system font's point size of each style in each
/// category — the sizes `UIFont.preferredFont(forTextStyle:)` returns on iOS 13 and later.
public enum TextStyleName: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The weight UIKit gives the style (headline is semibold, the rest regular).
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The point size in a content size category.
    public func size(in category: ContentSizeCategory) -> Double {
        Self.sizes[category.index][Self.allCases.firstIndex(of: self)!]
    }

    /// Rows by category (extraSmall … accessibilityExtraExtraExtraLarge), columns by style in
    /// `allCases` order: Apple's Dynamic Type table for iOS.
    static let sizes: [[Double]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]
}

/// `UIContentSizeCategory`: the text size the user chose (Settings › Display & Brightness ›
/// Text Size, and the larger accessibility sizes). `large` is the default.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    var index: Int { Self.allCases.firstIndex(of: self)! }

    /// One of the accessibility sizes (`UIContentSizeCategory.isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }
}
