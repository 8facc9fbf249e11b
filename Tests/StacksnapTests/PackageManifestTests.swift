import Foundation
import Testing

/// The package's shape stays declared: every module of this package that a target's files
/// import is among that target's dependencies in Package.swift (SwiftPM builds an
/// undeclared import only while some other target happens to pull the module in first).
@Suite struct PackageManifestTests {
    static let root = VerifyFixtures.packageRoot

    /// `name → (folder, declared dependencies)` for every target in Package.swift.
    static func targets() throws -> [String: (folder: String, dependencies: Set<String>)] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try Regex(#"\.(target|executableTarget|testTarget|systemLibrary)\(name: "(\w+)"(?:, dependencies: \[([^\]]*)\])?"#)
        var result: [String: (String, Set<String>)] = [:]
        for match in manifest.matches(of: pattern) {
            let kind = String(match.output[1].substring ?? "")
            let name = String(match.output[2].substring ?? "")
            let list = match.output[3].substring.map(String.init) ?? ""
            let names = list.matches(of: try Regex(#""(\w+)""#)).compactMap { $0.output[1].substring.map(String.init) }
            result[name] = ((kind == "testTarget" ? "Tests/" : "Sources/") + name, Set(names))
        }
        return result
    }

    @Test func everyImportedModuleIsDeclared() throws {
        let targets = try Self.targets()
        #expect(targets.count >= 20, "Package.swift was read: \(targets.keys.sorted())")
        #expect(targets["StacksnapVerify"]?.dependencies.contains("Stacksnap") == true)
        let importLine = try Regex(#"^\s*(?:@testable\s+)?import\s+(\w+)"#).anchorsMatchLineEndings()
        for (name, target) in targets.sorted(by: { $0.key < $1.key }) {
            let folder = Self.root.appendingPathComponent(target.folder)
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            var undeclared: Set<String> = []
            for case let url as URL in files where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                for match in text.matches(of: importLine) {
                    let module = String(match.output[1].substring ?? "")
                    if targets[module] != nil, module != name, !target.dependencies.contains(module) { undeclared.insert(module) }
                }
            }
            #expect(undeclared.isEmpty, "\(name) imports \(undeclared.sorted()) without declaring them in Package.swift")
        }
    }
}
