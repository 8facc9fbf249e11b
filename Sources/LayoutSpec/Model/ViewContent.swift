/// The kind of a view with the properties only that kind has.
public enum ViewContent: Sendable, Equatable {
    case view
    case stack(StackSpec)
    case label(LabelSpec)
    case image(ImageSpec)
    case button(ButtonSpec)
    case `switch`(SwitchSpec)
    case spacer
    case placeholder(PlaceholderSpec)

    /// The kind, without its properties.
    public var type: ViewType {
        switch self {
        case .view: .view
        case .stack: .stack
        case .label: .label
        case .image: .image
        case .button: .button
        case .switch: .switch
        case .spacer: .spacer
        case .placeholder: .placeholder
        }
    }

    /// A kind with every property at its default.
    public static func defaults(for type: ViewType) -> ViewContent {
        switch type {
        case .view: .view
        case .stack: .stack(StackSpec())
        case .label: .label(LabelSpec())
        case .image: .image(ImageSpec())
        case .button: .button(ButtonSpec())
        case .switch: .switch(SwitchSpec())
        case .spacer: .spacer
        case .placeholder: .placeholder(PlaceholderSpec())
        }
    }
}
