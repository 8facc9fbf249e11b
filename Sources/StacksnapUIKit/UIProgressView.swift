import Foundation

/// A progress view, as UIKit's `UIProgressView`: no intrinsic width, 4 points tall (2.5 in
/// the bar style), hugging its height.
@MainActor
open class UIProgressView: UIView {
    /// `UIProgressView.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A rounded gray track under the progress.
        case `default` = 0
        /// For toolbars: no track of its own.
        case bar = 1
    }

    private var storedProgress: Float = 0

    /// How far the progress is, pinned to 0...1 (default 0).
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = UISlider.pin(newValue, 0, 1) }
    }
    /// The style: the track and the height.
    open var progressViewStyle: Style = .default
    /// The filled part; nil for the tint color.
    open var progressTintColor: UIColor?
    /// Kept; a snapshot draws the default style's track in the system's gray.
    open var trackTintColor: UIColor? {
        didSet { if trackTintColor != nil { notes.append("\(debugName): trackTintColor is not drawn") } }
    }

    /// A progress view of a style.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Sets the progress (there is no animation here).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}

/// An activity indicator, as UIKit's `UIActivityIndicatorView`: 20 × 20 points (37 × 37
/// large), hugging its size, drawn at a fixed phase of its spin. It starts stopped, and a
/// stopped indicator that hides when stopped sets its own `isHidden`, as in UIKit — so it
/// is not drawn, and in a stack it collapses.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// `UIActivityIndicatorView.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// 20 × 20 points.
        case medium = 100
        /// 37 × 37 points.
        case large = 101
    }

    /// The size.
    open var style: Style = .medium
    private var ownColor: UIColor?
    /// The spokes' color (default the system gray).
    open var color: UIColor! {
        get { ownColor ?? .systemGray }
        set { ownColor = newValue }
    }
    /// Whether the indicator is spinning; `startAnimating()` and `stopAnimating()` set it.
    open private(set) var isAnimating = false
    /// Whether a stopped indicator hides itself (default true); setting it while stopped
    /// sets `isHidden` to match.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// An indicator of a style, stopped (and so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        setUp()
    }

    /// A medium indicator, stopped (and so hidden).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        hugsItsSize()
        isHidden = hidesWhenStopped
    }

    /// Starts the spin: the indicator shows.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the spin: the indicator hides if it hides when stopped.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
