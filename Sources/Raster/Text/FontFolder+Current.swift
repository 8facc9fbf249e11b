import Glibc

extension FontFolder {
    /// The folder whose fonts join the bundled ones for text measured and drawn on the
    /// calling thread; nil (the default) for the bundled fonts alone.
    ///
    /// Set for the length of a call with ``using(_:)``: a snapshot is laid out and drawn on
    /// one thread, so everything it measures and draws sees the same font set.
    public static var current: FontFolder? {
        guard let pointer = pthread_getspecific(slot) else { return nil }
        return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue().folder
    }

    /// Runs `body` with this folder's fonts joined to the bundled ones on the calling thread
    /// (``current``), then restores what was current before.
    public func using<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try Self.using(self, body)
    }

    /// Runs `body` with `folder` current (nil: the bundled fonts alone) on the calling
    /// thread, then restores what was current before.
    public static func using<T, E: Error>(_ folder: FontFolder?, _ body: () throws(E) -> T) throws(E) -> T {
        let previous = pthread_getspecific(slot)
        let box = Unmanaged.passRetained(Box(folder))
        pthread_setspecific(slot, box.toOpaque())
        defer {
            pthread_setspecific(slot, previous)
            box.release()
        }
        return try body()
    }

    /// The current folder, boxed for a thread-local slot.
    private final class Box {
        let folder: FontFolder?
        init(_ folder: FontFolder?) { self.folder = folder }
    }

    /// The thread-local slot (no destructor: `using` releases what it set before returning).
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
