/// libFuzzer's driver, in fuzz builds only (`scripts/fuzz` builds with `-D LIBFUZZER`,
/// coverage instrumentation and `libclang_rt.fuzzer_no_main`): the harness keeps its own
/// `main` and hands libFuzzer its arguments through `LLVMFuzzerRunDriver`.
#if LIBFUZZER
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The target libFuzzer's C callback runs; set once, before the driver starts.
nonisolated(unsafe) private var activeTarget = FuzzTarget.json
#endif

import Foundation

enum LibFuzzer {
    static func run(_ target: FuzzTarget, arguments: [String]) -> Int32 {
        #if LIBFUZZER
        activeTarget = target
        var pointers: [UnsafeMutablePointer<CChar>?] = ([CommandLine.arguments[0]] + arguments).map { strdup($0) }
        pointers.append(nil)
        var count = CInt(pointers.count - 1)
        return pointers.withUnsafeMutableBufferPointer { buffer in
            var vector = buffer.baseAddress
            return LLVMFuzzerRunDriver(&count, &vector) { data, size in
                activeTarget.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
                return 0
            }
        }
        #else
        FileHandle.standardError.write(Data("""
            this build has no libFuzzer: build with scripts/fuzz (or use `mutate`, which needs none) — \
            \(target.rawValue) \(arguments.joined(separator: " "))

            """.utf8))
        return 64
        #endif
    }
}
