import AutoLayout
import LayoutSpec

/// A segmented control (`UISegmentedControl`): as wide as its widest title allows every
/// segment to be, 32 points tall.
///
/// ```swift
/// SegmentedControl(["Day", "Week", "Month"], selectedIndex: 1).id("period")
/// ```
public struct SegmentedControl: LayoutElement {
    public var node: LayoutNode

    /// Segments in order (a title, or `.init("Day", width: 80)` for a fixed width);
    /// `selectedIndex` nil selects none.
    public init(_ segments: [SegmentedControlSpec.Segment], selectedIndex: Int? = 0) {
        node = LayoutNode(ViewSpec(.segmentedControl(SegmentedControlSpec(segments: segments, selectedIndex: selectedIndex))))
    }

    /// `tint`: the selected segment's fill, as text.
    public func tint(_ color: String) -> SegmentedControl { self.color(color, key: .tint) { .tint($0) } }

    /// `tint`: the selected segment's fill.
    public func tint(_ color: SpecColor) -> SegmentedControl { applying(.tint(color)) }
}

/// A slider (`UISlider`): 31 points tall, as wide as its constraints make it.
public struct Slider: LayoutElement {
    public var node: LayoutNode

    /// A slider with its thumb at `value` between `minimum` and `maximum`.
    public init(value: Double = 0.5, minimum: Double = 0, maximum: Double = 1) {
        node = LayoutNode(ViewSpec(.slider(SliderSpec(range: RangeValue(value: value, minimum: minimum, maximum: maximum)))))
    }

    /// `tint`: the track left of the thumb, as text.
    public func tint(_ color: String) -> Slider { self.color(color, key: .tint) { .tint($0) } }

    /// `tint`: the track left of the thumb.
    public func tint(_ color: SpecColor) -> Slider { applying(.tint(color)) }
}

/// A stepper (`UIStepper`), 94 × 32 points.
public struct Stepper: LayoutElement {
    public var node: LayoutNode

    /// A stepper at `value` between `minimum` and `maximum`; at either end of the range the
    /// button that cannot go further ("−" or "+") is drawn faded, as a disabled one.
    public init(value: Double = 0, minimum: Double = 0, maximum: Double = 100) {
        node = LayoutNode(ViewSpec(.stepper(StepperSpec(range: RangeValue(value: value, minimum: minimum, maximum: maximum)))))
    }
}

/// A progress view (`UIProgressView`): 4 points tall (2.5 in the bar style).
public struct ProgressView: LayoutElement {
    public var node: LayoutNode

    /// A progress view filled to `progress` (0…1).
    public init(progress: Double = 0.5, style: ProgressViewSpec.Style = .default) {
        node = LayoutNode(ViewSpec(.progressView(ProgressViewSpec(progress: progress, style: style))))
    }

    /// `tint`: the filled part, as text.
    public func tint(_ color: String) -> ProgressView { self.color(color, key: .tint) { .tint($0) } }

    /// `tint`: the filled part.
    public func tint(_ color: SpecColor) -> ProgressView { applying(.tint(color)) }
}

/// An activity indicator (`UIActivityIndicatorView`), 20 points (37 large), drawn at a fixed
/// phase. A stopped one that hides when stopped is hidden, as in UIKit.
public struct ActivityIndicator: LayoutElement {
    public var node: LayoutNode

    /// An activity indicator of `style`; with `animating` false it is stopped, and so hidden
    /// unless ``hidesWhenStopped(_:)`` turns that off.
    public init(style: ActivityIndicatorSpec.Style = .medium, animating: Bool = true) {
        node = LayoutNode(ViewSpec(.activityIndicatorView(ActivityIndicatorSpec(style: style, isAnimating: animating))))
    }

    /// `color` of the spokes, as text.
    public func color(_ color: String) -> ActivityIndicator { self.color(color, key: .color) { .color($0) } }

    /// `color` of the spokes.
    public func color(_ color: SpecColor) -> ActivityIndicator { applying(.color(color)) }

    /// `hidesWhenStopped` (default true).
    public func hidesWhenStopped(_ hides: Bool) -> ActivityIndicator { applying(.hidesWhenStopped(hides)) }
}

/// A text field (`UITextField`), shown not editing: its text, or its placeholder when empty.
public struct TextField: TextElement {
    public var node: LayoutNode

    /// A rounded-rectangle field (Interface Builder's default border).
    public init(text: String = "", placeholder: String = "") {
        node = LayoutNode(ViewSpec(.textField(TextFieldSpec(text: text, placeholder: placeholder))))
    }

    /// `borderStyle` (default roundedRect).
    public func borderStyle(_ style: TextFieldSpec.BorderStyle) -> TextField { applying(.borderStyle(style)) }

    /// `clearButtonMode` (default never).
    public func clearButtonMode(_ mode: TextFieldSpec.ClearButtonMode) -> TextField { applying(.clearButtonMode(mode)) }
}

/// A text view (`UITextView`), shown not editing: multi-line text from the top left. It has
/// no intrinsic size while it scrolls (the default); `.scrollEnabled(false)` sizes it to its
/// text like a multi-line label.
public struct TextView: TextElement {
    public var node: LayoutNode

    /// A text view showing `text`.
    public init(_ text: String) { node = LayoutNode(ViewSpec(.textView(TextViewSpec(text: text)))) }

    /// `scrollEnabled` (default true).
    public func scrollEnabled(_ enabled: Bool) -> TextView { applying(.scrollEnabled(enabled)) }

    /// `textContainerInset` (default 8 above and below).
    public func textContainerInset(top: Double = 8, left: Double = 0, bottom: Double = 8, right: Double = 0) -> TextView {
        applying(.textContainerInset(EdgeInsets(top: top, left: left, bottom: bottom, right: right)))
    }
}

/// A navigation bar (`UINavigationBar`) showing one item: 44 points tall, 96 with a large title.
public struct NavigationBar: LayoutElement {
    public var node: LayoutNode

    /// A bar showing `title` (centred) with bar items on the `left` and `right`;
    /// `prefersLargeTitles` draws the title large at the leading edge, below the items.
    public init(title: String = "", left: [BarItem] = [], right: [BarItem] = [], prefersLargeTitles: Bool = false) {
        var bar = NavigationBarSpec(title: title)
        bar.leftItems = left
        bar.rightItems = right
        bar.prefersLargeTitles = prefersLargeTitles
        node = LayoutNode(ViewSpec(.navigationBar(bar)))
    }

    /// `barBackground` (default: the translucent material).
    public func barBackground(_ background: BarBackground) -> NavigationBar { applying(.barBackground(background)) }
}

/// A toolbar (`UIToolbar`), 44 points tall.
public struct Toolbar: LayoutElement {
    public var node: LayoutNode

    /// A toolbar with `items`, in order.
    public init(_ items: [BarItem]) { node = LayoutNode(ViewSpec(.toolbar(ToolbarSpec(items: items)))) }

    /// `barBackground` (default: the translucent material).
    public func barBackground(_ background: BarBackground) -> Toolbar { applying(.barBackground(background)) }
}

/// A tab bar (`UITabBar`), 49 points tall.
public struct TabBar: LayoutElement {
    public var node: LayoutNode

    /// A tab bar with `items` in order, the one at `selectedIndex` drawn in the tint color
    /// (nil: none).
    public init(_ items: [TabItem], selectedIndex: Int? = 0) {
        node = LayoutNode(ViewSpec(.tabBar(TabBarSpec(items: items, selectedIndex: selectedIndex))))
    }

    /// `barBackground` (default: the translucent material).
    public func barBackground(_ background: BarBackground) -> TabBar { applying(.barBackground(background)) }
}

/// A visual effect view (`UIVisualEffectView` with a blur effect): what is behind it
/// blurred under the material's tint, its subviews on top.
public struct VisualEffect: LayoutElement {
    public var node: LayoutNode

    /// A blur of `style` with `subviews` in its content view, placed by constraints.
    public init(_ style: VisualEffectSpec.Style = .systemMaterial, @ViewBuilder subviews: () -> [LayoutNode] = { [] }) {
        node = LayoutNode(ViewSpec(.visualEffectView(VisualEffectSpec(style: style))))
        node.appendSubviews(subviews())
    }
}

/// A search bar (`UISearchBar`), 56 points tall: the rounded field with its text or placeholder.
public struct SearchBar: LayoutElement {
    public var node: LayoutNode

    /// A search bar showing `text`, or `placeholder` when the text is empty.
    public init(text: String = "", placeholder: String = "", style: SearchBarSpec.Style = .prominent) {
        var bar = SearchBarSpec(text: text, placeholder: placeholder)
        bar.style = style
        node = LayoutNode(ViewSpec(.searchBar(bar)))
    }
}
