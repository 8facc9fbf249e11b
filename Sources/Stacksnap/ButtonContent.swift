import AutoLayout
import LayoutSpec

/// A button's image and title as UIKit lays them out inside it: side by side, the image at
/// the leading side, centred as a group across the button and each centred up and down
/// (`contentHorizontalAlignment` and `contentVerticalAlignment` `.center`, no image
/// padding). The measurer and the scene builder both ask it, so the size a button asks
/// for and the places its parts are drawn at come from one rule.
struct ButtonContent {
    let button: ButtonSpec
    /// The image's size in points; nil = no image.
    let imageSize: Size?

    /// `loaded` is the PNG's size in points when the image is a file that was read.
    init(_ button: ButtonSpec, loaded: (width: Double, height: Double)?) {
        self.button = button
        guard let image = button.image, image.isShown else { imageSize = nil; return }
        if let size = image.size {
            imageSize = size
        } else {
            switch image.source {
            case .file: imageSize = loaded.map { Size(width: $0.width, height: $0.height) } ?? .zero
            case .symbol:
                let side = ButtonImageSpec.symbolSide(pointSize: button.drawnFont.size)
                imageSize = Size(width: side, height: side)
            case nil: imageSize = nil
            }
        }
    }

    /// The button's size for a title `titleWidth` wide on a line `line` tall (in whole
    /// points; nil = no title), and how far the title's line sits below the top.
    func size(titleWidth: Double, line: Double?) -> (size: Size, titleTop: Double) {
        let insets = button.drawnContentInsets
        // An empty button is its insets (a system button 0 × 12).
        var width = insets.leading + insets.trailing, height = insets.top + insets.bottom
        var titleTop = insets.top
        if let line {
            width += titleWidth
            height += line
        }
        if let image = imageSize {
            // Without a title the image keeps only the insets that are the button's own
            // (a system button's 6 points above and below are the title's).
            let imageInsets = button.drawnImageInsets
            if line == nil {
                width = imageInsets.leading + imageInsets.trailing
                height = 0
            }
            width += image.width
            let imageHeight = image.height + imageInsets.top + imageInsets.bottom
            if imageHeight > height, let line {
                titleTop = insets.top + (imageHeight - (line + insets.top + insets.bottom)) / 2
            }
            height = max(height, imageHeight)
        }
        // A system button with a title is never narrower than 30 points: Xcode records
        // buttons with short titles ("1", "+", "Add") exactly 30 wide (178 in public
        // documents, none narrower; XcodeFrames/ButtonWidth.xib).
        if line != nil, button.configuration == nil { width = max(width, Self.minimumWidth) }
        return (Size(width: width, height: height), titleTop)
    }

    /// Where the image goes inside a button `bounds` big whose title is `titleWidth` wide,
    /// and the insets that leave the title its part (both in the button's own points). A
    /// button too narrow for both shortens the title first, as UIKit does.
    func placement(in bounds: Size, titleWidth: Double, direction: LayoutDirection)
        -> (image: Rect?, titleInsets: EdgeInsets) {
        let insets = button.drawnContentInsets.absolute(direction)
        guard let image = imageSize else { return (nil, insets) }
        let imageInsets = button.drawnImageInsets.absolute(direction)
        let around = button.title.isEmpty ? imageInsets : insets
        let available = bounds.width - around.left - around.right
        let title = button.title.isEmpty ? 0 : min(titleWidth, max(0, available - image.width))
        let start = around.left + (available - image.width - title) / 2
        let imageX = direction == .rtl ? start + title : start
        let titleX = direction == .rtl ? start : start + image.width
        let imageY = imageInsets.top + (bounds.height - imageInsets.top - imageInsets.bottom - image.height) / 2
        let titleInsets = EdgeInsets(top: insets.top, left: titleX, bottom: insets.bottom,
                                     right: bounds.width - titleX - title)
        return (Rect(x: imageX, y: imageY, width: image.width, height: image.height), titleInsets)
    }

    /// The narrowest a system button with a title is (`UIButton` without a configuration).
    static let minimumWidth = 30.0
}
