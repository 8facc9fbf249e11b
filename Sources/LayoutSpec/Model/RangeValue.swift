/// A value between a minimum and a maximum, as `UISlider` and `UIStepper` keep it.
public struct RangeValue: Sendable, Equatable {
    /// `value`.
    public var value: Double
    /// `minimum` (`minimumValue`).
    public var minimum: Double
    /// `maximum` (`maximumValue`).
    public var maximum: Double

    public init(value: Double, minimum: Double, maximum: Double) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The value pinned into the range, as UIKit pins it when either end moves past it.
    public var pinned: Double {
        guard minimum <= maximum else { return minimum }
        return Swift.min(Swift.max(value, minimum), maximum)
    }

    /// Where the pinned value sits between the ends, 0…1 (0 for an empty range).
    public var fraction: Double {
        guard maximum > minimum else { return 0 }
        return (pinned - minimum) / (maximum - minimum)
    }
}
