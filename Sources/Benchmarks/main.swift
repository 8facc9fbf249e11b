#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Benchmarks: `swift run -c release Benchmarks <suite> [options]`.
// Each suite is a named list of scenarios; `Benchmarks` alone lists the suites.
//   solver [--n 100,1000,10000] [--runs 5] [--scenario a,b] [--tsv]
//   layout [--n 1000,10000] [--runs 5] [--scenario nested,solver,wide,narrow,framed,proportional,spacing,centering,icons,dividers,…-solver] [--cpu] [--tsv]
//   priorities [--n 1000,5000] [--runs 5] [--scenario proportional,centering,…] [--cpu] [--timeout S] [--tsv]
//   verify [--n 200] [--runs 7] [--threads 1,2] [--scenario verify,process,…] [--cpu]
//   diff [--runs N] [--write-pair DIR]

let arguments = Array(CommandLine.arguments.dropFirst())
let suites: [BenchmarkSuite] = [SolverSuite(), LayoutSuite(), PrioritySuite(), VerifySuite()]

if arguments.first == "diff" {
    runDiffBenchmark(arguments: Array(arguments.dropFirst()))
    exit(0)
}
guard let name = arguments.first, let suite = suites.first(where: { $0.name == name }) else {
    print("usage: Benchmarks <suite> [options]")
    print("suites: " + (suites.map(\.name) + ["diff"]).joined(separator: ", "))
    exit(arguments.isEmpty ? 0 : 2)
}
switch BenchmarkOptions.parse(Array(arguments.dropFirst())) {
case .success(let options): suite.run(options)
case .failure(let message):
    print("error: \(message)")
    exit(2)
}
