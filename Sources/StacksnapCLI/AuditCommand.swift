import ArgumentParser
import Foundation
import LayoutSpec
import Raster
import Stacksnap

/// `stacksnap audit SPEC…`: every snapshot drawn and checked for accessibility problems,
/// one line per finding; exit 1 when there are findings.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check every snapshot of the given specs for accessibility problems.",
        discussion: """
        Rules: \(AuditRule.allCases.map(\.rawValue).joined(separator: ", ")). Each finding prints as \
        file:line: rule: view: what was measured [snapshot]. Exit 0 when nothing is found, 1 when \
        something is, 65 for a spec that cannot be read.
        """)

    @Argument(help: "Spec files or folders of specs (default: Samples).")
    var specs: [String] = []

    @Option(name: .shortAndLong, help: "Folder to write <snapshot>.audit.png into: each snapshot with findings, marked.")
    var output: String?

    @Option(help: "A rule not to run (repeatable).")
    var disable: [AuditRule] = []

    @Flag(help: "Print the findings as JSON instead of lines.")
    var json = false

    @OptionGroup var part: SceneOptions

    @OptionGroup var traits: MatrixOptions

    @OptionGroup var limits: LimitOptions

    @OptionGroup var fonts: FontOptions

    func run() throws {
        let files: [String]
        do {
            files = try SpecPaths.expand(specs.isEmpty ? ["Samples"] : specs)
        } catch {
            throw Failure.report(error)
        }
        try part.check(files)
        if let output {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw Failure.report(StacksnapError.io(path: output, message: "cannot create the output folder: \(AtomicFile.reason(error))"))
            }
        }
        let rules = AuditRule.allCases.filter { !disable.contains($0) }
        let matrix = try traits.runMatrix(), only = try traits.only()
        var statuses: [CommandOutcome] = []
        var all: [(snapshot: String, finding: AuditFinding)] = []
        for file in files {
            do throws(StacksnapError) {
                let job = try SpecJob.load(file, limits: limits.spec, scene: part.scene, view: part.view, matrix: matrix,
                                           fonts: fonts.fonts)
                for out in job.outputs where out.admitted(by: only) && !out.isAccessibility {
                    let options = limits.applied(to: SnapshotPipeline.Options())
                    let rendered = try SpecJob.render(out, options: options)
                    let findings = AccessibilityAudit.audit(rendered, output: out, rules: rules, options: options)
                    all += findings.map { (rendered.name, $0) }
                    if let output, findings.contains(where: { $0.frame.count == 4 }) {
                        try writeMarked(rendered, findings, to: output)
                    }
                }
            } catch {
                Failure.printError(error.description)
                statuses.append(error.status)
            }
        }
        if json {
            print(jsonText(all))
        } else {
            for (snapshot, finding) in all { print("\(finding.description) [\(snapshot)]") }
            print("\(all.count) finding\(all.count == 1 ? "" : "s") in \(Set(all.map(\.snapshot)).count) snapshot\(Set(all.map(\.snapshot)).count == 1 ? "" : "s")")
        }
        if !all.isEmpty { statuses.append(.differences) }
        let status = CommandOutcome.worst(statuses)
        if status != .success { throw Failure.exit(status) }
    }

    private func writeMarked(_ rendered: RenderedSnapshot, _ findings: [AuditFinding], to folder: String) throws(StacksnapError) {
        let marked = try AuditImage.render(rendered, findings: findings)
        let png: [UInt8]
        do {
            png = try PNG.encode(marked)
        } catch {
            throw .io(path: rendered.name, message: "cannot encode the PNG: \(error)")
        }
        try AtomicFile.write(png, to: (folder as NSString).appendingPathComponent(rendered.name + ".audit.png"))
    }

    private func jsonText(_ findings: [(snapshot: String, finding: AuditFinding)]) -> String {
        struct Entry: Encodable {
            var snapshot: String
            var finding: AuditFinding
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(findings.map { Entry(snapshot: $0.snapshot, finding: $0.finding) })) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

extension AuditRule: ExpressibleByArgument {}
