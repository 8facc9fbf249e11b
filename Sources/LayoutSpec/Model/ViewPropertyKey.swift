/// The keys of view properties, in the order a canonical spec prints them.
public enum ViewPropertyKey: String, Sendable, Hashable, CaseIterable {
    case hidden, intrinsicSize, hugging, compressionResistance, layoutMargins, alignmentInsets
    case firstBaseline, lastBaseline, background, border, cornerRadius, alpha, clipsToBounds
    case axis, distribution, alignment, spacing, customSpacing, baselineRelativeArrangement
    case layoutMarginsRelativeArrangement, model
    case text, font, color, lines, lineBreak, textAlignment, preferredMaxWidth
    case source, symbol, tint, contentMode
    case title, titleColor, contentInsets
    case on

    /// The kinds of view the key belongs to; nil = every kind.
    public var kinds: [ViewType]? {
        switch self {
        case .axis, .distribution, .alignment, .spacing, .customSpacing, .baselineRelativeArrangement,
             .layoutMarginsRelativeArrangement, .model: [.stack]
        case .text: [.label, .placeholder]
        case .color, .lines, .lineBreak, .textAlignment, .preferredMaxWidth: [.label]
        case .font: [.label, .button]
        case .source, .symbol, .tint, .contentMode: [.image]
        case .title, .titleColor, .contentInsets: [.button]
        case .on: [.switch]
        default: nil
        }
    }

    /// Whether a view of this kind has the key.
    public func applies(to type: ViewType) -> Bool {
        switch self {
        case .axis, .distribution, .alignment, .spacing, .customSpacing, .baselineRelativeArrangement,
             .layoutMarginsRelativeArrangement, .model: type == .stack
        case .text: type == .label || type == .placeholder
        case .color, .lines, .lineBreak, .textAlignment, .preferredMaxWidth: type == .label
        case .font: type == .label || type == .button
        case .source, .symbol, .tint, .contentMode: type == .image
        case .title, .titleColor, .contentInsets: type == .button
        case .on: type == .switch
        default: true
        }
    }

    /// The keys a view of this kind may have, besides `type`, `id` and `subviews`.
    public static func keys(for type: ViewType) -> [ViewPropertyKey] {
        keysByKind[ViewType.allCases.firstIndex(of: type) ?? 0]
    }

    /// Computed once: decoding asks for every view.
    private static let keysByKind: [[ViewPropertyKey]] = ViewType.allCases.map { type in
        allCases.filter { $0.applies(to: type) }
    }
}
