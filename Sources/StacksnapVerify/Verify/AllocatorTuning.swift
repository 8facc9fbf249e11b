#if canImport(Glibc)
import Stacksnap
import Glibc
#endif

/// Process-wide malloc settings for runs that render many large images.
///
/// Every snapshot allocates a few buffers of megabytes (the cairo surface, the bitmap, the
/// decoded golden). glibc serves blocks that large with `mmap` and returns them with
/// `munmap` on free, so each snapshot faults in and zeroes every page again: on a suite of
/// 1125×720 snapshots that was a third of the CPU time, in the kernel. Raising the mmap
/// threshold to its maximum (32 MB) and keeping freed memory lets those buffers be reused.
///
/// This changes the whole process, so the library never calls it on its own: the
/// `stacksnap` command does, at the start of a run.
package enum AllocatorTuning {
    /// `mallopt` parameters from glibc's `<malloc.h>`, which Swift's Glibc module leaves out.
    private static let trimThreshold: Int32 = -1
    private static let mmapThreshold: Int32 = -3

    /// Applies the settings; does nothing where `mallopt` does not exist (musl, Darwin).
    package static func keepLargeBuffers() {
        #if canImport(Glibc)
        // Looked up at run time: the function is glibc's, not part of any Swift module.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 512 << 20)
        #endif
    }
}
