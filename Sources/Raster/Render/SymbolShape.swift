import CCairo
import Glibc

/// A symbol's geometry in its 24×24 box: a path, whether it is filled or stroked, and
/// optionally an inner mark stroked over it or cut out of it.
struct SymbolShape {
    typealias Path = (OpaquePointer) -> Void
    var outline: Path
    var filled: Bool
    var lineWidth: Double = 1.8
    var extra: Path?
    var cutout: Path?

    init(_ name: SymbolName) {
        switch name {
        case .star, .starFill: self.init(Self.star, filled: name == .starFill)
        case .heart, .heartFill: self.init(Self.heart, filled: name == .heartFill)
        case .circle, .circleFill: self.init(Self.circle, filled: name == .circleFill)
        case .square, .squareFill: self.init(Self.square, filled: name == .squareFill)
        case .triangle, .triangleFill: self.init(Self.triangle, filled: name == .triangleFill)
        case .person, .personFill: self.init(Self.person, filled: name == .personFill)
        case .checkmark: self.init(Self.check, filled: false, lineWidth: 2.4)
        case .checkmarkCircle: self.init(Self.circle, filled: false, extra: Self.smallCheck)
        case .checkmarkCircleFill: self.init(Self.circle, filled: true, lineWidth: 2.2, cutout: Self.smallCheck)
        case .xmark: self.init(Self.cross, filled: false, lineWidth: 2.2)
        case .xmarkCircle: self.init(Self.circle, filled: false, extra: Self.smallCross)
        case .xmarkCircleFill: self.init(Self.circle, filled: true, lineWidth: 2.2, cutout: Self.smallCross)
        case .plus: self.init(Self.plus, filled: false, lineWidth: 2.2)
        case .minus: self.init(Self.minus, filled: false, lineWidth: 2.2)
        case .chevronLeft: self.init(Self.polyline([(15, 5), (8, 12), (15, 19)]), filled: false, lineWidth: 2.4)
        case .chevronRight: self.init(Self.polyline([(9, 5), (16, 12), (9, 19)]), filled: false, lineWidth: 2.4)
        case .chevronUp: self.init(Self.polyline([(5, 15), (12, 8), (19, 15)]), filled: false, lineWidth: 2.4)
        case .chevronDown: self.init(Self.polyline([(5, 9), (12, 16), (19, 9)]), filled: false, lineWidth: 2.4)
        case .magnifyingglass: self.init(Self.magnifier, filled: false, lineWidth: 2)
        case .photo: self.init(Self.photoFrame, filled: false, extra: Self.photoScene)
        }
    }

    init(_ outline: @escaping Path, filled: Bool, lineWidth: Double = 1.8, extra: Path? = nil, cutout: Path? = nil) {
        self.outline = outline
        self.filled = filled
        self.lineWidth = lineWidth
        self.extra = extra
        self.cutout = cutout
    }

    // MARK: Paths (coordinates in the 24×24 box)

    static func star(_ cr: OpaquePointer) {
        // Five outer points on a circle of radius 10.5 around (12, 12.6), inner points at 0.42 of it.
        for i in 0..<10 {
            let radius = i % 2 == 0 ? 10.5 : 4.4
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            let x = 12 + radius * cos(angle), y = 12.6 + radius * sin(angle)
            i == 0 ? cairo_move_to(cr, x, y) : cairo_line_to(cr, x, y)
        }
        cairo_close_path(cr)
    }

    static func heart(_ cr: OpaquePointer) {
        cairo_move_to(cr, 12, 20.5)
        cairo_curve_to(cr, 6, 16, 2.5, 12.5, 2.5, 8.5)
        cairo_curve_to(cr, 2.5, 5.5, 4.8, 3.5, 7.4, 3.5)
        cairo_curve_to(cr, 9.4, 3.5, 11, 4.7, 12, 6.4)
        cairo_curve_to(cr, 13, 4.7, 14.6, 3.5, 16.6, 3.5)
        cairo_curve_to(cr, 19.2, 3.5, 21.5, 5.5, 21.5, 8.5)
        cairo_curve_to(cr, 21.5, 12.5, 18, 16, 12, 20.5)
        cairo_close_path(cr)
    }

    static func circle(_ cr: OpaquePointer) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, 12, 12, 10, 0, 2 * Double.pi)
        cairo_close_path(cr)
    }

    static func square(_ cr: OpaquePointer) {
        let (x, y, s, r) = (3.0, 3.0, 18.0, 3.5)
        let halfPi = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + s - r, y + r, r, -halfPi, 0)
        cairo_arc(cr, x + s - r, y + s - r, r, 0, halfPi)
        cairo_arc(cr, x + r, y + s - r, r, halfPi, 2 * halfPi)
        cairo_arc(cr, x + r, y + r, r, 2 * halfPi, 3 * halfPi)
        cairo_close_path(cr)
    }

    static func triangle(_ cr: OpaquePointer) {
        polyline([(12, 3), (21.5, 20), (2.5, 20)])(cr)
        cairo_close_path(cr)
    }

    static func person(_ cr: OpaquePointer) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, 12, 7.8, 4.3, 0, 2 * Double.pi)
        cairo_close_path(cr)
        cairo_move_to(cr, 3.8, 21)
        cairo_curve_to(cr, 3.8, 16.4, 7.5, 13.6, 12, 13.6)
        cairo_curve_to(cr, 16.5, 13.6, 20.2, 16.4, 20.2, 21)
        cairo_close_path(cr)
    }

    static func check(_ cr: OpaquePointer) { polyline([(4.5, 12.5), (9.5, 17.5), (19.5, 6.5)])(cr) }
    static func smallCheck(_ cr: OpaquePointer) { polyline([(7.5, 12.3), (10.7, 15.5), (16.5, 8.8)])(cr) }

    static func cross(_ cr: OpaquePointer) {
        polyline([(6, 6), (18, 18)])(cr)
        polyline([(18, 6), (6, 18)])(cr)
    }

    static func smallCross(_ cr: OpaquePointer) {
        polyline([(8.5, 8.5), (15.5, 15.5)])(cr)
        polyline([(15.5, 8.5), (8.5, 15.5)])(cr)
    }

    static func plus(_ cr: OpaquePointer) {
        polyline([(12, 4), (12, 20)])(cr)
        polyline([(4, 12), (20, 12)])(cr)
    }

    static func minus(_ cr: OpaquePointer) { polyline([(4, 12), (20, 12)])(cr) }

    static func magnifier(_ cr: OpaquePointer) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, 10.5, 10.5, 6.5, 0, 2 * Double.pi)
        cairo_close_path(cr)
        polyline([(15.3, 15.3), (20.5, 20.5)])(cr)
    }

    static func photoFrame(_ cr: OpaquePointer) {
        cairo_rectangle(cr, 2.5, 4.5, 19, 15)
    }

    static func photoScene(_ cr: OpaquePointer) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, 8, 9.5, 1.6, 0, 2 * Double.pi)
        cairo_close_path(cr)
        polyline([(3, 18), (9, 12.5), (13, 16), (16, 13.5), (21, 18)])(cr)
    }

    /// An open path through points (a new sub-path, so several can share one stroke).
    static func polyline(_ points: [(Double, Double)]) -> Path {
        { cr in
            for (index, point) in points.enumerated() {
                index == 0 ? cairo_move_to(cr, point.0, point.1) : cairo_line_to(cr, point.0, point.1)
            }
        }
    }
}
