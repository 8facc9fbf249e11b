import Foundation

/// A slider, as UIKit's `UISlider`: 31 points tall, no intrinsic width, its frame 2 points
/// wider than its track on each side and 1 point below its 30-point alignment rect. Values
/// are pinned into the range, as UIKit pins them.
@MainActor
open class UISlider: UIControl {
    private var storedValue: Float = 0

    /// The value, pinned to `minimumValue...maximumValue` (default 0).
    open var value: Float {
        get { storedValue }
        set { storedValue = Self.pin(newValue, minimumValue, maximumValue) }
    }
    /// The value at the leading end (default 0); the value is pinned again when it moves.
    open var minimumValue: Float = 0 {
        didSet { storedValue = Self.pin(storedValue, minimumValue, maximumValue) }
    }
    /// The value at the trailing end (default 1); the value is pinned again when it moves.
    open var maximumValue: Float = 1 {
        didSet { storedValue = Self.pin(storedValue, minimumValue, maximumValue) }
    }
    /// Kept; a snapshot has no touches to track.
    open var isContinuous = true
    /// The track before the thumb; nil for the tint color.
    open var minimumTrackTintColor: UIColor?
    /// Kept; a snapshot draws the track after the thumb in the system's gray.
    open var maximumTrackTintColor: UIColor? {
        didSet { if maximumTrackTintColor != nil { notes.append("\(debugName): maximumTrackTintColor is not drawn") } }
    }
    /// Kept; a snapshot draws the system's white thumb.
    open var thumbTintColor: UIColor? {
        didSet { if thumbTintColor != nil { notes.append("\(debugName): thumbTintColor is not drawn") } }
    }

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the value (there is no animation here).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    static func pin<T: Comparable>(_ value: T, _ minimum: T, _ maximum: T) -> T {
        maximum < minimum ? minimum : min(max(value, minimum), maximum)
    }
}

/// A stepper, as UIKit's `UIStepper`: 94 × 32 points, hugging its size; a button that
/// cannot step is drawn disabled. Values are pinned into the range, as UIKit pins them.
@MainActor
open class UIStepper: UIControl {
    private var storedValue: Double = 0

    /// The value, pinned to `minimumValue...maximumValue` (default 0).
    open var value: Double {
        get { storedValue }
        set { storedValue = UISlider.pin(newValue, minimumValue, maximumValue) }
    }
    /// The lowest value (default 0); the value is pinned again when it moves.
    open var minimumValue: Double = 0 {
        didSet { storedValue = UISlider.pin(storedValue, minimumValue, maximumValue) }
    }
    /// The highest value (default 100); the value is pinned again when it moves.
    open var maximumValue: Double = 100 {
        didSet { storedValue = UISlider.pin(storedValue, minimumValue, maximumValue) }
    }
    /// How much a tap changes the value (default 1); kept: a snapshot has no taps.
    open var stepValue: Double = 1
    /// Kept; a snapshot has no taps.
    open var isContinuous = true
    /// Kept; a snapshot has no taps.
    open var autorepeat = true
    /// Kept; a snapshot draws a button that cannot step disabled, wrapping or not.
    open var wraps = false

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        hugsItsSize()
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        hugsItsSize()
    }
}

extension UIView {
    /// A control of a fixed size hugs it at 750 on both axes (as the spec's kind does).
    func hugsItsSize() {
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
}
