/// How a label breaks or truncates lines that do not fit (`NSLineBreakMode`, shorter names).
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    case wordWrap, charWrap, clip, truncateHead, truncateTail, truncateMiddle
}
