import Foundation

/// How a layout that cannot be drawn travels through a strategy whose closures cannot
/// throw: as text that is no PNG, starting with a marker the diffing recognises.
enum StacksnapRenderFailure {
    static let marker = "stacksnap: cannot render: "

    /// The failure text in snapshot data, if that is what it holds.
    static func message(in data: Data) -> String? {
        guard let text = String(data: data, encoding: .utf8), text.hasPrefix(marker) else { return nil }
        return String(text.dropFirst(marker.count))
    }

    /// The PNG `render` makes, or the failure as marked text. A snapshot closure cannot
    /// throw; text that is no PNG makes the diffing fail every time, so a layout that cannot
    /// be drawn is never taken for a match (not even against a reference recorded from it).
    static func png(_ render: () throws -> [UInt8]) -> Data {
        do {
            return Data(try render())
        } catch {
            return Data((marker + "\(error)").utf8)
        }
    }
}
