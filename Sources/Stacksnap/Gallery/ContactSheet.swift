import Pixels
import Raster

/// A grid of thumbnails with captions, drawn as one scene: the page that shows a whole
/// gallery at a glance.
///
/// Layout, in points: a title line at the top, then `columns` cells a row, in entry order.
/// Each cell is a light box of `cellWidth × thumbnailHeight` holding the snapshot scaled
/// to fit (never up), with the snapshot's name centred under it. Thumbnail edges are
/// snapped to the sheet's pixel grid, so the same entries always give the same pixels.
public struct ContactSheet: Sendable {
    /// Sizes of the grid, in points.
    public struct Options: Sendable, Equatable {
        /// Cells per row (at least 1).
        public var columns = 4
        /// Width of each cell's box.
        public var cellWidth = 180.0
        /// Height of each cell's box; a larger snapshot is scaled down to fit inside it.
        public var thumbnailHeight = 130.0
        /// Room under each box for the name.
        public var captionHeight = 24.0
        /// Space around the sheet and between cells.
        public var spacing = 16.0
        /// Space between a box's edge and its thumbnail.
        public var inset = 6.0
        /// Height of the title line; 0 leaves it out.
        public var titleHeight = 24.0
        /// Pixels per point of the sheet: 1, 2 or 3.
        public var scale = 2
        /// The defaults: four 180 × 130-point boxes a row, at 2×.
        public init() {}
    }

    static let boxColor = RGBA(r: 0xF2, g: 0xF2, b: 0xF7)
    static let boxBorder = RGBA(r: 0xD1, g: 0xD1, b: 0xD6)
    static let captionColor = RGBA(r: 0x3C, g: 0x3C, b: 0x43)
    static let captionFont = FontDescriptor(family: "System", size: 11, weight: 500)
    static let titleFont = FontDescriptor(family: "System", size: 15, weight: 600)

    /// The sizes the sheet was laid out with.
    public let options: Options
    /// The box of each entry, in entry order.
    public let boxes: [SceneRect]
    /// Where each entry's picture is drawn inside its box, in entry order.
    public let thumbnails: [SceneRect]
    /// The scene that draws the sheet.
    public let scene: Scene

    /// Lays out `entries` in a grid under `title`.
    public init(entries: [GalleryEntry], title: String, options: Options = Options()) {
        var options = options
        options.columns = max(1, options.columns)
        self.options = options
        let columns = min(options.columns, max(1, entries.count))
        let rows = (entries.count + columns - 1) / columns
        let cellHeight = options.thumbnailHeight + options.captionHeight
        let top = options.spacing + options.titleHeight
        let width = options.spacing + Double(columns) * (options.cellWidth + options.spacing)
        let height = top + Double(rows) * (cellHeight + options.spacing) + (rows == 0 ? options.spacing : 0)

        let pixel = 1 / Double(options.scale)
        func snap(_ v: Double) -> Double { (v / pixel).rounded() * pixel }

        var nodes: [SceneNode] = []
        if options.titleHeight > 0 {
            nodes.append(SceneNode(frame: SceneRect(x: options.spacing, y: options.spacing,
                                                    width: width - 2 * options.spacing, height: options.titleHeight),
                                   content: .text(TextStyle(text: title, font: Self.titleFont, color: Self.captionColor))))
        }
        var boxes: [SceneRect] = []
        var thumbnails: [SceneRect] = []
        for (index, entry) in entries.enumerated() {
            let column = index % columns, row = index / columns
            let box = SceneRect(x: options.spacing + Double(column) * (options.cellWidth + options.spacing),
                                y: top + Double(row) * (cellHeight + options.spacing),
                                width: options.cellWidth, height: options.thumbnailHeight)
            let fit = Self.fit(entry.pointSize, in: box, inset: options.inset)
            let thumb = SceneRect(x: snap(fit.x), y: snap(fit.y),
                                  width: snap(fit.maxX) - snap(fit.x), height: snap(fit.maxY) - snap(fit.y))
            boxes.append(box)
            thumbnails.append(thumb)
            nodes.append(SceneNode(frame: box, cornerRadius: 6, background: Self.boxColor,
                                   border: SceneBorder(width: pixel, color: Self.boxBorder)))
            nodes.append(SceneNode(frame: thumb, content: .image(entry.bitmap, .scaleToFill, scale: Double(entry.scale))))
            let caption = TextStyle(text: entry.name, font: Self.captionFont, color: Self.captionColor,
                                    lines: 1, lineBreak: .truncateMiddle, alignment: .center)
            nodes.append(SceneNode(frame: SceneRect(x: box.x, y: box.maxY, width: box.width, height: options.captionHeight),
                                   content: .text(caption)))
        }
        self.boxes = boxes
        self.thumbnails = thumbnails
        self.scene = Scene(width: width, height: height, scale: options.scale,
                           background: RGBA(r: 255, g: 255, b: 255), nodes: nodes)
    }

    /// Draws the sheet.
    public func render() throws(StacksnapError) -> Bitmap {
        do {
            return try Renderer.render(scene)
        } catch {
            throw .render(file: "contact sheet", error)
        }
    }

    /// `size` scaled to fit the box less `inset` on every side, aspect ratio kept, centred;
    /// never enlarged (a small figure stays sharp at its own size).
    static func fit(_ size: (width: Double, height: Double), in box: SceneRect, inset: Double) -> SceneRect {
        let room = SceneRect(x: box.x + inset, y: box.y + inset,
                             width: max(0, box.width - 2 * inset), height: max(0, box.height - 2 * inset))
        guard size.width > 0, size.height > 0 else { return SceneRect(x: room.midX, y: room.midY, width: 0, height: 0) }
        let s = min(1, room.width / size.width, room.height / size.height)
        let w = size.width * s, h = size.height * s
        return SceneRect(x: room.midX - w / 2, y: room.midY - h / 2, width: w, height: h)
    }
}
