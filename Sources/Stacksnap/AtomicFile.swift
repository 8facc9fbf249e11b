import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that a reader never sees half of one: the bytes go to a new temporary
/// file in the same folder, which is then renamed over the target (rename is atomic on one
/// file system). An interrupted run leaves the old file byte-identical; a failed write (a
/// full disk, a read-only folder) removes the temporary file and leaves the old one as it
/// was.
///
/// The temporary file is created exclusively (`O_EXCL`), so nothing already at its name —
/// a planted symbolic link included — is written through. Renaming over a symbolic link
/// replaces the link itself; the file it pointed to is never touched.
package enum AtomicFile {
    /// Writes `bytes` to `path` atomically.
    ///
    /// - Parameter durable: also flush the new file and the folder to the disk before
    ///   returning (`fsync`), so the file survives a power cut as well as a killed process.
    ///   Goldens are written this way; reports and renders need not be.
    package static func write(_ bytes: [UInt8], to path: String, durable: Bool = false) throws(StacksnapError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temp = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp").path
        let descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw .io(path: path, message: "cannot write: \(String(cString: strerror(errno)))")
        }
        if let code = fill(descriptor, bytes, sync: durable) {
            close(descriptor)
            unlink(temp)
            throw .io(path: path, message: "cannot write: \(String(cString: strerror(code)))")
        }
        // close can report a write the kernel could not complete (a full disk on some file
        // systems), so its result counts too.
        if close(descriptor) != 0 {
            let code = errno
            unlink(temp)
            throw .io(path: path, message: "cannot write: \(String(cString: strerror(code)))")
        }
        if rename(temp, url.path) != 0 {
            let code = errno
            unlink(temp)
            throw .io(path: path, message: "cannot replace the file: \(String(cString: strerror(code)))")
        }
        if durable { syncFolder(folder.path) }
    }

    /// Writes every byte (retrying short writes and interruptions); the errno of a failure.
    private static func fill(_ descriptor: Int32, _ bytes: [UInt8], sync: Bool) -> Int32? {
        let failure: Int32? = bytes.withUnsafeBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }  // nothing to write
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { return failure }
        if sync && fsync(descriptor) != 0 { return errno }
        return nil
    }

    /// Flushes a folder's entries (the rename) to the disk; best effort, since some file
    /// systems cannot sync a folder and the file itself is already safe.
    private static func syncFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// The operating system's words for a Foundation file error ("No space left on
    /// device"), else Foundation's own description.
    package static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let message = strerror(Int32(underlying.code)) {
            return String(cString: message)
        }
        if ns.domain == NSPOSIXErrorDomain, let message = strerror(Int32(ns.code)) { return String(cString: message) }
        // Foundation on Linux reports some failures with a Cocoa code and no errno; these
        // three name one errno each, and the system's words read the same everywhere.
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
            case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
            case .fileWriteNoPermission: return String(cString: strerror(EACCES))
            default: break
            }
        }
        return ns.localizedDescription
    }
}
