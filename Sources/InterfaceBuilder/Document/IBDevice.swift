import AutoLayout

/// A device Interface Builder can simulate: its screen in points (portrait), its scale, the
/// safe-area insets a full-screen view controller gets there, and UIKit's minimum side
/// margin for a view controller's root view.
///
/// Sizes are the published screen sizes in points; insets are the status bar (20 points on
/// home-button phones and iPads) or the sensor housing and home indicator on the others.
struct IBDevice: Sendable, Equatable {
    /// Interface Builder's id (`<device id="retina4_7">`).
    var id: String
    var width: Double
    var height: Double
    /// Safe-area insets in portrait, top and bottom.
    var safeTop: Double
    var safeBottom: Double
    /// `systemMinimumLayoutMargins` leading and trailing: 16 on narrow phones, 20 on wide ones.
    var sideMargin: Double
    /// Pixels per point: the grid Xcode snapped the document's frames to (3 on the Plus,
    /// Max and edge-to-edge phones but the iPhone XR and 11, 2 on the others and on iPads).
    var scale: Int

    /// The known devices, portrait. Ids that share a size share insets, so the first one
    /// with a size stands for it when only the size is known.
    static let all: [IBDevice] = [
        IBDevice(id: "retina3_5", width: 320, height: 480, safeTop: 20, safeBottom: 0, sideMargin: 16, scale: 2),
        IBDevice(id: "retina4_0", width: 320, height: 568, safeTop: 20, safeBottom: 0, sideMargin: 16, scale: 2),
        IBDevice(id: "retina4_7", width: 375, height: 667, safeTop: 20, safeBottom: 0, sideMargin: 16, scale: 2),
        IBDevice(id: "retina5_5", width: 414, height: 736, safeTop: 20, safeBottom: 0, sideMargin: 20, scale: 3),
        IBDevice(id: "retina5_9", width: 375, height: 812, safeTop: 50, safeBottom: 34, sideMargin: 16, scale: 3),
        IBDevice(id: "retina5_4", width: 375, height: 812, safeTop: 50, safeBottom: 34, sideMargin: 16, scale: 3),
        IBDevice(id: "retina6_1", width: 414, height: 896, safeTop: 48, safeBottom: 34, sideMargin: 20, scale: 2),
        IBDevice(id: "retina6_5", width: 414, height: 896, safeTop: 44, safeBottom: 34, sideMargin: 20, scale: 3),
        IBDevice(id: "retina6_0", width: 390, height: 844, safeTop: 47, safeBottom: 34, sideMargin: 16, scale: 3),
        IBDevice(id: "retina6_12", width: 393, height: 852, safeTop: 59, safeBottom: 34, sideMargin: 16, scale: 3),
        IBDevice(id: "retina6_7", width: 428, height: 926, safeTop: 47, safeBottom: 34, sideMargin: 20, scale: 3),
        IBDevice(id: "retina6_72", width: 430, height: 932, safeTop: 59, safeBottom: 34, sideMargin: 20, scale: 3),
        IBDevice(id: "ipad9_7", width: 768, height: 1024, safeTop: 20, safeBottom: 0, sideMargin: 20, scale: 2),
        IBDevice(id: "ipad10_2", width: 810, height: 1080, safeTop: 20, safeBottom: 0, sideMargin: 20, scale: 2),
        IBDevice(id: "ipad10_5", width: 834, height: 1112, safeTop: 20, safeBottom: 0, sideMargin: 20, scale: 2),
        IBDevice(id: "ipad11", width: 834, height: 1194, safeTop: 24, safeBottom: 20, sideMargin: 20, scale: 2),
        IBDevice(id: "ipad12_9", width: 1024, height: 1366, safeTop: 20, safeBottom: 0, sideMargin: 20, scale: 2),
    ]

    /// The size Interface Builder uses when a document names no device and its root view
    /// records no frame: an iPhone 8 (4.7-inch), 375 × 667 points.
    static let fallback = all[2]

    /// Xcode 6 and 7's "Any width, any height" canvas: a storyboard that names no device
    /// lays its scenes out 600 × 600, under a 20-point status bar (and the bars of the
    /// navigation or tab bar controller a scene is in), with a wide screen's margins.
    static let anySize = IBDevice(id: "any", width: 600, height: 600, safeTop: 20, safeBottom: 0, sideMargin: 20, scale: 2)

    /// Old `<simulatedScreenMetrics type=…>` names for the same devices.
    static let legacyNames: [(name: String, id: String)] = [
        ("retina35", "retina3_5"), ("retina4", "retina4_0"), ("retina47", "retina4_7"),
        ("retina55", "retina5_5"), ("retina58", "retina5_9"), ("retina65", "retina6_5"),
    ]

    /// The device with this id or old name (`retina4_7`, `retina47`), if known.
    static func named(_ name: String) -> IBDevice? {
        let id = legacyNames.first { $0.name == name }?.id ?? name
        return all.first { $0.id == id }
    }

    /// A device whose screen is this size, either way up; the preferred one when it fits.
    static func matching(width: Double, height: Double, preferred: IBDevice?) -> IBDevice? {
        let fits = { (device: IBDevice) in
            (device.width == width && device.height == height) || (device.width == height && device.height == width)
        }
        if let preferred, fits(preferred) { return preferred }
        return all.first(where: fits)
    }

    /// Whether the screen has rounded corners and a sensor housing (no home button).
    var isEdgeToEdge: Bool { safeBottom > 0 && id.hasPrefix("retina") }

    /// The safe-area insets at a size, as the Xcode that saved the document (`toolsVersion`)
    /// lays it out: portrait as listed; landscape phones lose the status bar (but iOS 7 still
    /// showed it, and Xcode 5 lays such screens out under it), and edge-to-edge ones keep
    /// the housing's inset on both sides and 21 points at the bottom.
    func safeArea(width: Double, height: Double, toolsVersion: Int) -> EdgeInsets {
        let landscape = width > height
        let portrait = EdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0)
        guard landscape, !id.hasPrefix("ipad") else { return portrait }
        if isEdgeToEdge { return EdgeInsets(top: 0, left: safeTop, bottom: 21, right: safeTop) }
        if (1..<Self.xcode6Tools).contains(toolsVersion) { return EdgeInsets(top: safeTop, left: 0, bottom: 0, right: 0) }
        return .zero
    }

    /// The toolsVersion of Xcode 6, the first to lay phones in landscape out as iOS 8 does
    /// (no status bar).
    static let xcode6Tools = 6000

    /// The safe-area insets of a freeform screen shown at the top of the phone in portrait:
    /// the top's, and the bottom's only where the screen reaches the phone's bottom.
    func portraitSafeArea(height: Double) -> EdgeInsets {
        EdgeInsets(top: safeTop, left: 0, bottom: height >= self.height ? safeBottom : 0, right: 0)
    }
}
