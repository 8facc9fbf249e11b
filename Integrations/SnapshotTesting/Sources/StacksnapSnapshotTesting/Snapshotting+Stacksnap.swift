import Foundation
import LayoutDSL
import LayoutSpec
import SnapshotTesting
import StacksnapTesting

extension Snapshotting where Value == SpecDocument, Format == Data {
    /// A spec document as a PNG, compared pixel by pixel as `stacksnap verify` compares
    /// goldens (threshold 0.1, anti-aliased pixels not counted, no allowance).
    public static var stacksnap: Snapshotting { .stacksnap() }

    /// A spec document as a PNG, with a chosen output and comparison options.
    ///
    /// - Parameters:
    ///   - output: which snapshot to draw (`name.variant`, or the composed figure's name);
    ///     nil = the document's first.
    ///   - compare: verify's knobs. swift-snapshot-testing hands the comparison only the two
    ///     images, so the spec's own `compare:` and `ignore:` keys are not seen: give them here.
    ///   - scale: pixels per point of the images, to place `compare.ignore` regions.
    public static func stacksnap(output: String? = nil, compare: CompareOptions = CompareOptions(),
                                 scale: Int = 2) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .stacksnapPNG(compare, scale: scale)) { document in
            StacksnapRenderFailure.png { try LayoutPNG.render(document, output: output) }
        }
    }
}

extension Snapshotting where Value == Layout, Format == Data {
    /// A Swift layout as a PNG, compared as `stacksnap verify` does.
    public static var stacksnap: Snapshotting { .stacksnap() }

    /// A Swift layout as a PNG, with a chosen output and comparison options (see the
    /// `SpecDocument` strategy).
    public static func stacksnap(output: String? = nil, compare: CompareOptions = CompareOptions(),
                                 scale: Int = 2) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .stacksnapPNG(compare, scale: scale)) { layout in
            StacksnapRenderFailure.png { try LayoutPNG.render(try layout.document(), output: output) }
        }
    }
}

extension Diffing where Value == Data {
    /// PNGs compared with verify's pixel comparison; on a difference the message gives the
    /// figures, and the diff and expected | diff | actual images are attached and written
    /// beside swift-snapshot-testing's artifacts (it attaches images only on Apple
    /// platforms), their paths in the message.
    public static func stacksnapPNG(_ options: CompareOptions = CompareOptions(), scale: Int = 2) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, fresh in
            for (label, data) in [("the new snapshot", fresh), ("the reference", reference)] {
                if let failure = StacksnapRenderFailure.message(in: data) {
                    return ("\(label) could not be rendered: \(failure)", [])
                }
            }
            let result = LayoutPNG.compare(expected: [UInt8](reference), actual: [UInt8](fresh), options: options,
                                           scale: scale)
            guard !result.passes else { return nil }
            var attachments: [DiffAttachment] = []
            if let diff = result.diffPNG { attachments.append(.data(Data(diff), name: "diff.png")) }
            if let panels = result.sideBySidePNG { attachments.append(.data(Data(panels), name: "side-by-side.png")) }
            let files = FailureImages.write(diff: result.diffPNG, sideBySide: result.sideBySidePNG, actual: fresh)
            let message = ([result.summary] + files.map { "\($0.label): \($0.path)" }).joined(separator: "\n")
            return (message, attachments)
        }
    }
}
