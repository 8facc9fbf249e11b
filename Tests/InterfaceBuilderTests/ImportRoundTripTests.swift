import Foundation
import InterfaceBuilder
import LayoutSpec
import Stacksnap
import StacksnapVerify
import Testing

/// `stacksnap import` gives a spec that draws the same pixels as the document itself, and
/// whose canonical YAML reads back as the same document.
@Suite struct ImportRoundTripTests {
    @Test(arguments: FixtureFiles.documents)
    func importedSpecDrawsTheSamePixels(_ name: String) throws {
        let path = FixtureFiles.path(name)
        let direct = try SpecJob.load(path)
        // The spec is meant to sit beside the document, where its image paths point.
        let imported = try SpecJob.importSpecs(path, specFolder: FixtureFiles.folder.path)
        #expect(imported.specs.map(\.name) == direct.outputs.map(\.name))
        for (spec, output) in zip(imported.specs, direct.outputs) {
            let specPath = FixtureFiles.folder.appendingPathComponent(spec.name + ".yaml").path
            let reread = try SpecFile.parse(spec.text, file: specPath)
            #expect(reread.warnings.isEmpty, "\(reread.warnings)")
            let snapshot = try #require(reread.document.snapshots().first)
            let fromSpec = try SnapshotPipeline.render(try lower(snapshot))
            let fromDocument = try SpecJob.render(output)
            #expect(fromSpec.frameTree == fromDocument.frameTree, "\(spec.name): frames")
            #expect(fromSpec.bitmap == fromDocument.bitmap, "\(spec.name): pixels")
        }
    }

    @Test(arguments: FixtureFiles.documents)
    func canonicalYAMLReadsBackAsTheSameDocument(_ name: String) throws {
        let imported = try InterfaceBuilderFile.load(path: FixtureFiles.path(name))
        for document in imported.documents {
            let text = document.canonicalYAML()
            let reread = try SpecFile.parse(text, file: "\(document.name).yaml").document
            #expect(reread == document)
            #expect(reread.canonicalYAML() == text)
        }
    }

    @Test func aPlaceholderRoundTripsThroughCanonicalYAML() throws {
        var document = SpecDocument(name: "holder", canvas: CanvasSpec(width: 100, height: 50))
        var box = ViewSpec(id: "map", .placeholder(PlaceholderSpec(text: "mapView")))
        box.intrinsicSize = IntrinsicSizeSpec(width: 80, height: 30)
        document.root.subviews = [box]
        let text = document.canonicalYAML()
        #expect(text.contains("type: placeholder"))
        #expect(text.contains("text: mapView"))
        let reread = try SpecFile.parse(text, file: "holder.yaml").document
        #expect(reread == document)
        // A placeholder without text prints no text key, and still reads back.
        document.root.subviews[0].content = .placeholder(PlaceholderSpec())
        #expect(!document.canonicalYAML().contains("text:"))
        #expect(try SpecFile.parse(document.canonicalYAML(), file: "holder.yaml").document == document)
    }

    @Test func imagesOutsideTheSpecFolderBecomePlaceholders() throws {
        // A fresh folder of its own: the temporary folder itself may contain the checkout
        // (CI clones into /tmp), which would put the images inside it.
        let elsewhere = FileManager.default.temporaryDirectory
            .appendingPathComponent("stacksnap-import-\(UInt64.random(in: 0...UInt64.max))").path
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        let imported = try InterfaceBuilderFile.load(path: FixtureFiles.path("Main.storyboard"),
                                                     selection: InterfaceBuilderSelection(scene: "Profile"),
                                                     specFolder: elsewhere)
        let avatar = try #require(imported.documents.first?.root.subviews.first?.stack?.arranged.first)
        #expect(avatar.content == .placeholder(PlaceholderSpec(text: "avatar")))
        #expect(avatar.intrinsicSize == IntrinsicSizeSpec(width: 80, height: 80), "the size the document records")
        #expect(imported.warnings.contains { $0.message.contains("image 'avatar' is at") && $0.message.contains("outside") })
    }
}
