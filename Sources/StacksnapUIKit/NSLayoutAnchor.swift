import Foundation

/// One attribute of a view or layout guide, as UIKit's `NSLayoutAnchor`: it makes
/// constraints with anchors of the same kind (x-axis with x-axis, y with y, dimensions with
/// dimensions), which the type parameter enforces as in UIKit.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant` (and the other relations); the base of every other form.
    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item ?? Orphan.shared, attribute, relation, second: anchor?.item, anchor?.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant)
    }

    /// A constraint: this anchor equals the other.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor) }
    /// A constraint: this anchor is at least the other.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }
    /// A constraint: this anchor is at most the other.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }
    /// A constraint: this anchor equals the other plus `constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// A constraint: this anchor is at least the other plus `constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// A constraint: this anchor is at most the other plus `constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// The item of an anchor whose view is gone: a constraint made from it names nothing.
final class Orphan: Sendable {
    static let shared = Orphan()
}

/// UIKit's standard space between two sibling views, in points.
let systemSpacing: CGFloat = 8

/// A horizontal position: leading, trailing, left, right, centerX.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × the standard spacing` (8 points).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }
    /// A constraint: this anchor is at least the other plus `multiplier` × the standard spacing (8 points).
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
    /// A constraint: this anchor is at most the other plus `multiplier` × the standard spacing (8 points).
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }

    /// The distance from this anchor to `otherAnchor`, as a dimension.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}

/// A vertical position: top, bottom, centerY, the baselines.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × the standard spacing` (8 points; UIKit derives it from
    /// the fonts when both anchors are baselines, which is not modelled).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }
    /// A constraint: this anchor is at least the other plus `multiplier` × the standard spacing (8 points).
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
    /// A constraint: this anchor is at most the other plus `multiplier` × the standard spacing (8 points).
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }

    /// The distance from this anchor to `otherAnchor`, as a dimension.
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}

/// A length: width, height, or the distance between two anchors (`anchorWithOffset(to:)`).
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// For a distance: its two ends.
    fileprivate var ends: (from: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute),
                       to: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute))?

    override init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        super.init(item: item, attribute: attribute)
    }

    init<T>(offsetFrom start: NSLayoutAnchor<T>, to end: NSLayoutAnchor<T>) {
        super.init(item: start.item ?? Orphan.shared, attribute: start.attribute)
        ends = ((start.item, start.attribute), (end.item, end.attribute))
    }

    override func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<NSLayoutDimension>?,
                       multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        if (anchor as? NSLayoutDimension)?.ends != nil {
            return NSLayoutConstraint(first: item ?? Orphan.shared, attribute, relation, second: nil, .notAnAttribute,
                                      unsupported: "a length is related to a distance made with anchorWithOffset(to:); "
                                        + "Stacksnap lays out constraints between two items only")
        }
        guard let ends else { return super.make(relation, anchor, multiplier: multiplier, constant: constant) }
        // `end − start (relation) constant` is `end (relation) start + constant`; against
        // another length it would relate three items, which no single constraint can.
        guard anchor == nil else {
            return NSLayoutConstraint(first: ends.to.item ?? Orphan.shared, ends.to.attribute, relation,
                                      second: nil, .notAnAttribute, unsupported:
                                        "a distance made with anchorWithOffset(to:) is related to another length; "
                                        + "Stacksnap lays out constraints between two items only (relate it to a constant)")
        }
        return NSLayoutConstraint(first: ends.to.item ?? Orphan.shared, ends.to.attribute, relation,
                                  second: ends.from.item, ends.from.attribute, multiplier: 1, constant: constant)
    }

    /// A constraint: this length equals a constant.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// A constraint: this length is at least a constant.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// A constraint: this length is at most a constant.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// A constraint: this length equals `multiplier` × the other.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m)
    }
    /// A constraint: this length is at least `multiplier` × the other.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m)
    }
    /// A constraint: this length is at most `multiplier` × the other.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m)
    }
    /// A constraint: this length equals `multiplier` × the other plus `constant`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// A constraint: this length is at least `multiplier` × the other plus `constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// A constraint: this length is at most `multiplier` × the other plus `constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
