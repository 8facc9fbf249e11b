import AutoLayout
import LayoutSpec
import StacksnapUIKit
import Testing

/// `UIButton.Configuration` in code is the spec's button `configuration`: the style, the
/// title (the configuration's over the button's), colors, corner style and insets; and the
/// button lays out as the measured iOS 15 button does — a 17-point title with 12 points at
/// each side and 7 above and below (35 tall on the 2× grid).
@MainActor
@Suite struct UIButtonConfigurationTests {
    /// `first` and `second` at the left edge of a 320 × 200 view, 100 points apart, laid out.
    static func laidOut(_ first: UIView, above second: UIView) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        }
        first.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        second.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).isActive = true
        root.layoutIfNeeded()
        return root
    }

    @Test func filledConfigurationIsTheSpecsFilledButton() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.cornerStyle = .capsule
        configuration.baseBackgroundColor = .systemGreen
        let button = UIButton(configuration: configuration)
        button.setTitle("ignored", for: .normal)
        guard case .button(let spec) = try UIKitControlTests.content(of: button) else {
            Issue.record("not a button")
            return
        }
        var expected = ButtonConfigurationSpec(style: .filled)
        expected.cornerStyle = .capsule
        expected.baseBackgroundColor = UIColor.systemGreen.spec
        #expect(spec.title == "Continue")
        #expect(spec.configuration == expected)
        #expect(spec.drawnContentInsets == AutoLayout.DirectionalInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    @Test func theActionsTitleAndOtherInsets() throws {
        var configuration = UIButton.Configuration.gray()
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let button = UIButton(configuration: configuration, primaryAction: UIAction(title: "Retry") { _ in })
        guard case .button(let spec) = try UIKitControlTests.content(of: button) else {
            Issue.record("not a button")
            return
        }
        #expect(spec.title == "Retry")
        #expect(spec.configuration?.style == .gray)
        #expect(spec.configuration?.contentInsets == AutoLayout.DirectionalInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
    }

    /// Laid out: as tall as the spec's configured button, 7 + the title's line + 7 rounded
    /// to the 2× grid (35), and 24 points wider than a 17-point label of the same title.
    @Test func laysOutAsTheMeasuredButton() throws {
        let button = UIButton(configuration: .plain())
        button.setTitle("Button", for: .normal)
        let label = UILabel()
        label.text = "Button"
        label.font = .systemFont(ofSize: 17)
        let root = Self.laidOut(button, above: label)
        #expect(button.frame.height == 35)
        #expect(abs(button.frame.width - (label.frame.width + 24)) <= 0.5)
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
    }

    /// Sizes other than medium are not measured: drawn as medium, with a note.
    @Test func unmeasuredSizesAreNoted() throws {
        var configuration = UIButton.Configuration.tinted()
        configuration.buttonSize = .large
        let button = UIButton(configuration: configuration)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(button)
        let document = try root.specDocument()
        guard case .button(let spec) = document.root.subviews[0].content else {
            Issue.record("not a button")
            return
        }
        #expect(spec.configuration?.size == .medium)
        #expect(root.snapshotNotes.contains { $0.contains("large configuration size is drawn as medium") }, "\(root.snapshotNotes)")
    }

    /// `setImage(_:for:)` and a configuration's image: a symbol alone in a system button is
    /// a square of the 15-point title's size + 3 (18), with no padding; in a plain
    /// configuration its 17-point size + 3 (20) plus 12 at the sides and 7 above and below
    /// (44 × 34); the action's image shows when the configuration has none.
    @Test func imagesCountInTheButtonsSize() throws {
        let system = UIButton(type: .system)
        system.setImage(UIImage(systemName: "heart"), for: .normal)
        let configured = UIButton(configuration: .plain(), primaryAction: UIAction(image: UIImage(systemName: "plus")) { _ in })
        let root = Self.laidOut(system, above: configured)
        #expect(system.currentImage?.source == .symbol("heart"))
        #expect([system.frame.width, system.frame.height] == [18, 18])
        #expect([configured.frame.width, configured.frame.height] == [44, 34])
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
    }
}
