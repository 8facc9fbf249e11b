import Foundation

/// A rectangle constraints can use without a view, as UIKit's `UILayoutGuide`: one added
/// with ``UIView/addLayoutGuide(_:)``, a view's margins, safe area or readable content, or a
/// scroll view's content or frame.
@MainActor
open class UILayoutGuide {
    /// What the guide is: one of its own, or one a view keeps.
    enum Kind: Sendable { case own, margins, safeArea, readableContent, scrollContent, scrollFrame }

    let kind: Kind
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// A name for messages.
    open var identifier = ""
    /// The guide's frame in its view's coordinates, after layout.
    public internal(set) var layoutFrame: CGRect = .zero

    /// A guide of its own; add it to a view with `addLayoutGuide(_:)`.
    public init() { kind = .own }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        owningView = owner
    }

    var debugName: String {
        let owner = owningView?.debugName ?? "nil"
        switch kind {
        case .own: return identifier.isEmpty ? "\(owner).UILayoutGuide" : identifier
        case .margins: return "\(owner).layoutMarginsGuide"
        case .safeArea: return "\(owner).safeAreaLayoutGuide"
        case .readableContent: return "\(owner).readableContentGuide"
        case .scrollContent: return "\(owner).contentLayoutGuide"
        case .scrollFrame: return "\(owner).frameLayoutGuide"
        }
    }

    /// The leading position, for constraints.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing position, for constraints.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left position, for constraints.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right position, for constraints.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre, for constraints.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top position, for constraints.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom position, for constraints.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre, for constraints.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width, for constraints.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height, for constraints.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView {
    /// The leading position, for constraints.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing position, for constraints.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left position, for constraints.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right position, for constraints.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre, for constraints.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top position, for constraints.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom position, for constraints.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre, for constraints.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first baseline position, for constraints.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline position, for constraints.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width, for constraints.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height, for constraints.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The view's margins as a guide (its edges are the margin attributes).
    public var layoutMarginsGuide: UILayoutGuide { marginsGuide }
    /// The part of the view the device's bars and rounded corners leave free: the canvas's
    /// safe area for the top view of a device snapshot, the view's bounds for others.
    public var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }
    /// The margins guide, narrowed to a readable line length on wide screens (the
    /// narrowing is not modelled: it is the margins guide).
    public var readableContentGuide: UILayoutGuide { readableGuide }

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { guides }

    /// Adds a guide of this view's, for constraints.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.kind == .own else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        guides.append(guide)
    }

    /// Removes a guide added with `addLayoutGuide(_:)`.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
    }
}
