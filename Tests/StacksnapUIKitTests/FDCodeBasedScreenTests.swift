import Foundation
import LayoutSpec
import Pixels
import Raster
import Stacksnap
import StacksnapUIKit
import Testing

/// The code-built screen of FDStackView's demo app (its `FDCodeBasedViewController`, the
/// "Code Based" scene of the demo's storyboard), written again in Swift against
/// StacksnapUIKit: a label, the forkingdog logo and a label in a horizontal stack, centred
/// in the controller's view on the demo's 320 × 568 screen.
///
/// The demo's own logo (a 200 × 200-pixel PNG at 2×) is not part of this repository: the
/// test draws a stand-in of the same size into a temporary folder, so the image view is
/// 100 × 100 points, as the logo's is.
@MainActor
@Suite struct FDCodeBasedScreenTests {
    /// The controller as the demo writes it: the storyboard scene gives the view a white
    /// background, `viewDidLoad()` builds the stack and centres it with two constraints
    /// added to the view.
    final class FDCodeBasedViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white  // the storyboard scene's background

            let forkingLabel = UILabel()
            forkingLabel.text = "forking"
            let logoImageView = UIImageView(image: UIImage(named: "forkingdog"))
            let dogLabel = UILabel()
            dogLabel.text = "dog"

            let stackView = UIStackView(arrangedSubviews: [forkingLabel, logoImageView, dogLabel])
            stackView.translatesAutoresizingMaskIntoConstraints = false
            stackView.axis = .horizontal
            stackView.distribution = .fill
            stackView.alignment = .center
            view.addSubview(stackView)

            view.addConstraint(NSLayoutConstraint(item: stackView, attribute: .centerX, relatedBy: .equal, toItem: view,
                                                  attribute: .centerX, multiplier: 1, constant: 0))
            view.addConstraint(NSLayoutConstraint(item: stackView, attribute: .centerY, relatedBy: .equal, toItem: view,
                                                  attribute: .centerY, multiplier: 1, constant: 0))
        }
    }

    /// The same screen as a spec file: the ids are the ones the hierarchy's conversion
    /// gives views without an accessibility identifier, so the frame trees can be compared
    /// line for line.
    static let spec = """
        name: fd-code-based
        canvas: {device: iPhoneSE}
        root:
          background: white
          subviews:
            - type: stack
              id: stack1
              axis: horizontal
              distribution: fill
              alignment: center
              arranged:
                - {type: label, id: label1, text: forking}
                - {type: image, id: image1, source: forkingdog@2x.png}
                - {type: label, id: label2, text: dog}
        constraints:
          - stack1.centerX == root.centerX
          - stack1.centerY == root.centerY
        """

    /// A folder holding `forkingdog@2x.png`: 200 × 200 pixels, a blue disc on orange.
    static func logoFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stacksnap-fd-code-based")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var logo = Bitmap(width: 200, height: 200, fill: RGBA(r: 0xFF, g: 0x95, b: 0x00))
        for y in 0..<200 {
            for x in 0..<200 where (x - 100) * (x - 100) + (y - 100) * (y - 100) < 70 * 70 {
                let offset = (y * 200 + x) * 4
                logo.pixels.replaceSubrange(offset..<offset + 4, with: [0x00, 0x7A, 0xFF, 0xFF])
            }
        }
        try Data(try PNG.encode(logo)).write(to: folder.appendingPathComponent("forkingdog@2x.png"), options: .atomic)
        return folder.path
    }

    static func render(_ document: SpecDocument) throws -> RenderedSnapshot {
        let snapshot = try #require(document.snapshots().first)
        return try SnapshotPipeline.render(try lower(snapshot))
    }

    @Test func codeBasedScreenLaysOutAndDrawsAsItsSpec() throws {
        let folder = try Self.logoFolder()
        UIImage.resourceFolders = [folder]
        defer { UIImage.resourceFolders = [] }

        let controller = FDCodeBasedViewController()
        let code = try Self.render(try controller.specDocument(name: "fd-code-based", device: "iPhoneSE"))
        let written = try SpecFile.parse(Self.spec, file: (folder as NSString).appendingPathComponent("fd-code-based.yaml"))
        #expect(written.warnings.isEmpty, "\(written.warnings)")
        let spec = try Self.render(written.document)

        #expect(code.frameTree == spec.frameTree, "the code's frame tree\n\(code.frameTree)\nthe spec's\n\(spec.frameTree)")
        #expect(code.bitmap.width == 640 && code.bitmap.height == 1136)
        #expect(code.bitmap.width == spec.bitmap.width && code.bitmap.height == spec.bitmap.height)
        let samePixels = code.bitmap.pixels == spec.bitmap.pixels
        #expect(samePixels, "the code draws other pixels than its spec")

        // By hand: the logo (200 pixels at 2×) is 100 × 100 points and the tallest view, so
        // the stack is 100 tall, and as wide as its three views side by side (spacing 0).
        // Centred on the 320 × 568 screen, its top is 284 − 50 = 234 and its left edge
        // (320 − width) / 2; alignment center puts each label's top at (100 − height) / 2.
        // Frames are on the 2× pixel grid, as UIKit draws them: a half pixel rounds up
        // (with the measured labels, 56 and 31.5 wide, the stack is 187.5 wide: x 66.25
        // is drawn from 66.5; a 20.5-tall label's y 39.75 from 40).
        let view: UIView = controller.view
        view.layoutIfNeeded()
        #expect(view.layoutProblems.isEmpty, "\(view.layoutProblems)")
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        func grid(_ value: CGFloat) -> CGFloat { (value * 2).rounded() / 2 }
        let stack = try #require(view.subviews.first as? UIStackView)
        let forking = stack.arrangedSubviews[0], logo = stack.arrangedSubviews[1], dog = stack.arrangedSubviews[2]
        #expect(stack.frame.width == forking.frame.width + 100 + dog.frame.width)
        #expect(stack.frame.minX == grid((320 - stack.frame.width) / 2) && stack.frame.minY == 234 && stack.frame.height == 100)
        #expect(logo.frame == CGRect(x: forking.frame.maxX, y: 0, width: 100, height: 100))
        #expect(forking.frame.minX == 0 && dog.frame.minX == logo.frame.maxX && dog.frame.maxX == stack.frame.width)
        #expect(forking.frame.minY == grid((100 - forking.frame.height) / 2))
        #expect(dog.frame.minY == grid((100 - dog.frame.height) / 2))

        // What is drawn: the logo's blue disc at its centre, the white view in a corner.
        func pixel(_ x: CGFloat, _ y: CGFloat) -> [UInt8] {
            let offset = (Int(y * 2) * code.bitmap.width + Int(x * 2)) * 4
            return Array(code.bitmap.pixels[offset..<offset + 4])
        }
        #expect(pixel(stack.frame.minX + logo.frame.midX, stack.frame.minY + logo.frame.midY) == [0x00, 0x7A, 0xFF, 0xFF])
        #expect(pixel(1, 1) == [0xFF, 0xFF, 0xFF, 0xFF])
    }
}
