import Foundation

/// A rectangle constraints can use without a view, as UIKit's `UILayoutGuide`: one added
/// with ``UIView/addLayoutGuide(_:)``, or a view's margins, safe area or readable content.
@MainActor
open class UILayoutGuide {
    /// What the guide is: one of its own, or one a view keeps.
    enum Kind: Sendable { case own, margins, safeArea, readableContent }

    let kind: Kind
    public internal(set) weak var owningView: UIView?
    open var identifier = ""
    /// The guide's frame in its view's coordinates, after layout.
    public internal(set) var layoutFrame: CGRect = .zero

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
        }
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The view's margins as a guide (its edges are the margin attributes).
    public var layoutMarginsGuide: UILayoutGuide { marginsGuide }
    /// The part of the view the device's bars and rounded corners leave free: the canvas's
    /// safe area for the top view of a device snapshot, the view's bounds for others.
    public var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }
    /// The margins guide, narrowed to a readable line length on wide screens (the
    /// narrowing is not modelled: it is the margins guide).
    public var readableContentGuide: UILayoutGuide { readableGuide }

    public var layoutGuides: [UILayoutGuide] { guides }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.kind == .own else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        guides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
    }
}
