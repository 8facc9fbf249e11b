// Benchmarks: `swift run -c release Benchmarks SCENARIO [options]`.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "diff":
    runDiffBenchmark(arguments: Array(arguments.dropFirst()))
default:
    print("usage: Benchmarks diff [--runs N] [--write-pair DIR]")
}
