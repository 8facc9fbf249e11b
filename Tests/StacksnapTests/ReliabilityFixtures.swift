import Foundation

/// The bad-spec fixtures of the spec module, shared with its own tests: each
/// `Bad/<name>.(yaml|json)` has the hand-written error lines in `Bad/<name>.expected`.
enum BadSpecFixtures {
    static let folder = VerifyFixtures.packageRoot.appendingPathComponent("Tests/LayoutSpecTests/Fixtures/Bad")

    static var names: [String] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return all.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
    }

    static func expected(_ name: String) throws -> [String] {
        let base = (name as NSString).deletingPathExtension
        let text = try String(contentsOf: folder.appendingPathComponent(base + ".expected"), encoding: .utf8)
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}
