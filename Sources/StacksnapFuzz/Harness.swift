import Foundation

/// The command line of the harness.
///
/// ```
/// StacksnapFuzz list
/// StacksnapFuzz replay TARGET PATH…                    each file (or file in a folder) once
/// StacksnapFuzz mutate TARGET [--runs N] [--seconds S] [--seed S] [--trace] [--save-last FILE] CORPUS…
/// StacksnapFuzz libfuzzer TARGET [libFuzzer flags and corpus folders]   (fuzz builds only)
/// StacksnapFuzz soak [--count N | --passes P] [--warmup N] [--max-growth-kb K] SPEC_OR_FOLDER…
/// ```
enum Harness {
    static func main(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else { return usage() }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "list":
            FuzzTarget.allCases.forEach { print($0.rawValue) }
            return 0
        case "replay":
            guard let target = rest.first.flatMap(FuzzTarget.init(rawValue:)) else { return usage() }
            let files = inputFiles(Array(rest.dropFirst()))
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                target.run([UInt8](data))
            }
            print("\(target.rawValue): replayed \(files.count) inputs")
            return 0
        case "mutate":
            guard let target = rest.first.flatMap(FuzzTarget.init(rawValue:)),
                  let run = MutationRun(target: target, arguments: Array(rest.dropFirst())) else { return usage() }
            return run.execute()
        case "libfuzzer":
            guard let target = rest.first.flatMap(FuzzTarget.init(rawValue:)) else { return usage() }
            return LibFuzzer.run(target, arguments: Array(rest.dropFirst()))
        case "soak":
            guard let soak = Soak(arguments: rest) else { return usage() }
            return soak.execute()
        default:
            return usage()
        }
    }

    static func usage() -> Int32 {
        let targets = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
        FileHandle.standardError.write(Data("""
            usage: StacksnapFuzz list
                   StacksnapFuzz replay \(targets) PATH…
                   StacksnapFuzz mutate \(targets) [--runs N] [--seconds S] [--seed S] [--trace] [--save-last FILE] CORPUS…
                   StacksnapFuzz libfuzzer \(targets) [libFuzzer arguments]
                   StacksnapFuzz soak [--count N | --passes P] [--warmup N] [--max-growth-kb K] SPEC_OR_FOLDER…

            """.utf8))
        return 64
    }

    /// Files given, and the files directly inside folders given, sorted by name so that
    /// every run reads them in the same order.
    static func inputFiles(_ paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { !$0.hasPrefix(".") }.sorted().map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// The value after `flag` in `arguments`, removing both; nil when absent.
    static func take(_ flag: String, from arguments: inout [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...index + 1)
        return value
    }
}
