import AutoLayout
import Cassowary

/// Systems with many distinct priority levels, where a solver that keeps a dense cost row
/// per level pays levels × symbols on every pivot.
///
/// Scenarios (`--scenario`, default all), each one vertical stack of N leaves with intrinsic
/// sizes (20 + 5·(i mod 7)) × (10 + 3·(i mod 5)), spacing 8, pinned to all four edges of a
/// canvas 400 points wide whose height fits the content:
/// - `proportional` — `fillProportionally`: UIKit gives arranged view i the priority
///   `999 − i` (at least 1), so 999 levels from 1,000 views on;
/// - `squeezed` — the same in a canvas of fixed height, 80 % of the natural
///   one, so the proportional constraints conflict and the levels decide who gives way;
/// - `centering` — `equalCentering`: the equal-centre wishes run `150 − i` (at least 1);
/// - `levels` — the solver alone: a chain of N views (`x(i+1) == x(i) + w(i) + 8`, the
///   end fixed 37 points past the natural total) where view i hugs at `1 + 900·i/N` and
///   resists compression at `950 + 40·i/N`, so every view has levels of its own, as with
///   many hand-set priorities. Timed: building, solving, reading every value.
///
/// `--timeout S` stops a run after S seconds (the layout's deadline, the solver's
/// interruption) and shows it as "> S s": the cliff this suite guards against takes minutes.
struct PrioritySuite: BenchmarkSuite {
    let name = "priorities"

    static let scenarios = ["proportional", "squeezed", "centering", "levels"]

    func run(_ options: BenchmarkOptions) {
        let table = Table(tsv: options.tsv)
        let clock = options.cpu ? "thread CPU time" : "wall time"
        table.header("priorities — release build, \(clock), median of \(options.runs) run(s), one thread")
        for scenario in options.scenarios ?? Self.scenarios {
            guard Self.scenarios.contains(scenario) else {
                print("unknown priorities scenario \(scenario) (\(Self.scenarios.joined(separator: ", ")))")
                continue
            }
            for n in options.sizes {
                var seconds: [Double] = []
                var stopped = false
                var ops = 0
                for _ in 0..<options.runs where !stopped {
                    var finished = false
                    let body = {
                        if scenario == "levels" {
                            let r = Self.levels(n, timeout: options.timeout)
                            ops = r.constraints
                            finished = r.finished
                        } else {
                            let tree = Self.stack(n, scenario: scenario)
                            ops = tree.views.count
                            finished = Self.layOut(tree, timeout: options.timeout)
                        }
                    }
                    seconds.append(options.cpu ? cpuTimed(body) : timed(body))
                    stopped = !finished
                }
                let unit = scenario == "levels" ? "constraints" : "views"
                if stopped, let limit = options.timeout {
                    print(padded(scenario, 16) + padded(String(n), 8) + padded(String(ops), 10)
                          + "> " + formatSeconds(limit) + " (stopped)")
                    continue
                }
                table.row(Measurement(scenario: scenario, n: n, operations: ops, unit: unit, seconds: seconds))
            }
        }
    }

    /// Lays out `tree`; false when the deadline stopped it.
    static func layOut(_ tree: LayoutTree, timeout: Double?) -> Bool {
        var engine = LayoutEngine.Options()
        if let timeout { engine.deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000)) }
        do {
            let result = try LayoutEngine.solve(tree, options: engine)
            if result.frames.isEmpty { print("no frames") }
            return true
        } catch {
            if case .timeLimit = error { return false }
            print("layout failed: \(error)")
            return true
        }
    }

    /// One vertical stack of `n` leaves pinned to the canvas's edges (see the scenarios).
    static func stack(_ n: Int, scenario: String) -> LayoutTree {
        var views = [ViewNode()]
        views.append(ViewNode(id: "s", parent: 0))
        views[0].subviews = [1]
        var config = StackConfiguration()
        config.axis = .vertical
        config.spacing = 8
        config.distribution = scenario == "centering" ? .equalCentering : .fillProportionally
        var natural = 0.0
        for i in 0..<n {
            var leaf = ViewNode(parent: 1)
            let height = Double(10 + 3 * (i % 5))
            leaf.intrinsic = .fixed(width: Double(20 + 5 * (i % 7)), height: height)
            natural += height + (i > 0 ? 8 : 0)
            views.append(leaf)
            views[1].subviews.append(views.count - 1)
            config.arranged.append(views.count - 1)
        }
        views[1].stack = config
        let edges: [(Attribute, Attribute)] = [(.leading, .leading), (.trailing, .trailing), (.top, .top), (.bottom, .bottom)]
        let constraints = edges.map { edge in
            ConstraintSpec(ConstraintExpression(first: AnchorName(.named("s"), edge.0), relation: .equal,
                                                second: AnchorName(.root, edge.1)), origin: SourceLocation(file: #fileID, line: #line))
        }
        let height: Double? = scenario == "squeezed" ? (natural * 0.8).rounded() : nil
        return LayoutTree(views: views, constraints: constraints, canvasWidth: 400, canvasHeight: height)
    }

    /// The `levels` chain; returns the constraint count and whether it finished in time.
    static func levels(_ n: Int, timeout: Double?) -> (constraints: Int, finished: Bool) {
        let s = Solver()
        if let timeout {
            let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
            s.interruption = { ContinuousClock.now >= deadline }
        }
        var x = [s.makeVariable()]
        var w: [Variable] = []
        for _ in 0..<n {
            w.append(s.makeVariable())
            x.append(s.makeVariable())
        }
        var count = 0
        do {
            try s.add(Constraint(Expression(x[0]), .equal, Expression(constant: 0)))
            var total = 0.0
            for i in 0..<n {
                let c = SolverSuite.intrinsic(i)
                total += c + 8
                let f = Double(i) / Double(n)
                try s.add(Constraint(Expression(x[i + 1]), .equal, x[i] + w[i] + 8))
                try s.add(Constraint(Expression(w[i]), .lessOrEqual, Expression(constant: c), priority: Priority(1 + 900 * f)))
                try s.add(Constraint(Expression(w[i]), .greaterOrEqual, Expression(constant: c), priority: Priority(950 + 40 * f)))
                count += 3
            }
            try s.add(Constraint(Expression(x[n]), .equal, Expression(constant: total + 37)))
            count += 2
        } catch {
            if error == .interrupted { return (count, false) }
            print("levels: \(error)")
        }
        _ = s.solution()
        return (count, true)
    }
}
