import AutoLayout

/// An iPhone or iPad screen as a canvas: its size in points (portrait), its scale, the
/// safe-area insets a full-screen view controller gets there, UIKit's side margin for a
/// view controller's root view, and its size classes.
///
/// Sizes and scales are Apple's published ones; safe areas are the status bar (20 points on
/// home-button phones and iPads) or the sensor housing and home indicator (iOS 15 and
/// later); in landscape, edge-to-edge phones keep the housing's inset on both sides and 21
/// at the bottom, the others lose the status bar.
public struct DevicePreset: Sendable, Hashable {
    /// Apple's name without spaces: `iPhone15Pro`, `iPhoneSE3`, `iPadPro11`.
    public var name: String
    /// Portrait size in points.
    public var width: Double
    public var height: Double
    /// Pixels per point.
    public var scale: Int
    /// Portrait safe-area insets, top and bottom.
    public var safeTop: Double
    public var safeBottom: Double
    /// `systemMinimumLayoutMargins` at the sides: 16 on narrower phones, 20 on the others.
    public var sideMargin: Double
    /// Whether the screen is a phone whose landscape width class is regular (the Plus and
    /// Max sizes).
    public var isWideLandscapePhone = false
    /// The display's corner radius in points (0 for square screens): what a canvas with
    /// `displayCorners: true` rounds its picture to.
    public var cornerRadius: Double = 0

    /// UIKit's side margin for a view controller's root view on a screen this wide: 20
    /// points from 414 (the Plus and Max phones, iPads), 16 below (nil: an unknown width).
    public static func sideMargin(forWidth width: Double?) -> Double { (width ?? 0) >= 414 ? 20 : 16 }

    /// UIKit's side margin for a table view's cells on a screen this wide: 20 points from
    /// 390 (iPhone 12 and later, other than the minis, and every wider screen), 16 below. A
    /// table's rows start further in than a controller's view does on the 390- and 393-point
    /// phones (nil: an unknown width, 16).
    public static func tableMargin(forWidth width: Double?) -> Double { (width ?? 0) >= 390 ? 20 : 16 }

    /// Whether this is an iPad.
    public var isPad: Bool { name.hasPrefix("iPad") }

    /// The canvas size in an orientation.
    public func size(_ orientation: Orientation) -> (width: Double, height: Double) {
        orientation == .portrait ? (width, height) : (height, width)
    }

    /// The safe-area insets a full-screen view controller gets in an orientation.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        if orientation == .portrait || isPad { return EdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0) }
        if safeBottom > 0 { return EdgeInsets(top: 0, left: safeTop, bottom: 21, right: safeTop) }
        return .zero
    }

    /// `horizontalSizeClass` and `verticalSizeClass` in an orientation.
    public func sizeClasses(_ orientation: Orientation) -> (horizontal: SizeClass, vertical: SizeClass) {
        if isPad { return (.regular, .regular) }
        if orientation == .portrait { return (.compact, .regular) }
        return (isWideLandscapePhone ? .regular : .compact, .compact)
    }

    /// `UIUserInterfaceSizeClass`.
    public enum SizeClass: String, Sendable, Hashable, CaseIterable { case compact, regular }

    /// The way up.
    public enum Orientation: String, Sendable, Hashable, CaseIterable { case portrait, landscape }

    /// The device with this name, if known.
    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

    /// Every preset, phones from the smallest, then iPads.
    public static let all: [DevicePreset] = [
        preset("iPhoneSE", 320, 568, scale: 2, top: 20, bottom: 0),
        preset("iPhone8", 375, 667, scale: 2, top: 20, bottom: 0),
        preset("iPhoneSE3", 375, 667, scale: 2, top: 20, bottom: 0),
        preset("iPhone8Plus", 414, 736, scale: 3, top: 20, bottom: 0),
        preset("iPhone13mini", 375, 812, scale: 3, top: 50, bottom: 34, corner: 44),
        preset("iPhone11Pro", 375, 812, scale: 3, top: 44, bottom: 34, corner: 39),
        preset("iPhone11", 414, 896, scale: 2, top: 48, bottom: 34, corner: 41.5),
        preset("iPhone11ProMax", 414, 896, scale: 3, top: 44, bottom: 34, corner: 39),
        preset("iPhone13", 390, 844, scale: 3, top: 47, bottom: 34, corner: 47.33),
        preset("iPhone14", 390, 844, scale: 3, top: 47, bottom: 34, corner: 47.33),
        preset("iPhone14Plus", 428, 926, scale: 3, top: 47, bottom: 34, corner: 53.33),
        preset("iPhone15", 393, 852, scale: 3, top: 59, bottom: 34, corner: 55),
        preset("iPhone15Pro", 393, 852, scale: 3, top: 59, bottom: 34, corner: 55),
        preset("iPhone15ProMax", 430, 932, scale: 3, top: 59, bottom: 34, corner: 55),
        preset("iPhone16Pro", 402, 874, scale: 3, top: 62, bottom: 34, corner: 62),
        preset("iPhone16ProMax", 440, 956, scale: 3, top: 62, bottom: 34, corner: 62),
        preset("iPadMini", 744, 1133, scale: 2, top: 24, bottom: 20, corner: 21.5),
        preset("iPad", 810, 1080, scale: 2, top: 20, bottom: 0),
        preset("iPadAir", 820, 1180, scale: 2, top: 24, bottom: 20, corner: 18),
        preset("iPadPro11", 834, 1194, scale: 2, top: 24, bottom: 20, corner: 18),
        preset("iPadPro12_9", 1024, 1366, scale: 2, top: 24, bottom: 20, corner: 18),
    ]

    /// A preset: the side margin is 20 from 414 points wide (the Plus and Max phones, iPads),
    /// 16 below, and the phones 414 points wide or more are regular width in landscape.
    private static func preset(_ name: String, _ width: Double, _ height: Double, scale: Int, top: Double,
                              bottom: Double, corner: Double = 0) -> DevicePreset {
        DevicePreset(name: name, width: width, height: height, scale: scale, safeTop: top, safeBottom: bottom,
                     sideMargin: sideMargin(forWidth: width), isWideLandscapePhone: width >= 414 && !name.hasPrefix("iPad"),
                     cornerRadius: corner)
    }
}
