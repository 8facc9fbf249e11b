import AutoLayout

/// A change that applies whenever a snapshot's traits match: `traits: [{when:
/// {horizontalSizeClass: compact}, set: {row.axis: vertical}}]` — how a layout written for
/// iOS adapts to a size class (`traitCollectionDidChange`, Interface Builder's variations),
/// where a variant would name one scenario.
///
/// Rules apply after the variant and the matrix have made the snapshot's canvas, in the
/// order written; `set` and `remove` work as a variant's.
public struct TraitRule: Sendable, Equatable {
    /// The traits a snapshot must have; a trait left nil matches any value.
    public struct Condition: Sendable, Equatable {
        public var horizontalSizeClass: DevicePreset.SizeClass?
        public var verticalSizeClass: DevicePreset.SizeClass?
        public var appearance: Appearance.Style?
        public var contrast: Appearance.Contrast?
        public var direction: LayoutDirection?
        /// The content size category the rule applies at: one, or any accessibility size.
        public var contentSize: ContentSizeMatch?

        /// `contentSize:` in a condition: a category, or `accessibility` for every
        /// accessibility size (`isAccessibilityCategory`).
        public enum ContentSizeMatch: Sendable, Equatable {
            case category(ContentSizeCategory)
            case accessibility

            func matches(_ category: ContentSizeCategory) -> Bool {
                switch self {
                case .category(let wanted): category == wanted
                case .accessibility: category.isAccessibilityCategory
                }
            }

            /// As a spec writes it.
            public var name: String {
                switch self {
                case .category(let category): category.rawValue
                case .accessibility: "accessibility"
                }
            }
        }

        public init(horizontalSizeClass: DevicePreset.SizeClass? = nil, verticalSizeClass: DevicePreset.SizeClass? = nil,
                    appearance: Appearance.Style? = nil, contrast: Appearance.Contrast? = nil,
                    direction: LayoutDirection? = nil, contentSize: ContentSizeMatch? = nil) {
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.appearance = appearance
            self.contrast = contrast
            self.direction = direction
            self.contentSize = contentSize
        }

        /// The keys of `when`.
        public static let keys = ["horizontalSizeClass", "verticalSizeClass", "appearance", "contrast", "direction",
                                  "contentSize"]

        /// True when the canvas has every trait the condition names. A size class the canvas
        /// does not have (no device and none set) matches no condition on it.
        public func matches(_ canvas: CanvasSpec) -> Bool {
            let classes = canvas.sizeClasses
            if let horizontalSizeClass, classes.horizontal != horizontalSizeClass { return false }
            if let verticalSizeClass, classes.vertical != verticalSizeClass { return false }
            if let appearance, canvas.appearance.style != appearance { return false }
            if let contrast, canvas.appearance.contrast != contrast { return false }
            if let direction, canvas.direction != direction { return false }
            if let contentSize, !contentSize.matches(canvas.contentSize) { return false }
            return true
        }
    }

    /// `when`: the traits the rule applies in.
    public var when: Condition
    /// `set`: view properties changed, in the order written.
    public var set: [PropertyOverride]
    /// `remove`: ids of views removed with everything inside them.
    public var remove: [String]

    public init(when: Condition, set: [PropertyOverride] = [], remove: [String] = []) {
        self.when = when
        self.set = set
        self.remove = remove
    }
}
