import AutoLayout
import Foundation

extension NSLayoutConstraint {
    /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values.
    public struct FormatOptions: OptionSet, Sendable {
        /// The raw value (UIKit's).
        public let rawValue: UInt
        /// The value with this raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of the views the format names.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right of the views the format names.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top of the views the format names.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom of the views the format names.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading of the views the format names.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing of the views the format names.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the center x of the views the format names.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the center y of the views the format names.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baseline of the views the format names.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baseline of the views the format names.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Lays the format out from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Lays the format out from left to right, whatever the writing direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lays the format out from right to left, whatever the writing direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// Spaces views from edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spaces views from baseline to baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

        /// The grammar's options of the same names.
        var grammar: VisualFormatOptions {
            let table: [(FormatOptions, VisualFormatOptions)] = [
                (.alignAllLeft, .alignAllLeft), (.alignAllRight, .alignAllRight), (.alignAllTop, .alignAllTop),
                (.alignAllBottom, .alignAllBottom), (.alignAllLeading, .alignAllLeading), (.alignAllTrailing, .alignAllTrailing),
                (.alignAllCenterX, .alignAllCenterX), (.alignAllCenterY, .alignAllCenterY),
                (.alignAllLastBaseline, .alignAllLastBaseline), (.alignAllFirstBaseline, .alignAllFirstBaseline),
                (.directionLeftToRight, .directionLeftToRight), (.directionRightToLeft, .directionRightToLeft),
            ]
            var options: VisualFormatOptions = []
            for (mine, theirs) in table where !mine.isEmpty && contains(mine) && (mine.rawValue & ~rawValue) == 0 {
                // Direction values are two bits wide: match them exactly.
                if mine.rawValue >= 1 << 16 && (rawValue & (3 << 16)) != mine.rawValue { continue }
                options.insert(theirs)
            }
            return options
        }
    }

    /// The constraints a Visual Format Language string describes, between the views (or
    /// guides) it names; `|` is their superview. A format that does not read gives one
    /// constraint whose activation reports the error, as UIKit raises one here.
    public class func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            switch value {
            case let number as Double: numbers[name] = number
            case let number as CGFloat: numbers[name] = Double(number)
            case let number as Int: numbers[name] = Double(number)
            case let number as Float: numbers[name] = Double(number)
            case let number as NSNumber: numbers[name] = number.doubleValue
            default: break
            }
        }
        let items = views.mapValues { $0 as AnyObject }
        func failed(_ message: String) -> [NSLayoutConstraint] {
            let first = items.values.first ?? Orphan.shared
            return [NSLayoutConstraint(first: first, .notAnAttribute, .equal, second: nil, .notAnAttribute,
                                       unsupported: "Unable to parse constraint format \"\(format)\": \(message)")]
        }
        let parsed: [ConstraintExpression]
        do {
            parsed = try VisualFormat.parse(format, options: options.grammar, metrics: numbers)
        } catch {
            return failed("\(error)")
        }
        // `|` is the superview of the views the format names.
        let superview = items.values.compactMap { ($0 as? UIView)?.superview ?? ($0 as? UILayoutGuide)?.owningView }.first
        func item(_ name: ItemName) -> AnyObject? {
            switch name {
            case .named(let key): items[key]
            case .superview, .root: superview
            }
        }
        var made: [NSLayoutConstraint] = []
        for e in parsed {
            guard let first = item(e.first.item) else { return failed("the views dictionary has no '\(e.first.item)'") }
            let second = e.second.map { item($0.item) } ?? nil
            if e.second != nil && second == nil { return failed("the views dictionary has no '\(e.second?.item.description ?? "")'") }
            let relation: Relation = switch e.relation {
            case .equal: .equal
            case .lessOrEqual: .lessThanOrEqual
            case .greaterOrEqual: .greaterThanOrEqual
            }
            let constraint = NSLayoutConstraint(first: first, Self.attribute(e.first.attribute), relation, second: second,
                                                e.second.map { Self.attribute($0.attribute) } ?? .notAnAttribute,
                                                multiplier: CGFloat(e.multiplier), constant: CGFloat(e.constant))
            constraint.priority = UILayoutPriority(Float(e.priority))
            made.append(constraint)
        }
        return made
    }

    /// UIKit's attribute for the grammar's: the one table between the two (the converter
    /// reads it backwards).
    static func attribute(_ a: AutoLayout.Attribute) -> Attribute {
        switch a {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        }
    }
}
