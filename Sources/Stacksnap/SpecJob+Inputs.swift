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
                guard case .image(let image) = view.content, case .file(let source)? = image.source else { continue }
                let path = folder.appendingPathComponent(source).standardizedFileURL.path
                if !files.contains(path) { files.append(path) }
            }
        }
        return files
    }
}
