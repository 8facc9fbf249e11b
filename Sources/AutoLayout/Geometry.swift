/// A point-space rectangle `[x, y, width, height]`.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The rectangle moved by `(dx, dy)`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "[\(fmt(x)), \(fmt(y)), \(fmt(width)), \(fmt(height))]" }
}

/// A point-space size.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

/// Insets in absolute directions, like `UIEdgeInsets` (used for alignment insets).
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets()
}

/// Insets that follow the writing direction, like `NSDirectionalEdgeInsets` (layout margins).
public struct DirectionalInsets: Sendable, Hashable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// UIKit's default view margins: 8 points on every side.
    public static let systemDefault = DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    public static let zero = DirectionalInsets()

    /// The same insets in absolute directions for a writing direction.
    public func absolute(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .ltr
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

/// Formats a point value the way every output of the project prints numbers: integers
/// without a fraction, other values with up to three decimals and no trailing zeros.
public func fmt(_ value: Double) -> String {
    if value == 0 { return "0" }  // also folds -0
    // Out of the range a layout can mean (or not a number at all): Swift's own spelling,
    // never a trap on the integer conversions below.
    guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    var s = String(format3(rounded))
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}

/// Fixed three-decimal formatting without Foundation (the module imports nothing else).
private func format3(_ v: Double) -> String {
    let negative = v < 0
    let scaled = Int((abs(v) * 1000).rounded())
    let whole = scaled / 1000, frac = scaled % 1000
    let fracText = String(frac)
    let padded = String(repeating: "0", count: 3 - fracText.count) + fracText
    return (negative ? "-" : "") + "\(whole).\(padded)"
}
