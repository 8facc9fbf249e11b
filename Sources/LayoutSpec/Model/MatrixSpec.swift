import AutoLayout

/// The trait matrix: lists of canvas values whose every combination is a snapshot of its
/// own — the devices, appearances and directions a screen is checked in.
///
/// Written `matrix: {device: [iPhoneSE3, iPhone15Pro], appearance: [light, dark]}`, keys named
/// like the canvas keys they vary. Each snapshot of the spec (the document and each variant)
/// is taken once per combination and named `<snapshot>.<device>.<orientation>.<appearance>.
/// <contrast>.<contentSize>.<direction>.<scale>`, leaving out every value the snapshot's own canvas already
/// has: `appearance: [light, dark]` on a light spec gives `card` and `card.dark`.
public struct MatrixSpec: Sendable, Equatable {
    /// Devices (the canvas takes each one's size and scale).
    public var device: [DevicePreset] = []
    /// Orientations of the device.
    public var orientation: [DevicePreset.Orientation] = []
    /// Light and/or dark.
    public var appearance: [Appearance.Style] = []
    /// Normal and/or high contrast.
    public var contrast: [Appearance.Contrast] = []
    /// Content size categories (Dynamic Type).
    public var contentSize: [ContentSizeCategory] = []
    /// Left to right and/or right to left.
    public var direction: [LayoutDirection] = []
    /// Pixel scales (1, 2, 3).
    public var scale: [Int] = []

    public init(device: [DevicePreset] = [], orientation: [DevicePreset.Orientation] = [],
                appearance: [Appearance.Style] = [], contrast: [Appearance.Contrast] = [],
                contentSize: [ContentSizeCategory] = [], direction: [LayoutDirection] = [], scale: [Int] = []) {
        self.device = device
        self.orientation = orientation
        self.appearance = appearance
        self.contrast = contrast
        self.contentSize = contentSize
        self.direction = direction
        self.scale = scale
    }

    /// The keys a matrix may have, in the order their values appear in snapshot names.
    public static let keys = ["device", "orientation", "appearance", "contrast", "contentSize", "direction", "scale"]

    /// The most snapshots one spec may make with its matrix and variants.
    public static let maxSnapshots = 1000

    /// How many combinations the matrix has (1 when empty).
    public var combinationCount: Int {
        [device.count, orientation.count, appearance.count, contrast.count, contentSize.count, direction.count,
         scale.count]
            .reduce(1) { $0 * max(1, $1) }
    }

    /// True when no axis has values.
    public var isEmpty: Bool { self == MatrixSpec() }

    /// This matrix's axes where it gives them, `base`'s elsewhere (a run's `--matrix` over a
    /// spec's own).
    public func merged(over base: MatrixSpec) -> MatrixSpec {
        MatrixSpec(device: device.isEmpty ? base.device : device,
                   orientation: orientation.isEmpty ? base.orientation : orientation,
                   appearance: appearance.isEmpty ? base.appearance : appearance,
                   contrast: contrast.isEmpty ? base.contrast : contrast,
                   contentSize: contentSize.isEmpty ? base.contentSize : contentSize,
                   direction: direction.isEmpty ? base.direction : direction,
                   scale: scale.isEmpty ? base.scale : scale)
    }

    /// One combination: the canvas changes it makes and the name parts it adds.
    public struct Cell: Sendable, Equatable {
        /// The canvas keys the combination sets.
        public var canvas: CanvasOverride
        /// The values that differ from the snapshot's own canvas, as name parts; empty for
        /// the combination the snapshot already is.
        public var nameParts: [String]
    }

    /// The values a canvas has on this matrix's axes, for a caption: `iPhoneSE3 · dark`.
    public func captionParts(_ canvas: CanvasSpec) -> [String] {
        var parts: [String] = []
        if !device.isEmpty { parts.append(canvas.device?.name ?? "no device") }
        if !orientation.isEmpty { parts.append(canvas.orientation.rawValue) }
        if !appearance.isEmpty { parts.append(canvas.appearance.style.rawValue) }
        if !contrast.isEmpty { parts.append("\(canvas.appearance.contrast.rawValue) contrast") }
        if !contentSize.isEmpty { parts.append(canvas.contentSize.rawValue) }
        if !direction.isEmpty { parts.append(canvas.direction.rawValue) }
        if !scale.isEmpty { parts.append("\(canvas.scale)x") }
        return parts
    }

    /// Every combination, the device varying slowest, as it changes `canvas`.
    public func cells(over canvas: CanvasSpec) -> [Cell] {
        var cells = [Cell(canvas: CanvasOverride(), nameParts: [])]
        func cross<T>(_ values: [T], part: (T) -> String?, set: @escaping (inout CanvasOverride, T) -> Void) {
            guard !values.isEmpty else { return }
            cells = cells.flatMap { cell in
                values.map { value in
                    var next = cell
                    set(&next.canvas, value)
                    if let part = part(value) { next.nameParts.append(part) }
                    return next
                }
            }
        }
        cross(device, part: { $0 == canvas.device ? nil : $0.name }, set: { $0.device = $1 })
        cross(orientation, part: { $0 == canvas.orientation ? nil : $0.rawValue }, set: { $0.orientation = $1 })
        cross(appearance, part: { $0 == canvas.appearance.style ? nil : $0.rawValue }, set: { $0.appearance = $1 })
        cross(contrast, part: { $0 == canvas.appearance.contrast ? nil : "\($0.rawValue)Contrast" },
              set: { $0.contrast = $1 })
        cross(contentSize, part: { $0 == canvas.contentSize ? nil : $0.rawValue }, set: { $0.contentSize = $1 })
        cross(direction, part: { $0 == canvas.direction ? nil : $0.rawValue }, set: { $0.direction = $1 })
        cross(scale, part: { $0 == canvas.scale ? nil : "\($0)x" }, set: { $0.scale = $1 })
        return cells
    }
}
