import AutoLayout
import Foundation
import LayoutDSL
import LayoutSpec
import Stacksnap
import StacksnapVerify
import Testing

/// A Swift layout and the spec file that says the same thing build the same views and lay
/// out to the same frames (through the facade, as `stacksnap layout` does).
@Suite struct SpecEquivalenceTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Samples").standardizedFileURL

    /// The spec file's document, and the Swift layout's with image sources resolved from
    /// the same folder.
    static func documents(_ sample: String, _ layout: Layout) throws -> (spec: SpecDocument, dsl: SpecDocument) {
        let spec = try SpecFile.load(path: samples.appendingPathComponent("\(sample).yaml").path).document
        var dsl = try layout.document()
        dsl.source = SourceMap(file: samples.appendingPathComponent("\(sample).swift").path)
        return (spec, dsl)
    }

    @Test(arguments: SampleLayouts.all.map(\.sample))
    func sameViewsAndSettings(sample: String) throws {
        let layout = try #require(SampleLayouts.all.first { $0.sample == sample }?.layout)
        let (spec, dsl) = try Self.documents(sample, layout)
        #expect(dsl.name == spec.name)
        #expect(dsl.canvas == spec.canvas)
        #expect(dsl.root == spec.root)
        #expect(dsl.variants == spec.variants)
        #expect(dsl.compose == spec.compose)
        #expect(dsl.caption == spec.caption)
        #expect(dsl.model == spec.model)
        #expect(dsl.compare == spec.compare)
        #expect(dsl.ignore == spec.ignore)
    }

    @Test(arguments: SampleLayouts.all.map(\.sample))
    func sameConstraints(sample: String) throws {
        let layout = try #require(SampleLayouts.all.first { $0.sample == sample }?.layout)
        let (spec, dsl) = try Self.documents(sample, layout)
        try #require(dsl.constraints.count == spec.constraints.count)
        for (mine, theirs) in zip(dsl.constraints, spec.constraints) {
            switch (mine, theirs) {
            case (.expression(let a), .expression(let b)):
                #expect(a.expressions.count == b.expressions.count && zip(a.expressions, b.expressions).allSatisfy { $0.isEquivalent(to: $1) },
                        "\(a.text) vs \(b.text)")
            default:
                #expect(mine == theirs)
            }
        }
    }

    @Test(arguments: SampleLayouts.all.map(\.sample))
    func sameFrames(sample: String) throws {
        let layout = try #require(SampleLayouts.all.first { $0.sample == sample }?.layout)
        let (spec, dsl) = try Self.documents(sample, layout)
        let specSnapshots = spec.snapshots() + (spec.composition()?.members ?? [])
        let dslSnapshots = dsl.snapshots() + (dsl.composition()?.members ?? [])
        #expect(dslSnapshots.map(\.name) == specSnapshots.map(\.name))
        for (mine, theirs) in zip(dslSnapshots, specSnapshots) {
            let expected = try SnapshotPipeline.layout(try lower(theirs)).frameTree
            let actual = try SnapshotPipeline.layout(try lower(mine)).frameTree
            #expect(actual == expected, "\(mine.name)")
            #expect(!actual.isEmpty)
        }
    }
}
