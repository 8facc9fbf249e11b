import Foundation
import LayoutSpec

extension SpecJob {
    /// The files an output is drawn from besides its spec: the image files its views show,
    /// resolved as drawing resolves them (relative to the spec's folder), each once, in
    /// view order. What a golden's stamp digests, so a changed image is a changed input.
    public static func imageFiles(of output: Output) throws(StacksnapError) -> [String] {
        let snapshots: [SnapshotSpec]
        switch output {
        case .snapshot(let snapshot), .accessibility(let snapshot): snapshots = [snapshot]
        case .composed(let composition): snapshots = composition.members
        }
        var files: [String] = []
        for snapshot in snapshots {
            let lowered = try lowered(snapshot)
            let folder = URL(fileURLWithPath: lowered.file).deletingLastPathComponent().standardizedFileURL
            for view in lowered.views {
                guard case .file(let source)? = view.content.imageSource else { continue }
                let path = folder.appendingPathComponent(source).standardizedFileURL.path
                if !files.contains(path) { files.append(path) }
            }
        }
        return files
    }
}

extension SpecJob {
    /// Checks the spec's own `fonts:` folder (an error at its line when it cannot be used)
    /// and gives `runFolder` to every document without one.
    mutating func applyFonts(_ runFolder: String?) throws(StacksnapError) {
        if let own = document.fonts {
            do {
                _ = try SnapshotFonts.folder(own, specFile: file)
            } catch {
                let position = document.source.position(at: "fonts")
                throw .spec(SpecErrors([SpecError(file: file, line: position.line, column: position.column, path: "fonts",
                                                  message: error.message + " (looked for \(SnapshotFonts.resolve(own, specFile: file)))")]))
            }
        }
        guard let runFolder else { return }
        let absolute = URL(fileURLWithPath: runFolder).standardizedFileURL.path
        func given(_ document: SpecDocument) -> SpecDocument {
            var result = document
            if result.fonts == nil { result.fonts = absolute }
            return result
        }
        document = given(document)
        outputs = outputs.map { output -> Output in
            switch output {
            case .snapshot(let s): return .snapshot(s.withDocument(given(s.document)))
            case .accessibility(let s): return .accessibility(s.withDocument(given(s.document)))
            case .composed(var composition):
                composition.members = composition.members.map { $0.withDocument(given($0.document)) }
                return .composed(composition)
            }
        }
    }
}

extension SnapshotSpec {
    /// The same snapshot of another document.
    func withDocument(_ document: SpecDocument) -> SnapshotSpec {
        var result = self
        result.document = document
        return result
    }
}
