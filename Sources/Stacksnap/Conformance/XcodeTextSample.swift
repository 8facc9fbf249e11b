import AutoLayout
import LayoutSpec
import Raster

/// A one-line label or a system button's title in the system font whose frame here is its
/// text's size, beside the frame Xcode recorded for it: with San Francisco, that frame is
/// UIKit's intrinsic size, so the pair measures how far the bundled font's widths and
/// heights are from iOS's.
///
/// A view is sampled on an axis when its solved length here equals its measured text
/// (rounded up to the pixel grid, as UILabel does) plus the button's insets: no constraint
/// stretched or squeezed it, so in Xcode's layout, under the same constraints, the
/// recorded length is the text's too.
public struct XcodeTextSample: Sendable {
    /// The view's id in the document.
    public var id: String
    /// `label`, or `button` for a system button's title.
    public var kind: String = "label"
    /// What the view adds to its text's width: a button's leading and trailing insets.
    public var horizontalInsets: Double = 0
    /// What the view adds to its text's height: a button's top and bottom insets.
    public var verticalInsets: Double = 0
    /// The label's text.
    public var text: String
    /// The label's font size, in points.
    public var size: Double
    /// The label's font weight.
    public var weight: FontWeight
    /// The document's pixels per point (the designed device's scale).
    public var scale: Int
    /// The text's width as measured here, before rounding to pixels.
    public var measuredWidth: Double
    /// The text's height as measured here, before rounding to pixels.
    public var measuredHeight: Double
    /// Whether the solved width is the text's: the label is sampled horizontally.
    public var widthIsText: Bool
    /// Whether the solved height is the text's: the label is sampled vertically.
    public var heightIsText: Bool
    /// Filled in from the document: the frame Xcode recorded (nil when it records none,
    /// or the view was excluded from the comparison).
    public var recorded: Rect?

    /// The samples of one laid-out snapshot.
    static func collect(_ laid: SnapshotPipeline.LaidOut) -> [XcodeTextSample] {
        let scale = laid.lowered.canvas.scale
        func up(_ value: Double) -> Double { PixelSnapping.roundUp(value, scale: Double(scale)) }
        var samples: [XcodeTextSample] = []
        for (index, view) in laid.lowered.views.enumerated() {
            guard let id = view.id else { continue }
            let frame = laid.frames[index]
            switch view.content {
            case .label(let label):
                guard label.lines == 1, label.font.family == nil, !label.text.isEmpty,
                      !label.text.contains("\n") else { continue }
                let metrics = Typesetter.measure(label.textStyle(direction: laid.lowered.canvas.direction), maxWidth: nil)
                samples.append(XcodeTextSample(
                    id: id, text: label.text, size: label.font.size, weight: label.font.weight, scale: scale,
                    measuredWidth: metrics.width, measuredHeight: metrics.height,
                    widthIsText: abs(frame.width - up(metrics.width)) < 1e-6,
                    heightIsText: abs(frame.height - up(metrics.height)) < 1e-6, recorded: nil))
            case .button(let button):
                // Classic system buttons only: a configuration's title metrics are its own.
                guard button.configuration == nil, button.font.family == nil, !button.title.isEmpty,
                      !button.title.contains("\n") else { continue }
                let metrics = Typesetter.measure(button.titleStyle(direction: laid.lowered.canvas.direction), maxWidth: nil)
                let insets = button.contentInsets
                var sample = XcodeTextSample(
                    id: id, text: button.title, size: button.font.size, weight: button.font.weight, scale: scale,
                    measuredWidth: metrics.width, measuredHeight: metrics.height,
                    widthIsText: abs(frame.width - up(metrics.width) - insets.leading - insets.trailing) < 1e-6,
                    heightIsText: abs(frame.height - up(metrics.height) - insets.top - insets.bottom) < 1e-6, recorded: nil)
                sample.kind = "button"
                sample.horizontalInsets = insets.leading + insets.trailing
                sample.verticalInsets = insets.top + insets.bottom
                samples.append(sample)
            default:
                continue
            }
        }
        return samples
    }
}
