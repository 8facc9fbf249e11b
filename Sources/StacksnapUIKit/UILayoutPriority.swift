import Foundation

/// A constraint's priority, 1…1000, as UIKit's `UILayoutPriority`: its named levels and
/// its arithmetic (`.defaultHigh + 1`).
public struct UILayoutPriority: RawRepresentable, Sendable, Hashable, Comparable {
    /// The raw value (UIKit's).
    public var rawValue: Float

    /// The value with this raw value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The value with this raw value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: what a view resists compression with by default.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a drag that may resize the window (macOS).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the window keeping its size (macOS).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that will not resize the window (macOS).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: what a view hugs its content with by default.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the pull towards the target size in `systemLayoutSizeFitting`.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Compares the raw values.
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// A priority raised by an amount (`.defaultHigh + 1`).
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    /// A priority lowered by an amount (`.required - 1`).
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}
