import Foundation
import Pixels

/// WCAG 2.x contrast: the relative luminance of sRGB colors and the ratio between two.
///
/// Definitions from WCAG 2.2, "relative luminance" and "contrast ratio": each channel is
/// linearised (c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4), luminance is
/// 0.2126 R + 0.7152 G + 0.0722 B, and the ratio is (L1 + 0.05) / (L2 + 0.05) with L1 the
/// lighter. It runs from 1 (no contrast) to 21 (black on white).
public enum ContrastRatio {
    /// The relative luminance of an opaque color, 0 (black) … 1 (white).
    public static func luminance(_ color: RGBA) -> Double {
        0.2126 * linear[Int(color.r)] + 0.7152 * linear[Int(color.g)] + 0.0722 * linear[Int(color.b)]
    }

    /// The contrast ratio of two opaque colors, 1…21.
    public static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` (straight alpha) composited over the opaque `bottom`, as the text is drawn.
    public static func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
        let alpha = Double(top.a) / 255
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(t) * alpha + Double(b) * (1 - alpha)).rounded())
        }
        return RGBA(r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b))
    }

    /// The linearised value of each 8-bit channel value.
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
