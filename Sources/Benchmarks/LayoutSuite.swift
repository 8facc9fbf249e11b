import AutoLayout

/// End-to-end stack layout: a parsed tree in, frames out (constraint generation, solving,
/// reading frames). The tree: an outer vertical stack of groups, each group a vertical
/// stack of 10 rows, each row a horizontal `fill` stack of 10 leaves with intrinsic sizes
/// (20 + 5·(i mod 7)) × (10 + 3·(i mod 5)), spacing 8, alignment center on rows. The outer
/// stack is pinned to the canvas's leading and top; the canvas fits its content.
///
/// `--cpu` times the calling thread's CPU clock instead of the wall clock.
///
/// Scenarios (`--scenario`, default all):
/// - `nested` — `LayoutEngine.solve` as every caller gets it (the outer stack is a
///   free-standing stack subtree, so `DirectStacks` lays it out and the solver places it);
/// - `solver` — the same tree with `directStacks` off: every constraint through the solver,
///   the path any tree outside the direct path's reach takes;
/// - `wide`, `narrow` — the same tree with the outer stack's trailing pinned too
///   (`outer.leading == root.leading + 20`, `outer.trailing == root.trailing - 20`) in a
///   canvas of fixed width: 1,000 points, so every row (natural widths 392–452) stretches
///   to 960, or 400, so every row compresses to 360 (its first leaf gives way, by the tie
///   rule: in a few rows it goes below zero, as it would in UIKit);
/// - `framed` — `wide` with the bottom pinned too (`root.bottom == outer.bottom + 20`) in a
///   canvas whose height fits its content, so the outer stack's height is named from outside
///   but not fixed;
/// - `wide-solver`, `narrow-solver`, `framed-solver` — those three with `directStacks` off;
/// - `proportional`, `spacing`, `centering` — `nested` with every row distributed
///   `fillProportionally`, `equalSpacing` or `equalCentering` instead of `fill` (the groups'
///   fill alignment stretches every row to the widest one's width), and their `-solver`
///   variants with `directStacks` off;
/// - `hidden` — `nested` with some leaves hidden (UIKit collapses them along the row and
///   drops the spacing around them): the leaves with `i mod 5 == 2`, and each row's first
///   leaf in every third row (so both a view inside a row and one at its start), and its
///   `-solver` variant; `hidden-spacing` and `hidden-centering` the same leaves hidden in
///   rows distributed `equalSpacing` or `equalCentering` (a hidden view held by the `>=`
///   chain alone), and their `-solver` variants;
/// - `baselines` — `nested` with its rows aligned by their baselines (even rows first,
///   odd rows last), as rows of labels, buttons and images are: of every three leaves one
///   has no text (its baseline is its bottom), one is a line of text (first and last
///   baselines 3/4 of its height down) and one two lines (2/5 and 17/20 down); and its
///   `-solver` variant;
/// - `narrow-centering` — `narrow` with every row distributed `equalCentering`: each row is
///   squeezed to 360 points, below its natural width (centre distances shrink, then views
///   give way), and its `-solver` variant;
/// - `hidden-stacks` — `nested` with every fourth row hidden (a hidden stack: 0 tall in its
///   group, its leaves squeezed to that height), and its `-solver` variant;
/// - `wrapping` — `wide` with a multi-line label heading each group, 1,200–3,100 points
///   long on one line, so it wraps at the group's 960 into two to four 20-point lines (a
///   second pass measures it at that width); and its `-solver` variant;
/// - `row-wrapping` — `wide` with every row's fifth leaf a multi-line label, 300–680
///   points long on one line: UIKit wishes it a tenth of the row's 960 less the spacing
///   (88.8) at 760, so it wraps into four to eight 20-point lines, and the row's first leaf
///   takes the rest; and its `-solver` variant.
/// - `targets` — `nested` with the first leaf of each group's first row at least 44
///   points wide (`target.width >= 44`, a tap target): an inequality into a row, which the
///   direct path leaves to the solver with the stacks around it, while every other row is
///   laid out directly inside what the solver lays out; `wide-targets` the same in `wide`;
///   and their `-solver` variants.
struct LayoutSuite: BenchmarkSuite {
    let name = "layout"

    func run(_ options: BenchmarkOptions) {
        let table = Table(tsv: options.tsv)
        let clock = options.cpu ? "thread CPU time" : "wall time"
        table.header("layout — release build, \(clock), median of \(options.runs) run(s), one thread")
        let scenarios = options.scenarios ?? Self.scenarios
        for scenario in scenarios {
            guard Self.scenarios.contains(scenario) else {
                print("unknown layout scenario \(scenario) (\(Self.scenarios.joined(separator: ", ")))")
                continue
            }
            var engine = LayoutEngine.Options()
            engine.directStacks = !scenario.hasSuffix("solver")
            let wrapping = scenario.hasPrefix("wrapping"), rowWrapping = scenario.hasPrefix("row-wrapping")
            let canvasWidth: Double? = scenario.hasPrefix("narrow") ? 400
                : scenario.hasPrefix("wide") || scenario.hasPrefix("framed") || wrapping || rowWrapping ? 1000 : nil
            for n in options.sizes {
                let tree = Self.tree(leaves: n, canvasWidth: canvasWidth, framed: scenario.hasPrefix("framed"),
                                     rows: Self.rowDistribution(scenario),
                                     hidden: scenario.hasPrefix("hidden") && !scenario.hasPrefix("hidden-stacks"),
                                     hiddenStacks: scenario.hasPrefix("hidden-stacks"),
                                     baselines: scenario.hasPrefix("baselines"), headings: wrapping,
                                     rowLabels: rowWrapping, icons: scenario.hasPrefix("icons"),
                                     dividers: scenario.hasPrefix("dividers"), targets: scenario.contains("targets"))
                let measure: Measuring? = wrapping ? Self.measureText(tree, base: 1200, step: 100)
                    : rowWrapping ? Self.measureText(tree, base: 300, step: 20) : nil
                var seconds: [Double] = []
                var last: LayoutResult?
                for _ in 0..<options.runs {
                    var result: LayoutResult?
                    let run = { result = try? LayoutEngine.solve(tree, measure: measure, options: engine) }
                    seconds.append(options.cpu ? cpuTimed(run) : timed(run))
                    if result == nil { print("layout failed at n = \(n)") }
                    last = result
                }
                table.row(Measurement(scenario: Self.label(scenario), n: n,
                                      operations: tree.views.count, unit: "views", seconds: seconds))
                // What was measured: a tree the direct path hands back, or one with broken
                // constraints, would be a different benchmark.
                if let last, !options.tsv {
                    if engine.directStacks && last.directStackRoots.isEmpty { print("  (taken by the solver)") }
                    if !last.broken.isEmpty { print("  (\(last.broken.count) broken constraints)") }
                }
            }
        }
    }

    static let scenarios = ["nested", "solver", "wide", "narrow", "framed", "wide-solver", "narrow-solver", "framed-solver",
                            "proportional", "spacing", "centering",
                            "proportional-solver", "spacing-solver", "centering-solver", "hidden", "hidden-solver",
                            "hidden-spacing", "hidden-spacing-solver", "hidden-centering", "hidden-centering-solver",
                            "hidden-stacks", "hidden-stacks-solver", "narrow-centering", "narrow-centering-solver",
                            "baselines", "baselines-solver", "wrapping", "wrapping-solver",
                            "row-wrapping", "row-wrapping-solver", "icons", "icons-solver", "dividers", "dividers-solver",
                            "targets", "targets-solver", "wide-targets", "wide-targets-solver"]

    /// The rows' distribution a scenario asks for.
    static func rowDistribution(_ scenario: String) -> StackConfiguration.Distribution {
        if scenario.hasPrefix("proportional") { return .fillProportionally }
        if scenario.hasPrefix("spacing") || scenario.hasPrefix("hidden-spacing") { return .equalSpacing }
        if scenario.hasPrefix("centering") || scenario.hasPrefix("hidden-centering") || scenario.hasPrefix("narrow-centering") {
            return .equalCentering
        }
        return .fill
    }

    /// The multi-line labels' text: the `k`th is `base` + `step` · (k mod 20) points long
    /// on one line, in 20-point lines, wrapped at the width proposed (`wrapping`'s headings
    /// 1,200 and 100, `row-wrapping`'s labels 300 and 20).
    static func measureText(_ tree: LayoutTree, base: Double, step: Double) -> Measuring {
        var length: [Int: Double] = [:]
        for (index, view) in tree.views.enumerated() where view.isMultilineText {
            length[index] = base + step * Double(length.count % 20)
        }
        return { [length] index, width in
            guard let text = length[index] else { return AutoLayout.Measurement(size: .zero) }
            let lines = width.map { $0 > 0 ? max(1, (text / $0 - 1e-9).rounded(.up)) : 1 } ?? 1
            return AutoLayout.Measurement(size: Size(width: min(text, width ?? text), height: 20 * lines),
                                          firstBaseline: 16, lastBaseline: 20 * lines - 4)
        }
    }

    static func label(_ scenario: String) -> String {
        switch scenario {
        case "nested": "nested stacks"
        case "solver": "solver only"
        default: scenario
        }
    }

    /// The benchmark tree; with `canvasWidth`, the canvas has that width and the outer
    /// stack is pinned 20 points in from both of its sides; `framed` pins its bottom 20
    /// points above the canvas's too; `rows` is every row's distribution; `hidden` hides
    /// the leaves the `hidden` scenario names; `hiddenStacks` every fourth row; `baselines`
    /// aligns the rows by baseline;
    /// `headings` puts a multi-line label (`measureText`) first in each group; `rowLabels`
    /// makes every row's fifth leaf one; `icons`, `dividers` and `targets` add the views
    /// and constraints their scenarios name.
    static func tree(leaves n: Int, canvasWidth: Double? = nil, framed: Bool = false,
                     rows distribution: StackConfiguration.Distribution = .fill, hidden: Bool = false,
                     hiddenStacks: Bool = false, baselines: Bool = false, headings: Bool = false, rowLabels: Bool = false,
                     icons: Bool = false, dividers: Bool = false, targets: Bool = false) -> LayoutTree {
        var views = [ViewNode()]
        func add(_ parent: Int, _ configure: (inout ViewNode) -> Void = { _ in }) -> Int {
            var node = ViewNode(id: nil, parent: parent)
            configure(&node)
            views.append(node)
            views[parent].subviews.append(views.count - 1)
            return views.count - 1
        }
        let outer = add(0)
        var outerConfig = StackConfiguration()
        outerConfig.axis = .vertical
        outerConfig.spacing = 8
        var leaf = 0
        var iconIDs: [String] = [], dividerIDs: [String] = [], targetIDs: [String] = []
        let rows = max(1, n / 10)
        var group = -1
        var groupConfig = StackConfiguration()
        for r in 0..<rows {
            if r % 10 == 0 {
                if group >= 0 { views[group].stack = groupConfig }
                group = add(outer)
                outerConfig.arranged.append(group)
                groupConfig = StackConfiguration()
                groupConfig.axis = .vertical
                groupConfig.spacing = 8
                if headings {
                    let heading = add(group) {
                        $0.intrinsic = .measured(widthDependent: true)
                        $0.isMultilineText = true
                    }
                    groupConfig.arranged.append(heading)
                }
            }
            if dividers && r % 10 != 0 {
                // A hairline between rows: no content, 1 point tall, as wide as the group.
                let divider = add(group) { $0.id = "divider\(r)" }
                groupConfig.arranged.append(divider)
                dividerIDs.append("divider\(r)")
            }
            let row = add(group) { $0.isHidden = hiddenStacks && r % 4 == 3 }
            groupConfig.arranged.append(row)
            var rowConfig = StackConfiguration()
            rowConfig.spacing = 8
            rowConfig.alignment = baselines ? (r % 2 == 0 ? .firstBaseline : .lastBaseline) : .center
            rowConfig.distribution = distribution
            for _ in 0..<min(10, n - r * 10) {
                let i = leaf
                leaf += 1
                let v = add(row) {
                    $0.intrinsic = .fixed(width: Double(20 + 5 * (i % 7)), height: Double(10 + 3 * (i % 5)))
                    $0.isHidden = hidden && (i % 5 == 2 || i % 30 == 0)
                    if rowLabels && i % 10 == 4 {
                        $0.intrinsic = .measured(widthDependent: true)
                        $0.isMultilineText = true
                    }
                    let height = Double(10 + 3 * (i % 5))
                    if baselines && i % 3 == 1 {
                        $0.firstBaseline = 0.75 * height
                        $0.lastBaseline = 0.75 * height
                    } else if baselines && i % 3 == 2 {
                        $0.firstBaseline = 0.4 * height
                        $0.lastBaseline = 0.85 * height
                    }
                }
                if icons && i % 10 == 0 {
                    // Each row starts with a 24 × 24 icon: a view with no content, its size fixed.
                    views[v].id = "icon\(i)"
                    views[v].intrinsic = .none
                    iconIDs.append("icon\(i)")
                }
                if targets && r % 10 == 0 && i % 10 == 0 {
                    views[v].id = "target\(i)"
                    targetIDs.append("target\(i)")
                }
                rowConfig.arranged.append(v)
            }
            views[row].stack = rowConfig
        }
        views[group].stack = groupConfig
        views[outer].stack = outerConfig
        let pinned = canvasWidth != nil
        var constraints = [
            ConstraintExpression(first: AnchorName(.named("outer"), .leading), relation: .equal,
                                 second: AnchorName(.root, .leading), constant: pinned ? 20 : 0),
            ConstraintExpression(first: AnchorName(.named("outer"), .top), relation: .equal,
                                 second: AnchorName(.root, .top)),
        ]
        if pinned {
            constraints.append(ConstraintExpression(first: AnchorName(.named("outer"), .trailing), relation: .equal,
                                                    second: AnchorName(.root, .trailing), constant: -20))
        }
        if framed {
            constraints.append(ConstraintExpression(first: AnchorName(.root, .bottom), relation: .equal,
                                                    second: AnchorName(.named("outer"), .bottom), constant: 20))
        }
        for id in iconIDs {
            for attribute in [Attribute.width, .height] {
                constraints.append(ConstraintExpression(first: AnchorName(.named(id), attribute), relation: .equal,
                                                        second: nil, constant: 24))
            }
        }
        for id in dividerIDs {
            constraints.append(ConstraintExpression(first: AnchorName(.named(id), .height), relation: .equal,
                                                    second: nil, constant: 1))
        }
        for id in targetIDs {
            constraints.append(ConstraintExpression(first: AnchorName(.named(id), .width), relation: .greaterOrEqual,
                                                    second: nil, constant: 44))
        }
        views[outer].id = "outer"
        return LayoutTree(views: views, constraints: constraints.map { ConstraintSpec($0, origin: SourceLocation(file: #fileID, line: #line)) },
                          canvasWidth: canvasWidth)
    }
}
