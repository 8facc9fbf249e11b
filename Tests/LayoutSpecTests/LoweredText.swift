import Foundation
import AutoLayout
import LayoutSpec

/// A plain-text form of lowered snapshots, so good-spec fixtures can hold the expected
/// tree written by hand. One line per view:
///
/// `<index> <id|-> parent=<i|-> [subviews=i,j] intrinsic=<…> [hidden] [multiline]
///  [hugging=h,v] [cr=h,v] [margins=t,l,b,t] [stack axis=… distribution=… alignment=…
///  spacing=… arranged=i,j [custom=i:v] [baselineRelative] [marginsRelative] model=…]`
///
/// Defaults (hugging 250,250, cr 750,750, margins 8,8,8,8) are left out.
enum LoweredText {
    static func describe(_ snapshots: [LoweredSnapshot]) -> String {
        snapshots.map(describe).joined(separator: "\n")
    }

    static func describe(_ lowered: LoweredSnapshot) -> String {
        let canvas = lowered.canvas
        var lines = ["== \(lowered.name) caption=\"\(lowered.caption)\"",
                     "canvas \(side(canvas.width)) x \(side(canvas.height)) @\(canvas.scale) \(canvas.direction.rawValue) background=\(canvas.background.hex)"]
        for (index, node) in lowered.tree.views.enumerated() {
            lines.append(describe(node, index: index))
        }
        for constraint in lowered.tree.constraints {
            lines.append("constraint \(constraint.expression) | \(constraint.origin)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func side(_ value: Double?) -> String { value.map(fmt) ?? "fit" }

    private static func describe(_ node: ViewNode, index: Int) -> String {
        var parts = ["\(index)", node.id ?? "-", "parent=" + (node.parent.map(String.init) ?? "-")]
        if !node.subviews.isEmpty { parts.append("subviews=" + list(node.subviews)) }
        switch node.intrinsic {
        case .none: parts.append("intrinsic=none")
        case .fixed(let w, let h): parts.append("intrinsic=fixed(\(side(w)),\(side(h)))".replacingOccurrences(of: "fit", with: "-"))
        case .measured(let dependent): parts.append(dependent ? "intrinsic=measured(widthDependent)" : "intrinsic=measured")
        }
        if node.isHidden { parts.append("hidden") }
        if node.isMultilineText { parts.append("multiline") }
        if node.hugging != AxisPriorities(horizontal: 250, vertical: 250) {
            parts.append("hugging=\(fmt(node.hugging.horizontal)),\(fmt(node.hugging.vertical))")
        }
        if node.compressionResistance != AxisPriorities(horizontal: 750, vertical: 750) {
            parts.append("cr=\(fmt(node.compressionResistance.horizontal)),\(fmt(node.compressionResistance.vertical))")
        }
        let m = node.layoutMargins
        if m != .systemDefault { parts.append("margins=\([m.top, m.leading, m.bottom, m.trailing].map(fmt).joined(separator: ","))") }
        let a = node.alignmentInsets
        if a != .zero { parts.append("alignmentInsets=\([a.top, a.left, a.bottom, a.right].map(fmt).joined(separator: ","))") }
        if let first = node.firstBaseline { parts.append("firstBaseline=\(fmt(first))") }
        if let last = node.lastBaseline { parts.append("lastBaseline=\(fmt(last))") }
        if let stack = node.stack {
            var s = ["stack axis=\(stack.axis.rawValue)", "distribution=\(stack.distribution.rawValue)",
                     "alignment=\(stack.alignment.rawValue)", "spacing=\(fmt(stack.spacing))",
                     "arranged=" + list(stack.arranged)]
            if !stack.customSpacing.isEmpty {
                s.append("custom=" + stack.customSpacing.keys.sorted().map { "\($0):\(fmt(stack.customSpacing[$0] ?? 0))" }
                    .joined(separator: ","))
            }
            if stack.isBaselineRelativeArrangement { s.append("baselineRelative") }
            if stack.isLayoutMarginsRelativeArrangement { s.append("marginsRelative") }
            s.append("model=\(stack.model.rawValue)")
            parts += s
        }
        return parts.joined(separator: " ")
    }

    private static func list(_ indices: [Int]) -> String { indices.map(String.init).joined(separator: ",") }
}
