/// The properties of a slider (`UISlider`): 31 points tall, no intrinsic width, its frame
/// 2 points wider than its alignment rect on each side and 1 point below it (UIKit's
/// alignment insets, so a slider pinned to a margin lines its track up with the text beside
/// it, and constraints and stacks place a 30-point rect).
public struct SliderSpec: Sendable, Equatable {
    /// `value`, `minimum`, `maximum`: 0.5 in 0…1 by default, as Interface Builder creates it.
    public var range = RangeValue(value: 0.5, minimum: 0, maximum: 1)
    /// `tint`: the track left of the thumb (`minimumTrackTintColor`); default systemBlue.
    public var tint: SpecColor?

    public init(range: RangeValue = RangeValue(value: 0.5, minimum: 0, maximum: 1)) { self.range = range }
}
