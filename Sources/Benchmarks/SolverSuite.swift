import Cassowary

/// The solver benchmarks. `scripts/bench-kiwi.py` builds the same systems, constraint for
/// constraint and in the same order, with kiwisolver.
///
/// - `chain`: N views in a row. `x0 == 0`; per view i: `x(i+1) == x(i) + w(i) + 8`
///   (required), `w(i) <= c(i) @250` (hugging), `w(i) >= c(i) @750` (compression
///   resistance); then `x(N) == total` (required), total = Σc + 8N + 37, so one view
///   stretches. c(i) = 20 + 5·(i mod 7). Timed: building and solving, reading all values.
/// - `tree`: N leaves in nested stacks of 10 (rows of columns of rows …). Every node has
///   left, top, width, height. Per container child k: along the axis
///   `child(0).start == start`, `child(k+1).start == child(k).start + child(k).size + 8`,
///   and `end == last.start + last.size`; across it `child.crossStart == crossStart` and
///   `child.crossSize == crossSize` (fill alignment), all required. Per leaf: hugging @250
///   and compression resistance @750 on both sizes (intrinsic 20 + 5·(i mod 7) wide,
///   10 + 3·(i mod 5) high). Root: left == 0, top == 0, width == 100·N/10 + 3 (required).
///   Constraints are added root first, children in order. Timed like `chain`.
/// - `edits`: the chain of 100 views where, instead of the required total, `x(100)` is an
///   edit variable @999 added (and suggested Σc + 800) before any other constraint, as a
///   window size is; then N suggestions `Σc + 800 + 3·((k mod 41) − 20)` (k = 0…N−1), each
///   followed by reading w(0). Timed: the suggestions only.
/// - `degenerate`: the chain of N views with `x(N)` an edit variable @999 added first and
///   suggested at exactly Σc + 8N, so every view sits at its intrinsic width (hugging and
///   compression resistance both exactly satisfied). Timed: the one suggestion Σc + 8N − 10
///   (compression now has to give somewhere) and reading all values.
struct SolverSuite: BenchmarkSuite {
    let name = "solver"

    func run(_ options: BenchmarkOptions) {
        let table = Table(tsv: options.tsv)
        table.header("solver — release build, median of \(options.runs) run(s), one thread")
        let scenarios: [(String, String, (Int) -> (ops: Int, seconds: Double))] = [
            ("chain", "constraints", Self.chain),
            ("tree", "constraints", Self.tree),
            ("edits", "suggestions", Self.edits),
            ("degenerate", "edits", Self.degenerate),
        ]
        for (scenario, unit, body) in scenarios where options.scenarios?.contains(scenario) ?? true {
            for n in options.sizes {
                var seconds: [Double] = []
                var ops = 0
                for _ in 0..<options.runs {
                    let r = body(n)
                    ops = r.ops
                    seconds.append(r.seconds)
                }
                table.row(Measurement(scenario: scenario, n: n, operations: ops, unit: unit, seconds: seconds))
            }
        }
    }

    static func intrinsic(_ i: Int) -> Double { Double(20 + 5 * (i % 7)) }

    /// Adds the chain of `n` views; returns the solver, widths, positions and constraint
    /// count. With `edited`, `x(n)` is an edit variable @999 made and suggested at the
    /// intrinsic total before the chain; otherwise `x(n) == total` closes the chain.
    static func buildChain(_ n: Int, edited: Bool) -> (Solver, [Variable], [Variable], Int) {
        let s = Solver()
        var x = [s.makeVariable("x0")]
        var w: [Variable] = []
        for i in 0..<n {
            w.append(s.makeVariable("w\(i)"))
            x.append(s.makeVariable("x\(i + 1)"))
        }
        var total = 0.0
        for i in 0..<n { total += intrinsic(i) + 8 }
        var count = 0
        func add(_ c: Constraint) {
            do { try s.add(c); count += 1 } catch { fatalError("benchmark system refused: \(error)") }
        }
        if edited {
            do {
                try s.addEditVariable(x[n], priority: Priority(999))
                try s.suggestValue(x[n], total)
            } catch { fatalError("\(error)") }
        }
        add(Constraint(Expression(x[0]), .equal, Expression(constant: 0)))
        for i in 0..<n {
            let c = intrinsic(i)
            add(Constraint(Expression(x[i + 1]), .equal, x[i] + w[i] + 8))
            add(Constraint(Expression(w[i]), .lessOrEqual, Expression(constant: c), priority: .low))
            add(Constraint(Expression(w[i]), .greaterOrEqual, Expression(constant: c), priority: .high))
        }
        if !edited { add(Constraint(Expression(x[n]), .equal, Expression(constant: total + 37))) }
        return (s, w, x, count)
    }

    static func chain(_ n: Int) -> (ops: Int, seconds: Double) {
        var count = 0
        var keep: Solver? = nil  // freed after the clock stops: teardown is not the benchmark
        let t = timed {
            let (s, _, _, c) = buildChain(n, edited: false)
            count = c
            _ = s.solution()
            keep = s
        }
        _ = keep
        return (count, t)
    }

    static func edits(_ n: Int) -> (ops: Int, seconds: Double) {
        let (s, w, x, _) = buildChain(100, edited: true)
        var base = 0.0
        for i in 0..<100 { base += intrinsic(i) + 8 }
        _ = s.solution()
        var sink = 0.0
        let t = timed {
            for k in 0..<n {
                try? s.suggestValue(x[100], base + 3 * Double((k % 41) - 20))
                sink += s.value(of: w[0])
            }
        }
        if sink.isNaN { print("unexpected NaN") }
        return (n, t)
    }

    static func degenerate(_ n: Int) -> (ops: Int, seconds: Double) {
        let (s, _, x, _) = buildChain(n, edited: true)
        var base = 0.0
        for i in 0..<n { base += intrinsic(i) + 8 }
        _ = s.solution()
        let t = timed {
            try? s.suggestValue(x[n], base - 10)
            _ = s.solution()
        }
        return (1, t)
    }
}
