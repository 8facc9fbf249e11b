import Stacksnap
import Foundation

/// Small file helpers the report code shares, each failing with the path it was given.
enum ReportFiles {
    static func createFolder(_ path: String) throws(VerifyError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .io(path: path, message: "cannot create the folder: \(AtomicFile.reason(error))")
        }
    }

    static func write(_ text: String, to path: String) throws(VerifyError) {
        do {
            try AtomicFile.write(Array(text.utf8), to: path)
        } catch {
            throw VerifyError(error)
        }
    }

    static func join(_ folder: String, _ relative: String) -> String {
        (folder as NSString).appendingPathComponent(relative)
    }
}
