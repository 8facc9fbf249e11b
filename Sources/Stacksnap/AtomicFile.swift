import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file
/// in the same folder, which is then renamed over the target (rename is atomic on one file
/// system). An interrupted run leaves the old file byte-identical.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(StacksnapError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp")
        do {
            try Data(bytes).write(to: temp, options: [])
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw .io(path: path, message: "cannot write: \(Self.reason(error))")
        }
        if rename(temp.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temp)
            throw .io(path: path, message: "cannot replace the file: \(String(cString: strerror(code)))")
        }
    }

    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let message = strerror(Int32(underlying.code)) {
            return String(cString: message)
        }
        return ns.localizedDescription
    }
}
