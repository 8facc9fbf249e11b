import AutoLayout
import LayoutSpec
import Pixels
import Raster

/// Turns a laid-out snapshot into the renderer's scene: one node per visible view with its
/// snapped canvas frame and what it draws. Hidden views and everything inside them are
/// left out, as UIKit does not draw them.
struct SceneBuilder {
    let lowered: LoweredSnapshot
    /// Snapped frames in canvas coordinates, index-aligned with the views.
    let canvasFrames: [AutoLayout.Rect]
    let images: [Int: ImageStore.Image]
    /// Leave out labels' and buttons' text: what is drawn behind it, for measuring its
    /// contrast.
    var omitsText = false

    var direction: LayoutDirection { lowered.canvas.direction }
    var appearance: Appearance { lowered.canvas.appearance }

    func scene(overlay: [OverlayMark] = []) -> Scene {
        let root = canvasFrames[0]
        let nodes = lowered.tree.views[0].subviews.compactMap(node)
        var scene = Scene(width: root.width, height: root.height, scale: lowered.canvas.scale,
                          background: lowered.canvas.background.rgba(appearance), nodes: [], overlay: overlay)
        scene.palette = ScenePalette(appearance)
        if lowered.canvas.displayCorners, let device = lowered.canvas.device {
            scene.displayCornerRadius = device.cornerRadius
        }
        // The canvas view's own drawing (background, border) sits under everything.
        let canvasView = lowered.views[0]
        if canvasView.background != nil || canvasView.border != nil {
            var canvasNode = base(0)
            canvasNode.children = nodes
            scene.nodes = [canvasNode]
        } else {
            scene.nodes = nodes
        }
        return scene
    }

    private func node(_ index: Int) -> SceneNode? {
        guard !lowered.tree.views[index].isHidden else { return nil }
        var node = base(index)
        node.content = content(index)
        node.children = lowered.tree.views[index].subviews.compactMap(self.node)
        if let image = buttonImage(index) { node.children.insert(image, at: 0) }
        if let background = configurationBackground(index) {
            // The configuration's background sits above the view's own and under its title.
            var title = background
            title.content = node.content
            node.content = nil
            node.children.insert(title, at: 0)
        }
        return node
    }

    private func base(_ index: Int) -> SceneNode {
        let view = lowered.views[index]
        // A text view is a scroll view, and scroll views clip their content (and round it
        // with their corners) by default.
        let clips = view.clipsToBounds || view.type == .textView
        return SceneNode(frame: canvasFrames[index].scene, alpha: view.alpha, clipsToBounds: clips,
                         cornerRadius: view.cornerRadius, background: view.background?.rgba(appearance),
                         border: view.border.map { SceneBorder(width: $0.width, color: $0.color.rgba(appearance)) })
    }

    private func content(_ index: Int) -> SceneContent? {
        if omitsText, [.label, .button].contains(lowered.views[index].type) { return nil }
        switch lowered.views[index].content {
        case .label(let label):
            return label.text.isEmpty ? nil : .text(label.textStyle(direction: direction, appearance: appearance))
        case .button(let button):
            return buttonTitle(button, at: index)
        case .image(let image):
            switch image.source {
            case .file:
                guard let loaded = images[index] else { return nil }
                return .image(loaded.bitmap, image.contentMode.raster, scale: loaded.scale)
            case .symbol(let name):
                guard let symbol = Symbol(named: name) else { return .placeholder(label: name) }
                // UIImageView tints template images with the tint color, system blue by default.
                let tint = (image.tint ?? .systemBlue).rgba(appearance)
                let mode = image.contentMode == .scaleToFill ? Raster.ContentMode.scaleAspectFit : image.contentMode.raster
                return .symbol(symbol, color: tint, mode)
            case nil:
                return nil
            }
        case .switch(let toggle):
            // UISwitch draws at its own size, not its frame's: UIKit's 51 × 31, or the size a
            // spec gives it (its intrinsic size is the alignment rect, the frame less its
            // alignment insets).
            let view = lowered.views[index]
            let insets = view.effectiveAlignmentInsets
            return .toggle(isOn: toggle.isOn, width: view.intrinsicSize?.width.map { $0 + insets.left + insets.right } ?? 51,
                           height: view.intrinsicSize?.height.map { $0 + insets.top + insets.bottom } ?? 31)
        case .segmentedControl, .slider, .stepper, .progressView, .activityIndicatorView, .textField, .textView,
             .navigationBar, .toolbar, .tabBar, .visualEffectView, .searchBar, .pageControl, .datePicker, .pickerView:
            return lowered.views[index].content.drawing(direction: direction, appearance: appearance,
                                                     width: canvasFrames[index].width)
                .map(SceneContent.control)
        case .placeholder(let placeholder):
            return .placeholder(label: placeholder.text)
        case .tableViewCell(let cell):
            return cell.drawing(direction: direction, appearance: appearance).map(SceneContent.control)
        case .view, .stack, .spacer, .tableView, .scrollView, .collectionView, .collectionViewCell, .collectionReusableView:
            return nil
        }
    }
}
