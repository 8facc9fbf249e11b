#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A named group of scenarios that `Benchmarks <name>` runs.
protocol BenchmarkSuite {
    var name: String { get }
    func run(_ options: BenchmarkOptions)
}

/// Command-line options shared by every suite.
struct BenchmarkOptions {
    var sizes: [Int] = [100, 1000, 10000]
    var runs = 5
    var scenarios: [String]? = nil
    var tsv = false
    /// Time with the calling thread's CPU clock instead of the wall clock (suites that
    /// support it): on a machine shared with other builds, waiting for a core is not work.
    var cpu = false
    /// Stop a run after this many seconds (suites that support it), for cases that would
    /// otherwise run for minutes.
    var timeout: Double? = nil
    /// Thread counts to run at (suites that support it).
    var threads: [Int]? = nil

    static func parse(_ args: [String]) -> Result<BenchmarkOptions, BenchmarkError> {
        var o = BenchmarkOptions()
        var i = 0
        while i < args.count {
            let flag = args[i]
            let value = i + 1 < args.count ? args[i + 1] : ""
            switch flag {
            case "--n":
                let sizes = value.split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else { return .failure(.init("--n wants sizes like 100,1000")) }
                o.sizes = sizes; i += 2
            case "--runs":
                guard let r = Int(value), r > 0 else { return .failure(.init("--runs wants a positive count")) }
                o.runs = r; i += 2
            case "--scenario":
                o.scenarios = value.split(separator: ",").map(String.init); i += 2
            case "--tsv":
                o.tsv = true; i += 1
            case "--cpu":
                o.cpu = true; i += 1
            case "--threads":
                let counts = value.split(separator: ",").compactMap { Int($0) }
                guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 }) else { return .failure(.init("--threads wants counts like 1,2")) }
                o.threads = counts; i += 2
            case "--timeout":
                guard let t = Double(value), t > 0 else { return .failure(.init("--timeout wants seconds above 0")) }
                o.timeout = t; i += 2
            default:
                return .failure(.init("unknown option \(flag)"))
            }
        }
        return .success(o)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

/// One measured row of a results table.
struct Measurement {
    var scenario: String
    var n: Int
    /// How many operations one run performs (constraints added, or suggestions made).
    var operations: Int
    var unit: String
    /// Seconds per run, one entry per run.
    var seconds: [Double]

    var median: Double {
        let s = seconds.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}

/// Seconds taken by `body` (monotonic clock).
func timed(_ body: () -> Void) -> Double {
    let d = ContinuousClock().measure(body)
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

/// CPU seconds the calling thread spent in `body`.
func cpuTimed(_ body: () -> Void) -> Double {
    func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
    let start = now()
    body()
    return now() - start
}

func formatSeconds(_ s: Double) -> String {
    if s >= 1 { return fixed(s, 2) + " s" }
    if s >= 1e-3 { return fixed(s * 1e3, 2) + " ms" }
    return fixed(s * 1e6, 1) + " µs"
}

func formatRate(_ perSecond: Double, _ unit: String) -> String {
    if perSecond >= 1e6 { return fixed(perSecond / 1e6, 2) + " M \(unit)/s" }
    if perSecond >= 1e3 { return fixed(perSecond / 1e3, 1) + " k \(unit)/s" }
    return fixed(perSecond, 1) + " \(unit)/s"
}

/// `x` with `digits` decimals, without Foundation.
func fixed(_ x: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let r = (x * scale).rounded()
    let whole = Int(r / scale)
    let frac = Int(abs(r - Double(whole) * scale))
    guard digits > 0 else { return String(whole) }
    var fs = String(frac)
    while fs.count < digits { fs = "0" + fs }
    return (r < 0 && whole == 0 ? "-" : "") + "\(whole).\(fs)"
}

func padded(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

/// Prints a results table row by row, so long runs show progress (aligned text, or
/// tab-separated values for scripts).
struct Table {
    var tsv: Bool

    func header(_ title: String) {
        guard !tsv else { return }
        print(title)
        print(padded("scenario", 16) + padded("N", 8) + padded("ops", 10) + padded("median", 12) + "rate")
        fflush(nil)
    }

    func row(_ m: Measurement) {
        if tsv {
            print([m.scenario, String(m.n), String(m.operations), m.unit, String(m.median)].joined(separator: "\t"))
        } else {
            print(padded(m.scenario, 16) + padded(String(m.n), 8) + padded(String(m.operations), 10)
                  + padded(formatSeconds(m.median), 12) + formatRate(Double(m.operations) / m.median, m.unit))
        }
        fflush(nil)
    }
}
