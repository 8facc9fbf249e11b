import Glibc

/// One process-wide lock around all text work that reaches cairo: measuring, fitting and
/// drawing (recursive, since drawing fits and fitting measures).
///
/// Why: every thread has its own Pango font map, but cairo keeps one glyph cache for the
/// whole process (cairo 1.16 as packaged here), and a thread that adds glyphs past its
/// limit evicts pages of fonts other threads are using at that moment. Text in many sizes
/// and weights on several threads at once crashes inside cairo within seconds
/// (`TextOnManyThreadsTests`); with this lock it never has. The rest of a render — layout,
/// shapes, images, PNG encoding, decoding and comparing — still runs in parallel; what the
/// lock costs two verify jobs is measured in BENCHMARKS.md.
enum TextLock {
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return mutex  // never freed: it lives as long as the process
    }()

    /// Runs `body` holding the lock.
    static func around<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
