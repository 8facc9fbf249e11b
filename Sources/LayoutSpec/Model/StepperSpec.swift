/// The properties of a stepper (`UIStepper`, 94 × 32 points). A button whose step would
/// leave the range is drawn disabled, as UIKit draws it.
public struct StepperSpec: Sendable, Equatable {
    /// `value`, `minimum`, `maximum`: 0 in 0…100 by default, UIKit's defaults.
    public var range = RangeValue(value: 0, minimum: 0, maximum: 100)

    public init(range: RangeValue = RangeValue(value: 0, minimum: 0, maximum: 100)) { self.range = range }
}
